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
    /// Their records' texts, for ids, titles and snippets.
    let texts: [ShelfRecordText]

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
        self.init(faqs: index.faqs, threads: threads) { i in
            index.record(ofFAQ: i).unpackText() ?? ShelfRecordText(ShelfRecord())
        }
    }

    /// `records[i]` is the record of `faqs[i]`; their texts are folded on `threads` threads.
    public convenience init(faqs: [ShelfEntry], records: [ShelfRecord], threads: Int = 2) {
        precondition(faqs.count == records.count)
        self.init(faqs: faqs, threads: threads) { ShelfRecordText(records[$0]) }
    }

    /// One FAQ's folded texts, with offsets and sections of its own (merged afterwards).
    private struct Part: Sendable {
        var questions: [Question] = []
        var titles: [UInt8] = [], answers: [UInt8] = [], sectionTitles: [UInt8] = []
        var sectionSpans: [Span] = [], sectionParents: [Int32] = []

        init() {}

        init(faq: Int, text: ShelfRecordText) {
            text.bytes.withUnsafeBufferPointer { bytes in
                func span(_ at: ShelfRecordText.Span, in buffer: inout [UInt8]) -> Span {
                    let start = Int32(buffer.count)
                    ShelfSearch.appendFolded(UnsafeBufferPointer(rebasing: bytes[Int(at.start)..<Int(at.end)]), to: &buffer)
                    return Span(start: start, end: Int32(buffer.count))
                }
                answers.reserveCapacity(text.questions.reduce(0) { $0 + Int($1.answer.end - $1.answer.start) })
                for section in text.sections {
                    sectionSpans.append(span(section.title, in: &sectionTitles))
                    sectionParents.append(section.parent)
                }
                for (q, question) in text.questions.enumerated() {
                    questions.append(Question(faq: Int32(faq), local: Int32(q), section: question.section,
                                              title: span(question.title, in: &titles), answer: span(question.answer, in: &answers)))
                }
            }
        }
    }

    /// Appends the UTF-8 `text` folded as `SearchIndex.appendFolded` does, in one pass for ASCII
    /// text: its bytes are copied and lowered while they are checked (the check alone was a
    /// twentieth of a warm search); other text is folded whole.
    static func appendFolded(_ text: UnsafeBufferPointer<UInt8>, to storage: inout [UInt8]) {
        let start = storage.count
        storage.append(contentsOf: text)
        let isASCII = {
            var high: UInt8 = 0
            storage.withUnsafeMutableBufferPointer { buffer in
                for i in start..<buffer.count {
                    let byte = buffer[i]
                    high |= byte
                    buffer[i] = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
                }
            }
            return high < 0x80
        }()
        guard !isASCII else { return }
        storage.removeSubrange(start...)
        SearchIndex.appendFolded(String(decoding: text, as: UTF8.self), to: &storage)
    }

    /// The texts of `faqs[i]` are `text(i)`; they are made and folded on `threads` threads.
    private init(faqs: [ShelfEntry], threads: Int, text makeText: @escaping @Sendable (Int) -> ShelfRecordText) {
        self.faqs = faqs
        let made = Mutex([(ShelfRecordText, Part)?](repeating: nil, count: faqs.count))
        ShelfWorkers.run(jobs: faqs.count, threads: threads) { f in
            let text = makeText(f)
            let part = Part(faq: f, text: text)
            made.withLock { $0[f] = (text, part) }
        }
        let done = made.withLock { $0 }
        texts = done.map { $0!.0 }
        // Merged in order: each part's offsets and section numbers moved past the parts before it.
        var questions: [Question] = []
        var titles: [UInt8] = [], answers: [UInt8] = [], sectionTitles: [UInt8] = []
        var sectionSpans: [Span] = [], sectionParents: [Int32] = []
        let all = done.map { $0!.1 }
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
        /// Each match's field, and its field from every word but the last, for narrowing.
        let fields: [Field]
        let earlierFields: [Field]

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
    /// in the word at its place in `query`, only its matches are checked again (typing on); when
    /// only the last word changed, or one was added, only that word is checked for them (a
    /// question's field is the worst of its words' own fields). A large scan runs on two threads.
    public func search(_ query: String, narrowing previous: Result? = nil) -> Result {
        let words = SearchIndex.words(query)
        guard !words.isEmpty else { return Result(groups: [], words: [], matched: [], fields: [], earlierFields: []) }
        let needles = words.map(Needle.init)
        var candidates: [Int]?
        // The field each candidate already has from the words not checked again (nil: check all).
        var known: [Field]?
        var checked = 0..<words.count
        if let previous, !previous.words.isEmpty, previous.words.count <= words.count,
           zip(previous.words, words).allSatisfy({ SearchIndex.contains($1[...], $0) }) {
            candidates = previous.matched
            let last = words.count - 1
            if previous.words.count == words.count, previous.words[..<last] == words[..<last] {
                known = previous.earlierFields
                checked = last..<words.count
            } else if previous.words.count == last, previous.words[...] == words[..<last] {
                known = previous.fields
                checked = last..<words.count
            }
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
        let total = candidates?.count ?? questions.count
        let halves = total >= Self.parallelScan ? 2 : 1
        let parts = Mutex([Scan](repeating: Scan(), count: halves))
        let job: @Sendable (Int) -> Void = { [self, candidates, known, checked] half in
            let range = (total * half / halves)..<(total * (half + 1) / halves)
            let scan = self.scan(range, candidates: candidates, known: known, needles: needles, checked: checked, inSections: inSections)
            parts.withLock { $0[half] = scan }
        }
        if halves == 1 { job(0) } else { ShelfWorkers.run(jobs: halves, threads: halves, job) }
        let scans = parts.withLock { $0 }
        var merged = scans[0]
        for scan in scans.dropFirst() {
            merged.matched += scan.matched
            merged.fields += scan.fields
            merged.earlier += scan.earlier
        }
        return Result(groups: group(merged.matched, merged.fields), words: words, matched: merged.matched,
                      fields: merged.fields, earlierFields: merged.earlier)
    }

    /// Candidates from this many on are checked on two threads.
    static let parallelScan = 20_000

    /// What one scan found: the questions that matched, their fields, and their fields from
    /// every word but the last (for the next keystroke).
    private struct Scan: Sendable {
        var matched: [Int] = []
        var fields: [Field] = []
        var earlier: [Field] = []
    }

    /// Checks the candidates at `range` (of `candidates`, or of every question) for the words at
    /// `checked`, starting from their `known` fields.
    private func scan(_ range: Range<Int>, candidates: [Int]?, known: [Field]?, needles: [Needle], checked: Range<Int>,
                      inSections: [[Bool]]) -> Scan {
        let last = needles.count - 1
        return titles.withUnsafeBytes { titles in
            answers.withUnsafeBytes { answers in
                questions.withUnsafeBufferPointer { questions in
                    var found = Scan()
                    candidateLoop: for k in range {
                        let i = candidates?[k] ?? k
                        let question = questions[i]
                        var field = known?[k] ?? .question
                        var earlier = field
                        for w in checked {
                            var own = Field.question
                            if Self.contains(slice(titles, question.title), needles[w]) {
                                own = .question
                            } else if question.section >= 0 && inSections[w][Int(question.section)] {
                                own = .section
                            } else if Self.contains(slice(answers, question.answer), needles[w]) {
                                own = .answer
                            } else {
                                continue candidateLoop
                            }
                            field = max(field, own)
                            if w < last { earlier = max(earlier, own) }
                        }
                        found.matched.append(i)
                        found.fields.append(field)
                        // With only the last word checked, the others' field is the known one.
                        found.earlier.append(checked.lowerBound == last && known != nil ? known![k] : earlier)
                    }
                    return found
                }
            }
        }
    }

    /// Groups matches (in shelf and document order) by FAQ: groups with a better best field
    /// first, then more matches of that field, then the shelf's order. Within a group, matches
    /// by field, then in document order.
    private func group(_ matched: [Int], _ fields: [Field]) -> [Group] {
        var keyed: [(best: Int, bestCount: Int, group: Group)] = []
        var start = 0
        while start < matched.count {
            let faq = questions[matched[start]].faq
            var end = start
            var counts = (0, 0, 0)
            while end < matched.count, questions[matched[end]].faq == faq {
                switch fields[end] {
                case .question: counts.0 += 1
                case .section: counts.1 += 1
                case .answer: counts.2 += 1
                }
                end += 1
            }
            var matches: [Match] = []
            matches.reserveCapacity(end - start)
            for field in [Field.question, .section, .answer] {
                for k in start..<end where fields[k] == field {
                    matches.append(Match(faq: Int(faq), question: Int(questions[matched[k]].local), field: field))
                }
            }
            let best = counts.0 > 0 ? (0, counts.0) : counts.1 > 0 ? (1, counts.1) : (2, counts.2)
            keyed.append((best.0, best.1, Group(faq: Int(faq), matches: matches)))
            start = end
        }
        // Stable: equal groups keep the shelf's order.
        return keyed.enumerated().sorted { a, b in
            if a.element.best != b.element.best { return a.element.best < b.element.best }
            if a.element.bestCount != b.element.bestCount { return a.element.bestCount > b.element.bestCount }
            return a.offset < b.offset
        }.map(\.element.group)
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
}
