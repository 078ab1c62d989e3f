import Foundation
import XCTest
@testable import FAQ

/// The fast path must agree with the tree-based reader: whatever it decodes, the tree-based
/// reader decodes to the same document with no problem at all; everything else it leaves alone.
final class NativeStreamDecoderTests: XCTestCase {
    /// Asserts agreement on `text`; returns whether the fast path took it.
    @discardableResult
    private func assertAgrees(_ bytes: [UInt8], _ label: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard let fast = NativeStreamDecoder.decode(bytes) else { return false }
        do {
            let root = try JSONParser.parse(bytes)
            XCTAssertFalse(JSONLDFormat.looksLikeJSONLD(root), label, file: file, line: line)
            let (slow, problems) = try NativeFormat.decode(root, file: "test.json", bytes: bytes)
            XCTAssertEqual(fast, slow, label, file: file, line: line)
            XCTAssertEqual(problems.map(\.description), [], label, file: file, line: line)
        } catch {
            XCTFail("the fast path took what the reader refuses: \(label): \(error)", file: file, line: line)
        }
        return true
    }

    private func assertAgrees(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        assertAgrees(Array(text.utf8), text, file: file, line: line)
    }

    func testTheCommonCaseTakesTheFastPath() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for path in ["Data/faq.json", "Data/samples/items.json", "Data/samples/menu.json", "Data/samples/formatting.json"] {
            let bytes = try Array(Data(contentsOf: root.appendingPathComponent(path)))
            XCTAssertTrue(assertAgrees(bytes, path), "\(path) is the common case")
        }
        XCTAssertTrue(assertAgrees(#"{"title": "T", "sections": []}"#))
        XCTAssertTrue(assertAgrees("\u{FEFF}" + #"{"$schema": "x", "title": "T", "description": "D", "sections": [{"title": "S", "expanded": true, "exclusive": false, "questions": [{"question": "Q?", "answer": "A"}], "sections": [{"id": "inner", "title": "I"}]}]}"#))
        XCTAssertTrue(assertAgrees(#"{"title": "Caf\u00e9 \"quoted\" \\ \/ \b\f\n\r\t", "sections": [{"title": "日本語", "questions": [{"id": "x", "question": "Q", "answer": " A"}]}]}"#))
        XCTAssertTrue(assertAgrees(#"{"title": "T", "sections": [{"title": "Same"}, {"title": "Other"}, {"id": "same-2", "title": "S"}]}"#))
        XCTAssertTrue(assertAgrees(#"{"title": "T", "sections": [{"title": "S", "icon": "help-about-symbolic"}]}"#))
    }

    func testEverythingUnusualIsLeftToTheReader() {
        let unusual = [
            #"[]"#, #""#, #"{}"#, #"{"title": "T"}"#, #"{"sections": []}"#,
            #"{"title": "T", "sections": []} x"#, #"{"title": "T", "sections": [],}"#,
            #"{"title": "T", "title": "U", "sections": []}"#,
            #"{"title": 1, "sections": []}"#, #"{"title": "T", "description": null, "sections": []}"#,
            #"{"title": "T", "sections": {}}"#, #"{"title": "T", "sections": [], "extra": 1}"#,
            #"{"@context": "https://schema.org", "@type": "FAQPage", "title": "T", "sections": []}"#,
            #"{"title": "T", "sections": [{"id": "", "title": "S"}]}"#,
            #"{"title": "T", "sections": [{"id": "a", "title": "S"}, {"id": "a", "title": "S"}]}"#,
            #"{"title": "T", "sections": [{"title": "Same"}, {"title": "Same"}]}"#,
            #"{"title": "T", "sections": [{"title": "S", "expanded": 1}]}"#,
            #"{"title": "T", "sections": [{"title": "S", "questions": [{"question": "Q"}]}]}"#,
            #"{"title": "T", "sections": [{"title": "S", "questions": [{"question": "Q", "answer": "  \n"}]}]}"#,
            #"{"title": "T", "sections": [{"title": "S", "questions": [{"question": "Q", "answer": "\u2003"}]}]}"#,
            #"{"title": "T\u0000", "sections": []}"#, #"{"title": "\ud83d\ude00", "sections": []}"#,
            #"{"title": "\ud83d", "sections": []}"#, "{\"title\": \"tab\there\", \"sections\": []}",
            #"{"title": "T", "sections": [{"title": "S"}] "#,
            nestedSections(depth: FAQDocument.maximumSectionDepth + 1),
        ]
        for text in unusual {
            XCTAssertFalse(assertAgrees(text), "the fast path took \(text.prefix(80))")
        }
        XCTAssertFalse(assertAgrees([0x7B, 0x22, 0xC3, 0x28, 0x22, 0x3A, 0x20, 0x22, 0x22, 0x7D], "invalid UTF-8"))
        // The deepest nesting allowed still takes the fast path.
        let depth = FAQDocument.maximumSectionDepth
        var deepest = #"{"title": "T", "sections": "#
        for level in 1...depth { deepest += #"[{"id": "s\#(level)", "title": "S""# + (level < depth ? #", "sections": "# : "") }
        deepest += String(repeating: "}]", count: depth) + "}"
        XCTAssertTrue(assertAgrees(deepest))
    }

    /// Random damage to valid documents: the fast path either agrees or steps aside.
    func testDamagedDocumentsAgree() {
        let seeds = [
            #"{"title": "T", "description": "D", "sections": [{"id": "s", "title": "S", "expanded": true, "questions": [{"question": "Q é?", "answer": "A\nB"}, {"id": "q", "question": "R", "answer": "C"}], "sections": [{"title": "Inner"}]}]}"#,
            #"{"title": "T", "sections": [{"title": "One"}, {"title": "Two", "questions": [{"question": "Q", "answer": "\"A\" \\ \u00e9"}]}]}"#,
        ].map { Array($0.utf8) }
        var generator = SplitMix(seed: 20261129)
        let alphabet = Array(#"{}[]":,\ "aeu0129tfnl-."#.utf8) + [0x00, 0x0A, 0xC3, 0xA9, 0xFF]
        var taken = 0
        for round in 0..<4_000 {
            var bytes = seeds[round % seeds.count]
            for _ in 0...(generator.next() % 3) {
                let at = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes[at] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                case 1: bytes.remove(at: at)
                default: bytes.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: at)
                }
            }
            if assertAgrees(bytes, String(decoding: bytes, as: UTF8.self)) { taken += 1 }
        }
        XCTAssertGreaterThan(taken, 100, "harmless damage (in a text) still takes the fast path")
    }
}

/// A small seeded generator, so that a failure can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
