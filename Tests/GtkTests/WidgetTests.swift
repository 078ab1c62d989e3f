import CGtk
import XCTest
@_spi(GtkTestSupport) @testable import Gtk

final class WidgetTests: GtkTestCase {
    func testRevealerFollowsRevealsChildInstantlyWithoutAnimations() {
        onMain {
            let revealer = Revealer()
            let label = Label("answer")
            revealer.add(label)
            revealer.revealsChild = true
            XCTAssertTrue(revealer.revealsChild)
            XCTAssertTrue(revealer.isChildRevealed)
        }
    }

    func testInfoBarMakesItsMessageAndCloseButtonAtItsFirstShow() {
        onMain {
            let bar = InfoBar()
            XCTAssertEqual(labels(under: bar.widget), 0, "nothing made before a message")
            XCTAssertEqual(gtk_info_bar_get_show_close_button(bar.cast()), 0)
            bar.show("Broken file", kind: .warning)
            XCTAssertEqual(bar.message, "Broken file")
            XCTAssertTrue(bar.isVisible)
            XCTAssertEqual(labels(under: bar.widget), 1)
            XCTAssertEqual(gtk_info_bar_get_show_close_button(bar.cast()), 1, "with its close button")
            bar.dismiss()
            XCTAssertFalse(bar.isVisible)
            bar.show("Again")
            XCTAssertEqual(labels(under: bar.widget), 1, "made once")
            XCTAssertEqual(bar.message, "Again")
        }
    }

    func testTreeStorePathsAndStrings() {
        onMain {
            let store = TreeStore(stringColumns: 1)
            let a = store.append(under: nil, values: ["A"])
            store.append(under: a, values: ["A1"])
            store.append(under: a, values: ["A2"])
            store.append(under: nil, values: ["B"])
            XCTAssertEqual(store.string(at: [0, 1], column: 0), "A2")
            XCTAssertEqual(store.string(at: [1], column: 0), "B")
            XCTAssertNil(store.string(at: [2], column: 0))
            let view = TreeView(store: store, textColumn: 0)
            var expanded: [TreePath] = []
            view.onRowExpanded { expanded.append($0) }
            view.expandRow(TreePath([0]))
            XCTAssertTrue(view.isRowExpanded(TreePath([0])))
            XCTAssertEqual(expanded, [TreePath([0])])
        }
    }

    func testStyleClassesAndAccessibleName() {
        onMain {
            let label = Label("x")
            label.setStyleClass("separator-after", true)
            XCTAssertTrue(label.hasStyleClass("separator-after"))
            label.setStyleClass("separator-after", false)
            XCTAssertFalse(label.hasStyleClass("separator-after"))
            label.accessibleName = "Search FAQ"
            XCTAssertEqual(label.accessibleName, "Search FAQ")
        }
    }

    func testStyleSheetReportsErrors() {
        onMain {
            let sheet = StyleSheet()
            XCTAssertNil(sheet.load(css: ".a { color: red; }"))
            XCTAssertNotNil(sheet.load(css: ".a { colr: red; }"))
        }
    }
}

final class KeyTests: XCTestCase {
    /// The exported key values are GDK's own (the app used to write them out by hand).
    func testKeyValuesAreGDKs() {
        XCTAssertEqual(Key.up, 0xff52)
        XCTAssertEqual(Key.keypadEnd, 0xff9c)
        XCTAssertEqual(Key.asterisk, 0x2a)
        XCTAssertEqual(Key.escape, 0xff1b)
        XCTAssertEqual(Key.menu, 0xff67)
    }
}

final class TypeCheckTests: GtkTestCase {
    /// `cast`'s debug check: an object is an instance of its own type and its ancestors only.
    func testAnObjectIsAnInstanceOfItsTypesOnly() {
        onMain {
            let label = Label("x")
            XCTAssertEqual(label.isInstance(of: GtkLabel.self), true)
            XCTAssertEqual(label.isInstance(of: GtkWidget.self), true)
            XCTAssertEqual(label.isInstance(of: GtkContainer.self), false)
            XCTAssertEqual(Box(.vertical).isInstance(of: GtkContainer.self), true)
            XCTAssertNil(label.isInstance(of: GtkCalendar.self), "a type the check does not know")
        }
    }
}

/// The labels in `widget` and all it contains.
@MainActor
private func labels(under widget: UnsafeMutablePointer<GtkWidget>) -> Int {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    var count = g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0 ? 1 : 0
    guard g_type_check_instance_is_a(instance, gtk_container_get_type()) != 0 else { return count }
    let children = gtk_container_get_children(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkContainer.self))
    var node = children
    while let current = node {
        count += labels(under: current.pointee.data.assumingMemoryBound(to: GtkWidget.self))
        node = current.pointee.next
    }
    g_list_free(children)
    return count
}
