import XCTest
@testable import FAQ

/// Man pages written with the mdoc(7) macros (BSD's, and cgit's FAQ): `.Sh`/`.Ss` headings,
/// `.Bl -tag` lists whose `.It` entries ask, inline macros marking up words, literal displays.
final class ManPageMdocTests: XCTestCase {
    func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "faq.7").document
    }

    /// cgit's FAQ: `.Ss` questions under one `.Sh`, inline macros in their answers.
    func testSubsectionQuestionsWithInlineMacros() throws {
        let page = """
        .Dd February 13, 2022
        .Dt FAQ 7
        .Os
        .
        .Sh Frequently Asked Questions
        This is a compilation of
        frequently asked questions.
        .
        .Ss Why doesn't cgit find my repo?
        This is most likely
        due to permission problems.
        .
        .Ss Why does cgit complain about my repo?
        You may have set
        .Cm repo.path
        to the working directory \\(em
        it should point at
        .Ev $GITDIR ,
        i.e. the
        .Pa .git
        directory.
        Try
        .Ql git show
        and see
        .Xr git-config 1 .
        .Pp
        Run it with
        .Fl v Ar file .
        """
        let document = try read(page)
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(questions(document), ["Why doesn't cgit find my repo?", "Why does cgit complain about my repo?"])
        XCTAssertEqual(answer(document, "Why does cgit complain about my repo?"),
                       "You may have set **repo.path** to the working directory — it should point at `$GITDIR`, i.e. the "
                       + "*.git* directory. Try ‘`git show`’ and see **git-config(1)**.\n\nRun it with **-v** *file*.")
    }

    /// A `.Bl -tag` list whose `.It` tags ask, under `.Sh` groups: the tags are the questions;
    /// a bullet list inside an answer and a literal display stay its text.
    func testTaggedListEntriesThatAskUnderGroups() throws {
        let page = """
        .Dd May 1, 2023
        .Dt WIDGET-FAQ 7
        .Os
        .Sh NAME
        .Nm widget-faq
        .Nd questions about widget
        .Sh INSTALLING
        .Bl -tag -width Ds
        .It Why does Nm No fail to build?
        Install the headers first:
        .Bd -literal -offset indent
        apt install libwidget-dev
        .Ed
        .It How do I install it system-wide?
        Run
        .Dq make install
        as root.
        .El
        .Sh USING
        .Bl -tag -width Ds
        .It What formats does it read?
        Two:
        .Bl -bullet
        .It
        plain text,
        .It
        and JSON.
        .El
        .It Where are bugs reported?
        At
        .Lk https://example.org/bugs the tracker .
        .El
        """
        let document = try read(page)
        XCTAssertEqual(groups(document), ["INSTALLING", "USING"])
        XCTAssertEqual(questions(document), ["Why does widget-faq fail to build?", "How do I install it system-wide?",
                                             "What formats does it read?", "Where are bugs reported?"])
        let make = try XCTUnwrap(answer(document, "Why does widget-faq fail to build?"))
        XCTAssertTrue(make.contains("```\napt install libwidget-dev\n```"), make)
        XCTAssertEqual(answer(document, "How do I install it system-wide?"), "Run “make install” as root.")
        let formats = try XCTUnwrap(answer(document, "What formats does it read?"))
        XCTAssertTrue(formats.contains("plain text,") && formats.contains("and JSON."), formats)
        XCTAssertEqual(answer(document, "Where are bugs reported?"), "At [the tracker](<https://example.org/bugs>).")
    }

    func testInlineMacrosJoinTheirPunctuationAndQuotes() {
        func text(_ words: [MdocMacros.Word]) -> String {
            words.enumerated().map { ($0.offset > 0 && $0.element.spaceBefore ? " " : "") + $0.element.text }.joined()
        }
        XCTAssertEqual(text(MdocMacros.words(["file", ",", "then", "Ns", "x", "."], macro: "Pa")), "file, thenx.")
        XCTAssertEqual(text(MdocMacros.words(["a", "b"], macro: "Dq")), "“a b”")
        XCTAssertEqual(text(MdocMacros.words(["a", "."], macro: "Pq")), "(a).")
        XCTAssertEqual(text(MdocMacros.words(["v", "Ar", "file"], macro: "Fl")), "-v file")
        XCTAssertEqual(text(MdocMacros.words([], macro: "Fl")), "-")
        XCTAssertEqual(text(MdocMacros.words(["ls", "1", ","], macro: "Xr")), "ls(1),")
        XCTAssertNil(MdocMacros.meaning("XY", []), "no mdoc macro")
    }
}
