import XCTest
@testable import FAQ

/// Other tools' Markdown extensions read as something sensible: one test per extension.
final class MarkdownExtensionsTests: XCTestCase {
    func parse(_ markdown: String) -> [AnswerBlock] { AnswerBlocks.parse(markdown) }
    func text(_ s: String) -> InlineText { InlineText(s) }

    func testColonAdmonitionsBecomeTitledQuotes() {
        XCTAssertEqual(parse(":::note\nRead *this*.\n:::\n\nAfter"), [
            .quote(title: "Note", tone: .note, blocks: [.paragraph(InlineText(runs: [.init("Read "), .init("this", style: .italic), .init(".")]))]),
            .paragraph(text("After"))])
        XCTAssertEqual(parse("::: warning Mind the gap\nText\n:::"),
                       [.quote(title: "Mind the gap", tone: .warning, blocks: [.paragraph(text("Text"))])])
        XCTAssertEqual(parse(":::tip[Custom]\nT\n:::"), [.quote(title: "Custom", tone: .tip, blocks: [.paragraph(text("T"))])])
        XCTAssertEqual(parse("::::info\nOuter\n:::danger\nInner\n:::\n::::"), [.quote(title: "Info", tone: .note, blocks: [
            .paragraph(text("Outer")), .quote(title: "Danger", tone: .caution, blocks: [.paragraph(text("Inner"))])])])
    }

    func testAdmonitionKeepsCodeInside() {
        XCTAssertEqual(parse(":::note\n```\n:::\n```\n:::"), [.quote(title: "Note", tone: .note, blocks: [.code(text: ":::", language: nil)])])
    }

    func testGitHubAlertsBecomeTitledQuotes() {
        XCTAssertEqual(parse("> [!NOTE]\n> Useful information."),
                       [.quote(title: "Note", tone: .note, blocks: [.paragraph(text("Useful information."))])])
        XCTAssertEqual(parse("> [!CAUTION]\n> Risky."), [.quote(title: "Caution", tone: .caution, blocks: [.paragraph(text("Risky."))])])
        XCTAssertEqual(parse("> Not [!NOTE] an alert"), [.quote(title: nil, tone: .plain, blocks: [.paragraph(text("Not [!NOTE] an alert"))])])
    }

    func testMkDocsAdmonitionsAndCollapsibleBlocks() {
        XCTAssertEqual(parse("!!! warning \"Careful\"\n    Indented body.\n\nAfter"),
                       [.quote(title: "Careful", tone: .warning, blocks: [.paragraph(text("Indented body."))]), .paragraph(text("After"))])
        XCTAssertEqual(parse("??? note \"More\"\n    Hidden.\n"), [.details(summary: text("More"), blocks: [.paragraph(text("Hidden."))])])
    }

    func testColonDetailsBecomeDetails() {
        XCTAssertEqual(parse(":::details Click me\nBody\n:::"), [.details(summary: text("Click me"), blocks: [.paragraph(text("Body"))])])
    }

    func testHugoShortcodesAreRemoved() {
        XCTAssertEqual(parse("Before {{< ref \"page\" >}} after {{% note %}}x{{% /note %}}"), [.paragraph(text("Before after x"))])
        XCTAssertEqual(parse("{{< highlight go >}}\nfunc main() {}\n{{< /highlight >}}"), [.code(text: "func main() {}", language: "go")])
        XCTAssertEqual(parse("Write `{{< ref >}}` to link"), [.paragraph(InlineText(runs: [.init("Write "), .init("{{< ref >}}", style: .code), .init(" to link")]))],
                       "code spans are left alone")
    }

    func testKramdownAttributesAndHeadingIDsAreRemoved() {
        XCTAssertEqual(parse("Paragraph\n{: .note}\n\n## Title {#custom-id}"),
                       [.paragraph(text("Paragraph")), .heading(level: 2, text: text("Title"))])
        XCTAssertEqual(parse("Inline{: .x} text"), [.paragraph(text("Inline text"))])
    }

    func testWikiLinksBecomeText() {
        XCTAssertEqual(parse("See [[Installation]] and [[the guide|Setup-Guide]] or [[Main_Page|Home]]."),
                       [.paragraph(text("See Installation and the guide or Home."))])
        XCTAssertEqual(parse("[[1]](https://x.org)").count, 1, "a link whose text is in brackets stays a link")
    }

    func testNestingIsBounded() {
        let deep = String(repeating: ":::note\n", count: 10_000) + "x"
        let normalized = MarkdownExtensions.normalize(deep)
        XCTAssertLessThan(normalized.utf8.count, 10 * deep.utf8.count, "each level prefixes every line: the depth is capped")
        XCTAssertEqual(normalized.components(separatedBy: "[!NOTE]").count - 1, MarkdownExtensions.maximumNesting)
    }

    func testPlainAnswersAreNotRewritten() {
        let plain = "Just *text* with a [link](https://x.org).\n\n- a\n- b"
        XCTAssertEqual(MarkdownExtensions.normalize(plain), plain)
    }
}
