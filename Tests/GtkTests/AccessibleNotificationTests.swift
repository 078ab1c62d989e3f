import CGtk
import XCTest
@_spi(GtkTestSupport) @testable import Gtk

/// Setting a name or text a widget already shows tells screen readers nothing: each notification ATK
/// sends goes over the bus to every client, and the app's pooled rows are bound again and
/// again to the same titles.
final class AccessibleNotificationTests: GtkTestCase {
    /// Counts `notify::<property>` on `object`.
    @MainActor
    private func counting(_ property: String, on object: Object) -> () -> Int {
        var count = 0
        object.onNotify(property) { count += 1 }
        return { count }
    }

    @MainActor
    private func accessible(of widget: Widget) -> Object {
        Object(retaining: UnsafeMutableRawPointer(gtk_widget_get_accessible(widget.widget)))
    }

    func testTheSameAccessibleNameIsNotAnnouncedAgain() {
        onMain {
            let expander = Expander()
            let atk = accessible(of: expander)
            let names = counting("accessible-name", on: atk)
            expander.accessibleName = "Account"  // ATK announces no first name
            expander.accessibleName = "Account"
            XCTAssertEqual(names(), 0)
            expander.accessibleName = "Billing"
            XCTAssertEqual(names(), 1)
            XCTAssertEqual(expander.accessibleName, "Billing")
        }
    }

    func testTheSameLabelTextOrMarkupIsNotSetAgain() {
        onMain {
            let label = Label("Question")
            let changes = counting("label", on: label)
            label.text = "Question"
            XCTAssertEqual(changes(), 0, "the text it shows")
            label.setMarkup("<b>Quest</b>ion")
            label.setMarkup("<b>Quest</b>ion")
            XCTAssertEqual(changes(), 1)
            label.text = "Question"
            XCTAssertEqual(changes(), 2, "plain text again, though it reads the same: the marks go")
            XCTAssertEqual(label.text, "Question")
        }
    }
}
