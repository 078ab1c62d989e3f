import XCTest
@testable import FAQ

/// Bold paragraphs that ask nothing are entries where they are dressed as the page's questions
/// are (`HTMLDressedLeads`); plain bold statements stay text.
final class HTMLDressedLeadsTests: XCTestCase {
    private func page(_ leads: [String], dress: (String) -> String) -> String {
        "<html><head><title>MPFIT Frequently Asked Questions</title></head><body>\n"
            + leads.map { "<p>\(dress($0))</p>\n<p>The answer to \"\($0)\" is short.</p>\n" }.joined() + "</body></html>\n"
    }

    private let leads = ["Which files should I download?", "Is there a citation?", "How do I fit a 2D image?",
                         "Help! I can't get my fitting to work!", "Do I need to compute derivatives?"]

    /// MPFIT's FAQ: every question a bold, large anchor; "Help! …" asks nothing but is dressed the same.
    func testAStatementDressedAsTheQuestionsIsOne() throws {
        let html = page(leads) { "<b><font size=\"+2\"><a name=\"q\">\($0)</a>\n</font></b>" }
        let document = try DocumentReader.decode(Array(html.utf8), file: "fitqa.html").document
        XCTAssertEqual(questions(document), leads)
        XCTAssertTrue(answer(document, leads[3])?.hasSuffix("is short\\.") == true, "its answer is its own, not the question before's")
        XCTAssertTrue(answer(document, leads[2])?.contains("fitting") == false)
    }

    /// In bold alone, or in another dress than the questions', a statement is the answer's text; one that exclaims a
    /// problem ("Help! I can't get my fitting to work!") is an entry among bold questions in any dress
    /// (`HTMLBoldQuestions.exclaimedProblem`).
    func testAStatementInPlainBoldOrAnotherDressStaysText() throws {
        let statement = leads.map { $0.hasPrefix("Help") ? "Thanks to all who wrote in!" : $0 }
        for dress in [{ (text: String) in "<b>\(text)</b>" },
                      { text in text.hasPrefix("Thanks") ? "<b><font size=\"+1\">\(text)</font></b>" : "<b><font size=\"+2\">\(text)</font></b>" }] {
            let document = try DocumentReader.decode(Array(page(statement, dress: dress).utf8), file: "fitqa.html").document
            XCTAssertEqual(questions(document), leads.filter { $0.hasSuffix("?") })
        }
        let plain = try DocumentReader.decode(Array(page(leads) { "<b>\($0)</b>" }.utf8), file: "fitqa.html").document
        XCTAssertEqual(questions(plain), leads)
    }

    /// Zyzzyva's FAQ: a bold question followed by one short sentence in the same bold paragraph is an entry among
    /// bold questions, also where an anchor left open holds it with its answer; a bold paragraph of two questions and a sentence, of a question and a long passage, or of a
    /// question and words that end no sentence, is none.
    func testABoldQuestionWithOneShortSentenceAfterIt() throws {
        let asked = "Are you sure the calculation is accurate? It seems unintuitive to me."
        let withIt = leads.map { $0.hasPrefix("Help") ? asked : $0 }
        let document = try DocumentReader.decode(Array(page(withIt) { "<b>\($0)</b>" }.utf8), file: "faq.html").document
        XCTAssertEqual(questions(document), withIt)
        // Each paragraph after an anchor left open, which the next anchor closes: the anchor holds blocks, walked into.
        let anchored = "<html><head><title>FAQ</title></head><body>\n" + withIt.enumerated().map { n, lead in
            "<a name=\"q\(n)\">\n<p><b>\(lead)</b></p>\n<p>The answer to \"\(lead)\" is short.</p>\n"
        }.joined() + "</body></html>\n"
        let anchoredDocument = try DocumentReader.decode(Array(anchored.utf8), file: "faq.html").document
        XCTAssertEqual(questions(anchoredDocument), withIt)
        let anchoredAnswer = answer(anchoredDocument, asked) ?? ""
        XCTAssertTrue(anchoredAnswer.hasPrefix("The answer to") && anchoredAnswer.hasSuffix("is short\\.") && !anchoredAnswer.contains("derivatives"),
                      anchoredAnswer)
        for text in ["Is it fast? Is it small? Tell me.", "Is it fast? " + String(repeating: "It is said to be so by many. ", count: 3),
                     "Is it fast? Yes"] {
            let others = leads.map { $0.hasPrefix("Help") ? text : $0 }
            let read = try DocumentReader.decode(Array(page(others) { "<b>\($0)</b>" }.utf8), file: "faq.html").document
            XCTAssertEqual(questions(read), leads.filter { $0.hasSuffix("?") }, text)
        }
    }
}
