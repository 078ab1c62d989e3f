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
}
