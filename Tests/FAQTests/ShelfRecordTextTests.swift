import XCTest
@testable import FAQ

/// A record's texts read in place from its unpacked bytes (`ShelfRecordText`): the same record
/// as the `String`s packed, damage refused, and the search built from an index's packed records
/// finding what the search built from the records finds.
final class ShelfRecordTextTests: XCTestCase {
    static let pieces = ["", "a", "Printer", "café", "ŒUVRE", "straße", "日本語", "👩‍💻", "x\ny", "**bold**", "\u{301}e"]

    static func randomRecord(_ generator: inout some RandomNumberGenerator) -> ShelfRecord {
        func text() -> String {
            (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: " ")
        }
        var record = ShelfRecord()
        for s in 0..<Int.random(in: 0...5, using: &generator) {
            record.sections.append(.init(title: text(), parent: Int32(Int.random(in: -1..<s, using: &generator))))
        }
        for q in 0..<Int.random(in: 0...8, using: &generator) {
            record.questions.append(.init(id: "q\(q)" + text(), title: text(),
                                          section: Int32(Int.random(in: -1..<record.sections.count, using: &generator)), answer: text()))
        }
        return record
    }

    func testTheTextsAreTheRecordsStrings() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let record = Self.randomRecord(&generator)
            XCTAssertEqual(ShelfRecordText(record).record, record)
            XCTAssertEqual(ShelfStoredRecord(record).unpack(), record)
            XCTAssertEqual(ShelfStoredRecord(record).unpackText()?.record, record)
        }
    }

    func testTextThatIsNotUTF8IsDamage() {
        for bad: [UInt8] in [[0xE9], [0x61, 0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF]] {
            var bytes = ShelfBytesWriter()
            bytes.u32(1)
            bytes.u32(UInt32(bad.count))
            bytes.raw(bad)
            bytes.i32(-1)
            bytes.u32(0)
            XCTAssertNil(ShelfRecordText(bytes: bytes.bytes), "\(bad)")
            XCTAssertNil(ShelfStoredRecord(compressed: ShelfCompression.compress(bytes.bytes), length: bytes.bytes.count).unpack())
        }
        var good = ShelfBytesWriter()
        good.u32(1)
        good.string("é")
        good.i32(-1)
        good.u32(0)
        XCTAssertEqual(ShelfRecordText(bytes: good.bytes)?.record.sections.map(\.title), ["é"])
    }

    func testTheSearchOfAnIndexFindsWhatTheSearchOfItsRecordsFinds() {
        var generator = SystemRandomNumberGenerator()
        let records = (0..<25).map { _ in Self.randomRecord(&generator) }
        let entries = records.indices.map {
            ShelfEntry(path: "/f\($0)", group: .folders, source: "/", size: 0, modified: 0, isFAQ: true, title: "F\($0)")
        }
        let direct = ShelfSearch(faqs: entries, records: records)
        let index = ShelfIndex(items: records.indices.map { ShelfCache.Item(entry: entries[$0], record: ShelfStoredRecord(records[$0])) })
        let packed = ShelfSearch(index)
        func found(_ search: ShelfSearch, _ query: String) -> Set<String> {
            Set(search.search(query).ranked.map { "\(search.path(of: $0))#\(search.id(of: $0)) \($0.field) \(search.title(of: $0))" })
        }
        for query in ["printer", "cafe", "oeuvre", "strasse", "日本", "bold", "q1", "a printer", "e"] {
            XCTAssertEqual(found(packed, query), found(direct, query), query)
        }
        XCTAssertFalse(found(direct, "printer").isEmpty, "the queries find something")
    }
}
