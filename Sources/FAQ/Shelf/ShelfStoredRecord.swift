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
        let bytes = Self.packed(record)
        self.init(compressed: ShelfCompression.compress(bytes), length: bytes.count)
    }

    /// `record`'s bytes before they are deflated: its sections (title, parent), then its
    /// questions (id, title, section, answer).
    static func packed(_ record: ShelfRecord) -> [UInt8] {
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
        return writer.bytes
    }

    public static let empty = ShelfStoredRecord(ShelfRecord())

    /// The record, or nil when the stored bytes are damaged (its sections' parents and the
    /// questions' sections are checked to point backwards, as they were written).
    public func unpack() -> ShelfRecord? { unpackText()?.record }

    /// The record's unpacked bytes and where its texts are, or nil when they are damaged.
    func unpackText() -> ShelfRecordText? {
        ShelfCompression.decompress(compressed, length: length).flatMap(ShelfRecordText.init(bytes:))
    }
}
