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

    /// GoFully: an accordion's toggle is a button classed as the question, over a `div.faq-answer`,
    /// under the page's one heading; other buttons are left out.
    func testAButtonClassedAsTheQuestionIsOne() throws {
        let html = """
        <html><body><main><h1>Everything You Need to Know</h1><p>Got questions? We've got answers.</p>
        <div class="faq-item"><button class="faq-question" aria-expanded="true"><span>What is GoFully?</span><svg><polyline points="6 9"/></svg></button>
        <div class="faq-answer">An all-in-one screenshot tool.</div></div>
        <div class="faq-item"><button class="faq-question"><span>Is my data private?</span></button>
        <div class="faq-answer">Everything stays local.</div></div>
        <button class="cta">Install now</button>
        </main></body></html>
        """
        let document = try read(html)
        XCTAssertEqual(questions(document), ["What is GoFully?", "Is my data private?"])
        XCTAssertEqual(document.allSections.flatMap(\.section.questions)[1].answer, "Everything stays local\\.")
        XCTAssertFalse(document.allSections.flatMap(\.section.questions).contains { $0.answer.contains("Install now") })
    }
}
