import XCTest
@testable import FAQ

/// Inline text becomes Pango markup: escaped text, formatting tags, links, search highlights.
final class InlineTextTests: XCTestCase {
    let open = SearchHighlighter.highlightOpen

    func testEscapesEverything() {
        XCTAssertEqual(InlineText("<b>&\"'</b>").markup(), "&lt;b&gt;&amp;&quot;&#39;&lt;/b&gt;")
    }

    func testLinksWrapTheirRuns() {
        let text = InlineText(runs: [.init("see "), .init("the ", link: "https://x.org/?a=1&b"), .init("guide", style: .bold, link: "https://x.org/?a=1&b")])
        XCTAssertEqual(text.markup(), "see <a href=\"https://x.org/?a=1&amp;b\">the <b>guide</b></a>")
    }

    func testHighlightReachesAcrossFormatting() throws {
        let text = InlineText(runs: [.init("Set"), .init("tings", style: .bold), .init(" and code", style: .code)])
        let markup = text.markup(highlighting: "settings code")
        XCTAssertEqual(markup, "\(open)Set</span><b>\(open)tings</span></b><tt> and \(open)code</span></tt>")
        XCTAssertNoThrow(try PangoMarkupChecker.check(markup))
    }

    func testHighlightIgnoresCaseAndAccents() {
        XCTAssertEqual(InlineText("Le Café").markup(highlighting: "cafe"), "Le \(open)Café</span>")
    }

    func testTrimmed() {
        XCTAssertEqual(InlineText(runs: [.init("  "), .init(" a ", style: .bold), .init("\n")]).trimmed(), InlineText(runs: [.init("a", style: .bold)]))
    }
}
