import XCTest
@testable import FAQ

/// Files written with Windows or classic Mac line ends read as they do with "\n": Swift takes
/// "\r\n" for one character, so a reader splitting at "\n" once saw such a file as one line.
final class LineEndsTests: XCTestCase {
    private let pod = "=head1 NAME\n\nWidget FAQ\n\n=head1 USAGE\n\n=head2 How do I start it?\n\nRun it.\n\n=head2 Can it stop?\n\nYes.\n\n=cut\n"
    private let asciiDoc = "= Widget FAQ\n\n== How do I start it?\n\nRun it.\n\n== Can it stop?\n\nYes.\n"

    private func outline(_ text: String, file: String) throws -> [String] {
        let document = try DocumentReader.decode(Array(text.utf8), file: file).document
        return groups(document) + questions(document)
    }

    func testWindowsAndMacLineEndsReadAsNewlines() throws {
        for (text, file) in [(pod, "FAQ.pod"), (asciiDoc, "FAQ")] {
            let expected = try outline(text, file: file)
            XCTAssertEqual(expected.suffix(2), ["How do I start it?", "Can it stop?"], file)
            XCTAssertEqual(try outline(text.replacingOccurrences(of: "\n", with: "\r\n"), file: file), expected, "CRLF \(file)")
            XCTAssertEqual(try outline(text.replacingOccurrences(of: "\n", with: "\r"), file: file), expected, "CR \(file)")
        }
    }

    /// White space at a line's end means nothing in reStructuredText, AsciiDoc or Org: an
    /// underline, a delimiter or a `[qanda]` line with a space after it is still one.
    func testSpacesEndingLinesChangeNoReading() throws {
        let rst = "Widget FAQ\n==========\n\nQ: How do I start it?\n\nA: Run it.\n\nQ: Can it stop?\n\nA: Yes.\n"
        // Told as AsciiDoc by its preprocessor lines alone, in a file named as text.
        let preprocessed = "ifndef::external_title[]\nWidget FAQ\n==========\nendif::external_title[]\n\n== How do I start it?\nRun it.\n\n"
            + "== Can it stop?\nYes.\n"
        for (text, file) in [(rst, "FAQ.rst"), (asciiDoc, "FAQ"), (preprocessed, "FAQ.txt")] {
            let expected = try outline(text, file: file)
            XCTAssertEqual(expected.suffix(2), ["How do I start it?", "Can it stop?"], file)
            let spaced = text.replacingOccurrences(of: "\n", with: " \t \n")
            XCTAssertEqual(try outline(spaced, file: file), expected, file)
        }
    }

    func testALoneReturnInsideALineKeepsTheNextLinesNumbers() throws {
        var bytes = Array("# FAQ\n\n## How far is it?\n\n10%\r100%\n\n## Why caf".utf8)
        bytes += [0xE9] + Array("?\n\nIt is.\n".utf8)
        let result = try DocumentReader.decode(bytes, file: "FAQ.md")
        XCTAssertEqual(result.warnings.first?.position?.line, 7, "the line editors and grep -n number")
        XCTAssertEqual(questions(result.document), ["How far is it?", "Why café?"])
    }

    func testNormalizing() {
        // A lone "\r" ends a line only in a file with no "\n" at all; inside another file's line
        // (a terminal's "10%\r100%") it stays, so the lines after it keep their numbers.
        XCTAssertEqual(LineEnds.normalized(Array("a\r\nb\rc\n\r\n".utf8)), Array("a\nb\rc\n\n".utf8))
        XCTAssertEqual(LineEnds.normalized(Array("a\rb\rc\r".utf8)), Array("a\nb\nc\n".utf8))
        XCTAssertEqual(LineEnds.normalized("x\r\ny"), "x\ny")
        // UTF-16 is left for its decoded text: its bytes would lose their pairing.
        let utf16: [UInt8] = [0xFF, 0xFE, 0x41, 0x00, 0x0D, 0x00, 0x0A, 0x00]
        XCTAssertEqual(LineEnds.normalized(utf16), utf16)
    }
}
