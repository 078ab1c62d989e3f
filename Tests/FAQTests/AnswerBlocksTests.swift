import XCTest
@testable import FAQ

/// Markdown → answer blocks: one test per block kind.
final class AnswerBlocksTests: XCTestCase {
    func parse(_ markdown: String) -> [AnswerBlock] { AnswerBlocks.parse(markdown) }
    func text(_ s: String, _ style: InlineText.Style = []) -> InlineText { InlineText(runs: [.init(s, style: style)]) }

    func testParagraphsWithInlineFormatting() {
        let blocks = parse("One *two* **three** `four` ~~five~~.\n\nNext.")
        XCTAssertEqual(blocks.count, 2)
        guard case .paragraph(let first) = blocks[0] else { return XCTFail("\(blocks)") }
        XCTAssertEqual(first.notation, "One _two_ **three** `four` ~~five~~.")
        XCTAssertEqual(blocks[1], .paragraph(text("Next.")))
    }

    func testALineBrokenBetweenTwoChineseCharactersJoinsWithoutASpace() {
        XCTAssertEqual(parse("手册页是 Unix 体系里最为权威的\n技术资料，\nLinux 作为自由软件"),
                       [.paragraph(text("手册页是 Unix 体系里最为权威的技术资料， Linux 作为自由软件"))])
        XCTAssertEqual(parse("one\ntwo"), [.paragraph(text("one two"))])
    }

    func testHeadingKeepsItsLevel() {
        XCTAssertEqual(parse("## Steps\nDo it."), [.heading(level: 2, text: text("Steps")), .paragraph(text("Do it."))])
    }

    func testCodeBlockKeepsLinesAndLanguage() {
        XCTAssertEqual(parse("```swift\nif a < b {\n  go()\n}\n```"), [.code(text: "if a < b {\n  go()\n}", language: "swift")])
        XCTAssertEqual(parse("    indented\n    code"), [.code(text: "indented\ncode", language: nil)])
    }

    func testQuoteHoldsBlocks() {
        XCTAssertEqual(parse("> Quoted\n>\n> - a"), [.quote(title: nil, tone: .plain, blocks: [
            .paragraph(text("Quoted")), .list(AnswerList(isOrdered: false, items: [.init(blocks: [.paragraph(text("a"))])]))])])
    }

    func testNestedListsOrderedWithStart() {
        let blocks = parse("3. x\n4. y\n   - z")
        guard case .list(let list) = blocks.first else { return XCTFail("\(blocks)") }
        XCTAssertTrue(list.isOrdered)
        XCTAssertEqual(list.start, 3)
        XCTAssertEqual(list.marker(at: 1), "4.")
        XCTAssertEqual(list.items[1].blocks.last, .list(AnswerList(isOrdered: false, items: [.init(blocks: [.paragraph(text("z"))])])))
    }

    func testTaskListItemsCarryTheirState() {
        let blocks = parse("- [x] done\n- [ ] to do\n- plain")
        guard case .list(let list) = blocks.first else { return XCTFail("\(blocks)") }
        XCTAssertEqual(list.items.map(\.isChecked), [true, false, nil])
        XCTAssertEqual(list.items[1].blocks, [.paragraph(text("to do"))])
    }

    func testTableWithAlignmentsHeaderAndRows() {
        let blocks = parse("| Name | Size | Note |\n|:-----|-----:|:----:|\n| a | **1** | x |\n| b |\n")
        XCTAssertEqual(blocks, [.table(AnswerTable(
            alignments: [.left, .right, .center],
            header: [text("Name"), text("Size"), text("Note")],
            rows: [[text("a"), text("1", .bold), text("x")], [text("b"), InlineText(), InlineText()]]))])
    }

    func testATableWiderThanTheLimitKeepsItsFirstColumnsAndCountsTheRest() {
        let width = 1_000
        let markdown = "|" + String(repeating: "a|", count: width) + "\n|" + String(repeating: "-|", count: width) + "\n|"
            + String(repeating: "b|", count: width) + "\n"
        guard case .table(let table) = parse(markdown).first else { return XCTFail() }
        XCTAssertEqual(table.header.count, AnswerTable.maximumColumns)
        XCTAssertEqual(table.alignments.count, AnswerTable.maximumColumns)
        XCTAssertEqual(table.rows.map(\.count), [AnswerTable.maximumColumns])
        XCTAssertEqual(table.columnsLeftOut, width - AnswerTable.maximumColumns)
        XCTAssertEqual(table.rowsLeftOut, 0)
    }

    func testATableOfMoreCellsThanTheLimitKeepsItsFirstRowsAndCountsTheRest() {
        let markdown = "| a | b |\n|---|---|\n" + String(repeating: "| c | d |\n", count: 3_000)
        guard case .table(let table) = parse(markdown).first else { return XCTFail() }
        XCTAssertEqual((table.rows.count + 1) * 2, AnswerTable.maximumCells, "the header and the rows that fit")
        XCTAssertEqual(table.rowsLeftOut, 3_000 - table.rows.count)
        guard case .table(let small) = parse("| a |\n|---|\n| b |\n").first else { return XCTFail() }
        XCTAssertEqual(small.rowsLeftOut, 0)
    }

    func testImageOnItsOwnAndInsideText() {
        XCTAssertEqual(parse("![A cat](images/cat.png)"), [.image(source: "images/cat.png", alt: "A cat")])
        XCTAssertEqual(parse("See ![logo](l.png) here"),
                       [.paragraph(text("See")), .image(source: "l.png", alt: "logo"), .paragraph(text("here"))])
        guard case .paragraph(let linked) = parse("[![badge](b.svg)](https://example.org)").first else { return XCTFail() }
        XCTAssertEqual(linked.runs, [.init("badge", link: "https://example.org")], "an image inside a link is its alt text")
    }

    func testRule() {
        XCTAssertEqual(parse("a\n\n---\n\nb"), [.paragraph(text("a")), .rule, .paragraph(text("b"))])
    }

    func testDetailsKeepSummaryBodyAndWhatFollows() {
        let markdown = "Before\n\n<details>\n<summary>Show <b>more</b></summary>\n\nHidden *text*\n\n</details>\n\nAfter"
        XCTAssertEqual(parse(markdown), [
            .paragraph(text("Before")),
            .details(summary: text("Show more"), blocks: [.paragraph(InlineText(runs: [.init("Hidden "), .init("text", style: .italic)]))]),
            .paragraph(text("After"))])
        XCTAssertEqual(parse("<details><summary>S</summary>Body</details>"),
                       [.details(summary: text("S"), blocks: [.paragraph(text("Body"))])], "on one line")
        XCTAssertEqual(parse("<details>\n\nNo end"), [.details(summary: text("Details"), blocks: [.paragraph(text("No end"))])],
                       "an unclosed details ends with the answer")
        XCTAssertEqual(parse("</details>\n\nStray"), [.paragraph(text("Stray"))], "a stray end tag is dropped")
    }

    func testRawHTMLShowsOnlyItsText() {
        XCTAssertEqual(parse("<div onclick=\"x\">Hello <b>you</b></div>"), [.paragraph(text("Hello you"))])
        XCTAssertEqual(parse("<!-- a comment -->"), [])
        XCTAssertEqual(parse("line<br>next"), [.paragraph(text("line\nnext"))])
    }

    func testOnlyWebAndMailLinks() {
        guard case .paragraph(let p) = parse("[a](https://x.org) [b](javascript:alert(1)) <m@x.org> www.example.org").first
        else { return XCTFail() }
        XCTAssertEqual(p.notation, "[a](https://x.org) b [m@x.org](mailto:m@x.org) [www.example.org](http://www.example.org)")
    }

    func testDeepNestingShowsPlainTextPastTheLimit() {
        let deep = String(repeating: "> ", count: 40) + "deep *text*"
        var blocks = parse(deep)
        var depth = 0
        while case .quote(_, _, let inner)? = blocks.first {
            depth += 1
            blocks = inner
        }
        XCTAssertEqual(depth, AnswerBlocks.maximumDepth)
        XCTAssertEqual(blocks, [.paragraph(text("deep text"))])
    }

    /// Raw HTML gives only its text, unformatted; entities are read as the characters they name.
    func testTextStaysText() throws {
        let blocks = parse("<span foreground=\"red\">a</span> & <b>b</b> &lt;i&gt; \" '\n\n| <i>x</i> |\n|---|\n| & |")
        guard case .paragraph(let p) = blocks.first, case .table(let t) = blocks.last else { return XCTFail("\(blocks)") }
        XCTAssertEqual(p, text("a & b <i> \" '"), "no run is formatted by the tags")
        XCTAssertEqual(t.header, [text("x")])
        XCTAssertEqual(t.rows[0][0], text("&"))
    }
}
