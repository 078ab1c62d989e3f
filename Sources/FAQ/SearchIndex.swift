import FoundationEssentials
import Glibc
import Outline

/// Finds questions by their question and answer text and their sections' titles: case- and
/// accent-insensitive, every word of the query must appear. Built once per document, off the
/// first frame's path, and never changed afterwards: it is shared across threads as it is. A
/// query that extends an earlier one only re-checks that one's matches (`search(_:narrowing:)`);
/// the caller keeps the earlier result.
///
/// The folded texts lie one after another in one buffer: a scan reads memory in order. (Searching
/// the document's own strings instead saves that memory, but visiting 200,000 separate strings
/// made a keystroke on 100,000 questions three times slower.) Section titles are kept once, not
/// repeated with each of their questions.
public final class SearchIndex: Sendable {
    /// One question: its node, its nearest section (an index into `sectionTitles`, or -1), and
    /// where its folded question and answer are in `folded`.
    private struct Question: Sendable {
        var node: Int32
        var section: Int32
        var foldedStart: Int32
        var foldedEnd: Int32
    }

    private let questions: [Question]
    private let folded: [UInt8]
    /// Each section's folded title and its parent section (-1 at the top), parents first.
    private let sectionTitles: [[UInt8]]
    private let sectionParents: [Int32]

    /// The questions a query matched, and what a later query needs to narrow them.
    public struct Result: Sendable {
        /// The matching questions' node indices, in document order.
        public let nodes: [Int]
        let words: [[UInt8]]
        /// Indices into the index's questions.
        let matched: [Int]
    }

    /// Texts without sections: each question's node index and its searchable text.
    public convenience init(questions: [(node: Int, text: String)]) {
        self.init(questions.map { (node: $0.node, question: $0.text, answer: "", section: -1) }, sectionTitles: [], sectionParents: [])
    }

    /// `items` in document order; `section` indexes `sectionTitles` (-1: none), whose parents
    /// (`sectionParents`) come before them. `count` and `bytes`, the items and their texts' UTF-8
    /// size when known, size the index up front.
    init(_ items: some Sequence<(node: Int, question: String, answer: String, section: Int)>,
         sectionTitles: [String], sectionParents: [Int], count: Int = 0, bytes: Int = 0) {
        var questions: [Question] = []
        var folded: [UInt8] = []
        questions.reserveCapacity(count)
        folded.reserveCapacity(bytes)
        for item in items {
            // A cancelled build stops; its owner drops what it made.
            if ReadCancellation.isRequested { break }
            let start = Int32(folded.count)
            Self.appendFolded(item.question, to: &folded)
            folded.append(UInt8(ascii: "\n"))
            Self.appendFolded(item.answer, to: &folded)
            questions.append(Question(node: Int32(item.node), section: Int32(item.section), foldedStart: start, foldedEnd: Int32(folded.count)))
        }
        self.questions = questions
        self.folded = folded
        self.sectionTitles = sectionTitles.map { title in
            var bytes: [UInt8] = []
            Self.appendFolded(title, to: &bytes)
            return bytes
        }
        self.sectionParents = sectionParents.map(Int32.init)
    }

    public var questionCount: Int { questions.count }

    /// The node indices of the questions matching every word of `query`, in document order.
    public func matches(_ query: String) -> [Int] {
        search(query).nodes
    }

    /// Searches for `query`. When each word of `previous` (a result of this index) is contained
    /// in the word at its place in `query`, every match is one of its matches: only those are
    /// checked again (typing on at the end of a query).
    public func search(_ query: String, narrowing previous: Result? = nil) -> Result {
        let words = Self.words(query)
        guard !words.isEmpty else { return Result(nodes: [], words: [], matched: []) }
        var candidates: [Int]
        if let previous, !previous.words.isEmpty, previous.words.count <= words.count,
           zip(previous.words, words).allSatisfy({ Self.contains($1[...], $0) }) {
            candidates = previous.matched
        } else {
            candidates = Array(questions.indices)
        }
        // Per word, the sections whose title, or an enclosing section's title, has it.
        let inSections = words.map { word in
            var has = [Bool](repeating: false, count: sectionTitles.count)
            for s in sectionTitles.indices {
                has[s] = (sectionParents[s] >= 0 && has[Int(sectionParents[s])]) || Self.contains(sectionTitles[s][...], word)
            }
            return has
        }
        candidates = folded.withUnsafeBytes { folded in
            candidates.filter { i in
                let question = questions[i]
                let text = UnsafeRawBufferPointer(rebasing: folded[Int(question.foldedStart)..<Int(question.foldedEnd)])
                for w in words.indices where !(question.section >= 0 && inSections[w][Int(question.section)]) {
                    if !Self.contains(text, words[w]) { return false }
                }
                return true
            }
        }
        return Result(nodes: candidates.map { Int(questions[$0].node) }, words: words, matched: candidates)
    }

    /// The query's words, folded.
    public static func words(_ query: String) -> [[UInt8]] {
        fold(query).split(whereSeparator: { $0.isWhitespace }).map { Array($0.utf8) }
    }

    /// Lower case without accents ("Éte" → "ete"), the form both sides are compared in.
    public static func fold(_ text: String) -> String {
        TextFolding.fold(text)
    }

    /// Appends `text` folded. ASCII text only needs its capitals lowered, which is what `fold`
    /// does to it, at a fraction of the cost.
    static func appendFolded(_ text: String, to storage: inout [UInt8]) {
        guard ASCIIBytes.isASCII(text) else { return storage.append(contentsOf: fold(text).utf8) }
        // Copied whole, then lowered in place: a byte-by-byte append is several times slower.
        let start = storage.count
        storage.append(contentsOf: text.utf8)
        storage.withUnsafeMutableBufferPointer { buffer in
            for i in start..<buffer.count { buffer[i] = lowercased(buffer[i]) }
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 { byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte }

    /// Whether `word` occurs in folded `text`, by bytes (`LiteralSearch.firstMatch`).
    static func contains(_ text: UnsafeRawBufferPointer, _ word: [UInt8]) -> Bool {
        guard !word.isEmpty else { return true }
        return word.withUnsafeBytes { LiteralSearch.firstMatch($0, in: text) != nil }
    }

    static func contains(_ text: ArraySlice<UInt8>, _ word: [UInt8]) -> Bool {
        text.withUnsafeBytes { contains($0, word) }
    }
}
