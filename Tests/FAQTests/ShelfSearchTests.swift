import Foundation
import XCTest
@testable import FAQ

/// One search across the shelf: folded, every word, ranked by field, grouped by FAQ.
final class ShelfSearchTests: XCTestCase {
    func entry(_ path: String) -> ShelfEntry {
        ShelfEntry(path: path, group: .folders, source: "/", size: 0, modified: 0, isFAQ: true, title: path)
    }

    func makeSearch() -> ShelfSearch {
        let printing = ShelfRecord(
            sections: [.init(title: "Printing", parent: -1), .init(title: "Colour", parent: 0)],
            questions: [
                .init(id: "p1", title: "Why is the page blank?", section: 0, answer: "Check the **toner** cartridge."),
                .init(id: "p2", title: "Can I print in colour?", section: 1, answer: "Yes, with the right driver."),
                .init(id: "p3", title: "Which paper?", section: 1, answer: "Any paper. The toner cares more than the paper."),
            ])
        let install = ShelfRecord(
            sections: [.init(title: "Installation", parent: -1)],
            questions: [
                .init(id: "i1", title: "How do I install the printer driver?", section: 0, answer: "Run the installer. Then reboot."),
                .init(id: "i2", title: "Does it need a reboot?", section: 0, answer: "Only for the Café édition driver."),
            ])
        return ShelfSearch(faqs: [entry("/printing.md"), entry("/install.json")], records: [printing, install])
    }

    func testEveryWordMustMatchFoldedAndRankedByField() {
        let search = makeSearch()
        XCTAssertEqual(search.questionCount, 5)
        let driver = search.search("DRIVER")
        // The title match comes first, and its FAQ's group leads.
        XCTAssertEqual(driver.ranked.map { search.question(of: $0).id }, ["i1", "i2", "p2"])
        XCTAssertEqual(driver.ranked.map(\.field), [.question, .answer, .answer])
        XCTAssertEqual(driver.groups.map(\.faq), [1, 0])
        XCTAssertEqual(driver.answerCount, 3)
        XCTAssertEqual(driver.faqCount, 2)
        // Accents and case folded on both sides.
        XCTAssertEqual(search.search("cafe EDITION").ranked.map { search.question(of: $0).id }, ["i2"])
        // Every word: both must be found somewhere in the question.
        XCTAssertEqual(search.search("driver reboot").ranked.map { search.question(of: $0).id }, ["i1", "i2"])
        XCTAssertEqual(search.search("driver reboot").ranked.map(\.field), [.answer, .answer])
        XCTAssertEqual(search.search("toner colour").ranked.map { search.question(of: $0).id }, ["p3"])
        XCTAssertEqual(search.search("toner colour").ranked.map(\.field), [.answer])
        XCTAssertTrue(search.search("toner zebra").groups.isEmpty)
        XCTAssertTrue(search.search("   ").groups.isEmpty)
    }

    func testSectionTitlesMatchTheirQuestionsAndNestedOnes() {
        let search = makeSearch()
        let printing = search.search("printing")
        XCTAssertEqual(printing.ranked.map { search.question(of: $0).id }, ["p1", "p2", "p3"])
        XCTAssertEqual(printing.ranked.map(\.field), [.section, .section, .section])
        // "colour" is p2's title (first), and p3's section's title (second).
        let colour = search.search("colour")
        XCTAssertEqual(colour.ranked.map { search.question(of: $0).id }, ["p2", "p3"])
        XCTAssertEqual(colour.ranked.map(\.field), [.question, .section])
        XCTAssertEqual(search.sectionPath(of: colour.ranked[1]), ["Printing", "Colour"])
        XCTAssertEqual(search.path(of: colour.ranked[1]), "/printing.md")
    }

    func testSnippetsAreTheAnswersMatchingSentence() {
        let search = makeSearch()
        let match = search.search("reboot").ranked.first { search.question(of: $0).id == "i1" }!
        XCTAssertEqual(search.snippet(of: match, query: "reboot"), "Then reboot.")
        XCTAssertEqual(search.highlightedSnippet(of: match, query: "reboot")?.notation, "Then ==reboot==.")
        let toner = search.search("toner").ranked[0]
        XCTAssertEqual(search.snippet(of: toner, query: "toner"), "Check the toner cartridge.")
    }

    func testNarrowingGivesWhatAFreshSearchGives() {
        let search = makeSearch()
        let first = search.search("dr")
        let narrowed = search.search("driver re", narrowing: first)
        let fresh = search.search("driver re")
        XCTAssertEqual(narrowed.groups, fresh.groups)
        XCTAssertEqual(narrowed.answerCount, 2)
    }

    func testSearchesAnIndexBuiltFromFiles() throws {
        let shelf = try ShelfFixture("search")
        try shelf.copyCorpus("curl--curl--FAQ.md", to: "curl/FAQ.md")
        try shelf.writeJSON("gen/faq.json", title: "Generated", sections: 2, perSection: 3, topic: "zebras")
        let (index, _) = ShelfIndex.refresh(roots: shelf.roots, cachePath: shelf.cache)
        let search = ShelfSearch(index)
        let zebras = search.search("zebras")
        XCTAssertEqual(zebras.answerCount, 6)
        XCTAssertEqual(zebras.faqCount, 1)
        XCTAssertEqual(search.path(of: zebras.ranked[0]), shelf.root.path + "/gen/faq.json")
        XCTAssertEqual(search.question(of: zebras.ranked[0]).id, "s0-q0")
        // curl's FAQ asks "What is curl?" before "What is libcurl?" and "What is curl not?" (read in the file).
        let curl = search.search("what is curl")
        XCTAssertEqual(curl.ranked.prefix(3).map { search.question(of: $0).title }, ["What is curl?", "What is libcurl?", "What is curl not?"])
        XCTAssertEqual(curl.ranked.prefix(3).map(\.field), [.question, .question, .question])
    }

    /// The scan looks for a word's rarest letter first: on random texts from a few letters it
    /// finds exactly what a plain substring test finds, at either end of a text too.
    func testTheScanFindsWhatASubstringTestFinds() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("eazq b")
        func text(_ length: Int) -> String { String((0..<length).map { _ in letters.randomElement(using: &generator)! }) }
        let answers = (0..<300).map { _ in text(Int.random(in: 0...30, using: &generator)) }
        let record = ShelfRecord(questions: answers.enumerated().map { .init(id: "q\($0)", title: "", section: -1, answer: $1) })
        let search = ShelfSearch(faqs: [entry("/f")], records: [record])
        for _ in 0..<200 {
            let word = text(Int.random(in: 1...4, using: &generator)).replacingOccurrences(of: " ", with: "")
            guard !word.isEmpty else { continue }
            let found = Set(search.search(word).ranked.map(\.question))
            let expected = Set(answers.indices.filter { answers[$0].contains(word) })
            XCTAssertEqual(found, expected, word)
        }
    }

    func testFoldingInOnePassIsTheIndexsFolding() {
        for text in ["", "Plain ASCII, Mixed CASE [@`{]", "Café ÉTÉ", "ZEBRA ß İstanbul", "tab\tand\nlines", "日本語 FAQ"] {
            var expected: [UInt8] = Array("prefix".utf8), folded = expected
            SearchIndex.appendFolded(text, to: &expected)
            var utf8 = text
            utf8.withUTF8 { ShelfSearch.appendFolded($0, to: &folded) }
            XCTAssertEqual(folded, expected, text)
        }
    }
}
