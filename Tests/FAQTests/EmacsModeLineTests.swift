import XCTest
@testable import FAQ

/// Emacs's file variables (`-*- outline -*-`) on a FAQ's first line are an editor's settings,
/// never the document's words; an outline-mode FAQ (read by the Org reader) is titled by its
/// first line underlined in `=`.
final class EmacsModeLineTests: XCTestCase {
    func read(_ text: String, file: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    /// Every text a reader sees: the title, the description, and each section's and question's.
    func shownTexts(_ document: FAQDocument) -> [String] {
        [document.title, document.description ?? ""] + document.allSections.flatMap { entry in
            [entry.section.title, entry.section.description ?? ""] + entry.section.questions.flatMap { [$0.question, $0.answer] }
        }
    }

    static let outline = """
    CCZE Frequently Asked Questions\t\t\t\t-*- outline -*-
    ===============================

    * Compiling

    ** CCZE compiles fine, but dies with a relocation error.

    Pass the `--with-builtins=all' option to configure.

    * Usage

    ** Can I combine two files in one terminal?

    Of course!

    ** Is there an easy way to follow the html output in a browser?

    Naturally.
    """

    func testAnOutlineModeFAQIsTitledByItsUnderlinedFirstLineWithoutTheModeLine() throws {
        let document = try read(Self.outline, file: "FAQ")
        XCTAssertEqual(document.title, "CCZE Frequently Asked Questions")
        XCTAssertEqual(document.sectionCount, 2)
        XCTAssertEqual(document.questionCount, 3)
        XCTAssertEqual(shownTexts(document).filter { $0.contains("-*-") || $0.contains("====") }, [])
    }

    func testAModeLineAfterATitleInMarkdownIsLeftOut() throws {
        let markdown = """
        # Widget FAQ  -*- mode: markdown; coding: utf-8 -*-

        ## How do I start?

        Run it.

        ## How do I stop?

        Press q.
        """
        let document = try read(markdown, file: "FAQ.md")
        XCTAssertEqual(document.title, "Widget FAQ")
        XCTAssertEqual(document.questionCount, 2)
    }

    func testOnlyTheFirstLineOrTheOneAfterAShebangIsAModeLine() {
        XCTAssertEqual(EmacsModeLine.removed(from: "Title -*- text -*-\nbody"), "Title\nbody")
        XCTAssertEqual(EmacsModeLine.removed(from: "-*- text -*-\nbody"), "\nbody", "a line of nothing else goes blank")
        XCTAssertEqual(EmacsModeLine.removed(from: "#!/bin/sh\nTitle -*- sh -*-\nbody"), "#!/bin/sh\nTitle\nbody")
        XCTAssertEqual(EmacsModeLine.removed(from: "Title\nMore -*- text -*-\n"), "Title\nMore -*- text -*-\n", "the second line counts only after #!")
        XCTAssertEqual(EmacsModeLine.removed(from: ".. -*- coding: utf-8 -*-\nText"), ".. -*- coding: utf-8 -*-\nText", "a comment is its format's")
        XCTAssertEqual(EmacsModeLine.removed(from: "Title -*- unclosed\nbody"), "Title -*- unclosed\nbody")
        XCTAssertEqual(EmacsModeLine.removed(from: "Title -*- text -*- (draft)\nbody"), "Title (draft)\nbody")
    }
}
