import Foundation
import CGtk
import XCTest
@testable import FAQBrowser
@_spi(GtkTestSupport) @testable import Gtk

/// The menu's Style choice.
final class AppStyleTests: BrowserTestCase {
    func testTheStyleChoiceIsAppliedAndRemembered() throws {
        onMain {
            let group = OpaquePointer(Self.application!.application.gObject)
            g_action_group_activate_action(group, "style", g_variant_new_string("dark"))
            XCTAssertTrue(ColorScheme.prefersDark)
            XCTAssertEqual(try? String(contentsOfFile: StylePreference.file, encoding: .utf8), "dark")
            g_action_group_activate_action(group, "style", g_variant_new_string("light"))
            XCTAssertFalse(ColorScheme.prefersDark)
            g_action_group_activate_action(group, "style", g_variant_new_string("system"))
            XCTAssertEqual(try? String(contentsOfFile: StylePreference.file, encoding: .utf8), "system")
        }
    }
}
