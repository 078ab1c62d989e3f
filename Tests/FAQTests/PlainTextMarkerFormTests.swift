import XCTest
@testable import FAQ

/// "Q:" markers count in the form the file keeps: a marker word in another form that continues
/// an answer's paragraph, or sits at another indent, is text.
final class PlainTextMarkerFormTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "FAQ").document
    }

    /// "[Q] - …" over "[A] - …" entries under "-GENERAL-----" rules with their group's name in
    /// capitals (Ambrosia Software's FAQ, which Maelstrom ships), entries apart by "....." lines.
    func testBracketedLettersUnderRulesNamingTheirGroups() throws {
        let text = """
        -GENERAL------------------------------------------------------------------

        [Q] - Who is Ambrosia Software, Inc.?

        [A] - A small company dedicated to quality software.

        .....

        [Q] - What kind of products does Ambrosia create?

        [A] - Personal productivity tools and games.

        -REGISTRATION------------------------------------------------------------

        [Q] - How do I pay for one of Ambrosia's products?

        [A] - Each product has an integrated registration program.
        """
        let document = try read(text)
        XCTAssertEqual(document.sections.map(\.title), ["GENERAL", "REGISTRATION"])
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) },
                       [["Who is Ambrosia Software, Inc.?", "What kind of products does Ambrosia create?"],
                        ["How do I pay for one of Ambrosia's products?"]])
        XCTAssertEqual(document.sections[0].questions.first?.answer, "A small company dedicated to quality software.")
        XCTAssertNil(PlainTextPatterns.marker("[Q]uick start", letter: "Q"))
        XCTAssertFalse(PlainTextTitles.find(PlainTextLines("-lowercase-----------------\n")).contains { _ in true }, "capitals only")
    }

    func testAnAnswerLineStartingWithTheWordQuestionIsText() throws {
        let text = """
        Tool FAQ.


        Q: How do I build it?
        A: Type make.


        Q: Why does it warn about u_int8_t?
        A: Add -D_GNU_SOURCE.  See the previous
           question.  This is an old extension.


        Q: Can I use another compiler?
        A: Yes, tcc works.


        Q: Where are the headers?
        A: In include/.

        """
        let document = try read(text)
        XCTAssertEqual(questions(document), ["How do I build it?", "Why does it warn about u_int8_t?", "Can I use another compiler?",
                                             "Where are the headers?"])
        XCTAssertTrue(document.allSections[0].section.questions[1].answer.contains("This is an old extension"))
    }

    func testAWordyFormKeepsItsLettersOutOfItsAnswers() throws {
        // The other way round: "Question:" entries, and an answer wrapped onto a line that
        // starts "Q." inside its paragraph.
        let text = """
        Question: What is the widget?
        Answer: A part of the gadget, as described in section
        Q. 4 of the manual, which is long.

        Question: Is it sold apart?
        Answer: No.

        Question: Does it break?
        Answer: Rarely.

        """
        let document = try read(text)
        XCTAssertEqual(questions(document), ["What is the widget?", "Is it sold apart?", "Does it break?"])
    }

    func testAnotherFormThatStartsAParagraphAtTheEntriesIndentStillCounts() throws {
        let text = """
        Q: How do I start?
        A: Run it.

        Q: How do I stop?
        A: Press q.

        Q: How do I pause?
        A: Press p.

        Question: How do I quit for good?
        Answer: Uninstall it.

        """
        let document = try read(text)
        XCTAssertEqual(document.questionCount, 4)
    }

    func testWithoutADominantFormEveryMarkerCounts() {
        let lines = PlainTextLines("Q: a?\nA: b\nQuestion: c?\nA: d\n   Q. e?\nA: f\n")
        let markers = [(line: 0, width: 3), (line: 2, width: 10), (line: 4, width: 3)]
        XCTAssertEqual(PlainTextMarkerForm.counted(markers, in: lines).lines, [0, 2, 4])
    }

    func testTheFormIsTheLabelAsWrittenAndItsMark() {
        XCTAssertEqual(PlainTextMarkerForm("Q12: Why?", width: 5), PlainTextMarkerForm("Q: Why?", width: 3))
        XCTAssertNotEqual(PlainTextMarkerForm("Q. Why?", width: 3), PlainTextMarkerForm("Q: Why?", width: 3))
        XCTAssertNotEqual(PlainTextMarkerForm("question. Why?", width: 10), PlainTextMarkerForm("Question. Why?", width: 10))
        XCTAssertEqual(PlainTextMarkerForm("Q 6.2 You?", width: 6).mark, " ", "a number ended by a space has the space for its mark")
    }

    /// tac_plus's FAQ: "Q). " over "A). ", a stop after the bracket; the answer indented under it.
    func testAStopAfterTheBracket() throws {
        XCTAssertEqual(PlainTextPatterns.marker("Q). Can the daemon use LDAP?", letter: "Q"), 4)
        XCTAssertEqual(PlainTextPatterns.marker("A). PAM is the best manner.", letter: "A"), 4)
        XCTAssertNil(PlainTextPatterns.marker("Q).Why", letter: "Q"))
        let text = """
        FREQUENTLY ASKED QUESTIONS
        --------------------------
        Q). Can the daemon authenticate against LDAP, SecurID, and similar?
        A). PAM is the best manner of integrating them.

            Some PAM configuration is necessary.

        Q). Is the "name" field used for anything
        A). No. It's purely for documentation.

        Q). Why do I get PPP authorization failures because of "no username in
            request" when I've already logged in?
        A). The ppp authentication overrides the earlier login.

        """
        let document = try read(text)
        XCTAssertEqual(document.sections.flatMap(\.questions).map(\.question), [
            "Can the daemon authenticate against LDAP, SecurID, and similar?", "Is the \"name\" field used for anything",
            "Why do I get PPP authorization failures because of \"no username in request\" when I've already logged in?",
        ])
    }

    /// Libidn's FAQ: "Q#1:" over "A#1:", a number sign before the number; a sign alone is no number.
    func testANumberSignBeforeTheNumber() throws {
        XCTAssertEqual(PlainTextPatterns.marker("Q#1: Why doesn't Libidn use a separate library?", letter: "Q"), 5)
        XCTAssertEqual(PlainTextPatterns.marker("A#12: Separate libraries seldom mark it.", letter: "A"), 6)
        XCTAssertNil(PlainTextPatterns.marker("Q#: why", letter: "Q"))
        let text = """
        Widget FAQ -- Anticipated Frequently Asked Questions.

        Q#1: Why doesn't Widget use a separate library for the Unicode
             operations?

        A#1: Separate libraries seldom mark their tables.

        Q#2: Why does Widget include several profiles?  They waste
             space!

        A#2: They are small.

        Q#3: I thought GNU was encouraging the GPL?

        A#3: Not for libraries like this one.

        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ")
        XCTAssertEqual(questions(result.document), ["Why doesn't Widget use a separate library for the Unicode operations?",
                                                    "Why does Widget include several profiles? They waste space!",
                                                    "I thought GNU was encouraging the GPL?"])
        XCTAssertEqual(result.document.allSections.flatMap(\.section.questions).first?.answer, "Separate libraries seldom mark their tables.")
    }

    /// CM-Super's FAQ: "Q.1." over "A.1.", a stop between the letter and the number; questions
    /// over two lines, one asking three questions in a run; a stop alone or "Q.E.D." is no marker.
    func testAStopBeforeTheNumber() throws {
        XCTAssertEqual(PlainTextPatterns.marker("Q.1. Are the fonts stable?", letter: "Q"), 5)
        XCTAssertEqual(PlainTextPatterns.marker("A.10. Yes, they are.", letter: "A"), 6)
        XCTAssertNil(PlainTextPatterns.marker("Q.E.D. as they say", letter: "Q"))
        let text = """
        Below are answers to some frequently asked questions about the
        CM-Super fonts.

        Q.1. Are the fonts stable (version number 0.x)?

        A.1. I just prefer to number versions from 0, not from 1.

        Q.2. What are the drawbacks? Size? Is it true that the converted fonts
        are more than 3 times larger than commercial fonts?

        A.2. No, this is not applicable to these fonts.

        Q.3. I would like to download the package as one big file.

        A.3. Take the archive from the mirror.

        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ")
        XCTAssertEqual(questions(result.document), ["Are the fonts stable (version number 0.x)?",
                                                    "What are the drawbacks? Size? Is it true that the converted fonts are more than 3 times larger than commercial fonts?",
                                                    "I would like to download the package as one big file."])
        XCTAssertEqual(answer(result.document, "I would like to download the package as one big file."), "Take the archive from the mirror.")
        // The wrapped sentence above them is their introduction, not a title.
        XCTAssertEqual(result.document.title, "FAQ")
        XCTAssertEqual(result.document.description, "Below are answers to some frequently asked questions about the CM-Super fonts.")
    }

    /// A preamble of one long wrapped paragraph, with no title in it, is weighed for a title in
    /// linear time (each paragraph is measured once, not once for each of its lines).
    func testTitleSearchThroughOneLongParagraphIsLinear() {
        LinearGrowth.assert(1 << 18) { size in
            var text = ""
            while text.utf8.count < size { text += "these words run on and on across the whole of a very long paragraph\n" }
            text += "ending here.\n\nQ: Why?\nA: Because.\n\nQ: How?\nA: Thus.\n"
            _ = PlainTextFormat.titleLine(PlainTextLines(text).lines.prefix { !$0.text.hasPrefix("Q:") }.map { $0 })
        }
    }

    /// yersinia's FAQ: "Q 6.2 You are so handsome!!!" (a number and no colon) among "Q 6.1:"
    /// entries at the entries' indent is an entry; a number without a space after it, or a
    /// word after the letter, is not a marker.
    func testANumberEndedByASpaceMarksAnEntry() throws {
        XCTAssertEqual(PlainTextPatterns.marker("Q 6.2 You are so handsome!!!", letter: "Q"), 6)
        XCTAssertNil(PlainTextPatterns.marker("Q 6.2x is a version", letter: "Q"))
        XCTAssertNil(PlainTextPatterns.marker("Q and A", letter: "Q"))
        let text = """
               widget FAQ

            1. Personal questions

               Q 1.1: Who are you?

               A: A couple of friends.

               Q 1.2: Where do you live?

               A: Nearby.

               Q 1.3 You are so handsome!!! I want to meet you.

               A: Take it easy.

               Q 1.4: Why Widget?

               A: Why not.
            """
        let document = try read(text)
        XCTAssertEqual(document.allSections.flatMap { $0.section.questions.map(\.question) },
                       ["Who are you?", "Where do you live?", "You are so handsome!!! I want to meet you.", "Why Widget?"])
    }

    /// yersinia's FAQ again: "    Q 1.3 How do you dare…?" one column deeper than the "   Q 1.1:"
    /// entries, answered by an "A:" at its own indent, is an entry; the same line deeper still,
    /// inside an answer and answered by nothing, stays that answer's text.
    func testAnotherFormIndentedDeeperCountsWhenAnAnswerFollowsAtItsIndent() throws {
        let entries = """
               Q 1.1: Where can I get help?

               A: Write to the list.

               Q 1.2: Where did the name come from?

               A: From a bacterium.

                Q 1.3 How do you dare to write such a tool?

                A: Take it easy.

               Q 1.4: Does it run on Windows?

               A: No.
            """
        XCTAssertEqual(questions(try read(entries)), ["Where can I get help?", "Where did the name come from?",
                                                      "How do you dare to write such a tool?", "Does it run on Windows?"])
        let quoted = """
               Q 1.1: Where can I get help?

               A: Write to the list, quoting the manual:

                    Q 7 See the section on queues.

                  and wait for an answer.

               Q 1.2: Where did the name come from?

               A: From a bacterium.

               Q 1.3: Does it run on Windows?

               A: No.
            """
        XCTAssertEqual(questions(try read(quoted)), ["Where can I get help?", "Where did the name come from?", "Does it run on Windows?"])
    }

    func testCountingFormsIsLinear() throws {
        try LinearGrowth.assert(1 << 18) { size in
            var text = ""
            var n = 0
            while text.utf8.count < size {
                text += "Q: Why \(n)?\nA: Because, see the\n   question. It is so.\n\n"
                n += 1
            }
            XCTAssertEqual(try read(text).questionCount, n)
        }
    }

    /// The ucs package's FAQ: "Question:" alone on its line over an indented paragraph that is
    /// the question, then "Answer:"; a word label may name its language ("Question (Esperanto):").
    func testALabelAloneOverItsQuestionsParagraph() throws {
        let text = """
        Question:

            LaTeX complains about missing commands I have not used. Why?

        Answer:

            The package uses many macros.



        Question:

            The package complains about the missing file uni-global.def (and
            other files), but they are in the TeX search path.

        Answer:

            Put it in a searched directory.



        Question (Esperanto):

            LATIN SMALL LETTER H WITH CIRCUMFLEX is ugly. Why?

        Answer:

            Use the babel option.

        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ.txt")
        XCTAssertEqual(questions(result.document), [
            "LaTeX complains about missing commands I have not used. Why?",
            "The package complains about the missing file uni-global.def (and other files), but they are in the TeX search path.",
            "LATIN SMALL LETTER H WITH CIRCUMFLEX is ugly. Why?",
        ])
        XCTAssertEqual(result.document.allSections.flatMap(\.section.questions).first?.answer, "The package uses many macros.")
        XCTAssertEqual(PlainTextPatterns.marker("Question (Esperanto): Why?", letter: "Q"), 22)
        XCTAssertNil(PlainTextPatterns.marker("Question (this is a long aside that goes on): Why?", letter: "Q"))
    }

    /// Gnuplot.py's FAQ: "Q1:" alone over a question of several paragraphs (a script, the error
    /// it gives, then "What's wrong?") before "A1:": the first paragraph titles it, the rest opens
    /// its answer; an attribution ("[from Tate Wilson]") goes with the paragraph after it.
    func testALabelAloneOverAQuestionOfSeveralParagraphs() throws {
        let text = """
        # $Id: FAQ.txt 294 2006-11-07 02:33:08Z parejkoj $

        Frequently Asked Questions

        This file answers the questions about Gnuplot.py.

        Q1:

        When running the following script

            g = Gnuplot.Gnuplot()

        I get the error

            can't read data file

        What's wrong?

        A1:

        The temporary file is gone.

        Q2:

        Does Gnuplot.py work under Jython?

        A2:

        Partly.

        Q3:

        [from Tate Wilson]

        How do I convert the files on a Mac?

        A3:

        Open and save them in BBEdit.
        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ.txt")
        XCTAssertEqual(questions(result.document), ["When running the following script", "Does Gnuplot.py work under Jython?",
                                                    "[from Tate Wilson] How do I convert the files on a Mac?"])
        let first = try XCTUnwrap(result.document.allSections.flatMap(\.section.questions).first?.answer)
        XCTAssertTrue(first.contains("I get the error") && first.contains("What's wrong?") && first.hasSuffix("The temporary file is gone."), first)
        XCTAssertFalse(first.contains("A1:"))
        XCTAssertNil(result.misread)
        // The version-control line above the title is no part of the description.
        XCTAssertEqual(result.document.title, "Frequently Asked Questions")
        XCTAssertEqual(result.document.description, "This file answers the questions about Gnuplot.py.")
        // Another question's label before the answer's ends the reading of that question.
        let interrupted = text.replacingOccurrences(of: "I get the error", with: "Q9: Why?")
        XCTAssertNotEqual(questions(try DocumentReader.decode(Array(interrupted.utf8), file: "FAQ.txt").document).first,
                          "When running the following script")
    }

    /// gnokii's FAQ: every entry opens under a rule of dashes, one as "Q:" among "Q." ones: a
    /// rule starts a paragraph as a blank line does, so the odd form there is an entry too.
    func testAnotherFormUnderARuleOpensAnEntry() throws {
        let rule = String(repeating: "-", count: 60)
        let text = """
        WIDGET FAQ

        \(rule)
        Q. What is widget?

        A. A tool.
        \(rule)
        Q. Does it run on Windows?

        A. No.
        \(rule)
        Q: Can I use IrDA with it?

        A: Yes.
        \(rule)
        Q. Where do I report bugs?

        A. On the list.

        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ")
        XCTAssertEqual(questions(result.document), ["What is widget?", "Does it run on Windows?", "Can I use IrDA with it?", "Where do I report bugs?"])
        XCTAssertNil(result.misread)
    }
}
