import XCTest
@testable import FAQ

final class MarkdownRendererTests: XCTestCase {
    func render(_ markdown: String) -> String { MarkdownRenderer.pangoMarkup(fromMarkdown: markdown) }

    func testParagraphsEmphasisStrongAndCode() {
        XCTAssertEqual(render("One *two* **three** `four`.\n\nNext."), "One <i>two</i> <b>three</b> <tt>four</tt>.\n\nNext.")
    }

    func testCodeBlockKeepsLinesAndEscapes() {
        XCTAssertEqual(render("```\nif a < b && c\n  go()\n```"), "<tt>if a &lt; b &amp;&amp; c\n  go()</tt>")
    }

    func testListsBulletedNumberedAndNested() {
        XCTAssertEqual(render("- a\n- b\n  1. c\n  2. d\n\nAfter"), "• a\n• b\n    1. c\n    2. d\n\nAfter")
        XCTAssertEqual(render("3. x\n4. y"), "3. x\n4. y")
    }

    func testHeadingsInsideAnswers() {
        XCTAssertEqual(render("## Steps\nDo it."), "<span weight=\"bold\" size=\"large\">Steps</span>\n\nDo it.")
    }

    func testOnlyWebAndMailLinksBecomeLinks() {
        XCTAssertEqual(render("[site](https://example.org/a?b=1&c=2)"), "<a href=\"https://example.org/a?b=1&amp;c=2\">site</a>")
        XCTAssertEqual(render("[mail](mailto:help@example.org)"), "<a href=\"mailto:help@example.org\">mail</a>")
        XCTAssertEqual(render("[x](file:///etc/passwd) [y](javascript:alert(1)) [z](relative.html)"), "x y z")
    }

    func testTextCannotInjectMarkup() throws {
        let hostile = "<span foreground=\"red\">a</span> & <b>b</b> &lt;i&gt; \u{0} \" '"
        let markup = render(hostile)
        XCTAssertNoThrow(try PangoMarkupChecker.check(markup))
        XCTAssertFalse(markup.contains("<span"))
        XCTAssertFalse(markup.contains("<b>"))
        XCTAssertEqual(render("a &lt;b&gt; c"), "a &lt;b&gt; c", "entities are text, escaped again")
    }

    func testRawHTMLShowsOnlyItsText() {
        XCTAssertEqual(render("<div onclick=\"x\">Hello <b>you</b></div>"), "Hello you")
        XCTAssertEqual(render("<!-- a comment -->"), "")
        XCTAssertEqual(render("line<br>next"), "line\nnext")
    }

    func testRightToLeftAndEmojiPassThrough() {
        XCTAssertEqual(render("مرحبا *بالعالم* 👋🏽"), "مرحبا <i>بالعالم</i> 👋🏽")
    }

    func testPropertyRandomInputsAlwaysGiveWellFormedMarkup() {
        var rng = SystemRandomNumberGenerator()
        let pieces = ["*", "**", "_", "`", "```\n", "<", ">", "&", "[", "](", ")", "http://x", "javascript:", "- ", "1. ",
                      "\n", "\n\n", "# ", "> ", "<b>", "</b>", "&amp;", "é", "👍", "\\", "<details>", "|", "    "]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...30, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            XCTAssertNoThrow(try PangoMarkupChecker.check(render(text)), text.debugDescription)
        }
    }
}

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

    func testTextIsEscapedSoItStaysText() {
        XCTAssertEqual(convert("<p>2 * 3 = 6 [not a link](x) # no</p>"), "2 \\* 3 \\= 6 \\[not a link\\]\\(x\\) \\# no")
        let rendered = MarkdownRenderer.pangoMarkup(fromMarkdown: convert("<p>*a* &lt;b&gt; `c`</p>"))
        XCTAssertEqual(rendered, "*a* &lt;b&gt; `c`")
    }

    func testRoundTripThroughTheRenderer() {
        let html = "<p>Use <strong>Settings</strong>, then <a href=\"https://example.org/help\">help</a>.</p><ul><li>One</li><li>Two</li></ul>"
        XCTAssertEqual(MarkdownRenderer.pangoMarkup(fromMarkdown: convert(html)),
                       "Use <b>Settings</b>, then <a href=\"https://example.org/help\">help</a>.\n\n• One\n• Two")
    }
}

final class MarkdownListLayoutTests: XCTestCase {
    func testBlocksAfterTheFirstInAnItemLineUpUnderItsText() {
        XCTAssertEqual(MarkdownRenderer.pangoMarkup(fromMarkdown: "1. Run:\n\n   ```\n   a\n   b\n   ```\n\n2. Done"),
                       "1. Run:\n\n    <tt>a\n    b</tt>\n\n2. Done")
    }
}
