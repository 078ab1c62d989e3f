/// A FAQ's `ShelfRecord` as its unpacked bytes and the place of each of its texts: the shelf's
/// search folds its texts straight from these bytes and makes a `String` only for a text it shows
/// (a `String` for each of 100,000 questions' id, title and answer was most of a warm search).
struct ShelfRecordText: Sendable {
    /// Where a text lies in `bytes` (32-bit: an unpacked record is at most 1 GiB).
    struct Span: Sendable, Equatable {
        var start: Int32
        var end: Int32

        init(_ range: Range<Int>) {
            start = Int32(range.lowerBound)
            end = Int32(range.upperBound)
        }
    }

    /// A section: its title and the index of its enclosing section (-1 at the top).
    struct Section: Sendable {
        var title: Span
        var parent: Int32
    }

    /// A question: its id, its title, its nearest section (-1: none) and its answer.
    struct Question: Sendable {
        var id: Span
        var title: Span
        var section: Int32
        var answer: Span
    }

    let bytes: [UInt8]
    let sections: [Section]
    let questions: [Question]

    /// Reads the packed form `ShelfStoredRecord` writes; nil when it is damaged (lengths past the
    /// end, text that is not UTF-8, sections' parents and questions' sections that do not point
    /// backwards, bytes left over).
    init?(bytes: [UInt8]) {
        var reader = ShelfBytesReader(bytes)
        do throws(ShelfCacheDamage) {
            var sections: [Section] = []
            let sectionCount = try reader.count(minimumSize: 8)
            sections.reserveCapacity(sectionCount)
            for index in 0..<sectionCount {
                let title = Span(try reader.stringRange())
                let parent = try reader.i32()
                guard parent >= -1, parent < index else { throw ShelfCacheDamage() }
                sections.append(Section(title: title, parent: parent))
            }
            var questions: [Question] = []
            let questionCount = try reader.count(minimumSize: 16)
            questions.reserveCapacity(questionCount)
            for _ in 0..<questionCount {
                let id = Span(try reader.stringRange()), title = Span(try reader.stringRange())
                let section = try reader.i32()
                guard section >= -1, section < sectionCount else { throw ShelfCacheDamage() }
                questions.append(Question(id: id, title: title, section: section, answer: Span(try reader.stringRange())))
            }
            guard reader.remaining == 0 else { throw ShelfCacheDamage() }
            self.bytes = bytes
            self.sections = sections
            self.questions = questions
        } catch {
            return nil
        }
    }

    /// The text of `record` (packed as the cache packs it, then read back).
    init(_ record: ShelfRecord) {
        self.init(bytes: ShelfStoredRecord.packed(record))!
    }

    /// The text at `span` (checked as UTF-8 when it was read).
    func string(_ span: Span) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[Int(span.start)..<Int(span.end)]), as: UTF8.self) }
    }

    /// The whole record, every text a `String`.
    var record: ShelfRecord {
        ShelfRecord(sections: sections.map { .init(title: string($0.title), parent: $0.parent) },
                    questions: questions.indices.map(question))
    }

    /// Question `i` with its texts.
    func question(_ i: Int) -> ShelfRecord.Question {
        let question = questions[i]
        return .init(id: string(question.id), title: string(question.title), section: question.section, answer: string(question.answer))
    }
}
