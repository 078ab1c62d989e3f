import CGtk
import Foundation
import XCTest
@_spi(GtkTestSupport) @testable import Gtk

/// Swift's main executor runs inside the GLib loop: work other threads queue on the main actor
/// runs while the loop turns.
final class MainExecutorTests: GtkTestCase {
    func testATaskQueuedOnTheMainActorFromAnotherThreadRuns() {
        onMain {
            final class Flag: @unchecked Sendable { var value = false }
            let ran = Flag()
            Thread.detachNewThread {
                Task { @MainActor in ran.value = true }
            }
            XCTAssertTrue(MainLoop.wait(upTo: 5) { ran.value }, "the main executor was drained")
        }
    }

    /// A wrapper released last on another thread has its `isolated deinit` queued on the main
    /// executor: it must run, or its GObject leaks.
    func testAnIsolatedDeinitQueuedFromAnotherThreadRuns() {
        onMain {
            final class Handoff: @unchecked Sendable { var label: Label? }
            let handoff = Handoff()
            handoff.label = Label("released elsewhere")
            let raw = handoff.label!.gObject
            let finalized = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
            defer { finalized.deallocate() }
            finalized.pointee = false
            g_object_weak_ref(raw, { data, _ in data!.assumingMemoryBound(to: Bool.self).pointee = true }, finalized)
            let released = Thread { handoff.label = nil }
            released.start()
            XCTAssertTrue(MainLoop.wait(upTo: 5) { released.isFinished && finalized.pointee },
                          "the deinit ran on the main thread and released the GObject")
        }
    }
}
