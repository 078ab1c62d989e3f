import Foundation
import XCTest
@testable import FAQ

/// Files made to break readers: each gives a clear error or a correct document, never a
/// crash, a hang or runaway memory. Large inputs are generated here rather than committed.
final class HostileInputTests: XCTestCase {
    func result(_ bytes: [UInt8], name: String = "hostile.json") -> Result<DocumentReader.Result, DocumentError> {
        do { return .success(try DocumentReader.decode(bytes, file: name)) } catch { return .failure(error) }
    }

    func error(_ text: String, name: String = "hostile.json") -> String? {
        if case .failure(let e) = result(Array(text.utf8), name: name) { return e.description }
        return nil
    }

    func testEmptyAndTruncatedFiles() {
        XCTAssertEqual(error(""), "hostile.json:1:1: error: the file is empty")
        XCTAssertEqual(error("   \n"), "hostile.json:2:1: error: the file is empty")
        XCTAssertEqual(error("{"), "hostile.json:1:2: error: unexpected end of file: an object is not closed")
        XCTAssertEqual(error("", name: "empty.md"), "empty.md: error: no questions found in this Markdown: expected headings with text under them (or <details> blocks, “**Question?**” lines or “* Question?” bullets)")
        XCTAssertEqual(error("  \n", name: "empty.txt"), "empty.txt: error: the file is empty")
    }

    func testWrongShapesAndMissingFields() {
        XCTAssertNotNil(error("\"just a string\""))
        XCTAssertNotNil(error("{\"title\": \"T\", \"sections\": [1, \"two\", null]}"))
        XCTAssertNotNil(error("{\"title\": \"T\", \"sections\": [{\"questions\": [{}]}]}"))
        XCTAssertEqual(error("{\"@type\": \"WebPage\"}"), "hostile.json: error: no schema.org FAQPage found (expected \"@type\": \"FAQPage\")")
    }

    func testInvalidUTF8() {
        let json: [UInt8] = Array("{\"title\": \"".utf8) + [0xFF, 0xFE] + Array("\", \"sections\": []}".utf8)
        guard case .failure(let e) = result(json) else { return XCTFail("accepted invalid UTF-8") }
        XCTAssertEqual(e.description, "hostile.json:1:12: error: invalid UTF-8 in a string")
        let markdown: [UInt8] = Array("# T\n## Q\n".utf8) + [0xC3, 0x28]
        // Text is never refused for its encoding: it falls back to Windows-1252, with a warning.
        guard case .success(let m) = result(markdown, name: "bad.md") else { return XCTFail("refused readable text") }
        XCTAssertEqual(m.warnings.map(\.description), ["bad.md:3:1: warning: the file is not valid UTF-8 text here; it was read as Windows-1252 (ISO-8859-1)"])
    }

    func testNulInATitle() throws {
        let document = try DocumentReader.decode(Array(#"{"title": "a\u0000b", "sections": [{"title": "S\u0000", "questions": [{"question": "Q", "answer": "x\u0000y"}]}]}"#.utf8), file: "nul.json").document
        XCTAssertFalse(document.title.contains("\u{0}"))
        XCTAssertFalse(document.sections[0].title.contains("\u{0}"))
        XCTAssertFalse(MarkdownRenderer.pangoMarkup(fromMarkdown: document.sections[0].questions[0].answer).contains("\u{0}"))
    }

    func testTenThousandDeepSections() {
        let message = error(nestedSections(depth: 10_000)) ?? ""
        XCTAssertTrue(message.contains("nested more than 512 levels deep"), message)
    }

    func testDeeplyNestedMarkdownAndHTML() throws {
        let quotes = "# T\n## Q\n" + String(repeating: ">", count: 10_000) + " deep\n\n" + String(repeating: "- ", count: 5_000) + "x\n"
        let document = try DocumentReader.decode(Array(quotes.utf8), file: "deep.md").document
        XCTAssertEqual(document.questionCount, 1)
        XCTAssertFalse(MarkdownRenderer.pangoMarkup(fromMarkdown: document.sections[0].questions[0].answer).isEmpty)
        // libxml2 stops reading past its nesting cap (256): the text that deep is dropped, safely.
        let divs = "a" + String(repeating: "<div>", count: 20_000) + "x" + String(repeating: "</div>", count: 20_000)
        XCTAssertEqual(HTMLToMarkdown.convert(divs), "a")
    }

    func testHugeAnswerIsCutWithAWarning() throws {
        let answer = String(repeating: "word ", count: 10 * 1024 * 1024)  // 50 MiB
        let json = #"{"title": "T", "sections": [{"title": "S", "questions": [{"question": "Q", "answer": ""# + answer + #""}]}]}"#
        let result = try DocumentReader.decode(Array(json.utf8), file: "big-answer.json")
        let shown = result.document.sections[0].questions[0].answer
        XCTAssertEqual(shown.unicodeScalars.count, DocumentLimits.maximumAnswerLength + 1)
        XCTAssertTrue(result.warnings.contains { $0.message.contains("only the first 200000 are shown") })
    }

    func testHugeTitleIsCutWithAWarning() throws {
        let title = String(repeating: "t", count: 100_000)
        let result = try DocumentReader.decode(Array(#"{"title": "\#(title)", "sections": []}"#.utf8), file: "t.json")
        XCTAssertEqual(result.document.title.count, DocumentLimits.maximumTitleLength + 1)
        XCTAssertEqual(result.warnings.count, 1)
    }

    func testTwoHundredMegabyteFileIsRefusedBeforeReading() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("faq-200mb-\(getpid()).json")
        FileManager.default.createFile(atPath: url.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 200 * 1024 * 1024)  // sparse: no disk used
        try handle.close()
        XCTAssertThrowsError(try DocumentReader.read(path: url.path, displayName: "big.json")) {
            XCTAssertEqual(($0 as? DocumentError)?.description, "big.json: error: the file is larger than 100 MiB, the most FAQ Browser opens")
        }
    }

    func testAFileWhoseSizeIsNotKnownIsReadInChunks() throws {
        // A named pipe reports no size: the reader takes what comes, 64 KiB at a time.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("faq-pipe-\(getpid()).json").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        defer { unlink(path) }
        let questions = (0..<5_000).map { #"{"question": "Question \#($0)?", "answer": "Answer \#($0)."}"# }
        let text = #"{"title": "Piped", "sections": [{"title": "S", "questions": [\#(questions.joined(separator: ","))]}]}"#
        XCTAssertGreaterThan(text.utf8.count, 3 << 16)
        let bytes = Array(text.utf8)
        Thread {
            let fd = open(path, O_WRONLY)  // waits for the reader
            guard fd >= 0 else { return }
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }.start()
        let result = try DocumentReader.read(path: path, displayName: "piped.json")
        XCTAssertEqual(result.document.title, "Piped")
        XCTAssertEqual(result.document.questionCount, 5_000)
    }

    func testDuplicateExplicitIDs() {
        XCTAssertEqual(error(#"{"title": "T", "sections": [{"id": "a", "title": "A", "questions": [{"id": "a", "question": "Q", "answer": "x"}]}]}"#),
                       "hostile.json:1:76: error: duplicate id \"a\"")
    }

    func testMarkupAndHTMLEverywhere() throws {
        let evil = "<b>x</b> <script>alert(1)</script> &amp; <span foreground='red'>r</span> <a href='javascript:x'>j</a>"
        let escaped = evil.replacingAll("\"", with: "\\\"")
        let json = #"{"title": "\#(escaped)", "sections": [{"title": "\#(escaped)", "questions": [{"question": "\#(escaped)", "answer": "\#(escaped)"}]}]}"#
        let document = try DocumentReader.decode(Array(json.utf8), file: "evil.json").document
        XCTAssertEqual(document.title, evil, "titles are text, shown as they are")
        let markup = MarkdownRenderer.pangoMarkup(fromMarkdown: document.sections[0].questions[0].answer)
        XCTAssertNoThrow(try PangoMarkupChecker.check(markup))
        XCTAssertFalse(markup.contains("<span") || markup.contains("<a ") || markup.contains("javascript"), markup)
        let page = "<html><script type=\"application/ld+json\">{\"@type\": \"FAQPage\", \"mainEntity\": [{\"@type\": \"Question\", \"name\": \"<i>Q</i>\", \"acceptedAnswer\": {\"text\": \"<p onclick='x'>A <a href='javascript:alert(1)'>link</a> <img src=x onerror=alert(1)></p>\"}}]}</script></html>"
        let imported = try DocumentReader.decode(Array(page.utf8), file: "evil.html").document
        XCTAssertEqual(imported.sections[0].questions[0].question, "Q")
        XCTAssertEqual(MarkdownRenderer.pangoMarkup(fromMarkdown: imported.sections[0].questions[0].answer), "A link")
    }

    func testRightToLeftAndEmoji() throws {
        let json = #"{"title": "שאלות 🎉", "sections": [{"title": "قسم", "questions": [{"question": "ما هذا؟ 👩🏽‍💻", "answer": "**نعم** 😀"}]}]}"#
        let result = try DocumentReader.decode(Array(json.utf8), file: "rtl.json")
        XCTAssertEqual(result.document.title, "שאלות 🎉")
        XCTAssertEqual(result.document.sections[0].id, "قسم", "IDs keep letters of any script")
        XCTAssertEqual(MarkdownRenderer.pangoMarkup(fromMarkdown: result.document.sections[0].questions[0].answer), "<b>نعم</b> 😀")
    }
}

final class JSONLDFormatTests: XCTestCase {
    // Questions from the public-domain docutils FAQ.
    let faqPage = """
    {"@context": "https://schema.org", "@type": "FAQPage", "name": "Docutils FAQ", "mainEntity": [
      {"@type": "Question", "@id": "https://example.org/faq#what-is-docutils", "name": "What is Docutils?",
       "acceptedAnswer": {"@type": "Answer", "text": "<p>Docutils is a system for processing <strong>plaintext documentation</strong>.</p>"}},
      {"@type": "Question", "name": "What is reStructuredText?",
       "acceptedAnswer": {"@type": "Answer", "text": "<p>An easy-to-read markup syntax:</p><ul><li>what you see</li><li>is what you get</li></ul>"}}
    ]}
    """

    func testFAQPageJSON() throws {
        let result = try DocumentReader.decode(Array(faqPage.utf8), file: "faq.jsonld")
        let document = result.document
        XCTAssertEqual(document.title, "Docutils FAQ")
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.questionCount, 2)
        let first = document.sections[0].questions[0]
        XCTAssertEqual(first.id, "what-is-docutils")
        XCTAssertEqual(first.answer, "Docutils is a system for processing **plaintext documentation**\\.")
        XCTAssertEqual(MarkdownRenderer.pangoMarkup(fromMarkdown: document.sections[0].questions[1].answer),
                       "An easy-to-read markup syntax:\n\n• what you see\n• is what you get")
    }

    func testGraphAndSavedPageWithSeveralScripts() throws {
        let graph = #"{"@context": "https://schema.org", "@graph": [{"@type": "WebPage"}, "# + faqPage + "]}"
        XCTAssertEqual(try DocumentReader.decode(Array(graph.utf8), file: "g.json").document.questionCount, 2)
        let page = """
        <!DOCTYPE html><html><head><title>Help page</title>
        <script type="application/ld+json">{"@type": "Organization", "name": "Acme"}</script>
        <script type="application/ld+json">\(faqPage)</script>
        <script type="application/ld+json">{ broken</script>
        </head><body><h1>Help</h1></body></html>
        """
        let result = try DocumentReader.decode(Array(page.utf8), file: "saved.html")
        XCTAssertEqual(result.document.questionCount, 2)
        XCTAssertEqual(result.warnings.count, 1, "the broken script is skipped with a warning")
        let brokenLine = page.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("{ broken") }! + 1
        XCTAssertTrue(result.warnings[0].description.hasPrefix("saved.html:\(brokenLine):1: warning: a JSON-LD script is skipped"), result.warnings[0].description)
    }

    func testPageWithoutFAQ() {
        XCTAssertThrowsError(try DocumentReader.decode(Array("<html><body>Nothing</body></html>".utf8), file: "p.html"))
    }
}

final class MarkdownFormatTests: XCTestCase {
    func testTitleSectionsQuestionsAndDescriptions() throws {
        let text = "---\ntitle: x\n---\n# Help\n\nAll about it.\n\n## Account\n\nAbout accounts.\n\n### How?\n\nLike *this*.\n\n#### Detail\n\nMore.\n\n## Billing\n\n### Refund?\n\nYes.\n"
        let document = try DocumentReader.decode(Array(text.utf8), file: "help.md").document
        XCTAssertEqual(document.title, "x", "front matter's title names the document")
        XCTAssertEqual(document.description, "All about it.")
        XCTAssertEqual(document.sections.map(\.title), ["Account", "Billing"])
        XCTAssertEqual(document.sections[0].description, "About accounts.")
        XCTAssertEqual(document.sections[0].questions[0].answer, "Like *this*.\n\n### Detail\n\nMore.",
                       "the sub-headings of a heading that asks a question stay in its answer, below it")
    }

    func testDetailsBlocksAreQuestions() throws {
        let text = "# FAQ\n\n<details>\n<summary>Is it free?</summary>\n\nYes, **free**.\n\n</details>\n\n<details><summary>Inline?</summary>All in one block.</details>\n"
        let document = try DocumentReader.decode(Array(text.utf8), file: "d.md").document
        XCTAssertEqual(document.sections[0].questions.map(\.question), ["Is it free?", "Inline?"])
        XCTAssertEqual(document.sections[0].questions[0].answer, "Yes, **free**.")
        XCTAssertEqual(document.sections[0].questions[1].answer, "All in one block.")
    }

    func testDetectedByContentNotExtension() throws {
        let markdown = "# T\n\n## Q one\n\nA.\n"
        XCTAssertEqual(try DocumentReader.decode(Array(markdown.utf8), file: "faq.txt").document.questionCount, 1)
        let json = #"{"title": "T", "sections": []}"#
        XCTAssertEqual(try DocumentReader.decode(Array(json.utf8), file: "faq.txt").document.title, "T")
    }
}
