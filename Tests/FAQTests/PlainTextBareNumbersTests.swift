import XCTest
@testable import FAQ

/// Numbered entries whose number stands alone on its line over the question (ACE's mailing-list
/// digest, squidGuard's FAQ as text), and the lines among numbered entries that are no group's
/// title: an entry's own numbered line, a numbered list in an answer, a line of code set apart,
/// an answer's own underlined heading.
final class PlainTextBareNumbersTests: XCTestCase {
    private func read(_ text: String, file: String = "FAQ") throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    private let rule = "----------------------------------------"

    /// ACE's digest: "N." alone over a quoted mail, titled by the mail's question; some entries
    /// titled on the number's line; one answer holding a numbered list of its own, another a line
    /// of code and an underlined heading of its own, set apart.
    func testNumbersAloneOverQuotedMailsAreEntries() throws {
        let entries = [
            "1. SIGHUP\n\n> Where does the HUP signal get registered?\n\n\tIn Service_Config.h.",
            "2.\n\n> I build on SunOS.\n> What happens if I have several reactors (e.g. in different\n> threads)?\n\nEach reactor is separate.",
            "3. Integrating ACE and CORBA\n\n> Can ACE work with CORBA?\n\nYes, for these tasks:\n\n1. Concurrency control.\n\n2. Dynamic linking.\n\n"
                + "3. Shared memory.\n\nplus many more.",
            "4.\n\n> 1. when are loaded objects removed from the configuration.\n\nWhen a remove directive is met.\n\n"
                + "That is, with the library built as\n\nBUILD\t= $(VSHLIB) $(SHLIBA)",
            "5.\n\nHow to get ACE to work with GCC templates.\n\nGet the latest GCC.\n\nWhere's the Template?\n=====================\n\n"
                + "Templates need a repository.",
            "6.\n\n> Can the Reactor's event loop be called recursively?\n\nThis is not advisable.",
        ]
        let text = "Please let me know if you have any questions.\n\n\tDoug\n\n" + rule + "\n\n" + entries.joined(separator: "\n\n" + rule + "\n\n")
        let document = try read(text)
        XCTAssertEqual(document.sectionCount, 0, "\(groups(document))")
        XCTAssertNotEqual(document.title, "Please let me know if you have any questions.", "a sentence names no FAQ")
        XCTAssertEqual(questions(document), ["SIGHUP", "What happens if I have several reactors (e.g. in different threads)?",
                                             "Integrating ACE and CORBA", "when are loaded objects removed from the configuration.",
                                             "How to get ACE to work with GCC templates.", "Can the Reactor's event loop be called recursively?"])
        let tagged = PlainTextQuotedQuestion.read(PlainTextLines("> The new release crashes when I open a large file.\n> Any ideas?"), from: 0)
        XCTAssertEqual(tagged?.title, "The new release crashes when I open a large file.", "a tag question asks the statement before it")
        let second = try XCTUnwrap(document.allSections.first?.section.questions.dropFirst().first)
        XCTAssertTrue(second.answer.hasPrefix("> I build on SunOS."), "the mail stays at the head of its answer: \(second.answer)")
    }

    /// squidGuard's FAQ as text: "1." alone over a question set in, its answer set in deeper; the
    /// first right under the line that leads into the list.
    func testNumbersAloneOverQuestionsWithTheirAnswersSetInBelow() throws {
        var text = "The FAQ\n\n   Currently in semirandom order:\n"
        for n in 1...5 {
            text += "    \(n).\n\n        How do I do thing \(n)?\n                Like this, with option \(n).\n\n"
        }
        let document = try read(text)
        XCTAssertEqual(questions(document), (1...5).map { "How do I do thing \($0)?" })
        XCTAssertEqual(document.allSections.first?.section.questions.first?.answer, "Like this, with option 1.",
                       "the question is the title, not the answer's first line")
    }

    /// OpenCity's FAQ: a group title over a paragraph of text, of the kind the first group's title
    /// has, stays a group though no entry follows it at once.
    func testAGroupTitleOverItsIntroductionStaysAGroup() throws {
        let text = """
            Game FAQ
            ==========================================

            Performance
            ==========================================
            Q: It runs slowly, what can I do ?
            A: Reduce the window's size.

            Q: A window shows up then disappears, what's wrong ?
            A: Check stderr.txt.

            SDL errors:
            ==========================================
            Please install the latest SDL libraries.

            Q: I have this error: "SDL_net.h:416: error: extra ';'"
            A: Remove that extra ';'.
            """
        let document = try read(text, file: "FAQ.txt")
        XCTAssertEqual(groups(document), ["Performance", "SDL errors"])
        XCTAssertEqual(document.questionCount, 3)
    }

    /// The bash FAQ: "Section A:" right under the rule that closes the contents, and a labelled
    /// title too long for one line, wrapped onto a line set in below it.
    func testLabelledGroupTitlesAfterARuleOrWrapped() throws {
        var text = "This is the FAQ.\n\nSection A:  The Basics\nA1) What is it?\nSection B:  Things to do\nB1) How do I start?\n\n----------\n"
        text += "Section A:  The Basics\n\nA1) What is it?\n\nA shell.\n\n"
        text += "Section B:  How can I get the shell to do certain things, and why does it do\n\t    things the way it does?\n\n"
        text += "B1) How do I start?\n\nRun it.\n\nB2) How do I stop?\n\nType exit.\n"
        let document = try read(text, file: "FAQ.txt")
        XCTAssertEqual(groups(document), ["Section A: The Basics",
                                          "Section B: How can I get the shell to do certain things, and why does it do things the way it does?"])
    }
}
