import XCTest
@testable import FAQ

/// Inline text as runs: formatting and links kept apart from the text, search matches marked
/// as a highlight (views turn the runs into their own attributes).
final class InlineTextTests: XCTestCase {
    func testRunsJoinWhenTheirStyleAndLinkAgree() {
        var text = InlineText("a")
        text.append("b")
        text.append("c", style: .bold)
        text.append("d", style: .bold, link: "https://x.org")
        XCTAssertEqual(text.runs.map(\.text), ["ab", "c", "d"])
        XCTAssertEqual(text.notation, "ab**c**[**d**](https://x.org)")
    }

    func testHighlightReachesAcrossFormatting() {
        let text = InlineText(runs: [.init("Set"), .init("tings", style: .bold), .init(" and code", style: .code)])
        let highlighted = text.highlighting("settings code")
        XCTAssertEqual(highlighted.notation, "==Set==**==tings==**` and ``==code==`")
        XCTAssertEqual(highlighted.plainText, text.plainText, "the text is unchanged")
        XCTAssertEqual(highlighted.runs.filter { $0.style.contains(.highlight) }.map(\.text), ["Set", "tings", "code"])
    }

    func testHighlightKeepsLinks() {
        let text = InlineText(runs: [.init("see the guide", link: "https://x.org")])
        XCTAssertEqual(text.highlighting("guide").notation, "[see the ==guide==](https://x.org)")
    }

    func testHighlightIgnoresCaseAndAccents() {
        XCTAssertEqual(InlineText("Le Café").highlighting("cafe").notation, "Le ==Café==")
        XCTAssertEqual(SearchHighlighter.highlighted("abcabc", query: "bc ab").notation, "==abcabc==", "overlapping matches merge")
    }

    func testNoQueryOrNoMatchLeavesTheTextAsItIs() {
        let text = InlineText(runs: [.init("a"), .init("b", style: .italic)])
        XCTAssertEqual(text.highlighting(""), text)
        XCTAssertEqual(text.highlighting("zebra"), text)
    }

    func testTrimmed() {
        XCTAssertEqual(InlineText(runs: [.init("  "), .init(" a ", style: .bold), .init("\n")]).trimmed(), InlineText(runs: [.init("a", style: .bold)]))
    }
}
