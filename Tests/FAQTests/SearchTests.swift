import XCTest
@testable import FAQ

final class SearchTests: XCTestCase {
    let index = SearchIndex(questions: [
        (1, "How do I reset my password?\nOpen Settings."),
        (2, "Où est le café ?\nÀ côté de la gare."),
        (3, "Straße und Größe\nÉTÉ"),
        (4, "Can I pay by card?\nYes, by credit card or invoice."),
    ])

    func testCaseAndAccentsAreIgnored() {
        XCTAssertEqual(index.matches("PASSWORD"), [1])
        XCTAssertEqual(index.matches("cafe"), [2])
        XCTAssertEqual(index.matches("Café"), [2])
        XCTAssertEqual(index.matches("ete"), [3])
        XCTAssertEqual(index.matches("cote"), [2], "answers are searched too")
    }

    func testEveryWordMustMatch() {
        XCTAssertEqual(index.matches("card invoice"), [4])
        XCTAssertEqual(index.matches("card password"), [])
        XCTAssertEqual(index.matches("   "), [])
    }

    func testNarrowingAndWideningQueriesGiveTheSameAsFresh() {
        let queries = ["c", "ca", "car", "card", "car", "ca", "c a", "c ar", "x", ""]
        for q in queries {
            let fresh = SearchIndex(questions: [
                (1, "How do I reset my password?\nOpen Settings."), (2, "Où est le café ?\nÀ côté de la gare."),
                (3, "Straße und Größe\nÉTÉ"), (4, "Can I pay by card?\nYes, by credit card or invoice."),
            ])
            XCTAssertEqual(index.matches(q), fresh.matches(q), q)
        }
    }

    func testASCIITextIsFoldedAsFoundationFoldsIt() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = String(decoding: (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 0...127, using: &generator) }, as: UTF8.self)
            var folded: [UInt8] = []
            SearchIndex.appendFolded(text, to: &folded)
            XCTAssertEqual(folded, Array(SearchIndex.fold(text).utf8), text.debugDescription)
        }
        var mixed: [UInt8] = Array("kept ".utf8)
        SearchIndex.appendFolded("Café ÉTÉ", to: &mixed)
        XCTAssertEqual(String(decoding: mixed, as: UTF8.self), "kept cafe ete", "non-ASCII text goes through Foundation")
    }

    func testHighlightMarksWordsInTheOriginalText() {
        XCTAssertEqual(SearchHighlighter.markup("Le Café & co", query: "cafe"),
                       "Le \(SearchHighlighter.highlightOpen)Café</span> &amp; co")
        XCTAssertEqual(SearchHighlighter.markup("abcabc", query: "bc ab"),
                       "\(SearchHighlighter.highlightOpen)abcabc</span>", "overlapping matches merge")
        XCTAssertEqual(SearchHighlighter.markup("<b>", query: "b"), "&lt;\(SearchHighlighter.highlightOpen)b</span>&gt;")
    }

    func testRendererHighlightsAnswers() throws {
        let markup = MarkdownRenderer.pangoMarkup(fromMarkdown: "Open **Settings** and `settings.json`", highlighting: "settings")
        XCTAssertEqual(markup, "Open <b>\(SearchHighlighter.highlightOpen)Settings</span></b> and <tt>\(SearchHighlighter.highlightOpen)settings</span>.json</tt>")
        XCTAssertNoThrow(try PangoMarkupChecker.check(markup))
    }
}
