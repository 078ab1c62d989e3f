import CGtk
import XCTest
@_spi(GtkTestSupport) @testable import Gtk
import GtkTestSupport

/// Signal handlers live with their GObject, not with a Swift wrapper: a widget whose wrapper
/// was dropped keeps working, and a handler goes when it is disconnected, when its object is
/// disposed or finalized, or when the owner it names is disposed.
final class HandlerLifetimeTests: GtkTestCase {
    final class Token {}

    /// Whether the object `pointer` is finalized, watched without keeping it alive.
    private final class Finalization {
        private let flag = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        init(_ object: UnsafeMutablePointer<GObject>) {
            flag.pointee = false
            g_object_weak_ref(object, { data, _ in data!.assumingMemoryBound(to: Bool.self).pointee = true }, flag)
        }
        var happened: Bool { flag.pointee }
        deinit { flag.deallocate() }  // each test watches objects that die within it
    }

    func testAButtonWhoseWrapperWasDroppedStillCallsItsHandler() {
        onMain {
            let window = Container(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL))
            defer { gtk_widget_destroy(window.widget) }
            var clicks = 0
            let raw: UnsafeMutablePointer<GtkWidget>
            do {
                let button = Button(label: "Go")
                button.onClicked { clicks += 1 }
                window.add(button)
                raw = button.widget
            }
            window.showAll()
            gtk_button_clicked(UnsafeMutableRawPointer(raw).assumingMemoryBound(to: GtkButton.self))
            XCTAssertEqual(clicks, 1, "the window keeps the button, and the button its handler")
        }
    }

    func testAnActionWhoseWrapperWasDroppedStillActivates() {
        onMain {
            let group = Object(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()))
            var activations = 0
            do {
                let action = SimpleAction(name: "go") { activations += 1 }
                g_action_map_add_action(OpaquePointer(group.gObject), OpaquePointer(action.gObject))
            }
            g_action_group_activate_action(OpaquePointer(group.gObject), "go", nil)
            XCTAssertEqual(activations, 1)
        }
    }

    /// The rule that keeps handlers from leaking: one that reaches its own wrapper weakly lets
    /// the object, the wrapper and the closure all go when the last owner lets go.
    func testAHandlerHoldingItsWrapperWeaklyLeaksNothing() {
        onMain {
            weak var weakToken: Token?
            var finalization: Finalization?
            do {
                let action = SimpleAction(name: "go") {}
                let token = Token()
                weakToken = token
                action.onActivated { [weak action] in _ = (action, token) }
                finalization = Finalization(action.gObject)
            }
            XCTAssertTrue(finalization!.happened)
            XCTAssertNil(weakToken, "the handler's closure went with its object")
        }
    }

    func testAHandlerIDDisconnectsThroughAnyWrapperOfTheObject() {
        onMain {
            let expander = Expander(labelWidget: Label("x"))
            var calls = 0
            let handler = expander.onExpandedChanged { calls += 1 }
            XCTAssertEqual(expander.handlerCount("notify::expanded"), 1)
            let another = Widget(retaining: UnsafeMutableRawPointer(expander.widget))
            another.disconnect(handler)
            XCTAssertEqual(expander.handlerCount("notify::expanded"), 0)
            expander.isExpanded = true
            XCTAssertEqual(calls, 0)
            another.disconnect(handler)  // twice: nothing
        }
    }

    func testAHandlerNamingAnOwnerGoesWhenTheOwnerIsDestroyed() {
        onMain {
            let emitter = Expander(labelWidget: Label("x"))
            let owner = Container(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL))
            weak var weakToken: Token?
            var calls = 0
            do {
                let token = Token()
                weakToken = token
                emitter.connect(.notify("expanded"), while: owner) { _ = token; calls += 1 }
            }
            emitter.isExpanded = true
            XCTAssertEqual(calls, 1)
            XCTAssertEqual(emitter.handlerCount("notify::expanded"), 1)
            gtk_widget_destroy(owner.widget)
            XCTAssertEqual(emitter.handlerCount("notify::expanded"), 0, "disconnected with its owner")
            XCTAssertNil(weakToken, "and its closure released")
            emitter.isExpanded = false
            XCTAssertEqual(calls, 1)
        }
    }

    func testTheRecentListTakesHandlersOnlyWhileTheirWindowsLive() {
        onMain {
            let baseline = RecentFiles.shared.handlerCount("changed")
            var windows: [Container] = []
            for _ in 0..<3 {
                let window = Container(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL))
                RecentFiles.shared.onChanged(while: window) {}
                windows.append(window)
            }
            XCTAssertEqual(RecentFiles.shared.handlerCount("changed"), baseline + 3)
            for window in windows { gtk_widget_destroy(window.widget) }
            XCTAssertEqual(RecentFiles.shared.handlerCount("changed"), baseline)
        }
    }

    func testFileDropsHaveOneHandlerThatCanBeDisconnected() {
        onMain {
            let window = Container(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL))
            defer { gtk_widget_destroy(window.widget) }
            weak var weakToken: Token?
            let handler: SignalHandlerID
            do {
                let token = Token()
                weakToken = token
                handler = window.acceptFileDrops { _ in _ = token }
            }
            XCTAssertEqual(window.handlerCount("drag-data-received"), 1)
            window.disconnect(handler)
            XCTAssertEqual(window.handlerCount("drag-data-received"), 0)
            XCTAssertNil(weakToken, "the closure went with its handler")
        }
    }
}
