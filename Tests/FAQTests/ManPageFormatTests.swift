import XCTest
@testable import FAQ

/// Man pages read through the man(7) macros: headings, tagged paragraphs, fonts, escapes,
/// code and the title (boilerplate sections: `ManPageBoilerplateTests`).
final class ManPageFormatTests: XCTestCase {
    func read(_ text: String, file: String = "faq.7") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func testSectionHeadingsAndSubsectionQuestions() throws {
        let text = """
        .TH ACME-FAQ 7 "2024-01-01" "Acme 1.0" "Acme Manual"
        .SH NAME
        acme-faq \\- Questions about Acme
        .SH DESCRIPTION
        Answers for new users.
        .SH GENERAL
        .SS What is Acme?
        A tool.
        .SS Is it free?
        Yes.
        .SH "USING IT"
        .SS How do I start?
        Run it.
        .SH SEE ALSO
        acme(1)
        """
        let result = try read(text)
        XCTAssertEqual(result.importer, "man page")
        let document = result.document
        XCTAssertEqual(document.title, "acme-faq - Questions about Acme")
        XCTAssertEqual(document.description, "Answers for new users.")
        XCTAssertEqual(document.sections.map(\.title), ["GENERAL", "USING IT"])
        XCTAssertEqual(document.sections[0].questions.map(\.question), ["What is Acme?", "Is it free?"])
        XCTAssertEqual(document.sections[0].questions.map(\.answer), ["A tool.", "Yes."])
        XCTAssertEqual(document.sections[1].questions.map(\.question), ["How do I start?"])
    }

    func testTaggedParagraphsAreQuestionsWhenTheyAsk() throws {
        // gitfaq's form (.PP, the question, an indented answer), .TP and .IP "tag"; one tag
        // that does not ask among tags that do is a question too.
        let text = """
        .TH T 7
        .SH NAME
        t \\- tagged
        .SH CONFIGURATION
        .PP
        What should I put in \\fBuser\\&.name\\fR?
        .RS 4
        Your name\\&.
        .sp
        See \\fBgit-config\\fR(1)\\&.
        .RE
        .PP
        I asked Git to ignore files, yet they are tracked
        .RS 4
        Untrack them\\&.
        .RE
        .SH USAGE
        .TP
        .B How do I start?
        Run it.
        .IP "Can I stop?" 4
        Press q.
        .SH OPTIONS
        .TP
        .B \\-v
        Verbose.
        """
        let document = try read(text).document
        XCTAssertEqual(document.sections.map(\.title), ["CONFIGURATION", "USAGE", "OPTIONS"])
        XCTAssertEqual(document.sections[0].questions.map(\.question),
                       ["What should I put in user.name?", "I asked Git to ignore files, yet they are tracked"])
        XCTAssertEqual(document.sections[0].questions[0].answer, "Your name.\n\nSee **git-config**(1).")
        XCTAssertEqual(document.sections[1].questions.map(\.question), ["How do I start?", "Can I stop?"])
        XCTAssertEqual(document.sections[1].questions.map(\.answer), ["Run it.", "Press q."])
        // Half the page's tags ask, so every tag is a question, `-v` too.
        XCTAssertEqual(document.sections[2].questions.map(\.question), ["-v"])
    }

    func testTagsThatDoNotAskStayAListInTheAnswer() throws {
        let text = """
        .TH T 1
        .SH NAME
        t \\- options
        .SH QUESTIONS
        .SS How do I run it?
        With options:
        .TP
        .B \\-v
        Verbose.
        .TP
        .BR \\-o " file"
        Output.
        .SS Why?
        Because.
        """
        let document = try read(text).document
        XCTAssertEqual(document.questionCount, 2)
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.sections[0].questions[0].answer, "With options:\n\n- **-v**\n\n  Verbose.\n\n- **-o** file\n\n  Output.")
    }

    func testEscapesAndFonts() throws {
        let text = """
        .TH T 7
        .ds Q \\(lqquoted\\(rq
        .SH NAME
        t \\- escapes
        .SH GROUP
        .SS Why \\(em and \\[u00E9]?
        A \\-\\-flag, \\(lqquotes\\(rq, \\*(lqmore\\*(rq, a back\\eslash, \\&.dot, it\\(aqs, \\*Q.
        \\fBbold\\fR \\fIitalic\\fP \\f(CWcode\\fR and \\fBnested \\fIfonts\\fP back\\fR.
        .B Bold words
        and
        .BR roman (1),
        .IR italic " roman"
        \\s-1SMALL\\s0 \\m[blue]colour\\m[]\\h'2n'gap \\n(.g\\c
        joined
        """
        let answer = try read(text).document.sections[0].questions[0]
        XCTAssertEqual(answer.question, "Why \u{2014} and \u{00E9}?")
        XCTAssertEqual(answer.answer, "A --flag, \u{201C}quotes\u{201D}, \u{201C}more\u{201D}, a back\\\\slash, .dot, it's, \u{201C}quoted\u{201D}. "
            + "**bold** *italic* `code` and **nested** *fonts* **back**. **Bold words** and **roman**(1), *italic* roman "
            + "SMALL colour gap joined")
    }

    func testCodeBlocksAndLists() throws {
        let text = """
        .TH T 7
        .SH NAME
        t \\- code
        .SH GROUP
        .SS How do I list files?
        Run:
        .nf
            ls \\-l *.txt
            echo "\\fBdone\\fR"
        .fi
        or
        .EX
        dir
        .EE
        .IP \\(bu 2
        first
        .IP \\(bu 2
        second
        .RS
        .IP 1. 3
        nested
        .RE
        .PP
        After.
        """
        let answer = try read(text).document.sections[0].questions[0].answer
        XCTAssertEqual(answer, "Run:\n\n```\nls -l *.txt\necho \"done\"\n```\n\nor\n\n```\ndir\n```\n\n- first\n\n- second\n\n  1. nested\n\nAfter.")
    }

    func testTranslatedCharactersPrintAsTheirTranslation() throws {
        // pod2man's preamble: in nroff its dash string is an Ω that `.tr` prints as "-".
        let text = """
        .tr \\(*W-
        .ie n .ds -- \\(*W-
        .el .ds -- \\|\\(em\\|
        .TH FAQ 3pm
        .SH NAME
        Log::FAQ \\- questions
        .SH DESCRIPTION
        .SS "My module uses Log \\*(-- but what if it is not set up?"
        It logs nothing.
        .SS "How do I start?"
        Call init.
        """
        let questions = try read(text).document.allSections.flatMap(\.section.questions).map(\.question)
        XCTAssertEqual(questions.first, "My module uses Log -- but what if it is not set up?")
    }

    func testCommentsConditionalsMacrosAndStrings() throws {
        // What rst2man, pod2man and DocBook write before and around the text.
        let text = """
        '\\" t
        .\\" a comment
        .de INDENT
        . RS \\\\$1
        ..
        .de UNINDENT
        . RE
        ..
        .de Vb
        .ft CW
        .nf
        ..
        .de Ve
        .ft R
        .fi
        ..
        .ie n \\{\\
        .  ds L" ""
        'br\\}
        .el\\{\\
        .  ds L" ``
        'br\\}
        .if t .ds X troff
        .if n \\{\\
        .ds X nroff
        .\\}
        .TH T 7
        .SH NAME
        t \\- roff
        .SH DESCRIPTION
        .SS Which mode? \\" a trailing comment
        \\*(L"\\*X\\*(L" mode.
        .INDENT 3.5
        .Vb 1
        code
        .Ve
        .UNINDENT
        .UNKNOWN shown nowhere
        .ig
        ignored text
        ..
        The end.
        """
        let document = try read(text).document
        XCTAssertEqual(document.questionCount, 1)
        XCTAssertEqual(document.sections[0].questions[0].question, "Which mode?")
        XCTAssertEqual(document.sections[0].questions[0].answer, "\"nroff\" mode.\n\n```\ncode\n```\n\nThe end.")
    }

    func testDocBookBulletsAndPod2manCodeQuotes() throws {
        let text = """
        .ds C` ""
        .ds C' ""
        .TH T 7
        .SH NAME
        t \\- lists
        .SH GROUP
        .SS What is in it?
        .sp
        .RS 4
        .ie n \\{\\
        \\h'-04'\\(bu\\h'+03'\\c
        .\\}
        .el \\{\\
        .sp -1
        .IP \\(bu 2.3
        .\\}
        one
        .RE
        Use \\f(CW\\*(C`new\\*(C'\\fR.
        """
        let answer = try read(text).document.sections[0].questions[0].answer
        XCTAssertEqual(answer, "\u{2022} one\n\nUse `new`.")
    }

    func testLinks() throws {
        let text = """
        .TH T 7
        .SH NAME
        t \\- links
        .SH GROUP
        .SS Where is it?
        See
        .UR https://example.org/acme
        the site
        .UE .
        Mail
        .MT acme@example.org
        .ME ,
        or
        .UR file:///etc
        a file
        .UE
        """
        let answer = try read(text).document.sections[0].questions[0].answer
        XCTAssertEqual(answer, "See [the site](<https://example.org/acme>). Mail [acme@example.org](<mailto:acme@example.org>), or a file")
    }

    func testPod2manSubheadingsAreHeadings() throws {
        // pod2man writes =head3 as an italic line followed by `.IX Subsection`.
        let text = """
        .de IX
        ..
        .TH Moose::FAQ 3pm
        .SH "NAME"
        Moose::FAQ \\- questions
        .SH "FREQUENTLY ASKED QUESTIONS"
        .IX Header "FREQUENTLY ASKED QUESTIONS"
        .SS "Stability"
        .IX Subsection "Stability"
        \\fIIs it \\*(L"ready\\*(R"?\\fR
        .IX Subsection "Is it ready?"
        .PP
        Yes.
        .SS "Speed"
        .IX Subsection "Speed"
        \\fIIs it fast?\\fR
        .IX Subsection "Is it fast?"
        .PP
        Mostly.
        """
        let document = try read(text).document
        XCTAssertEqual(document.sections.map(\.title), ["Stability", "Speed"])
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) }, [["Is it ready?"], ["Is it fast?"]])
    }

    func testDetection() {
        let page = Array(".\\\" comment\n'\\\" t\n.TH X 7\n.SH NAME\n".utf8)
        for name in ["gitfaq.7", "DBI.3pm", "perlfaq.1p", "x.man", "Log::Log4perl::FAQ.3perl", "FAQ"] {
            XCTAssertEqual(DocumentFormat.detect(page, fileName: name), .manPage, name)
        }
        // pod2man's preamble comes before .TH.
        let pod2man = Array((".\\\" Automatically generated by Pod::Man\n.de Sp\n.if n .sp\n..\n" + ".ds C` \"\"\n" + ".TH PERLFAQ1 1\n").utf8)
        XCTAssertEqual(DocumentFormat.detect(pod2man, fileName: "perlfaq1"), .manPage)
        // A numbered file that is not roff is read by its content; rST's `..` comments are not roff.
        XCTAssertEqual(DocumentFormat.detect(Array("# Notes\n\n## Why?\n\nBecause.\n".utf8), fileName: "notes.2"), .markdown)
        XCTAssertNotEqual(DocumentFormat.detect(Array(".. comment\n\nTitle\n=====\n\nText\n".utf8), fileName: "faq"), .manPage)
        XCTAssertFalse(DocumentFormat.hasManPageExtension("archive.1.tar"))
        XCTAssertFalse(DocumentFormat.hasManPageExtension("version.10"))
        XCTAssertTrue(DocumentFormat.supportedFormats.description.contains("man pages"))
    }

    func testLargeAndHostilePagesReadInLinearTime() throws {
        // 100,000 lines: 20,000 questions in 100 groups, five lines each.
        var page = ".TH BIG 7\n.SH NAME\nbig \\- many questions\n"
        for group in 0..<100 {
            page += ".SH GROUP\\ \(group)\n"
            for n in 0..<200 { page += ".SS Question \(group)-\(n)?\n.PP\nAn \\fBanswer\\fR\n.RS 4\n.RE\n" }
        }
        XCTAssertGreaterThanOrEqual(page.split(separator: "\n").count, 100_000)
        let start = ContinuousClock.now
        let document = try read(page).document
        XCTAssertEqual(document.sectionCount, 100)
        XCTAssertEqual(document.questionCount, 20_000)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(30))

        // Deep indents, a long line of escapes, strings that name strings, unclosed blocks.
        var hostile = ".TH H 7\n.SH NAME\nh \\- hostile\n.SH G\n.SS Q?\n"
        hostile += String(repeating: ".RS\n.IP x\n", count: 20_000)
        hostile += String(repeating: "\\fB\\(em\\*(lq\\s-1", count: 20_000) + "\n"
        hostile += ".ds a " + String(repeating: "x", count: 1000) + "\n"
        hostile += ".ds b " + String(repeating: "\\*a", count: 1000) + "\n"
        hostile += String(repeating: "\\*b", count: 5000) + "\n.if t \\{\\\n" + String(repeating: "\\{", count: 10_000)
        let hostileStart = ContinuousClock.now
        _ = try? read(hostile)
        XCTAssertLessThan(ContinuousClock.now - hostileStart, .seconds(30))
    }
}
