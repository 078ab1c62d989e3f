import CGtk
import Foundation
import XCTest
@_spi(GtkTestSupport) @testable import Gtk

final class SignalTests: GtkTestCase {
    /// A toplevel holding a focused button inside a box, shown and mapped.
    @MainActor
    private func makeFocusedButton() -> (window: Container, box: Box, button: Widget) {
        let window = Container(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL))
        let box = Box(.vertical)
        let button = Widget(adopting: gtk_button_new_with_label("Target"))
        box.append(button)
        window.add(box)
        window.showAll()
        XCTAssertTrue(MainLoop.wait(upTo: 5) { button.isMapped })
        button.grabFocus()
        return (window, box, button)
    }

    /// Shift+F10 and the Menu key ask for the context menu (`popup-menu`); the handler says it
    /// showed one, so the key goes no further (GTK reads the handler's gboolean).
    func testShiftF10AndTheMenuKeyAskForTheContextMenuAndStopThere() {
        onMain {
            let (window, box, button) = makeFocusedButton()
            defer { gtk_widget_destroy(window.widget) }
            var menus = 0
            button.onContextMenu { menus += 1 }
            var passedOn: [UInt32] = []
            box.onKeyPress { event in
                passedOn.append(event.keyval)
                return false
            }
            button.sendKey(Key.f10, shift: true)
            XCTAssertEqual(menus, 1, "Shift+F10")
            button.sendKey(Key.menu)
            XCTAssertEqual(menus, 2, "the Menu key")
            XCTAssertFalse(passedOn.contains(Key.f10), "handled keys do not reach the parent")
            XCTAssertFalse(passedOn.contains(Key.menu), "handled keys do not reach the parent")
        }
    }

    func testFirstDrawHandlerRunsOnceThenDisconnectsAndReleasesItsClosure() {
        onMain {
            final class Token {}
            weak var weakToken: Token?
            let window = Container(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL))
            defer { gtk_widget_destroy(window.widget) }
            var draws = 0
            do {
                let token = Token()
                weakToken = token
                window.onFirstDraw { _ = token; draws += 1 }
            }
            window.showAll()
            XCTAssertTrue(MainLoop.wait(upTo: 5) { draws > 0 })
            XCTAssertNil(weakToken, "the one-shot handler was disconnected and its closure released")
            var drawnAgain = false
            window.onFirstDraw { drawnAgain = true }
            gtk_widget_queue_draw(window.widget)
            XCTAssertTrue(MainLoop.wait(upTo: 5) { drawnAgain })
            XCTAssertEqual(draws, 1, "not called for the second frame")
        }
    }

    func testDisconnectStopsAHandler() {
        onMain {
            let expander = Expander(labelWidget: Label("x"))
            var calls = 0
            let connection = expander.onNotify("expanded") { calls += 1 }
            expander.isExpanded = true
            expander.disconnect(connection)
            expander.isExpanded = false
            expander.disconnect(connection)  // twice: nothing
            XCTAssertEqual(calls, 1)
        }
    }

    func testCancellingASourceThatAlreadyRanDoesNothing() {
        onMain {
            var fired = false
            let source = MainLoop.after(milliseconds: 0) { fired = true }
            XCTAssertTrue(MainLoop.wait(upTo: 5) { fired })
            // Under G_DEBUG=fatal-criticals a GLib critical here would end the test process.
            MainLoop.cancel(source)
            var repeats = 0
            let repeating = MainLoop.repeatWhenIdle { repeats += 1; return repeats < 2 }
            XCTAssertTrue(MainLoop.wait(upTo: 5) { repeats == 2 })
            MainLoop.cancel(repeating)
            MainLoop.cancel(repeating)
        }
    }

    /// The command line a handler gets stays valid after the handler returns: it holds its own
    /// reference to GLib's object.
    func testACommandLineOutlivesItsHandler() {
        onMain {
            // A command line as GApplication makes one: its "arguments" property is a bytestring array.
            var arguments: [UnsafePointer<CChar>?] = ["faq-browser", "--flag"].map { (text: String) in UnsafePointer(strdup(text)) }
            defer { arguments.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
            var value = GValue()
            g_value_init(&value, GType(21 << 2))  // G_TYPE_VARIANT
            g_value_set_variant(&value, g_variant_new_bytestring_array(&arguments, 2))
            defer { g_value_unset(&value) }
            var names: [UnsafePointer<CChar>?] = [UnsafePointer(strdup("arguments"))]
            defer { free(UnsafeMutableRawPointer(mutating: names[0])) }
            let finalized = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
            defer { finalized.deallocate() }
            finalized.pointee = false
            do {
                let raw = UnsafeMutableRawPointer(g_object_new_with_properties(g_application_command_line_get_type(), 1, &names, &value))!
                let commandLine = Application.CommandLine(raw.assumingMemoryBound(to: GApplicationCommandLine.self))
                g_object_weak_ref(raw.assumingMemoryBound(to: GObject.self), { data, _ in data!.assumingMemoryBound(to: Bool.self).pointee = true }, finalized)
                g_object_unref(raw)  // GLib's own reference goes when the handler returns
                XCTAssertFalse(finalized.pointee, "the command line keeps it alive")
                XCTAssertEqual(commandLine.object.referenceCount, 1)
                XCTAssertEqual(commandLine.arguments, [Array("faq-browser".utf8), Array("--flag".utf8)])
                commandLine.printError("printed after the handler returned")
            }
            XCTAssertTrue(finalized.pointee, "and releases it with the last copy")
        }
    }
}
