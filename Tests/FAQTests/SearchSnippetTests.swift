import XCTest
@testable import FAQ
import Outline

final class SearchSnippetTests: XCTestCase {
    func testTheMatchingSentenceIsChosenAndHighlighted() {
        let answer = "Open the menu. Then choose **Settings** and press Reset. That is all."
        XCTAssertEqual(SearchSnippet.sentence(answer: answer, query: "settings"), "Then choose Settings and press Reset.")
        XCTAssertEqual(SearchSnippet.highlighted(answer: answer, query: "reset")?.notation, "Then choose Settings and press ==Reset==.")
    }

    func testNoMatchGivesNil() {
        XCTAssertNil(SearchSnippet.highlighted(answer: "Nothing here.", query: "zebra"))
        XCTAssertNil(SearchSnippet.highlighted(answer: "Nothing here.", query: "  "))
    }

    func testFormattingInTheAnswerIsDroppedAndTagsStayText() {
        let snippet = SearchSnippet.highlighted(answer: "Type `<b>` & then <i>press</i> enter.", query: "enter")!
        XCTAssertEqual(snippet, InlineText(runs: [.init("Type <b> & then press "), .init("enter", style: .highlight), .init(".")]))
    }

    func testAccentsAndCaseAreIgnoredAsInTheIndex() {
        XCTAssertEqual(SearchSnippet.sentence(answer: "Il y a un café. Près de la GARE!", query: "gare"), "Près de la GARE!")
    }

    func testBlocksAreSentencesOfTheirOwn() {
        let answer = "# Heading\n\nA paragraph without a full stop\n\n- one item\n- another item"
        XCTAssertEqual(SearchSnippet.sentence(answer: answer, query: "another"), "another item")
        XCTAssertEqual(SearchSnippet.sentence(answer: answer, query: "paragraph"), "A paragraph without a full stop")
    }

    func testALongSentenceIsCutAroundTheMatch() {
        let words = (1...80).map { "word\($0)" }.joined(separator: " ")
        let snippet = SearchSnippet.sentence(answer: words + ".", query: "word60")!
        XCTAssertTrue(snippet.hasPrefix("…"))
        XCTAssertTrue(snippet.hasSuffix("…"))
        XCTAssertTrue(snippet.contains("word60"))
        XCTAssertLessThanOrEqual(snippet.count, SearchSnippet.maximumLength + 2)
        // Cut between words: every word shown is whole.
        let shown = snippet.dropFirst().dropLast().split(separator: " ")
        XCTAssertTrue(shown.allSatisfy { words.split(separator: " ").contains($0) }, snippet)
    }
}

final class SearchCountsTests: XCTestCase {
    // 0 account (1 reset, 2 security (3 two-factor)), 4 billing (5 refund, 6 invoice)
    let parents: [Int32] = [-1, 0, 0, 2, -1, 4, 4]

    func testMatchesAreCountedPerSectionIncludingSubsections() {
        let counts = SearchCounts(matches: [1, 3, 5, 6], parents: parents)
        XCTAssertEqual(counts.matchCount, 4)
        XCTAssertEqual(counts.sectionCount, 3, "account, security and billing hold matches directly")
        XCTAssertEqual(counts.count(in: OutlineNode(0)), 2, "account counts its subsection's match")
        XCTAssertEqual(counts.count(in: OutlineNode(2)), 1)
        XCTAssertEqual(counts.count(in: OutlineNode(4)), 2)
    }

    func testMatchesCountedInRunsOfOneParentAgreeWithCountingEachInAnyOrder() {
        // 0 top (1, 2 sub (3, 4), 5, 6), 7 other (8), 9 a top-level question.
        let parents: [Int32] = [-1, 0, 0, 2, 2, 0, 0, -1, 7, -1]
        for matches in [[1, 3, 4, 5, 6, 8, 9], [9, 3, 1, 4, 8, 5], [9], [3, 3, 1], [8, 1, 8, 1]] {
            let counts = SearchCounts(matches: matches, parents: parents)
            var expected: [Int: Int] = [:]
            for match in matches {
                var parent = parents[match]
                while parent >= 0 {
                    expected[Int(parent), default: 0] += 1
                    parent = parents[Int(parent)]
                }
            }
            XCTAssertEqual(counts.perSection, expected, "\(matches)")
            XCTAssertEqual(counts.sectionCount, Set(matches.map { parents[$0] }.filter { $0 >= 0 }).count, "\(matches)")
            XCTAssertEqual(counts.matchCount, matches.count)
        }
    }

    func testNoMatchesNoCounts() {
        let counts = SearchCounts(matches: [], parents: parents)
        XCTAssertEqual(counts.matchCount, 0)
        XCTAssertEqual(counts.sectionCount, 0)
        XCTAssertEqual(counts.count(in: OutlineNode(0)), 0)
    }
}
