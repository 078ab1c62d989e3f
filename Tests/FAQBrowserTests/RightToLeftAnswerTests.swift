import CGtk
import XCTest
@testable import FAQBrowser
@_spi(GtkTestSupport) @testable import Gtk
import GtkTestSupport

/// Issue 24: in right-to-left text the bar of quotes and alerts is on the start side, the right.
final class RightToLeftAnswerTests: BrowserTestCase {
    override func tearDown() {
        onMain { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        super.tearDown()
    }

    func testTheQuoteBarIsOnTheStartSide() {
        onMain {
            XCTAssertEqual(quoteBorders(), [[0, 0, 0, 3]], "left to right: on the left")
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            XCTAssertTrue(MainLoop.wait(upTo: 10) { self.quoteBorders() == [[0, 3, 0, 0]] }, "right to left: on the right, \(quoteBorders())")
        }
    }

    /// The border widths (top, right, bottom, left) of the quotes on screen, each kind once.
    @MainActor
    private func quoteBorders() -> Set<[Int]> {
        if browser.faq == nil {
            XCTAssertTrue(open(json: """
                {"title": "T", "sections": [{"title": "S", "questions": [{"id": "q", "question": "Q?",
                 "answer": "> quoted\\n\\n> [!NOTE]\\n> noted"}]}]}
                """))
            browser.reveal(id: "q")
            XCTAssertTrue(MainLoop.wait(upTo: 10) { self.quotes().count == 2 }, "both quotes are on screen")
        }
        return Set(quotes().map(\.borderWidths))
    }

    @MainActor
    private func quotes() -> [StyledWidget] {
        browser.window.styledDescendants().filter { $0.styleClasses.contains("answer-quote") }
    }
}
