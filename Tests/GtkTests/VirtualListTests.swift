import CGtk
import XCTest
@_spi(GtkTestSupport) @testable import Gtk

/// The virtual list lays out only its slice, stacked around the anchor; the event box turns a
/// primary click anywhere on it into one callback.
final class VirtualListTests: GtkTestCase {
    /// A window `height` pixels tall scrolling a list of four labels (none laid out yet) over 10,000 pixels.
    @MainActor private func makeList(height: Int32) -> (Container, ScrolledWindow, VirtualList, [Label]) {
        let window = Container(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL))
        let scrolled = ScrolledWindow()
        let list = VirtualList()
        scrolled.add(list)
        window.add(scrolled)
        gtk_window_set_default_size(window.cast(), 300, height)
        let labels = (0..<4).map { Label("Row \($0)") }
        for label in labels { list.add(label) }
        list.setContentHeight(10_000)
        return (window, scrolled, list, labels)
    }

    func testTheSliceIsStackedAroundTheAnchorAndTheRestIsPooled() {
        onMain {
            let (window, scrolled, list, labels) = makeList(height: 200)
            list.setSlice([labels[1], labels[2], labels[3]], anchor: 1, anchorY: 50)
            window.showAll()
            XCTAssertTrue(MainLoop.wait(upTo: 2) { labels[2].allocation.y == 50 })
            let a = labels[1].allocation, b = labels[2].allocation, c = labels[3].allocation
            XCTAssertEqual(a.y + a.height, b.y, "stacked above the anchor")
            XCTAssertEqual(b.y + b.height, c.y, "stacked below it")
            XCTAssertFalse(labels[0].isMapped, "off the slice: pooled, unmapped")
            XCTAssertEqual(scrolled.verticalAdjustment.upper, 10_000)
            list.setColumnWidth(120)
            XCTAssertTrue(MainLoop.wait(upTo: 2) { labels[2].allocation.width == 120 })
            XCTAssertGreaterThan(labels[2].allocation.x, 0, "a capped column is centred")
            gtk_widget_destroy(window.widget)
        }
    }

    func testASlidingBlockShowsItsTopInPlaceAndTheRowsAfterItFollowItsEdge() {
        onMain {
            let (window, _, list, labels) = makeList(height: 300)
            list.setSlice(labels, anchor: 0, anchorY: 0)
            list.setReveal(1..<3, shown: 5)
            window.showAll()
            XCTAssertTrue(MainLoop.wait(upTo: 2) { labels[3].isMapped && labels[0].allocation.height > 10 })
            let header = labels[0].allocation, first = labels[1].allocation
            XCTAssertEqual(first.y, header.y + header.height, "the block's top stays in place under the row before it")
            XCTAssertEqual(labels[3].allocation.y, first.y + 5, "the row after the block follows the shown edge")
            list.setReveal(1..<3, shown: .infinity)
            XCTAssertTrue(MainLoop.wait(upTo: 2) { labels[3].allocation.y == labels[2].allocation.y + labels[2].allocation.height },
                          "shown whole, the block takes its full height")
            gtk_widget_destroy(window.widget)
        }
    }

    func testAPrimaryClickAnywhereOnTheEventBoxIsOneCallback() {
        onMain {
            let window = Container(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL))
            let area = EventBox()
            area.add(Label("header"))
            window.add(area)
            window.showAll()
            XCTAssertTrue(MainLoop.wait(upTo: 2) { area.isMapped })
            var clicks = 0
            area.onPrimaryClick { clicks += 1 }
            for (type, button) in [(GDK_BUTTON_PRESS, UInt32(1)), (GDK_BUTTON_RELEASE, 1), (GDK_BUTTON_PRESS, 3), (GDK_BUTTON_RELEASE, 3)] {
                let event = gdk_event_new(type)!
                event.pointee.button.button = button
                event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_widget_get_window(area.widget))))
                gtk_widget_event(area.widget, event)
                gdk_event_free(event)
            }
            XCTAssertEqual(clicks, 1, "the primary button's click, not the secondary's")
            gtk_widget_destroy(window.widget)
        }
    }
}
