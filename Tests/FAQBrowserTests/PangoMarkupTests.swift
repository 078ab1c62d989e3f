import Foundation
import XCTest
import FAQ
@testable import FAQBrowser

/// The FAQ's neutral inline text becomes Pango markup: escaped text, formatting tags, links
/// (anchors on screen, targets after the text on paper), search highlights.
final class PangoMarkupTests: XCTestCase {
    let open = PangoMarkup.highlightOpen

    func testEscapesEverything() {
        XCTAssertEqual(PangoMarkup.markup(InlineText("<b>&\"'</b>\u{0}")), "&lt;b&gt;&amp;&quot;&#39;&lt;/b&gt;\u{FFFD}")
    }

    func testFormattingBecomesTags() {
        guard case .paragraph(let text)? = AnswerBlocks.parse("One *two* **three** `four` ~~five~~.").first else { return XCTFail() }
        XCTAssertEqual(PangoMarkup.markup(text), "One <i>two</i> <b>three</b> <tt>four</tt> <span strikethrough=\"true\">five</span>.")
    }

    func testLinksWrapTheirRuns() {
        let text = InlineText(runs: [.init("see "), .init("the ", link: "https://x.org/?a=1&b"), .init("guide", style: .bold, link: "https://x.org/?a=1&b")])
        XCTAssertEqual(PangoMarkup.markup(text), "see <a href=\"https://x.org/?a=1&amp;b\">the <b>guide</b></a>")
    }

    func testOnPaperALinksTargetFollowsItsText() {
        let text = InlineText(runs: [.init("the "), .init("guide", link: "https://x.org/g"), .init(", "),
                                     .init("x.org", link: "https://x.org/"), .init(" or "), .init("mail", link: "mailto:a@x.org")])
        let markup = PangoMarkup.markup(text, links: .targetsAfterText)
        XCTAssertFalse(markup.contains("<a "), "Pango's own parser refuses <a>")
        let target = "<span size=\"smaller\" foreground=\"\(PangoMarkup.printedTargetColor)\">"
        XCTAssertEqual(markup, "the guide \(target)(https://x.org/g)</span>, x.org or mail \(target)(a@x.org)</span>",
                       "a link whose text is its target is not repeated")
        XCTAssertNoThrow(try PangoMarkupChecker.check(markup))
    }

    func testHighlightReachesAcrossFormatting() throws {
        let text = InlineText(runs: [.init("Set"), .init("tings", style: .bold), .init(" and code", style: .code)])
        let markup = PangoMarkup.markup(text, highlighting: "settings code")
        XCTAssertEqual(markup, "\(open)Set</span><b>\(open)tings</span></b><tt> and </tt><tt>\(open)code</span></tt>")
        XCTAssertNoThrow(try PangoMarkupChecker.check(markup))
    }

    func testTitlesAndSnippetsAreEscapedAndHighlighted() throws {
        XCTAssertEqual(PangoMarkup.highlighted("Le Café & co", query: "cafe"), "Le \(open)Café</span> &amp; co")
        XCTAssertEqual(PangoMarkup.highlighted("<b>", query: "b"), "&lt;\(open)b</span>&gt;")
        let snippet = SearchSnippet.highlighted(answer: "Type `<b>` & then <i>press</i> enter.", query: "enter")!
        let markup = PangoMarkup.markup(snippet)
        XCTAssertEqual(markup, "Type &lt;b&gt; &amp; then press \(open)enter</span>.")
        XCTAssertNoThrow(try PangoMarkupChecker.check(markup))
    }

    func testAnswerTextCannotInjectMarkup() throws {
        let hostile = "<span foreground=\"red\">a</span> & <b>b</b> &lt;i&gt; \u{0} \" '\n\n| <i>x</i> |\n|---|\n| & |"
        for block in AnswerBlocks.parse(hostile) {
            if case .paragraph(let p) = block {
                let markup = PangoMarkup.markup(p)
                XCTAssertNoThrow(try PangoMarkupChecker.check(markup))
                XCTAssertFalse(markup.contains("<span") || markup.contains("<b>"), markup)
            }
            if case .table(let t) = block { XCTAssertEqual(PangoMarkup.markup(t.rows[0][0]), "&amp;") }
        }
    }

    func testPropertyRandomInputsAlwaysGiveWellFormedMarkup() {
        var rng = SystemRandomNumberGenerator()
        let pieces = ["*", "**", "_", "`", "```\n", "<", ">", "&", "[", "](", ")", "http://x", "javascript:", "- ", "1. ",
                      "\n", "\n\n", "# ", "> ", "<b>", "</b>", "&amp;", "é", "👍", "\\", "<details>", "|", "    ", "~~", "[!NOTE]"]
        for _ in 0..<1000 {
            let text = (0..<Int.random(in: 0...30, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            for inline in PangoMarkupTests.texts(of: AnswerBlocks.parse(text)) {
                for markup in [PangoMarkup.markup(inline), PangoMarkup.markup(inline, highlighting: "a é"), PangoMarkup.markup(inline, links: .targetsAfterText)] {
                    XCTAssertNoThrow(try PangoMarkupChecker.check(markup), text.debugDescription)
                }
            }
        }
    }

    /// The search highlight is read on the light and the dark style: WCAG's 4.5:1 for text.
    func testHighlightedTextKeepsItsContrastInBothStyles() {
        let ratio = Self.contrast(PangoMarkup.highlightForeground, PangoMarkup.highlightBackground)
        XCTAssertGreaterThanOrEqual(ratio, 4.5)
        XCTAssertTrue(PangoMarkup.highlightOpen.contains("foreground="), "the text colour is set, not left to the theme")
    }

    static func contrast(_ a: String, _ b: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let v = Int(hex.dropFirst(), radix: 16)!
            let channels = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map { c -> Double in
                let s = Double(c) / 255
                return s <= 0.03928 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        }
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Every text of some blocks (titles, cells, summaries included).
    static func texts(of blocks: [AnswerBlock]) -> [InlineText] {
        var out: [InlineText] = []
        var stack = Array(blocks.reversed())
        while let block = stack.popLast() {
            switch block {
            case .paragraph(let text), .heading(_, let text): out.append(text)
            case .code(let code, _): out.append(InlineText(code))
            case .quote(let title, _, let inner):
                if let title { out.append(InlineText(title)) }
                stack += inner.reversed()
            case .list(let list): stack += list.items.flatMap(\.blocks).reversed()
            case .table(let table): out += table.header + table.rows.flatMap { $0 }
            case .image(_, let alt): out.append(InlineText(alt))
            case .rule: break
            case .details(let summary, let inner):
                out.append(summary)
                stack += inner.reversed()
            }
        }
        return out
    }
}
