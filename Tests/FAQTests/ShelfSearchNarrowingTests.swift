import XCTest
@testable import FAQ

/// The shelf's search typed a letter at a time, narrowing each result from the one before
/// (checking only the word that changed, on two threads over large shelves), against a plain
/// scan of every question with substring tests.
final class ShelfSearchNarrowingTests: XCTestCase {
    /// A question as the plain scan reads it: its title, its sections' titles and its answer.
    struct Plain {
        var faq: Int
        var local: Int
        var title: String
        var sections: [String]
        var answer: String
    }

    /// Every word somewhere; the question's field is the worst of its words' best fields.
    /// Groups by their best field, then its count, then the shelf's order; within one, by field.
    static func plainSearch(_ query: String, in questions: [Plain]) -> [[ShelfSearch.Match]] {
        let words = query.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return [] }
        var byFAQ: [Int: [ShelfSearch.Match]] = [:]
        for q in questions {
            var field = ShelfSearch.Field.question
            var matches = true
            for word in words {
                if q.title.contains(word) { continue }
                if q.sections.contains(where: { $0.contains(word) }) { field = max(field, .section); continue }
                if q.answer.contains(word) { field = .answer; continue }
                matches = false
            }
            if matches { byFAQ[q.faq, default: []].append(ShelfSearch.Match(faq: q.faq, question: q.local, field: field)) }
        }
        let groups = byFAQ.keys.sorted().map { faq in
            let all = byFAQ[faq]!
            return [ShelfSearch.Field.question, .section, .answer].flatMap { f in all.filter { $0.field == f } }
        }
        return groups.enumerated().sorted { a, b in
            let x = a.element.first!.field, y = b.element.first!.field
            if x != y { return x < y }
            let cx = a.element.count(where: { $0.field == x }), cy = b.element.count(where: { $0.field == y })
            if cx != cy { return cx > cy }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// FAQs of random lower-case words from a small vocabulary (so that words and their
    /// prefixes recur), in nested sections.
    static func shelf(faqs: Int, questions: Int, _ generator: inout some RandomNumberGenerator) -> (ShelfSearch, [Plain]) {
        let vocabulary = ["printer", "print", "kernel", "install", "lorem", "ipsum", "dolor", "zebra", "queue", "ink", "pri", "nel"]
        func phrase(_ count: Int) -> String {
            (0..<count).map { _ in vocabulary.randomElement(using: &generator)! }.joined(separator: " ")
        }
        var records: [ShelfRecord] = []
        var plain: [Plain] = []
        for f in 0..<faqs {
            var record = ShelfRecord()
            for s in 0..<3 {
                record.sections.append(.init(title: phrase(1), parent: s == 2 ? 1 : -1))
            }
            for q in 0..<questions {
                let section = Int32(Int.random(in: -1...2, using: &generator))
                let question = ShelfRecord.Question(id: "q\(q)", title: phrase(Int.random(in: 1...3, using: &generator)), section: section,
                                                    answer: phrase(Int.random(in: 0...8, using: &generator)))
                record.questions.append(question)
                var sections: [String] = []
                var at = Int(section)
                while at >= 0 {
                    sections.append(record.sections[at].title)
                    at = Int(record.sections[at].parent)
                }
                plain.append(Plain(faq: f, local: q, title: question.title, sections: sections, answer: question.answer))
            }
            records.append(record)
        }
        let entries = (0..<faqs).map { ShelfEntry(path: "/f\($0)", group: .folders, source: "/", size: 0, modified: 0, isFAQ: true, title: "F\($0)") }
        return (ShelfSearch(faqs: entries, records: records), plain)
    }

    func check(faqs: Int, questions: Int, queries: Int) {
        var generator = SystemRandomNumberGenerator()
        let (search, plain) = Self.shelf(faqs: faqs, questions: questions, &generator)
        let typed = ["printer kernel", "pri nel ink", "lorem ipsum dolor", "zebra", "ink  queue", "print printer", "q", "install zebra lorem"]
        for query in typed.shuffled(using: &generator).prefix(queries) {
            var previous: ShelfSearch.Result?
            for end in query.indices.dropFirst().map({ $0 }) + [query.endIndex] {
                let text = String(query[..<end])
                let narrowed = search.search(text, narrowing: previous)
                XCTAssertEqual(narrowed.groups.map(\.matches), Self.plainSearch(text, in: plain), text)
                XCTAssertEqual(narrowed.answerCount, narrowed.groups.reduce(0) { $0 + $1.matches.count }, text)
                previous = narrowed
            }
        }
    }

    func testTypingOnASmallShelfFindsWhatAPlainScanFinds() {
        check(faqs: 7, questions: 40, queries: 8)
    }

    /// More candidates than `parallelScan`: the two threads' halves joined in order.
    func testTypingOnALargeShelfFindsWhatAPlainScanFinds() {
        check(faqs: 30, questions: ShelfSearch.parallelScan / 20, queries: 3)
    }
}
