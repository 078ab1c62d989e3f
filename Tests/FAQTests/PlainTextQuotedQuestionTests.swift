import XCTest
@testable import FAQ

/// "Q:" alone on its line over a quoted mail, "A:" alone over the answer (HTML::Template::Pro's
/// FAQ): each is an entry titled by the mail's first sentence that asks, the mail kept at the head
/// of its text as a quotation.
final class PlainTextQuotedQuestionTests: XCTestCase {
    static let faq = """
    Q:
    > I have one quick question. I am unclear
    > how Template and Template::Pro interact.
    >
    > my $template = HTML::Template->new( filename => $file );
    >
    > With Template::Pro installed, will this code use Template::Pro
    > to output the HTML? Or do I need to change the code?
    >

    A:
    If you don't 'use HTML::Template;' both are equivalent.

    > As I read the docs, the only reason to mix them is query support?

    Maybe.


    Q:
    > I am considering using your module and I have a question
    > about the tmpl_include tag.  Is it possible to put a template variable
    > inside the file tag?
    A:
    It is possible through EXPR="".
    """

    func testAQuotedMailUnderALoneQIsTheQuestion() throws {
        let result = try DocumentReader.decode(Array(Self.faq.utf8), file: "FAQ")
        XCTAssertEqual(result.importer, "plain text (Q/A pairs)")
        XCTAssertEqual(questions(result.document), [
            "With Template::Pro installed, will this code use Template::Pro to output the HTML?",
            "Is it possible to put a template variable inside the file tag?",
        ])
        let first = try XCTUnwrap(result.document.allSections.first?.section.questions.first)
        // The mail is a quotation at the head of the text, then the answer, and the quoted follow-up stays in it.
        XCTAssertTrue(first.answer.hasPrefix("> I have one quick question. I am unclear  \n> how Template"), first.answer)
        XCTAssertTrue(first.answer.contains("If you don't 'use HTML::Template;' both are equivalent."), first.answer)
        XCTAssertTrue(first.answer.contains("> As I read the docs"), first.answer)
        XCTAssertEqual(result.warnings, [])
    }

    func testTheTitleIsTheFirstSentenceThatAsksOrElseTheOpeningOne() {
        XCTAssertEqual(PlainTextQuotedQuestion.askingSentence("It fails; why does it fail? Help."), "why does it fail?")
        XCTAssertNil(PlainTextQuotedQuestion.askingSentence("It fails. Help."))
        XCTAssertEqual(PlainTextQuotedQuestion.openingSentence("It fails. Help."), "It fails.")
    }

    func testPromptsAndIndentedExamplesAreNoQuotations() throws {
        let lines = ["Try it:", "", "    >>> a = 1", "    >>> a", "    1", "", ">>> b = 2", "", "> a quoted line"].map {
            PlainTextLines.Line(indent: $0.prefix { $0 == " " }.count, text: $0.trimmingCharacters(in: " "))
        }
        let markdown = PlainTextAnswer.markdown(lines)
        XCTAssertTrue(markdown.contains("```\n>>> a = 1\n>>> a\n1\n```"), markdown)
        XCTAssertFalse(markdown.contains("> >>"), markdown)
        XCTAssertTrue(markdown.hasSuffix("> a quoted line  "), markdown)
        XCTAssertEqual(PlainTextQuotedQuestion.openingSentence("Use v1.2 of it.here. Then more."), "Use v1.2 of it.here.")
    }

    func testBoxSidesOnlyBetweenRules() {
        let banner = ["*******************************", "| The latest release is 4.9 here |", "*******************************"]
        let diagram = ["Client", "| Application server in the middle |", "Database"]
        func markdown(_ texts: [String]) -> String { PlainTextAnswer.markdown(texts.map { PlainTextLines.Line(indent: 0, text: $0) }) }
        XCTAssertEqual(markdown(banner), "The latest release is 4.9 here")
        XCTAssertTrue(markdown(diagram).contains("|"), markdown(diagram))
    }
}
