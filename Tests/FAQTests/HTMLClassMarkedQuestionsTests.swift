import XCTest
@testable import FAQ

/// Paragraphs a page marks as questions only by their class (`<p class="question">`, TUT's FAQ in
/// Debian's libtut-dev; `faq-question`): questions, statements among them, each answered by the
/// blocks after it, whichever of its classes says so.
final class HTMLClassMarkedQuestionsTests: XCTestCase {
    private func read(_ html: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(html.utf8), file: "faq.html").document
    }

    func testParagraphsClassedAsQuestions() throws {
        let html = """
        <html><head><title>TUT FAQ</title><style>.question { font-weight: bold; }</style></head><body>
        <p class="header">TUT Frequently Asked Questions</p>
        <p class="faq question">What is TUT?</p>
        <p>A small unit test framework for C++.</p>
        <p class="question">
        How it's different from C++Unit (boost::test, ...)?
        </p>
        <p>It is one header file.</p>
        <ul><li>no library to build</li></ul>
        <p class="faq-question">I've taken a look at the selftest code and it looks awful</p>
        <p>Self tests are special beasties.</p>
        </body></html>
        """
        let document = try read(html)
        XCTAssertEqual(questions(document), ["What is TUT?", "How it's different from C++Unit (boost::test, ...)?",
                                             "I've taken a look at the selftest code and it looks awful"])
        XCTAssertTrue(document.allSections.flatMap(\.section.questions)[1].answer.contains("no library to build"))
    }
}
