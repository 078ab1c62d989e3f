import XCTest
@testable import FAQBrowser
@testable import Gtk
import Outline

/// A large section's rows are built the first screenful at once and the rest between frames.
final class RowBuildingTests: BrowserTestCase {
    /// One section of 300 questions, `q0` … `q299`.
    let largeSectionJSON = """
    {"title": "Large", "sections": [{"id": "large", "title": "Large", "questions": [
    \((0..<300).map { "{\"id\": \"q\($0)\", \"question\": \"Question \($0)\", \"answer\": \"Answer \($0).\"}" }.joined(separator: ",\n"))
    ]}]}
    """

    @MainActor
    private func builtQuestions() -> [Int] { (0..<300).filter { row("q\($0)") != nil } }

    @MainActor
    private func waitForRows() {
        XCTAssertTrue(MainLoop.run(for: 20) { browser.accordion?.isBuilding == false }, "the queued rows were built")
        MainLoop.drain()
    }

    /// The rows' places on screen, top to bottom, in document order (after the next layout).
    @MainActor
    private func assertRowsInDocumentOrder(file: StaticString = #filePath, line: UInt = #line) {
        MainLoop.run(for: 0.3)  // the frame clock lays out the last rows built
        let tops = (0..<300).compactMap { row("q\($0)")?.box.origin(in: browser.accordion!.scrolledWindow)?.y }
        XCTAssertEqual(tops.count, 300, file: file, line: line)
        XCTAssertEqual(tops, tops.sorted(), file: file, line: line)
        XCTAssertEqual(Set(tops).count, 300, "no two rows in one place", file: file, line: line)
    }

    func testOpeningALargeSectionBuildsItsFirstRowsAtOnceAndTheRestLater() {
        onMain {
            XCTAssertTrue(open(json: largeSectionJSON))
            row("large")!.header.activate()
            let now = builtQuestions()
            XCTAssertFalse(now.isEmpty, "the first rows are there for the next frame")
            XCTAssertLessThan(now.count, 300, "not every row before the next frame")
            XCTAssertEqual(now, Array(0..<now.count), "the first rows are the top ones")
            XCTAssertTrue(browser.accordion!.isBuilding)
            waitForRows()
            XCTAssertEqual(builtQuestions().count, 300)
            assertRowsInDocumentOrder()
        }
    }

    func testRowsOfASectionClosedBeforeTheyWereBuiltAreNotBuilt() {
        onMain {
            XCTAssertTrue(open(json: largeSectionJSON))
            row("large")!.header.activate()
            let first = builtQuestions().count
            row("large")!.header.activate()
            XCTAssertFalse(browser.faq!.outline.isExpanded(node("large")))
            waitForRows()
            XCTAssertEqual(builtQuestions().count, first, "rows that no longer show are left unbuilt")
            row("large")!.header.activate()
            waitForRows()
            XCTAssertEqual(builtQuestions().count, 300)
            assertRowsInDocumentOrder()
        }
    }

    func testFocusingARowNotBuiltYetBuildsItInItsPlace() {
        onMain {
            XCTAssertTrue(open(json: largeSectionJSON))
            row("large")!.header.activate()
            XCTAssertNil(row("q250"))
            browser.accordion!.focus(node("q250"))
            XCTAssertNotNil(row("q250"))
            XCTAssertEqual(browser.focusedNode, node("q250"))
            browser.accordion!.finishBuilding()
            XCTAssertFalse(browser.accordion!.isBuilding)
            MainLoop.drain()
            assertRowsInDocumentOrder()
        }
    }

    func testALargeDocumentShowsItsFirstSectionsAtOnce() {
        onMain {
            let sections = (0..<200).map { "{\"id\": \"s\($0)\", \"title\": \"Section \($0)\", \"questions\": [{\"question\": \"Q\", \"answer\": \"A\"}]}" }
            XCTAssertTrue(browser.open(path: temporaryFile("{\"title\": \"Many\", \"sections\": [\(sections.joined(separator: ","))]}")))
            XCTAssertNotNil(row("s0"))
            XCTAssertNil(row("s199"), "sections below the first screens come between frames")
            waitForRows()
            XCTAssertNotNil(row("s199"))
        }
    }
}
