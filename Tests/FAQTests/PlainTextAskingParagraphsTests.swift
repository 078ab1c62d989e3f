import XCTest
@testable import FAQ

/// Paragraphs that open with their question's line, with no other mark (`PlainTextPatterns.askingParagraphs`).
final class PlainTextAskingParagraphsTests: XCTestCase {
    private func read(_ text: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: "FAQ.txt")
    }

    /// rephone: a question's line over its answer's one long line, entries parted by blank lines.
    func testAQuestionsLineOverItsAnswer() throws {
        let text = """
            Warum betreibt ihr diese Website?
            Wir sehen in diesem Projekt eine Stärkung der demokratischen Gesellschaft und des Dialogs zwischen allen.

            Seid ihr die Erfinder dieser Protestform?
            Nein, schon vor uns wurde zu Protestanrufen aufgerufen, etwa mit dem Pi-Phone.

            Werdet ihr für eure Arbeit bezahlt?
            Nein, wir arbeiten ehrenamtlich an diesem Projekt.

            """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (paragraphs opening with their questions)")
        XCTAssertEqual(questions(result.document), ["Warum betreibt ihr diese Website?", "Seid ihr die Erfinder dieser Protestform?",
                                                    "Werdet ihr für eure Arbeit bezahlt?"])
        XCTAssertEqual(answer(result.document, "Werdet ihr für eure Arbeit bezahlt?"), "Nein, wir arbeiten ehrenamtlich an diesem Projekt.")
    }

    /// Byzantium: answers of several wrapped paragraphs; questions wrapped over two lines, one
    /// closing in a quotation, one going on with an exclamation after its "?".
    func testWrappedQuestionsOverAnswersOfSeveralParagraphs() throws {
        let text = """
            What are the goals of Project Byzantium?
            The goal of Byzantium is to develop and maintain a distribution of Linux
            which can run from removable media without needing to be installed.

            We will also write an ebook and translate it into different languages which
            explains how Byzantium works in a manner which is easy to understand.

            Aren't meshes notoriously unreliable/inefficient/noisy/unworkable?  Or, "Why
            aren't you using the FooMesh routing protocol?"
            Early mesh networks weren't very good.  The first experiments with mesh
            networking were slow and lossy.

            If Byzantium is a live distribution of Linux, how can I use the mesh?  I
            don't know anything about Linux, I just have an iPhone!
            While it's great if you boot Byzantium and set up a mesh node, you don't have
            to: a phone joins the mesh as any wireless client would.

            """
        let found = questions(try read(text).document)
        XCTAssertEqual(found.count, 3, "\(found)")
        XCTAssertEqual(found[1], "Aren't meshes notoriously unreliable/inefficient/noisy/unworkable? Or, \"Why aren't you using the FooMesh routing protocol?\"")
        XCTAssertTrue(found[2].hasSuffix("I just have an iPhone!"), found[2])
    }

    /// A few lines that a wrap happens to end at a "?" among many paragraphs, and quoted mail's
    /// questions, open no entries.
    func testFewAskingLinesAmongManyParagraphsAreNoFAQ() {
        var prose = (1...16).map { "Paragraph \($0) of the manual says what the tool does\nand how it is configured." }
        prose[5] = "Why would anyone want this?\nBecause builds are slow."
        prose[8] = "> Does it work on BSD?\n> Yes, on FreeBSD."
        prose[10] = "What about Windows?\nNot yet."
        prose[13] = "And the cost?\nNone at all."
        XCTAssertNil(PlainTextPatterns.askingParagraphs(PlainTextLines(prose.joined(separator: "\n\n")), titles: []))
        XCTAssertEqual(PlainTextPatterns.askingParagraphs(PlainTextLines(prose.prefix(15).joined(separator: "\n\n")), titles: [])?.headings.count, 3,
                       "three in fifteen paragraphs are a fifth")
    }
}
