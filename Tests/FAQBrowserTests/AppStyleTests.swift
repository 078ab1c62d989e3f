import Foundation
import CGtk
import XCTest
@testable import FAQBrowser
@testable import Gtk

/// The menu's Style choice. Its own class, named to run before KeyboardTests: in GTK 3.24, a
/// theme change after a GtkShortcutsWindow has been destroyed logs a critical about a freed
/// widget (gtk_widget_get_scale_factor), which G_DEBUG=fatal-criticals turns into a crash.
final class AppStyleTests: BrowserTestCase {
    func testTheStyleChoiceIsAppliedAndRemembered() throws {
        onMain {
            let group = OpaquePointer(Self.application!.application.gObject)
            g_action_group_activate_action(group, "style", g_variant_new_string("dark"))
            XCTAssertTrue(ColorScheme.prefersDark)
            XCTAssertEqual(try? String(contentsOf: StylePreference.file, encoding: .utf8), "dark")
            g_action_group_activate_action(group, "style", g_variant_new_string("light"))
            XCTAssertFalse(ColorScheme.prefersDark)
            g_action_group_activate_action(group, "style", g_variant_new_string("system"))
            XCTAssertEqual(try? String(contentsOf: StylePreference.file, encoding: .utf8), "system")
        }
    }
}
