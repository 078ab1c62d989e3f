import CGtk
import XCTest
@testable import FAQBrowser
@_spi(GtkTestSupport) @testable import Gtk
import GtkTestSupport

/// Handlers live with their GObjects, so a handler connected to something that outlives a
/// window (the desktop's recent list, another window) must go with the window, and one
/// connected again and again must not pile up. Each test counts the handlers.
final class HandlerLeakTests: BrowserTestCase {
    /// Whether an object is finalized, watched without keeping it alive.
    private final class Finalization {
        private let flag = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        init(_ object: UnsafeMutableRawPointer) {
            flag.pointee = false
            g_object_weak_ref(object.assumingMemoryBound(to: GObject.self), { data, _ in
                data!.assumingMemoryBound(to: Bool.self).pointee = true
            }, flag)
        }
        var happened: Bool { flag.pointee }
        // Not deallocated: an object that outlives a failed test would still write to it.
    }

    func testAWindowsRecentListHandlerGoesWithTheWindow() {
        onMain {
            MainLoop.drain()
            let baseline = RecentFiles.shared.handlerCount("changed")
            let other = Self.application!.openWindow()
            XCTAssertTrue(MainLoop.wait(upTo: 5) { RecentFiles.shared.handlerCount("changed") == baseline + 1 },
                          "the window lists recent files once it is idle")
            other.window.destroy()
            XCTAssertEqual(RecentFiles.shared.handlerCount("changed"), baseline, "and stops when it closes")
        }
    }

    func testTheShortcutsWindowKeepsOneHideHandlerOnTheWindowItShowsOver() {
        onMain {
            let xml = ShortcutsWindow.xml
            let other = Self.application!.openWindow()
            defer { other.window.destroy() }
            // Shown once first: GTK connects its own handler to a transient parent's `destroy`.
            XCTAssertTrue(BuilderWindow.present(xml: xml, objectID: "shortcuts", parent: browser.window))
            let once = browser.window.handlerCount("destroy")
            let otherBefore = other.window.handlerCount("destroy")
            for _ in 0..<3 {
                XCTAssertTrue(BuilderWindow.present(xml: xml, objectID: "shortcuts", parent: browser.window))
            }
            XCTAssertEqual(browser.window.handlerCount("destroy"), once, "shown again over the same window: nothing more")
            XCTAssertTrue(BuilderWindow.present(xml: xml, objectID: "shortcuts", parent: other.window))
            XCTAssertEqual(other.window.handlerCount("destroy"), otherBefore + 2, "GTK's and the hide handler")
            XCTAssertEqual(browser.window.handlerCount("destroy"), once - 2, "both left the first window")
            BuilderWindow.close(xml: xml, objectID: "shortcuts")
        }
    }

    func testAWindowAcceptsDropsThroughOneHandler() {
        onMain {
            XCTAssertEqual(browser.window.handlerCount("drag-data-received"), 1)
        }
    }

    /// The window's actions have no Swift owner but its action group, and their handlers reach
    /// the window weakly: closing the window finalizes them all.
    func testAClosedWindowsActionsAreFinalized() {
        onMain {
            let names = ["open", "find", "show-outline", "back", "open-recent", "print", "copy-link"]
            var watches: [Finalization] = []
            do {
                let other = Self.application!.openWindow()
                for name in names {
                    guard let action = g_action_map_lookup_action(OpaquePointer(other.window.gObject), name) else {
                        return XCTFail("no action \(name)")
                    }
                    watches.append(Finalization(UnsafeMutableRawPointer(action)))
                }
                g_action_group_activate_action(OpaquePointer(other.window.gObject), "find", nil)
                XCTAssertTrue(other.search.bar.isSearchMode, "an action made and dropped by its maker still works")
                other.window.destroy()
            }
            XCTAssertTrue(MainLoop.wait(upTo: 10) { watches.allSatisfy(\.happened) },
                          "finalized: \(zip(names, watches).filter { $0.1.happened }.map(\.0))")
        }
    }
}
