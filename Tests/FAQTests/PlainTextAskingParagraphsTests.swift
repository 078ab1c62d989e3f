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
        XCTAssertNil(PlainTextPatterns.askingParagraphs(PlainTextLines(prose.joined(separator: "\n\n")), titles: [], fileNamesFAQ: true))
        XCTAssertEqual(PlainTextPatterns.askingParagraphs(PlainTextLines(prose.prefix(15).joined(separator: "\n\n")), titles: [], fileNamesFAQ: true)?.headings.count, 3,
                       "three in fifteen paragraphs are a fifth")
    }

    /// An essay that asks itself questions in three of its eight paragraphs, in a file not named
    /// FAQ, is prose: refused, not opened as three questions. Named FAQ, or called one at its
    /// top, the same paragraphs are entries.
    func testAnEssayAskingInAFewParagraphsIsNoFAQUnlessCalledOne() throws {
        var essay = (1...8).map { "In the spring of year \($0) the river rose over its banks and the mill\nstood idle for weeks while the village waited." }
        essay[1] = "Why did the mill never move to higher ground?\nThe miller's family had built it there four generations before."
        essay[4] = "What did the village live on in those weeks?\nMostly on the stores that the autumn had left in the cellars."
        essay[6] = "Could the river have been tamed?\nNot with the tools and the money that anyone had at the time."
        let text = essay.joined(separator: "\n\n")
        XCTAssertThrowsError(try DocumentReader.decode(Array(text.utf8), file: "river.txt"))
        XCTAssertNil(PlainTextPatterns.askingParagraphs(PlainTextLines(text), titles: []))
        XCTAssertEqual(PlainTextPatterns.askingParagraphs(PlainTextLines(text), titles: [], fileNamesFAQ: true)?.headings.count, 3)
        XCTAssertEqual(PlainTextPatterns.askingParagraphs(PlainTextLines("Mill FAQ\n\n" + text), titles: [])?.headings.count, 3)
    }

    /// A mail thread's replies, each opening with a question to the last writer, in a file not
    /// named FAQ, open no FAQ.
    func testAMailThreadIsNoFAQ() {
        let thread = """
            From: Anna <anna@example.org>
            Subject: Re: the build fails on arm64
            Date: Tue, 3 Mar 2026 10:12:00 +0100

            Did you try a clean build?
            I had the same error until I removed the old objects.

            Thanks for the logs, they help a lot. The linker picks up the system's
            copy of the library and not the one we ship, and that is where it breaks.
            I will look at the search path tomorrow morning and write back to the list.

            Which compiler version is that?
            Ours is the one from the distribution, twelve point two.

            From: Ben <ben@example.org>
            Subject: Re: the build fails on arm64

            That was it, the clean build works. Sorry for the noise, and thank you
            both for the quick answers on a weekend. I owe you a coffee in Brno.

            Shall I send a patch for the documentation?
            It should say to clean first when the toolchain changes.

            Best regards,
            Ben

            """
        XCTAssertThrowsError(try DocumentReader.decode(Array(thread.utf8), file: "thread.txt"))
        XCTAssertNil(PlainTextPatterns.askingParagraphs(PlainTextLines(thread), titles: []))
    }

    /// A title above them that names questions lets paragraphs whose answers run over several
    /// paragraphs each be entries, in a file not named FAQ; a sentence that mentions "the
    /// project FAQ" is no such title.
    func testATitleNamingQuestionsCallsThemAFAQButASentenceMentioningOneDoesNot() throws {
        let answerPair = "Frob opens a raw socket at start, and only a privileged\nprocess may do that.\n\nYou can give the binary the capability instead."
        let entries = ["Why does frob need root to start?", "How do I change the port?", "Can frob run in a container?"]
            .map { $0 + "\n" + answerPair }.joined(separator: "\n\n")
        let titled = "Common questions about frob\n\n" + entries + "\n"
        XCTAssertEqual(questions(try DocumentReader.decode(Array(titled.utf8), file: "/srv/frob/questions.txt").document).count, 3)
        let mentioned = "This note is not part of the project FAQ; it is the story of the mill\nas the old miller told it.\n\n" + entries + "\n"
        XCTAssertThrowsError(try DocumentReader.decode(Array(mentioned.utf8), file: "/home/ana/mill.txt"))
    }

    /// Mundomiel: after paragraphs opening with their questions, questions alone on their lines,
    /// set in or written in capitals, over answers of several paragraphs at the margin.
    func testAQuestionAloneOnItsLineSetInOrInCapitalsOverItsAnswer() throws {
        let text = """
            ¿Es Miel Pura?
            Sí, si no fuera pura ya no sería Miel.

            ¿De quién son las Abejas?
            Las abejas son nuestras.

            ¿Cuánto dura la miel?
            Pasarán varias generaciones.

            SABÍAS QUE...

                ¿DE QUÉ PARTE VIENEN NUESTRAS MIELES?

            Nuestras mieles son cosechadas en la zona sur.

            Nuestra miel de Quillay proviene de la zona central.

            ¿POR QUÉ UNA MIEL ES MÁS DURA?

            La consistencia depende del tiempo.

            """
        let document = try read(text).document
        XCTAssertEqual(questions(document), ["¿Es Miel Pura?", "¿De quién son las Abejas?", "¿Cuánto dura la miel?",
                                             "¿DE QUÉ PARTE VIENEN NUESTRAS MIELES?", "¿POR QUÉ UNA MIEL ES MÁS DURA?"])
        XCTAssertEqual(answer(document, "¿DE QUÉ PARTE VIENEN NUESTRAS MIELES?"),
                       "Nuestras mieles son cosechadas en la zona sur.\n\nNuestra miel de Quillay proviene de la zona central.")
        // A question of the text's own at the margin, in ordinary case, over the next paragraph is the text's.
        let asked = text.replacingOccurrences(of: "¿POR QUÉ UNA MIEL ES MÁS DURA?", with: "¿Y por qué una miel es más dura?")
        XCTAssertFalse(questions(try read(asked).document).contains("¿Y por qué una miel es más dura?"))
    }
}
