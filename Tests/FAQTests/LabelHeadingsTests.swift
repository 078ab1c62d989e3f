import XCTest
@testable import FAQ

/// Headings that are only a label and a number (`LabelHeadings`): "Question N" over its question
/// and "Answer N" over its answer are one question, in every heading format.
final class LabelHeadingsTests: XCTestCase {
    func read(_ text: String, file: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    func testQuestionAndAnswerLabelHeadingsInEveryHeadingFormat() throws {
        // Structure: doxygen's developer FAQ: `h2` "Question 1" over the question's paragraph,
        // `h2` "Answer 1" over the answer.
        let sources = [
            ("faq.html", """
             <html><body><div class="title">Developer FAQ</div><h1>The Questions</h1>
             <h2>Question 1</h2><p>How do I add a library?</p>
             <h2>Answer 1</h2><p>Write it in the lib folder.</p><p>Then register it.</p>
             <h2>Question 2</h2><p>Why are there two copies?</p>
             <h2>Answer 2</h2><p>For testing.</p></body></html>
             """),
            ("faq.md", "# FAQ\n\n## Question 1\n\nHow do I add a library?\n\n## Answer 1\n\nWrite it in the lib folder.\n\nThen register it.\n\n## Question 2\n\nWhy are there two copies?\n\n## Answer 2\n\nFor testing.\n"),
            ("faq.adoc", "= FAQ\n\n== Q 1\n\nHow do I add a library?\n\n== A 1\n\nWrite it in the lib folder.\n\nThen register it.\n\n== Q 2\n\nWhy are there two copies?\n\n== A 2\n\nFor testing.\n"),
            ("faq.rst", "FAQ\n===\n\nQuestion 1\n----------\n\nHow do I add a library?\n\nAnswer 1\n--------\n\nWrite it in the lib folder.\n\nThen register it.\n\nQuestion 2\n----------\n\nWhy are there two copies?\n\nAnswer 2\n--------\n\nFor testing.\n"),
            ("faq.pod", "=head1 NAME\n\nx - FAQ\n\n=head1 Question 1\n\nHow do I add a library?\n\n=head1 Answer 1\n\nWrite it in the lib folder.\n\nThen register it.\n\n=head1 Question 2\n\nWhy are there two copies?\n\n=head1 Answer 2\n\nFor testing.\n\n=cut\n"),
            ("faq.7", ".TH X 7\n.SH NAME\nx \\- FAQ\n.SH \"Question 1\"\nHow do I add a library?\n.SH \"Answer 1\"\nWrite it in the lib folder.\n.PP\nThen register it.\n.SH \"Question 2\"\nWhy are there two copies?\n.SH \"Answer 2\"\nFor testing.\n"),
        ]
        for (file, text) in sources {
            let document = try read(text, file: file)
            XCTAssertEqual(questions(document), ["How do I add a library?", "Why are there two copies?"], file)
            XCTAssertEqual(document.allSections.first?.section.questions.first?.answer.replacingOccurrences(of: "\\", with: ""), "Write it in the lib folder.\n\nThen register it.", file)
        }
    }

    func testLabelsAreOnlyALabelAndANumber() {
        XCTAssertEqual(LabelHeadings.number("Question 3", word: "question"), "3")
        XCTAssertEqual(LabelHeadings.number("Q3:", word: "question"), "3")
        XCTAssertEqual(LabelHeadings.number("Answer #2", word: "answer"), "2")
        XCTAssertNil(LabelHeadings.number("Questions", word: "question"))
        XCTAssertNil(LabelHeadings.number("Q", word: "question"))
        XCTAssertNil(LabelHeadings.number("Question 3: why?", word: "question"))
        XCTAssertNil(LabelHeadings.number("Quality 3", word: "question"))
    }

    func testHeadingsThatAskAreUnaffected() throws {
        let text = "# FAQ\n\n## Q1: Why?\n\nBecause.\n\n## Answers\n\nNone.\n\n## How?\n\nLike this.\n"
        let document = try read(text, file: "faq.md")
        XCTAssertTrue(questions(document).contains("How?"))
        XCTAssertFalse(questions(document).contains("How do I add a library?"))
    }

    func testMergedInLinearTime() throws {
        try LinearGrowth.assert(8_000) { count in
            var markdown = "# FAQ\n\n"
            for n in 0..<count { markdown += "## Question \(n)\n\nWhy \(n)?\n\n## Answer \(n)\n\nBecause.\n\n" }
            _ = try? DocumentReader.decode(Array(markdown.utf8), file: "faq.md")
        }
    }
}
