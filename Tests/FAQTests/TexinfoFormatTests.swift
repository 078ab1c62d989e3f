import XCTest
@testable import FAQ

/// Texinfo sources: chapters over sections as groups of questions, `@settitle`, code and list
/// blocks, inline commands, the blocks no reader sees left out, detection by name and content,
/// and the misread guard's census of sectioning lines.
final class TexinfoFormatTests: XCTestCase {
    static let source = #"""
        \input texinfo    @c -*-texinfo-*-
        @setfilename efaq.info
        @settitle GNU Emacs FAQ
        @set VER 29.1

        @ignore
        @section Is this hidden?
        @end ignore

        @node Top
        @top The GNU Emacs FAQ

        This is the FAQ for Emacs @value{VER}.

        @menu
        * Basics::     Questions about @code{M-x}.
        @end menu

        @node Basics
        @chapter FAQ notation
        @cindex notation

        @node Basic keys
        @section What do these mean: @kbd{C-h}, @kbd{RET}?

        @itemize @bullet
        @item
        @kbd{C-@var{x}}: press the @key{Control} key and @var{x}.
        @item @kbd{M-@var{x}}: press Meta and @var{x}.
        @end itemize

        @node Extended commands
        @section What does @file{M-x @var{command}} mean?

        It runs @var{command}; see @uref{https://www.gnu.org/software/emacs/, the manual}.

        @example
        M-x execute-extended-command @{ RET @}
        @end example

        @node General
        @chapter General questions

        @node Real meaning of copyleft
        @section What is the legal meaning of the GNU copyleft?

        Ask @email{licensing@@gnu.org}.@footnote{Or a lawyer.}

        @bye
        """#

    func testChaptersGroupSectionQuestions() throws {
        let result = try DocumentReader.decode(Array(Self.source.utf8), file: "efaq.texi")
        let document = result.document
        XCTAssertEqual(result.importer, "Texinfo")
        XCTAssertEqual(document.title, "GNU Emacs FAQ")
        XCTAssertEqual(document.sections.map(\.title), ["FAQ notation", "General questions"])
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) }, [
            ["What do these mean: C-h, RET?", "What does M-x command mean?"], ["What is the legal meaning of the GNU copyleft?"]])
        guard document.sections.count == 2, document.sections[0].questions.count == 2 else { return }
        let keys = document.sections[0].questions[0].answer
        XCTAssertEqual(keys, "- `C-x`\\: press the `Control` key and *x*\\.\n\n- `M-x`\\: press Meta and *x*\\.")
        let command = document.sections[0].questions[1].answer
        XCTAssertTrue(command.hasPrefix("It runs *command*\\; see [the manual](<https://www.gnu.org/software/emacs/>)\\."), command)
        XCTAssertTrue(command.hasSuffix("```\nM-x execute-extended-command { RET }\n```"), command)
        XCTAssertEqual(document.sections[1].questions[0].answer, "Ask licensing\\@gnu\\.org\\. (Or a lawyer\\.)")
        XCTAssertEqual(document.description, "This is the FAQ for Emacs 29.1.", "the menu, index entries and ignored blocks show nothing")
        XCTAssertNil(result.misread)
    }

    func testTexinfoIsToldByNameAndByContent() {
        XCTAssertEqual(DocumentFormat.detect(Array(Self.source.utf8), fileName: "faq.texi"), .texinfo)
        XCTAssertEqual(DocumentFormat.detect(Array(Self.source.utf8), fileName: "FAQ"), .texinfo)
        let unmarked = "@setfilename faq.info\n@node Top\n@chapter Questions\n@section Why?\nBecause.\n"
        XCTAssertEqual(DocumentFormat.detect(Array(unmarked.utf8), fileName: "FAQ"), .texinfo)
        XCTAssertNotEqual(DocumentFormat.detect(Array("@john why is it slow?\n\nIt is not.\n".utf8), fileName: "FAQ"), .texinfo)
    }

    func testTheGuardCountsSectioningLinesByTheirTitles() throws {
        let census = QuestionCensus.take(Self.source, format: .texinfo)
        XCTAssertTrue(census.titleKeys.contains("what is the legal meaning of the gnu copyleft"), "\(census.titleKeys)")
        XCTAssertTrue(census.titleKeys.contains("what does m x command mean"), "\(census.titleKeys)")
        // A reading that lost the last chapter's question is caught.
        var document = try DocumentReader.decode(Array(Self.source.utf8), file: "efaq.texi").document
        document.sections.removeLast()
        XCTAssertNotNil(MisreadGuard.check(document, source: Self.source, format: .texinfo))
    }

    func testInlineCommands() {
        XCTAssertEqual(TexinfoInline.convert("@code{a*b} @emph{x} @strong{y} @dots{} @@ @{ @}"), "`a*b` *x* **y** … \\@ \\{ \\}")
        XCTAssertEqual(TexinfoInline.plain("What is @acronym{GNU}@? @xref{Top, , the top}"), "What is GNU? See Top")
        XCTAssertEqual(TexinfoInline.convert("@unknown{kept} @sc{small}"), "kept small")
        // Unclosed and deeply nested braces end with the text.
        XCTAssertEqual(TexinfoInline.plain("@code{open"), "open")
        XCTAssertEqual(TexinfoInline.plain(String(repeating: "@w{", count: 100) + "x" + String(repeating: "}", count: 100)), "x")
    }

    func testAFileWithoutQuestionsIsRefused() {
        XCTAssertThrowsError(try DocumentReader.decode(Array("\\input texinfo\n@settitle Manual\n\nText only.\n".utf8), file: "manual.texi"))
    }

    func testHeadingsConditionsListsAndQuotationsInsideSections() throws {
        let source = #"""
            \input texinfo
            @settitle Widget FAQ
            @set UNIX

            @chapter Using Widget

            @section How do I start Widget?

            Run it. @c FIXME: say more
            e.g.@: like ``this''---or that.

            @heading Options

            @enumerate
            @item
            Pass @option{-v}.
            @item
            Pass @option{-q}.
            @end enumerate

            @table @option
            @item -v
            @itemx --verbose
            More output.
            @end table

            @quotation Note
            It may take a while.
            @end quotation

            @lisp
            @group
            (widget-start) @c starts it
            @end group
            @end lisp

            @ifset UNIX
            @section Why does Widget need a terminal?

            It uses curses.
            @end ifset

            @ifclear UNIX
            @section Does it run on Windows 95?

            No.
            @end ifclear
            """#
        let result = try DocumentReader.decode(Array(source.utf8), file: "widget.texi")
        let questions = result.document.sections.flatMap(\.questions)
        XCTAssertEqual(questions.map(\.question), ["How do I start Widget?", "Why does Widget need a terminal?"],
                       "a @heading is a part of its section's text; @ifset and @ifclear show as @set decides")
        XCTAssertNil(result.misread)
        guard let answer = questions.first?.answer else { return }
        XCTAssertTrue(answer.hasPrefix("Run it\\."), answer)
        XCTAssertTrue(answer.contains("e\\.g\\. like “this”—or that\\."), answer)
        XCTAssertFalse(answer.contains("FIXME"), "a comment shows nothing")
        XCTAssertTrue(answer.contains("#### Options"), answer)
        XCTAssertTrue(answer.contains("1. Pass `-v`\\.\n\n2. Pass `-q`\\."), answer)
        XCTAssertTrue(answer.contains("- `-v`, `--verbose`"), "a table's terms in its command: " + answer)
        XCTAssertTrue(answer.contains("> **Note**\n\n> It may take a while\\.") || answer.contains("> **Note**\n> It may take a while\\."), answer)
        XCTAssertTrue(answer.hasSuffix("```\n(widget-start) \n```") || answer.hasSuffix("```\n(widget-start)\n```"), answer)
    }

    /// The answer to "How do I …?", the first of two sections under one chapter, whose text is `text`; the file
    /// must read as two questions with no misread.
    private func firstAnswer(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> String? {
        let source = "\\input texinfo\n@settitle Widget FAQ\n\n@chapter Using Widget\n\n@section How do I use it?\n\n"
            + text + "\n\n@section Is it free?\n\nYes.\n"
        let result = try DocumentReader.decode(Array(source.utf8), file: "widget.texi")
        let questions = result.document.sections.flatMap(\.questions)
        XCTAssertEqual(questions.count, 2, file: file, line: line)
        XCTAssertNil(result.misread, file: file, line: line)
        return questions.first?.answer
    }

    /// `@display` and `@format` are text whose lines end where the source's do (the Emacs FAQ's keys had
    /// shown as code with their commands' names lost); a `@cartouche` only boxes its text; `@*` ends a line once.
    func testDisplayFormatAndCartoucheAreTextWithTheirLines() throws {
        let answer = try XCTUnwrap(firstAnswer(#"""
            Type:

            @display
            @kbd{M-x frobnicate RET} @*
            then wait.
            @end display

            @cartouche
            It @emph{deletes}.
            @end cartouche

            Line one@*
            line two.
            """#))
        XCTAssertTrue(answer.contains("`M-x frobnicate RET` \\\nthen wait\\."), answer)
        XCTAssertFalse(answer.contains("```"), "no code block: " + answer)
        XCTAssertTrue(answer.contains("It *deletes*\\."), answer)
        XCTAssertTrue(answer.hasSuffix("Line one\\\nline two\\."), answer)
        XCTAssertFalse(answer.contains("\\\n\\"), "a line's own @* breaks once: " + answer)
    }

    /// A definition (`@deffn Command forward-word n`, `@defunx`, `@deftypefn`, `@defmethod`) shows its line as Info
    /// prints it, over its text; the line had been dropped, leaving the text describing nothing named.
    func testDefinitionsShowTheirLine() throws {
        let answer = try XCTUnwrap(firstAnswer(#"""
            @deffn Command forward-word @var{n}
            @deffnx {User Option} word-size
            Moves over @var{n} words.
            @end deffn

            @defun widget-start &optional arg
            @end defun

            @defmethod window raise
            @end defmethod

            @deftypefn {Library Function} int widget_open (const char *@var{name})
            Opens it.
            @end deftypefn
            """#))
        XCTAssertTrue(answer.hasPrefix("**Command:** `forward-word` *n*\n\n**User Option:** `word-size`\n\nMoves over *n* words\\."), answer)
        XCTAssertTrue(answer.contains(#"**Function:** `widget-start` \&optional arg"#), answer)
        XCTAssertTrue(answer.contains("**Method on `window`:** `raise`"), answer)
        XCTAssertTrue(answer.hasSuffix(#"**Library Function:** int `widget_open` \(const char \**name*\)"# + "\n\nOpens it\\."), answer)
        XCTAssertEqual(TexinfoFormat.argumentWords("{User Option} fill-column {a @var{b}} @var{c}"),
                       ["User Option", "fill-column", "a @var{b}", "@var{c}"])
        XCTAssertNil(TexinfoFormat.definitionLine("tex", "", values: [:]))
    }

    /// RTEMS's FAQ is a set of chapters a manual includes (`build45.t`): no `\\input texinfo`, no `@node`, only
    /// a comment and sectioning commands.
    func testAnIncludedChapterIsTexinfo() throws {
        let chapter = "@c\n@c  $Id$\n@c\n\n@chapter Building RTEMS\n\nIntroduction.\n\n@section Required Tools\n\n"
            + "@subsection Which tools are required?\n\nA C toolchain.\n\n@subsection Do I need autoconf?\n\nNo.\n"
        XCTAssertEqual(DocumentFormat.detect(Array(chapter.utf8), fileName: "build45.t"), .texinfo)
        let document = try DocumentReader.decode(Array(chapter.utf8), file: "build45.t").document
        XCTAssertEqual(document.title, "Building RTEMS")
        XCTAssertEqual(questions(document), ["Which tools are required?", "Do I need autoconf?"])
        // One sectioning command is no sign: an address and a word may open a note.
        XCTAssertNotEqual(DocumentFormat.detect(Array("@c\n@section Notes\n\nText.\n".utf8), fileName: "notes.t"), .texinfo)
    }
}
