import XCTest
@testable import FAQ

/// Declared encodings are honoured; undeclared text that is not UTF-8 falls back to Windows-1252,
/// unless it is UTF-8 with a few slips.
final class TextDecodingTests: XCTestCase {
    func testUndeclaredNonUTF8FallsBackWithAWarningAtTheFirstBadByte() throws {
        let bytes = Array("# FAQ\n\n## Caf".utf8) + [0xE9, 0x3F] + Array("\n\nIt costs 5 ".utf8) + [0x80] + Array(".\n".utf8)
        let result = try DocumentReader.decode(bytes, file: "faq.md")
        XCTAssertEqual(result.document.sections[0].questions[0].question, "Café?")
        XCTAssertEqual(result.document.sections[0].questions[0].answer, "It costs 5 €.", "0x80 is the euro sign in Windows-1252")
        XCTAssertEqual(result.warnings.map(\.description), ["faq.md:3:7: warning: the file is not valid UTF-8 text here; it was read as Windows-1252 (ISO-8859-1)"])
    }

    /// UTF-8 text with one stray byte (a line cut mid-character, a Latin-1 é pasted in) stays UTF-8, the
    /// slip shown as "�": read as Windows-1252, every one of its letters would be garbled.
    func testUTF8WithAStrayByteStaysUTF8() throws {
        let bytes = Array("# Часто задаваемые вопросы\n\n## Что такое Кот?\n\nПрограмма для кошек.\n\n## Где он".utf8) + [0xE9]
            + Array("?\n\nНа сайте.\n".utf8)
        let result = try DocumentReader.decode(bytes, file: "faq.md")
        XCTAssertEqual(questions(result.document), ["Что такое Кот?", "Где он�?"])
        XCTAssertEqual(result.warnings.map(\.description),
                       ["faq.md:7:10: warning: the file is not valid UTF-8 text here; it was read as UTF-8 all the same, with � for the bytes that are not"])
    }

    func testDeclaredEncodingsAreHonoured() throws {
        let xml = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-15\"?><faqs title=\"Prix\"><part><faq><question>Co".utf8) + [0xFB]
            + Array("t?</question><answer>5 ".utf8) + [0xA4] + Array("</answer></faq></part></faqs>".utf8)
        let document = try DocumentReader.decode(xml, file: "faq.fml").document
        XCTAssertEqual(document.sections[0].questions[0].question, "Coût?")
        XCTAssertEqual(document.sections[0].questions[0].answer, "5 €", "0xA4 is the euro sign in ISO-8859-15")
        let html = Array("<html><head><meta charset=\"koi8-r\"><title>T</title></head><body><h2>".utf8) + [0xF7, 0xCF, 0xD0, 0xD2, 0xCF, 0xD3, 0x3F]
            + Array("</h2><p>Ja.</p><h2>Two?</h2><p>B.</p></body></html>".utf8)
        XCTAssertEqual(try DocumentReader.decode(html, file: "faq.html").document.sections[0].questions[0].question, "Вопрос?")
    }

    func testUTF16WithAByteOrderMark() throws {
        let text = "# FAQ\n\n## Ä?\n\nJa.\n\n## B?\n\nNein.\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        XCTAssertEqual(try DocumentReader.decode(bytes, file: "faq.md").document.sections[0].questions[0].question, "Ä?")
    }
}

/// Formats are told apart by extension first, then content; a file no importer fits is refused.
final class FormatDetectionTests: XCTestCase {
    func format(_ text: String, _ name: String) -> DocumentFormat? { DocumentFormat.detect(Array(text.utf8), fileName: name) }

    func testExtensionsComeFirst() {
        XCTAssertEqual(format("# T", "a.rst"), .restructuredText)
        XCTAssertEqual(format("= T", "a.adoc"), .asciiDoc)
        XCTAssertEqual(format("* T", "a.org"), .org)
        XCTAssertEqual(format("x", "a.mdx"), .markdown)
        XCTAssertEqual(format("<!DOCTYPE book PUBLIC \"-//OASIS//DTD DocBook V4.1//EN\">", "a.sgml"), .sgml)
        XCTAssertEqual(format("<?xml version=\"1.0\"?><book/>", "a.sgml"), .xml)
    }

    func testContentWhenTheExtensionSaysNothing() {
        XCTAssertEqual(format("#+TITLE: FAQ\n* Q\nA\n", "FAQ"), .org)
        XCTAssertEqual(format("= FAQ\n:toc:\n\n== Q\n", "FAQ.txt"), .asciiDoc)
        XCTAssertEqual(format("FAQ\n===\n\n.. contents::\n\nQ?\n--\n\nA.\n", "FAQ.txt"), .restructuredText)
        XCTAssertEqual(format("# FAQ\n\n## Q?\n\nA.\n", "FAQ.txt"), .markdown)
        XCTAssertEqual(format("<!DOCTYPE html><html></html>", "page"), .html)
        XCTAssertEqual(format("<!DOCTYPE article PUBLIC \"-//OASIS//DTD DocBook V4.1//EN\">", "faq"), .sgml)
        XCTAssertEqual(format("<!-- prettier-ignore -->\n# FAQ\n\n## Q?\n\nA.\n", "FAQ"), .markdown, "a leading comment is looked past")
        XCTAssertEqual(format("<!-- licence -->\n<faqs title=\"T\"/>", "FAQ"), .xml)
    }

    func testProseAndLaTeXAreRefusedNamingTheFormats() {
        let plain = "Release notes\n\nThis release fixes the build.\nIt also adds a manual.\n"
        let latex = "\\documentclass{article}\n\\begin{document}\n\\section{FAQ}\n\\subsection{What is it?}\nA tool.\n\\end{document}\n"
        for (text, name, refusal) in [(plain, "FAQ.txt", "this text file does not look like a FAQ FAQ Browser can read"),
                                      (latex, "faq.tex", "this is not a FAQ format FAQ Browser knows.")] {
            XCTAssertThrowsError(try DocumentReader.decode(Array(text.utf8), file: name)) { error in
                let message = (error as! DocumentError).description
                XCTAssertTrue(message.hasPrefix("\(name): error: \(refusal)"), message)
                for format in ["Markdown", "reStructuredText", "AsciiDoc", "Org", "HTML", "Maven FML", "DocBook", "JSON-LD"] {
                    XCTAssertTrue(message.contains(format), "\(format) in \(message)")
                }
            }
        }
    }
}
