import Foundation
import XCTest
@testable import FAQBrowser
@testable import Gtk
import Outline

/// The accordion's rules: each struct's check catches a state that breaks one (made on
/// purpose here), and a real accordion keeps every rule through what a reader does.
final class AccordionInvariantTests: BrowserTestCase {
    /// A row widget showing node `index`, bound to nothing yet.
    @MainActor private func row(showing index: Int) -> AccordionRow {
        let row = AccordionRow(passes: LayoutPasses())
        row.bind(OutlineNode(index), isSection: false, level: 0, iconName: nil)
        return row
    }

    private func assertCaught(_ violations: [String], _ words: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(violations.contains { $0.contains(words) }, "expected “\(words)” in \(violations)", file: file, line: line)
    }

    // MARK: RowPool: bound and pooled rows are disjoint, and a bound row shows its node

    func testThePoolCatchesARowBothBoundAndPooled() {
        onMain {
            var pool = RowPool()
            let a = row(showing: 1), b = row(showing: 2)
            pool.bind(a, to: OutlineNode(1))
            pool.putBack(b)
            XCTAssertEqual(pool.violations(), [], "a sound pool")
            pool.putBack(a)  // still bound to node 1
            assertCaught(pool.violations(), "both bound")
        }
    }

    func testThePoolCatchesARowPooledTwice() {
        onMain {
            var pool = RowPool()
            let a = row(showing: 1)
            pool.putBack(a)
            pool.putBack(a)
            assertCaught(pool.violations(), "pooled twice")
        }
    }

    func testThePoolCatchesARowBoundToTwoNodesOrShowingAnother() {
        onMain {
            var pool = RowPool()
            let a = row(showing: 1)
            pool.bind(a, to: OutlineNode(1))
            pool.bind(a, to: OutlineNode(2))
            let problems = pool.violations()
            assertCaught(problems, "bound to two nodes")
            assertCaught(problems, "the row bound to node 2 shows node 1")
        }
    }

    // MARK: SliceLayout: the slice in order, within the index and bound; heights as allocated

    private func fiveItems() -> SliceLayout { SliceLayout(heights: RowHeightIndex(count: 5) { _ in 40 }) }

    func testTheLayoutCatchesASliceOutsideTheIndexOrOutOfOrder() {
        var layout = fiveItems()
        layout.handOver([2, 3, 4])
        XCTAssertEqual(layout.violations(isBound: { _ in true }, allocatedHeight: nil), [], "a sound slice")
        layout.handOver([3, 4, 5])
        assertCaught(layout.violations(isBound: { _ in true }, allocatedHeight: nil), "slice item 5 is outside the 5 items")
        layout.handOver([3, 2])
        assertCaught(layout.violations(isBound: { _ in true }, allocatedHeight: nil), "out of order")
    }

    func testTheLayoutCatchesASliceItemWithNoBoundRow() {
        var layout = fiveItems()
        layout.handOver([1, 2, 3])
        assertCaught(layout.violations(isBound: { $0 != 2 }, allocatedHeight: nil), "slice item 2 has no bound row")
    }

    func testTheLayoutCatchesAnIndexHeightThatIsNotTheAllocatedOne() {
        var layout = fiveItems()
        layout.handOver([0, 1, 2])
        _ = layout.noteAllocated(width: 600)
        XCTAssertTrue(layout.isLaidOut)
        XCTAssertEqual(layout.violations(isBound: { _ in true }, allocatedHeight: { _ in 40 }), [])
        let problems = layout.violations(isBound: { _ in true }, allocatedHeight: { $0 == 1 ? 55 : 40 })
        assertCaught(problems, "item 1 is 40.0 px in the index but allocated 55.0 px")
        layout.setMeasured(1, height: 55)
        XCTAssertEqual(layout.violations(isBound: { _ in true }, allocatedHeight: { $0 == 1 ? 55 : 40 }), [], "measured, it agrees")
    }

    // MARK: ViewAnchor: the anchor is one of the index's items

    func testTheAnchorCatchesAnItemOutOfRange() {
        XCTAssertEqual(ViewAnchor(item: 4, y: -10).violations(itemCount: 5), [])
        XCTAssertEqual(ViewAnchor().violations(itemCount: 0), [], "an empty list anchors at 0")
        assertCaught(ViewAnchor(item: 5, y: 0).violations(itemCount: 5), "the anchor item 5 is outside the 5 items")
        assertCaught(ViewAnchor(item: -1, y: 0).violations(itemCount: 5), "outside")
        assertCaught(ViewAnchor(item: 1, y: 0).violations(itemCount: 0), "outside the 0 items")
        assertCaught(ViewAnchor(item: 0, y: .nan).violations(itemCount: 5), "not a number of pixels")
    }

    func testTheAnchorKeepsItsPlaceWhenHeightsChangeAboveTheView() {
        var anchor = ViewAnchor(item: 1, y: -50)  // item 1 (40 px) lies wholly above the view
        anchor.moveToTheViewsTop(in: RowHeightIndex(count: 5) { _ in 40 })
        XCTAssertEqual(anchor, ViewAnchor(item: 2, y: -10), "the row at the view's top, same place on screen")
    }

    // MARK: The tests' door

    /// Tests read the accordion's state through `inspection`, never its structs or their parts
    /// (a grep that fails if a test reaches into them again).
    func testTestsReadTheAccordionOnlyThroughItsInspection() throws {
        let folder = repositoryRoot.appendingPathComponent("Tests/FAQBrowserTests")
        let internals = try NSRegularExpression(pattern: #"accordion[!?]?\.(rows|layout|anchor|heights|slice|scheduled|reader|opening|measure\(|widget\(forItem)\b"#)
        var found: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for match in internals.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                found.append("\(name): \((text as NSString).substring(with: match.range))")
            }
        }
        XCTAssertEqual(found, [], "use AccordionView.Inspection")
    }

    // MARK: The whole view

    /// A real accordion keeps every rule through a session (debug builds also check after every
    /// change, and would stop at the first broken one).
    func testAnAccordionKeepsItsRulesThroughAReadersSession() {
        onMain {
            let sections = (0..<12).map { s in
                let questions = (0..<20).map { #"{"id": "s\#(s)q\#($0)", "question": "Question \#(s).\#($0)", "answer": "An answer of some words. \#($0)"}"# }
                return #"{"id": "s\#(s)", "title": "Section \#(s)", "questions": [\#(questions.joined(separator: ","))]}"#
            }
            XCTAssertTrue(open(json: #"{"title": "Rules", "sections": [\#(sections.joined(separator: ","))]}"#))
            let accordion = browser.accordion!
            @MainActor func assertSound(_ step: String) {
                XCTAssertTrue(MainLoop.wait(upTo: 3) { accordion.inspection.isLaidOut }, step)
                MainLoop.drain()
                XCTAssertEqual(accordion.inspection.invariantViolations, [], step)
            }
            assertSound("opened")
            _ = browser.faq!.outline.expandAll()
            assertSound("every section open")
            accordion.scrolledWindow.verticalAdjustment.value = 2000
            assertSound("scrolled")
            row("s5q3")?.header.activate()
            assertSound("an answer opened")
            browser.search.run("question 7")
            assertSound("searching")
            browser.search.run("")
            assertSound("the search cleared")
            accordion.scroll(to: node("s11q19"))
            assertSound("at the end")
            _ = browser.faq!.outline.collapseAll()
            assertSound("every section closed")
        }
    }
}
