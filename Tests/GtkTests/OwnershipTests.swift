import XCTest
import CGtk
@_spi(GtkTestSupport) @testable import Gtk

final class OwnershipTests: GtkTestCase {
    func testFloatingWidgetIsSunkOnceAndReleasedInDeinit() {
        onMain {
            var label: Label? = Label("hi")
            let raw = label!.gObject
            XCTAssertEqual(g_object_is_floating(raw), 0)
            XCTAssertEqual(label!.referenceCount, 1)
            // Watch the object die without keeping it alive.
            var finalized = false
            _ = withUnsafeMutablePointer(to: &finalized) { flag in
                g_object_weak_ref(raw, { data, _ in data!.assumingMemoryBound(to: Bool.self).pointee = true }, flag)
                label = nil
                XCTAssertTrue(flag.pointee, "the last reference went with the wrapper")
            }
        }
    }

    func testChildKeepsBothReferences() {
        onMain {
            let box = Box(.vertical)
            let label = Label("child")
            box.append(label)
            XCTAssertEqual(label.referenceCount, 2, "one for the wrapper, one for the parent")
            box.remove(label)
            XCTAssertEqual(label.referenceCount, 1)
        }
    }

    func testSignalClosureIsReleasedWithItsObject() {
        onMain {
            final class Token {}
            weak var weakToken: Token?
            do {
                let expander = Expander(labelWidget: Label("x"))
                let token = Token()
                weakToken = token
                expander.onExpandedChanged { _ = token }
                expander.isExpanded = true
            }
            XCTAssertNil(weakToken, "the last reference went with the wrapper: finalizing the object released the boxed closure")
        }
    }

    func testSignalsCallTheirClosures() {
        onMain {
            let expander = Expander(labelWidget: Label("x"))
            var calls = 0
            expander.onExpandedChanged { calls += 1 }
            expander.isExpanded = true
            expander.isExpanded = false
            XCTAssertEqual(calls, 2)
        }
    }

    func testRepeatWhenIdleRunsUntilItsBodySaysStopThenReleasesIt() {
        onMain {
            final class Token {}
            weak var weakToken: Token?
            var calls = 0
            do {
                let token = Token()
                weakToken = token
                MainLoop.repeatWhenIdle {
                    _ = token
                    calls += 1
                    return calls < 3
                }
            }
            MainLoop.drain()
            XCTAssertEqual(calls, 3)
            XCTAssertNil(weakToken, "the source's end released the boxed closure")
        }
    }

    func testAnOnOffActionFlipsWhenActivatedAndTellsItsOwner() {
        onMain {
            var told: [Bool] = []
            let action = SimpleAction(name: "show-thing", isOn: true) { told.append($0) }
            XCTAssertTrue(action.isOn)
            g_action_activate(OpaquePointer(action.gObject), nil)  // a click on the check item
            XCTAssertFalse(action.isOn)
            g_action_activate(OpaquePointer(action.gObject), nil)
            XCTAssertTrue(action.isOn)
            XCTAssertEqual(told, [false, true])
            action.isOn = false  // set by the owner: no call back
            XCTAssertFalse(action.isOn)
            XCTAssertEqual(told, [false, true])
            XCTAssertFalse(SimpleAction(name: "plain") {}.isOn, "an action without a state is off")
        }
    }

    func testReleasingADestroyedWidgetWarnsNothing() {
        onMain {
            GLibWarnings.count = 0
            let handler = g_log_set_handler("GLib-GObject", GLogLevelFlags(G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue),
                                            { _, _, _, _ in GLibWarnings.count += 1 }, nil)
            defer { g_log_remove_handler("GLib-GObject", handler) }
            do {
                let expander = Expander(labelWidget: Label("x"))
                expander.onExpandedChanged {}
                expander.onSizeAllocate {}
                gtk_widget_destroy(expander.widget)  // dispose drops the handlers: the wrapper must not disconnect them again
            }
            XCTAssertEqual(GLibWarnings.count, 0)
        }
    }
}

/// Counts GLib warnings caught by a test's log handler (a C callback cannot capture).
enum GLibWarnings {
    nonisolated(unsafe) static var count = 0
}
