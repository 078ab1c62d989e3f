import Dispatch
import XCTest
@testable import FAQ
import Outline

final class SearchTests: XCTestCase {
    let index = SearchIndex(questions: [
        (1, "How do I reset my password?\nOpen Settings."),
        (2, "Où est le café ?\nÀ côté de la gare."),
        (3, "Straße und Größe\nÉTÉ"),
        (4, "Can I pay by card?\nYes, by credit card or invoice."),
    ])

    func testCaseAndAccentsAreIgnored() {
        XCTAssertEqual(index.matches("PASSWORD"), [1])
        XCTAssertEqual(index.matches("cafe"), [2])
        XCTAssertEqual(index.matches("Café"), [2])
        XCTAssertEqual(index.matches("ete"), [3])
        XCTAssertEqual(index.matches("cote"), [2], "answers are searched too")
    }

    func testEveryWordMustMatch() {
        XCTAssertEqual(index.matches("card invoice"), [4])
        XCTAssertEqual(index.matches("card password"), [])
        XCTAssertEqual(index.matches("   "), [])
    }

    func testNarrowingAndWideningQueriesGiveTheSameAsFresh() {
        let queries = ["c", "ca", "car", "card", "car", "ca", "c a", "c ar", "x", "", "c"]
        var previous: SearchIndex.Result?
        for q in queries {
            let narrowed = index.search(q, narrowing: previous)
            XCTAssertEqual(narrowed.nodes, index.matches(q), q)
            previous = narrowed
        }
        XCTAssertEqual(index.search("card", narrowing: index.search("ca")).nodes, [4])
        XCTAssertEqual(index.search("c", narrowing: index.search("card")).nodes, index.matches("c"), "widening rechecks all")
    }

    /// The index is immutable: threads may search one index at once and each gets its own answer.
    func testOneIndexSearchedFromManyThreadsAtOnce() {
        let queries = ["c", "ca", "card", "cafe", "ete", "password", "x", "c a"]
        let expected = queries.map(index.matches)
        let index = self.index
        let results = UnsafeMutableBufferPointer<[Int]>.allocate(capacity: queries.count * 50)
        defer { results.deallocate() }
        _ = results.initialize(from: repeatElement([], count: results.count))
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: slots.count) { i in
            var previous: SearchIndex.Result?
            for q in ["c", "ca", queries[i % queries.count]] { previous = index.search(q, narrowing: previous) }
            slots[i] = previous!.nodes
        }
        for i in results.indices { XCTAssertEqual(results[i], expected[i % queries.count], queries[i % queries.count]) }
    }

    func testASCIITextIsFoldedAsFoundationFoldsIt() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = String(decoding: (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 0...127, using: &generator) }, as: UTF8.self)
            var folded: [UInt8] = []
            SearchIndex.appendFolded(text, to: &folded)
            XCTAssertEqual(folded, Array(SearchIndex.fold(text).utf8), text.debugDescription)
        }
        var mixed: [UInt8] = Array("kept ".utf8)
        SearchIndex.appendFolded("Café ÉTÉ", to: &mixed)
        XCTAssertEqual(String(decoding: mixed, as: UTF8.self), "kept cafe ete", "non-ASCII text goes through Foundation")
    }

    /// The index against the plain rule, on random documents: a question matches when every
    /// folded word of the query is in its folded question, answer or section titles.
    func testMatchesAgreeWithANaiveSearch() {
        let vocabulary = ["Alpha", "beta", "GAMMA", "Café", "naïve", "ÉTÉ", "x", "Q&A", "über", "Straße", "42", "a-b", "CaFe", "Xylophone"]
        var rng = SplitMix(seed: 7)
        func pick() -> String { vocabulary[Int(rng.next() % UInt64(vocabulary.count))] }
        func phrase() -> String { (0..<Int(rng.next() % 4)).map { _ in pick() }.joined(separator: " ") }
        for round in 0..<60 {
            var sectionNumber = 0
            func section(depth: Int) -> FAQSection {
                sectionNumber += 1
                var s = FAQSection(id: "s\(round)-\(sectionNumber)", title: phrase())
                s.questions = (0..<Int(rng.next() % 4)).map { q in FAQQuestion(id: "\(s.id)-q\(q)", question: phrase(), answer: phrase()) }
                if depth < 2 { s.sections = (0..<Int(rng.next() % 3)).map { _ in section(depth: depth + 1) } }
                return s
            }
            let document = FAQDocument(title: "T", sections: (0..<3).map { _ in section(depth: 0) })
            let faq = FAQOutline(document: document)
            let index = SearchIndex(faq.searchSource)
            for _ in 0..<20 {
                let word = pick()
                let cut = word.prefix(1 + Int(rng.next() % UInt64(word.count)))  // a prefix, in some case
                let query = (rng.next() % 2 == 0 ? cut.uppercased() : cut.lowercased()) + (rng.next() % 3 == 0 ? " " + pick() : "")
                let words = SearchIndex.fold(query).split(separator: " ").map(String.init)
                let expected = faq.entries.indices.filter { node in
                    guard case .question(let question, let answer) = faq.entries[node] else { return false }
                    let sections = faq.outline.ancestors(of: OutlineNode(node)).map(faq.outline.title(of:))
                    let text = SearchIndex.fold(([question, answer] + sections).joined(separator: "\n"))
                    return words.allSatisfy { text.contains($0) }
                }
                XCTAssertEqual(index.matches(query), expected, "round \(round), query \(query)")
            }
        }
    }

    func testHighlightMarksWordsInTheOriginalText() {
        XCTAssertEqual(SearchHighlighter.highlighted("Le Café & co", query: "cafe").notation, "Le ==Café== & co")
        XCTAssertEqual(SearchHighlighter.highlighted("abcabc", query: "bc ab").notation, "==abcabc==", "overlapping matches merge")
        XCTAssertEqual(SearchHighlighter.highlighted("<b>", query: "b").notation, "<==b==>")
    }

    func testAnswersAreHighlightedInTheirFormatting() throws {
        guard case .paragraph(let text)? = AnswerBlocks.parse("Open **Settings** and `settings.json`").first else { return XCTFail() }
        XCTAssertEqual(text.highlighting("settings").notation, "Open **==Settings==** and `==settings==``.json`")
    }
}
