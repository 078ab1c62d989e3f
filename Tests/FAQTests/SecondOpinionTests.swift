import XCTest
@testable import FAQ

/// A file whose format only its content told (`FAQ`, `notes.txt`) is read as plain text too
/// when the sniffed format refuses it or the misread guard warns about its reading; the plain
/// reading is kept only when the guard accepts it (or nothing else opened the file).
final class SecondOpinionTests: XCTestCase {
    func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    /// Numbered questions whose answers hold root prompts (`# cmd`): Markdown by its marks.
    let rootPrompts = (1...6).map { n in
        "\(n). How do I do thing number \(n)?\n\nAs root, run it:\n\n# tool --do \(n)\n\nThen check that thing \(n) is done. Is it? It should be.\n"
    }.joined(separator: "\n")

    func testARootPromptDoesNotMakeAPlainTextFAQMarkdown() throws {
        XCTAssertEqual(DocumentFormat.detection(Array(rootPrompts.utf8), fileName: "FAQ"), .init(format: .markdown, sniffed: true))
        let result = try read(rootPrompts, file: "FAQ")
        XCTAssertEqual(result.importer, "plain text (numbered entries)")
        XCTAssertEqual(result.document.questionCount, 6)
        XCTAssertNil(result.misread)
        XCTAssertTrue(result.document.sections[0].questions[2].answer.contains("# tool --do 3"))
    }

    func testAnExtensionIsTheAuthorsWordAndGetsNoSecondReading() throws {
        XCTAssertEqual(DocumentFormat.detection(Array(rootPrompts.utf8), fileName: "faq.md"), .init(format: .markdown, sniffed: false))
        let result = try read(rootPrompts, file: "faq.md")
        XCTAssertEqual(result.importer, "Markdown")
        XCTAssertNotNil(result.misread, "read as Markdown, and said to be doubtful")
        XCTAssertNil(DocumentFormat.detection(Array(rootPrompts.utf8), fileName: "faq.c").map(\.sniffed).flatMap { $0 ? true : nil },
                     "a name the plain-text reader would not take gets no second reading")
    }

    func testASniffedReadingTheGuardAcceptsStays() throws {
        let text = "# Widget FAQ\n\n## How do I start?\n\nRun it.\n\n## How do I stop?\n\nPress q.\n"
        let result = try read(text, file: "FAQ")
        XCTAssertEqual(result.importer, "Markdown")
        XCTAssertEqual(result.document.questionCount, 2)
    }

    func testAFormatThatRefusesTheFileLeavesItToPlainText() throws {
        // Two `~~~` underlines make it look like reStructuredText, whose paragraphs join each
        // `Q:` line to its `A:` line: stated topics that ask nothing give it no question.
        let text = """
        Notes
        ~~~~~

        Q: Installing on Windows
        A: Use the installer.

        Q: Running it at boot
        A: Add it to cron.

        Q: Licence terms
        A: It is free.

        Q: Reporting bugs
        A: Mail us.

        Thanks
        ~~~~~~
        """
        XCTAssertEqual(DocumentFormat.detection(Array(text.utf8), fileName: "FAQ")?.format, .restructuredText)
        let result = try read(text, file: "FAQ")
        XCTAssertEqual(result.importer, "plain text (Q/A pairs)")
        XCTAssertEqual(result.document.questionCount, 4)
    }

    func testAWarnedReadingIsNotExchangedForAnotherWarnedOne() throws {
        let markdown = try SecondOpinion.reading(rootPrompts, as: .markdown, file: "FAQ")
        XCTAssertNotNil(markdown.finding)
        // Plain text that reads nothing better: an answer full of questions the reader cannot split.
        let text = "# Tool\n\n## Usage\n\nHow do I start it? Run it. How do I stop it?\n\nWhat if it hangs?\n\nWhy is it slow?\n\nCan I speed it up?\n\nWhere are the logs?\n"
        let result = try read(text, file: "FAQ")
        XCTAssertEqual(result.importer, "Markdown")
        XCTAssertNotNil(result.misread, "the sniffed reading keeps its warning")
    }
}
