import XCTest
@testable import FAQ

final class HTMLToMarkdownTests: XCTestCase {
    func convert(_ html: String) -> String { HTMLToMarkdown.convert(html) }

    func testAllowedTagsBecomeMarkdown() {
        XCTAssertEqual(convert("<p>One <b>two</b> <em>three</em></p><p>Four</p>"), "One **two** *three*\n\nFour")
        XCTAssertEqual(convert("<ul><li>a</li><li>b</li></ul>"), "- a\n- b")
        XCTAssertEqual(convert("<ol><li>a</li><li>b<ul><li>c</li></ul></li></ol>"), "1. a\n2. b\n\n   - c")
        XCTAssertEqual(convert("a<br>b"), "a\\\nb")
        XCTAssertEqual(convert("<h2>Title</h2>text"), "### Title\n\ntext")
        XCTAssertEqual(convert("<a href=\"https://example.org\">site</a>"), "[site](<https://example.org>)")
    }

    func testALinkThatShowsNoTextShowsNothing() {
        // MkDocs' "Edit this page" and "View source" buttons are links around an icon alone.
        XCTAssertEqual(convert("<p><a href=\"https://example.org/edit\" title=\"Edit this page\"><svg><path d=\"M0\"/></svg></a>Intro</p>"), "Intro")
        XCTAssertEqual(convert("<p>See <a href=\"https://example.org\">the site</a></p>"), "See [the site](<https://example.org>)")
    }

    func testTextIsEscapedSoItStaysText() {
        XCTAssertEqual(convert("<p>2 * 3 = 6 [not a link](x) # no</p>"), "2 \\* 3 \\= 6 \\[not a link\\]\\(x\\) \\# no")
        XCTAssertEqual(AnswerBlocks.parse(convert("<p>*a* &lt;b&gt; `c`</p>")), [.paragraph(InlineText("*a* <b> `c`"))])
    }

    func testRoundTripThroughTheBlocks() {
        let html = "<p>Use <strong>Settings</strong>, then <a href=\"https://example.org/help\">help</a>.</p><ul><li>One</li><li>Two</li></ul>"
        let blocks = AnswerBlocks.parse(convert(html))
        XCTAssertEqual(texts(of: blocks).map(\.notation), ["Use **Settings**, then [help](https://example.org/help).", "One", "Two"])
        guard case .list(let list)? = blocks.last else { return XCTFail("\(blocks)") }
        XCTAssertFalse(list.isOrdered)
    }
}

/// Blocks inside a list item stay in that item.
final class MarkdownListLayoutTests: XCTestCase {
    func testBlocksAfterTheFirstInAnItemStayInIt() {
        guard case .list(let list)? = AnswerBlocks.parse("1. Run:\n\n   ```\n   a\n   b\n   ```\n\n2. Done").first else { return XCTFail() }
        XCTAssertEqual(list.items.map(\.blocks), [[.paragraph(InlineText("Run:")), .code(text: "a\nb", language: nil)], [.paragraph(InlineText("Done"))]])
    }

    func testRightToLeftAndEmojiPassThrough() {
        XCTAssertEqual(texts(of: AnswerBlocks.parse("مرحبا *بالعالم* 👋🏽")).map(\.notation), ["مرحبا _بالعالم_ 👋🏽"])
    }
}
