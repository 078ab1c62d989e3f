import XCTest
@testable import FAQ

/// AsciiDoc FAQs made of titled blocks (`.Title` over an open, example or sidebar block): every
/// titled block is an entry, its title asking or not; titled blocks among paragraphs, or under a
/// heading that asks, are examples.
final class AsciiDocTitledBlocksTests: XCTestCase {
    func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "faq.asciidoc").document
    }

    func testEveryTitledBlockIsAnEntryWhenTheyMakeTheDocument() throws {
        let document = try read("""
        [panel,primary]
        .Je n'arrive pas à créer mes équipements
        --
        Les équipements sont créés à la réception de la première image.
        --

        .Aucune image n'est sauvegardée
        --
        Il faut aller dans la log.
        --

        .Je souhaite mettre 21 pour le port
        ====
        Le daemon ne peut écouter sur le port 21.
        ====

        .Warum ist das Plugin kostenlos?
        --
        Damit jeder es nutzen kann.
        --

        Ich möchte frühere Änderungen im Code ansehen?
        --
        Das ist alles über GitHub möglich.
        --
        """)
        XCTAssertEqual(document.questionCount, 5)
        XCTAssertEqual(document.sections.flatMap { $0.questions.map(\.question) }, [
            "Je n'arrive pas à créer mes équipements", "Aucune image n'est sauvegardée", "Je souhaite mettre 21 pour le port",
            "Warum ist das Plugin kostenlos?", "Ich möchte frühere Änderungen im Code ansehen?"])
        XCTAssertEqual(document.sections.first?.questions.first?.answer, "Les équipements sont créés à la réception de la première image.")
        XCTAssertNil(document.description)
    }

    func testTitledBlocksAmongParagraphsAreExamples() throws {
        let document = try read("""
        = Manual

        == Can I configure the port?

        Yes, in the settings file. Its syntax is shown below.

        .A port setting
        ====
        port = 8080
        ====

        .Another setting
        ====
        host = example.org
        ====

        .A third setting
        ====
        user = me
        ====

        == Does it run on Windows?

        No.
        """)
        XCTAssertEqual(document.questionCount, 2, "under a heading that asks, titled blocks are its answer's")
        XCTAssertThrowsError(try read("""
        The first paragraph explains the settings.

        .A port setting
        ====
        port = 8080
        ====

        The second paragraph explains more.

        .Another setting
        ====
        host = example.org
        ====

        A third paragraph.

        .A third setting
        ====
        user = me
        ====
        """), "titled blocks between paragraphs of text are examples: no entries, so refused")
    }

    func testHeadingsOverTheirExamplesAreTheEntries() throws {
        // A guide whose headings (asking nothing) each stand over an example or two: the headings are the entries.
        let document = try read("""
        = Deployment Guide

        == Installing on Linux

        .Example: Debian
        ====
        apt install foo
        ====

        .Example: Fedora
        ====
        dnf install foo
        ====

        == Installing on Windows

        .Example: winget
        ====
        winget install foo
        ====

        == Configuring the server

        .Minimal configuration
        ====
        port = 80
        ====
        """)
        XCTAssertEqual(document.sections.flatMap { $0.questions.map(\.question) },
                       ["Installing on Linux", "Installing on Windows", "Configuring the server"])
    }

    func testARunOfAttributeLinesCostsLinearTime() throws {
        // Each line used to look ahead over every attribute line after it: 40,000 took 49 s.
        let lines = Array(repeating: "[role=x]", count: 20_000) + [".Is it free?", "--", "Yes.", "--"]
        XCTAssertFalse(AsciiDocTitledBlocks.shapeDocument(lines))
        XCTAssertNotNil(AsciiDocTitledBlocks.entry(lines, at: 20_000))
        XCTAssertNil(AsciiDocTitledBlocks.entry(lines, at: 0), "an attribute line opens no entry")
    }

    func testTwoTitledBlocksMakeNoDocumentOfThem() throws {
        XCTAssertThrowsError(try read("""
        .First note
        --
        Text.
        --

        .Second note
        --
        More text.
        --
        """), "two notes are no FAQ")
    }
}
