import XCTest
@testable import FAQ

/// Jupyter Book's and sphinx-togglebutton's dropdown admonitions: folding blocks titled by
/// their question, as `<details>` blocks are (Neuroscout's FAQ).
final class HTMLFoldingBlocksTests: XCTestCase {
    private func page(_ blocks: [(title: String, answer: String)], classes: String = "note dropdown admonition") -> String {
        let body = blocks.map { """
            <div class="\(classes)"><p class="admonition-title">\($0.title)</p><p>\($0.answer)</p></div>
            """ }.joined(separator: "\n")
        return "<html><body><h1>Frequently Asked Questions</h1>\n\(body)\n</body></html>"
    }

    func testDropdownAdmonitionsAreQuestions() throws {
        let html = page([("Is this service free to use?", "Yes."), ("How do I cite it?", "See the paper."),
                         ("I want to make an analysis public, but it is “locked”!", "Clone it first.")])
        let result = try DocumentReader.decode(Array(html.utf8), file: "faq.html")
        let questions = result.document.sections.flatMap(\.questions)
        XCTAssertEqual(questions.map(\.question), ["Is this service free to use?", "How do I cite it?",
                                                   "I want to make an analysis public, but it is “locked”!"])
        XCTAssertEqual(questions.map(\.answer), ["Yes\\.", "See the paper\\.", "Clone it first\\."])
        XCTAssertNil(result.misread)
    }

    func testAnAdmonitionThatDoesNotFoldIsText() {
        let html = page([("Is this service free to use?", "Yes."), ("How do I cite it?", "See the paper.")], classes: "note admonition")
        XCTAssertThrowsError(try DocumentReader.decode(Array(html.utf8), file: "faq.html"))
    }
}
