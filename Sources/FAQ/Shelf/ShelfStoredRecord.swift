/// A FAQ's `ShelfRecord` as the cache keeps it: deflated, unpacked only when the shelf is searched
/// (listing the shelf needs none of it).
public struct ShelfStoredRecord: Sendable, Equatable {
    let compressed: [UInt8]
    /// The unpacked length.
    let length: Int

    init(compressed: [UInt8], length: Int) {
        self.compressed = compressed
        self.length = length
    }

    /// Packs `record`.
    public init(_ record: ShelfRecord) {
        var writer = ShelfBytesWriter()
        writer.u32(UInt32(record.sections.count))
        for section in record.sections {
            writer.string(section.title)
            writer.i32(section.parent)
        }
        writer.u32(UInt32(record.questions.count))
        for question in record.questions {
            writer.string(question.id)
            writer.string(question.title)
            writer.i32(question.section)
            writer.string(question.answer)
        }
        self.init(compressed: ShelfCompression.compress(writer.bytes), length: writer.bytes.count)
    }

    public static let empty = ShelfStoredRecord(ShelfRecord())

    /// The record, or nil when the stored bytes are damaged (its sections' parents and the
    /// questions' sections are checked to point backwards, as they were written).
    public func unpack() -> ShelfRecord? {
        guard let bytes = ShelfCompression.decompress(compressed, length: length) else { return nil }
        var reader = ShelfBytesReader(bytes)
        do throws(ShelfCacheDamage) {
            var record = ShelfRecord()
            let sectionCount = try reader.count(minimumSize: 8)
            record.sections.reserveCapacity(sectionCount)
            for index in 0..<sectionCount {
                let title = try reader.string()
                let parent = try reader.i32()
                guard parent >= -1, parent < index else { throw ShelfCacheDamage() }
                record.sections.append(.init(title: title, parent: parent))
            }
            let questionCount = try reader.count(minimumSize: 16)
            record.questions.reserveCapacity(questionCount)
            for _ in 0..<questionCount {
                let id = try reader.string(), title = try reader.string()
                let section = try reader.i32()
                guard section >= -1, section < sectionCount else { throw ShelfCacheDamage() }
                record.questions.append(.init(id: id, title: title, section: section, answer: try reader.string()))
            }
            guard reader.remaining == 0 else { throw ShelfCacheDamage() }
            return record
        } catch {
            return nil
        }
    }
}
