import Foundation
import XCTest
@testable import FAQ

/// Every input a fuzzer ever crashed on (Tests/FAQTests/FuzzFindings) now reads safely, in
/// every format, and its answers render.
final class FuzzFindingTests: XCTestCase {
    func testEveryFindingReadsSafelyInEveryFormat() throws {
        let folder = repositoryRoot.appendingPathComponent("Tests/FAQTests/FuzzFindings")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))
            for name in ["f.json", "f.md", "f.html", "f.fml", "f.7", "f.pod", file] {
                if let result = try? DocumentReader.decode(bytes, file: name) {
                    for (section, _) in result.document.allSections {
                        for q in section.questions { _ = AnswerBlocks.parse(q.answer) }
                    }
                }
            }
            _ = AnswerBlocks.parse(String(decoding: bytes, as: UTF8.self))
        }
    }

    func testCarriageReturnsEndLinesAsInCommonMark() throws {
        let text = "# T\r## Q one\rAnswer one\r\r## Q two\r\nAnswer two\n"
        let document = try DocumentReader.decode(Array(text.utf8), file: "cr.md").document
        XCTAssertEqual(document.sections[0].questions.map(\.answer), ["Answer one", "Answer two"])
    }
}
