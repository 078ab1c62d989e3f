import Glibc
import Synchronization

/// One search across every FAQ on the shelf, folded and matched as the in-document search does
/// (`SearchIndex`): every word of the query must appear, in the question, its sections' titles
/// or its answer. Matches come grouped by FAQ and ranked: questions whose title holds every word
/// first, then those whose title and sections' titles do, then the rest (answer text).
///
/// Built once from a `ShelfIndex` (off the main thread: it unpacks every record), then shared
/// as it is. The folded texts of each kind lie one after another in one buffer, scanned in
/// order: a keystroke over 100,000 questions reads each buffer once.
public final class ShelfSearch: Sendable {
    /// Which text of a question matched: the best one that holds every word with the others.
    public enum Field: Int, Sendable, Comparable {
        case question = 0, section = 1, answer = 2
        public static func < (a: Field, b: Field) -> Bool { a.rawValue < b.rawValue }
    }

    /// The FAQs searched, in the shelf's order (`ShelfIndex.faqs`).
    public let faqs: [ShelfEntry]
    /// Their records, for ids, titles and snippets.
    public let records: [ShelfRecord]

    private struct Question: Sendable {
        var faq: Int32
        var local: Int32
        var section: Int32  // global index into `sectionSpans`, -1: none
        var title: Span
        var answer: Span
    }

    private struct Span: Sendable {
        var start: Int32
        var end: Int32
    }

    private let questions: [Question]
    private let titles: [UInt8]
    private let answers: [UInt8]
    private let sectionTitles: [UInt8]
    private let sectionSpans: [Span]
    private let sectionParents: [Int32]

    /// Unpacks the index's records and folds their texts, on `threads` worker threads.
    public convenience init(_ index: ShelfIndex, threads: Int = 2) {
        let records = Mutex([ShelfRecord](repeating: ShelfRecord(), count: index.faqs.count))
        ShelfWorkers.run(jobs: index.faqs.count, threads: threads) { i in
            let record = index.record(ofFAQ: i).unpack() ?? ShelfRecord()
            records.withLock { $0[i] = record }
        }
        self.init(faqs: index.faqs, records: records.withLock { $0 }, threads: threads)
    }

    /// One FAQ's folded texts, with offsets and sections of its own (merged afterwards).
    private struct Part: Sendable {
        var questions: [Question] = []
        var titles: [UInt8] = [], answers: [UInt8] = [], sectionTitles: [UInt8] = []
        var sectionSpans: [Span] = [], sectionParents: [Int32] = []

        init() {}

        init(faq: Int, record: ShelfRecord) {
            func span(_ text: String, in buffer: inout [UInt8]) -> Span {
                let start = Int32(buffer.count)
                SearchIndex.appendFolded(text, to: &buffer)
                return Span(start: start, end: Int32(buffer.count))
            }
            answers.reserveCapacity(record.questions.reduce(0) { $0 + $1.answer.utf8.count })
            for section in record.sections {
                sectionSpans.append(span(section.title, in: &sectionTitles))
                sectionParents.append(section.parent)
            }
            for (q, question) in record.questions.enumerated() {
                questions.append(Question(faq: Int32(faq), local: Int32(q), section: question.section,
                                          title: span(question.title, in: &titles), answer: span(question.answer, in: &answers)))
            }
        }
    }

    /// `records[i]` is the record of `faqs[i]`; their texts are folded on `threads` threads.
    public init(faqs: [ShelfEntry], records: [ShelfRecord], threads: Int = 2) {
        precondition(faqs.count == records.count)
        self.faqs = faqs
        self.records = records
        let parts = Mutex([Part](repeating: Part(), count: records.count))
        ShelfWorkers.run(jobs: records.count, threads: threads) { f in
            let part = Part(faq: f, record: records[f])
            parts.withLock { $0[f] = part }
        }
        // Merged in order: each part's offsets and section numbers moved past the parts before it.
        var questions: [Question] = []
        var titles: [UInt8] = [], answers: [UInt8] = [], sectionTitles: [UInt8] = []
        var sectionSpans: [Span] = [], sectionParents: [Int32] = []
        let all = parts.withLock { $0 }
        questions.reserveCapacity(all.reduce(0) { $0 + $1.questions.count })
        answers.reserveCapacity(all.reduce(0) { $0 + $1.answers.count })
        titles.reserveCapacity(all.reduce(0) { $0 + $1.titles.count })
        for part in all {
            // Offsets are 32-bit: a shelf of more than 2 GiB of text leaves the rest unsearched.
            guard answers.count + part.answers.count < Int(Int32.max), titles.count + part.titles.count < Int(Int32.max) else { break }
            let base = Int32(sectionSpans.count)
            let (t, a, st) = (Int32(titles.count), Int32(answers.count), Int32(sectionTitles.count))
            for span in part.sectionSpans { sectionSpans.append(Span(start: span.start + st, end: span.end + st)) }
            for parent in part.sectionParents { sectionParents.append(parent >= 0 ? parent + base : -1) }
            for var question in part.questions {
                question.section = question.section >= 0 ? question.section + base : -1
                question.title = Span(start: question.title.start + t, end: question.title.end + t)
                question.answer = Span(start: question.answer.start + a, end: question.answer.end + a)
                questions.append(question)
            }
            titles += part.titles
            answers += part.answers
            sectionTitles += part.sectionTitles
        }
        self.questions = questions
        self.titles = titles
        self.answers = answers
        self.sectionTitles = sectionTitles
        self.sectionSpans = sectionSpans
        self.sectionParents = sectionParents
    }

    public var questionCount: Int { questions.count }

    /// One matching question: `faq` indexes `faqs` (and `records`), `question` that FAQ's record's questions.
    public struct Match: Sendable, Equatable {
        public var faq: Int
        public var question: Int
        public var field: Field
    }

    /// One FAQ's matches, best first, then in document order.
    public struct Group: Sendable, Equatable {
        public var faq: Int
        public var matches: [Match]
    }

    /// A search's matches grouped by FAQ, the best group first.
    public struct Result: Sendable {
        public let groups: [Group]
        let words: [[UInt8]]
        /// Indices into the search's questions, for narrowing.
        let matched: [Int]

        /// "N answers in M FAQs": N.
        public var answerCount: Int { matched.count }
        /// M.
        public var faqCount: Int { groups.count }

        /// Every match, best first: by field, then the groups' order, then document order.
        public var ranked: [Match] {
            var all: [(rank: Int, group: Int, match: Match)] = []
            all.reserveCapacity(matched.count)
            for (g, group) in groups.enumerated() { for m in group.matches { all.append((m.field.rawValue, g, m)) } }
            // Stable: within a rank, group and document order are kept.
            var buckets: [[Match]] = [[], [], []]
            for item in all { buckets[item.rank].append(item.match) }
            return buckets.flatMap { $0 }
        }
    }

    /// Searches for `query`. When each word of `previous` (a result of this search) is contained
    /// in the word at its place in `query`, only its matches are checked again (typing on).
    public func search(_ query: String, narrowing previous: Result? = nil) -> Result {
        let words = SearchIndex.words(query)
        guard !words.isEmpty else { return Result(groups: [], words: [], matched: []) }
        let needles = words.map(Needle.init)
        var candidates: [Int]?
        if let previous, !previous.words.isEmpty, previous.words.count <= words.count,
           zip(previous.words, words).allSatisfy({ SearchIndex.contains($1[...], $0) }) {
            candidates = previous.matched
        }
        // Per word, the sections whose title, or an enclosing section's title, has it.
        let inSections: [[Bool]] = sectionTitles.withUnsafeBytes { buffer in
            needles.map { needle in
                var has = [Bool](repeating: false, count: sectionSpans.count)
                for s in sectionSpans.indices {
                    let parent = Int(sectionParents[s])
                    has[s] = (parent >= 0 && has[parent]) || Self.contains(slice(buffer, sectionSpans[s]), needle)
                }
                return has
            }
        }
        var matched: [Int] = []
        var fields: [Field] = []
        titles.withUnsafeBytes { titles in
            answers.withUnsafeBytes { answers in
                func check(_ i: Int) {
                    let question = questions[i]
                    var field = Field.question
                    for w in words.indices {
                        if Self.contains(slice(titles, question.title), needles[w]) { continue }
                        if question.section >= 0 && inSections[w][Int(question.section)] {
                            field = max(field, .section)
                        } else if Self.contains(slice(answers, question.answer), needles[w]) {
                            field = .answer
                        } else {
                            return
                        }
                    }
                    matched.append(i)
                    fields.append(field)
                }
                if let candidates { candidates.forEach(check) } else { questions.indices.forEach(check) }
            }
        }
        return Result(groups: group(matched, fields), words: words, matched: matched)
    }

    /// Groups matches (in shelf and document order) by FAQ: groups with a better best field
    /// first, then more matches of that field, then the shelf's order.
    private func group(_ matched: [Int], _ fields: [Field]) -> [Group] {
        var groups: [Group] = []
        for (i, field) in zip(matched, fields) {
            let question = questions[i]
            let match = Match(faq: Int(question.faq), question: Int(question.local), field: field)
            if groups.last?.faq == match.faq { groups[groups.count - 1].matches.append(match) } else { groups.append(Group(faq: match.faq, matches: [match])) }
        }
        var keyed = groups.enumerated().map { (order, group) -> (best: Field, bestCount: Int, order: Int, group: Group) in
            var buckets: [[Match]] = [[], [], []]
            for m in group.matches { buckets[m.field.rawValue].append(m) }
            let best = buckets.firstIndex { !$0.isEmpty }!
            return (Field(rawValue: best)!, buckets[best].count, order, Group(faq: group.faq, matches: buckets.flatMap { $0 }))
        }
        keyed.sort { a, b in
            if a.best != b.best { return a.best < b.best }
            if a.bestCount != b.bestCount { return a.bestCount > b.bestCount }
            return a.order < b.order
        }
        return keyed.map(\.group)
    }

    /// A folded word and the place of its rarest letter, which the scan looks for first: a word's
    /// first letter is often a common one, met at most places of an answer.
    private struct Needle {
        let bytes: [UInt8]
        let anchor: Int

        /// English letters, the most common first; other bytes count as rarer than all of them.
        private static let commonness: [UInt8: Int] = Dictionary(uniqueKeysWithValues: "zqjxkvbpygfwmucldrhsnioate".utf8.enumerated().map { ($1, $0 + 1) })

        init(_ word: [UInt8]) {
            bytes = word
            anchor = word.indices.min { Self.commonness[word[$0], default: 0] < Self.commonness[word[$1], default: 0] } ?? 0
        }
    }

    /// Whether `needle` occurs in `text`: memchr finds each place of its rarest byte, memcmp checks the word around it.
    private static func contains(_ text: UnsafeRawBufferPointer, _ needle: Needle) -> Bool {
        let word = needle.bytes, anchor = needle.anchor
        guard !word.isEmpty else { return true }
        guard word.count <= text.count, let base = text.baseAddress else { return false }
        return word.withUnsafeBytes { w in
            let lastAnchor = text.count - w.count + anchor
            var offset = anchor
            while offset <= lastAnchor {
                guard let hit = memchr(base + offset, Int32(word[anchor]), lastAnchor - offset + 1) else { return false }
                let at = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + (at - anchor), w.baseAddress!, w.count) == 0 { return true }
                offset = at + 1
            }
            return false
        }
    }

    private func slice(_ buffer: UnsafeRawBufferPointer, _ span: Span) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: buffer[Int(span.start)..<Int(span.end)])
    }

    // MARK: What a match shows

    public func path(of match: Match) -> String { faqs[match.faq].path }

    public func question(of match: Match) -> ShelfRecord.Question { records[match.faq].questions[match.question] }

    /// The titles of the match's sections, outermost first.
    public func sectionPath(of match: Match) -> [String] {
        let record = records[match.faq]
        var titles: [String] = []
        var section = Int(record.questions[match.question].section)
        while section >= 0, titles.count <= record.sections.count {
            titles.append(record.sections[section].title)
            section = Int(record.sections[section].parent)
        }
        return titles.reversed()
    }

    /// The sentence of the answer where `query` matched, highlighted as Pango markup (as the
    /// in-document search's rows show it), or nil when the answer does not hold a word of it.
    public func snippetMarkup(of match: Match, query: String) -> String? {
        SearchSnippet.markup(answer: question(of: match).answer, query: query)
    }

    /// The same sentence as plain text.
    public func snippet(of match: Match, query: String) -> String? {
        SearchSnippet.sentence(answer: question(of: match).answer, query: query)
    }
}
