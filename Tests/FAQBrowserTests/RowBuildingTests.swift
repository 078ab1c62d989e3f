import XCTest
@testable import FAQBrowser
@testable import Gtk
import Outline

/// Rows are built in document order as far as the view needs them; spacers stand in for the rest.
final class RowBuildingTests: BrowserTestCase {
    /// One section of 300 questions, `q0` … `q299`.
    let largeSectionJSON = """
    {"title": "Large", "sections": [{"id": "large", "title": "Large", "questions": [
    \((0..<300).map { "{\"id\": \"q\($0)\", \"question\": \"Question \($0)\", \"answer\": \"Answer \($0).\"}" }.joined(separator: ",\n"))
    ]}]}
    """

    @MainActor
    private func builtQuestions() -> [Int] { (0..<300).filter { row("q\($0)") != nil } }

    /// Lets the view lay out and fill what it needs, until a moment passes with nothing built.
    @MainActor
    private func settle() {
        var last = Int64(-1)
        while last != browser.accordion!.lastBuildTime {
            last = browser.accordion!.lastBuildTime
            MainLoop.run(for: 0.25)
        }
    }

    @MainActor
    private var adjustment: Adjustment { browser.accordion!.scrolledWindow.verticalAdjustment }

    /// The rows' places on screen, top to bottom, in document order.
    @MainActor
    private func assertRowsInDocumentOrder(file: StaticString = #filePath, line: UInt = #line) {
        settle()
        let tops = (0..<300).compactMap { row("q\($0)")?.box.origin(in: browser.accordion!.scrolledWindow)?.y }
        XCTAssertEqual(tops.count, 300, file: file, line: line)
        XCTAssertEqual(tops, tops.sorted(), file: file, line: line)
        XCTAssertEqual(Set(tops).count, 300, "no two rows in one place", file: file, line: line)
    }

    func testOpeningALargeSectionBuildsWhatTheViewNeeds() {
        onMain {
            XCTAssertTrue(open(json: largeSectionJSON))
            row("large")!.header.activate()
            let now = builtQuestions()
            XCTAssertFalse(now.isEmpty, "the first rows are there for the next frame")
            XCTAssertEqual(now, Array(0..<now.count), "the first rows are the top ones")
            settle()
            let filled = builtQuestions()
            XCTAssertEqual(filled, Array(0..<filled.count), "built in document order")
            XCTAssertLessThan(filled.count, 100, "rows far below the view are not built")
            let rowsHeight = Double(filled.count) * 30
            XCTAssertGreaterThan(adjustment.upper, rowsHeight * 3, "a spacer stands in for the other rows")
            adjustment.value = adjustment.upper - adjustment.pageSize
            settle()
            XCTAssertEqual(builtQuestions().count, 300, "scrolling down builds the rest")
            assertRowsInDocumentOrder()
        }
    }

    func testTheSpacerIsAboutAsTallAsTheRowsItStandsFor() {
        onMain {
            XCTAssertTrue(open(json: largeSectionJSON))
            row("large")!.header.activate()
            settle()
            let estimated = adjustment.upper
            browser.accordion!.finishBuilding()
            settle()
            XCTAssertEqual(adjustment.upper, estimated, accuracy: estimated * 0.25, "the scroll range hardly moves once every row is built")
        }
    }

    func testRowsOfAClosedSectionAreNotBuilt() {
        onMain {
            XCTAssertTrue(open(json: largeSectionJSON))
            row("large")!.header.activate()
            let first = builtQuestions().count
            row("large")!.header.activate()
            XCTAssertFalse(browser.faq!.outline.isExpanded(node("large")))
            settle()
            XCTAssertEqual(builtQuestions().count, first, "a closed section's rows are not needed")
        }
    }

    func testFocusingARowNotBuiltYetBuildsItInItsPlace() {
        onMain {
            XCTAssertTrue(open(json: largeSectionJSON))
            row("large")!.header.activate()
            XCTAssertNil(row("q250"))
            browser.accordion!.focus(node("q250"))
            XCTAssertNotNil(row("q250"))
            XCTAssertEqual(builtQuestions(), Array(0...250), "with the rows before it")
            XCTAssertTrue(row("q250")!.header.isFocus)
            browser.accordion!.finishBuilding()
            assertRowsInDocumentOrder()
        }
    }

    func testALargeDocumentBuildsOnlyItsFirstSections() {
        onMain {
            let sections = (0..<300).map { "{\"id\": \"s\($0)\", \"title\": \"Section \($0)\", \"questions\": [{\"id\": \"q\($0)\", \"question\": \"Q\", \"answer\": \"A\"}]}" }
            XCTAssertTrue(open(json: "{\"title\": \"Many\", \"sections\": [\(sections.joined(separator: ","))]}"))
            settle()
            XCTAssertNotNil(row("s0"))
            XCTAssertNil(row("s299"), "sections far below the view are not built")
            let built = browser.accordion!.builtRowCount
            XCTAssertLessThan(built, 150)
            browser.expandAll()
            settle()
            XCTAssertLessThan(browser.accordion!.builtRowCount, built + 150, "expanding all builds what shows, not everything")
            browser.accordion!.focus(browser.faq!.outline.lastVisible!)
            XCTAssertNotNil(row("s299"), "the End key reaches the last row")
        }
    }

    func testABroadSearchHighlightsAFewRowsBeforeTheFrameAndTheRestAfter() {
        onMain {
            XCTAssertTrue(open(json: largeSectionJSON))
            row("large")!.header.activate()
            browser.accordion!.finishBuilding()
            settle()
            browser.search.run("question")
            let highlighted = { (0..<300).filter { self.row("q\($0)")!.highlightedQuery == "question" } }
            let now = highlighted()
            XCTAssertEqual(now, Array(0..<AccordionView.batchSize - 1), "the first rows in document order, at once (after the section's own title)")
            XCTAssertTrue(browser.accordion!.isHighlighting)
            XCTAssertTrue(MainLoop.run(for: 5) { !browser.accordion!.isHighlighting })
            XCTAssertEqual(highlighted().count, 300, "every shown row, between frames")
            XCTAssertEqual(row("q299")!.titleLabel.text, "Question 299", "the label shows the text, highlighted in markup")
        }
    }

    func testJumpingToBlankSpaceFillsItAtOnce() {
        onMain {
            XCTAssertTrue(open(json: largeSectionJSON))
            row("large")!.header.activate()
            settle()
            XCTAssertLessThan(builtQuestions().count, 100)
            adjustment.value = adjustment.upper - adjustment.pageSize  // the scroll bar dragged to the end
            MainLoop.drain()  // the idle fill, before the next frame
            XCTAssertEqual(builtQuestions().count, 300, "the view is not left blank while batches trickle in")
        }
    }

    func testASlidingSectionGetsItsRowsABatchAFrame() {
        onMain {
            XCTAssertTrue(open(json: largeSectionJSON))
            Settings.animationsEnabled = true
            defer { Settings.animationsEnabled = false }
            row("large")!.header.activate()
            var built = builtQuestions().count
            var largestStep = 0
            let end = MainLoop.monotonicMicroseconds + 400_000
            while MainLoop.monotonicMicroseconds < end {
                MainLoop.run(for: 0.002)
                let now = builtQuestions().count
                largestStep = max(largestStep, now - built)
                built = now
            }
            XCTAssertGreaterThan(built, 6, "rows came in while it slid open")
            XCTAssertLessThanOrEqual(largestStep, AccordionView.batchSize,
                                     "a reveal is not a jump: one batch a frame, so the slide keeps its frame rate")
        }
    }
}
