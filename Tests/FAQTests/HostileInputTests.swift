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
        XCTAssertEqual(error("", name: "empty.md"), "empty.md: error: no questions found in this Markdown: expected headings with text under them (or <details> blocks, “**Question?**” lines, “* Question?” bullets, definition lists or <Accordion title=…> components)")
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
        XCTAssertFalse(texts(of: AnswerBlocks.parse(document.sections[0].questions[0].answer)).contains { $0.plainText.contains("\u{0}") })
    }

    func testTenThousandDeepSections() {
        let message = error(nestedSections(depth: 10_000)) ?? ""
        XCTAssertTrue(message.contains("nested more than 512 levels deep"), message)
    }

    func testDeeplyNestedMarkdownAndHTML() throws {
        let quotes = "# T\n## Q\n" + String(repeating: ">", count: 10_000) + " deep\n\n" + String(repeating: "- ", count: 5_000) + "x\n"
        let document = try DocumentReader.decode(Array(quotes.utf8), file: "deep.md").document
        XCTAssertEqual(document.questionCount, 1)
        XCTAssertFalse(texts(of: AnswerBlocks.parse(document.sections[0].questions[0].answer)).isEmpty)
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

    /// Reads `path` on another thread; nil if it has not returned within `seconds`.
    func readWithin(_ seconds: Double, path: String, name: String) -> String? {
        let done = DispatchSemaphore(value: 0)
        let outcome = NSLock()
        nonisolated(unsafe) var message: String?
        Thread {
            let text: String
            do { text = "read \(try DocumentReader.read(path: path, displayName: name).document.title)" } catch { text = String(describing: error) }
            outcome.withLock { message = text }
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return outcome.withLock { message }
    }

    func testANamedPipeIsRefusedWithoutWaitingForAWriter() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("faq-pipe-\(getpid()).json").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        defer {
            // Lets a reader that did block go (open for writing without waiting, then close).
            let fd = open(path, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
            unlink(path)
        }
        let message = readWithin(5, path: path, name: "pipe.json")
        XCTAssertEqual(message, "pipe.json: error: this is a named pipe (FIFO), not a regular file: FAQ Browser opens only regular files",
                       "opening a FIFO returns at once with an error")
    }

    func testDevicesAndFoldersAreRefused() {
        XCTAssertEqual(readWithin(5, path: "/dev/zero", name: "zero"),
                       "zero: error: this is a device, not a regular file: FAQ Browser opens only regular files")
        XCTAssertEqual(readWithin(5, path: NSTemporaryDirectory(), name: "tmp"), "tmp: error: this is a folder, not a FAQ file")
    }

    func testASymbolicLinkLoopIsReportedAsALoop() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("faq-loop-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.json").path, b = folder.appendingPathComponent("b.json").path
        XCTAssertEqual(symlink(b, a), 0)
        XCTAssertEqual(symlink(a, b), 0)
        XCTAssertEqual(readWithin(5, path: a, name: "a.json"), "a.json: error: the path goes round in a loop of symbolic links")
        XCTAssertEqual(readWithin(5, path: folder.appendingPathComponent("missing.json").path, name: "missing.json"),
                       "missing.json: error: no such file")
    }

    func testControlCharactersAreDroppedFromTitlesAndQuestions() throws {
        let json = #"{"title": "Help\u001b]0;pwned\u0007 me", "sections": [{"title": "A\u0085B\tC", "questions": [{"question": "Q\u001b[2J?\nnext", "answer": "x\u001by"}]}]}"#
        let document = try DocumentReader.decode(Array(json.utf8), file: "c.json").document
        XCTAssertEqual(document.title, "Help]0;pwned me")
        XCTAssertEqual(document.sections[0].title, "AB\tC", "tab stays")
        XCTAssertEqual(document.sections[0].questions[0].question, "Q[2J?\nnext", "newline stays")
        XCTAssertEqual(document.sections[0].questions[0].answer, "x\u{1B}y", "answers are Markdown, rendered escaped, not cleaned here")
    }

    func testABidiOverrideInATitleEndsWithTheTitle() throws {
        // U+202E (right-to-left override) left open would reverse whatever is shown after the title.
        let json = #"{"title": "\u202Eexe.live", "sections": [{"title": "\u2067\u202Bx", "questions": [{"question": "ok\u202C\u2069", "answer": "\u202Ekeep"}]}]}"#
        let document = try DocumentReader.decode(Array(json.utf8), file: "b.json").document
        XCTAssertEqual(document.title, "\u{202E}exe.live\u{202C}")
        XCTAssertEqual(document.sections[0].title, "\u{2067}\u{202B}x\u{202C}\u{2069}", "closed innermost first")
        XCTAssertEqual(document.sections[0].questions[0].question, "ok", "closers with nothing open are dropped")
        XCTAssertEqual(document.sections[0].questions[0].answer, "\u{202E}keep", "answers keep their bidi text")
    }

    func testAFileNameCannotReorderItsMessages() {
        // "evil‮nosj.exe" would show as "evilexe.json…" and reverse the message after it.
        let problem = DocumentProblem(file: "evil\u{202E}nosj.exe", position: SourcePosition(line: 1, column: 2), message: TranslatableText("m"))
        XCTAssertEqual(problem.description, "evil\\u{202E}nosj.exe:1:2: error: m")
        XCTAssertEqual(DocumentProblem(file: "a\u{1B}b", path: "x.\u{2067}", message: TranslatableText("m")).description, "a\\u{1B}b: error: x.\\u{2067}: m")
    }

    func testLongAndHostileKeysAndIDsAreQuotedShortInMessages() throws {
        let key = String(repeating: "k", count: 10_000)
        let json = #"{"title": "T", "\#(key)": 1, "\u001b]0;x\u0007": 2, "sections": []}"#
        let warnings = try DocumentReader.decode(Array(json.utf8), file: "k.json").warnings.map(\.description)
        XCTAssertEqual(warnings.count, 2)
        XCTAssertTrue(warnings.allSatisfy { $0.count < 200 }, "\(warnings.map(\.count))")
        XCTAssertTrue(warnings[0].contains("\"" + String(repeating: "k", count: 80) + "…\""), warnings[0])
        XCTAssertTrue(warnings[1].contains(#""\u{1B}]0;x\u{07}""#), warnings[1])
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
        let answer = texts(of: AnswerBlocks.parse(document.sections[0].questions[0].answer))
        XCTAssertTrue(answer.allSatisfy { $0.runs.allSatisfy { $0.style.isEmpty && $0.link == nil } }, "\(answer)")
        XCTAssertFalse(answer.contains { $0.plainText.contains("javascript") }, "\(answer)")
        let page = "<html><script type=\"application/ld+json\">{\"@type\": \"FAQPage\", \"mainEntity\": [{\"@type\": \"Question\", \"name\": \"<i>Q</i>\", \"acceptedAnswer\": {\"text\": \"<p onclick='x'>A <a href='javascript:alert(1)'>link</a> <img src=x onerror=alert(1)></p>\"}}]}</script></html>"
        let imported = try DocumentReader.decode(Array(page.utf8), file: "evil.html").document
        XCTAssertEqual(imported.sections[0].questions[0].question, "Q")
        XCTAssertEqual(AnswerBlocks.parse(imported.sections[0].questions[0].answer), [.paragraph(InlineText("A link"))])
    }

    func testRightToLeftAndEmoji() throws {
        let json = #"{"title": "שאלות 🎉", "sections": [{"title": "قسم", "questions": [{"question": "ما هذا؟ 👩🏽‍💻", "answer": "**نعم** 😀"}]}]}"#
        let result = try DocumentReader.decode(Array(json.utf8), file: "rtl.json")
        XCTAssertEqual(result.document.title, "שאלות 🎉")
        XCTAssertEqual(result.document.sections[0].id, "قسم", "IDs keep letters of any script")
        XCTAssertEqual(texts(of: AnswerBlocks.parse(result.document.sections[0].questions[0].answer)).map(\.notation), ["**نعم** 😀"])
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
        XCTAssertEqual(AnswerBlocks.parse(document.sections[0].questions[1].answer), [
            .paragraph(InlineText("An easy-to-read markup syntax:")),
            .list(AnswerList(isOrdered: false, items: [.init(blocks: [.paragraph(InlineText("what you see"))]),
                                                       .init(blocks: [.paragraph(InlineText("is what you get"))])])),
        ])
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
