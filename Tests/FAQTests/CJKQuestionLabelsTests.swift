import XCTest
@testable import FAQ

/// Chinese and Japanese question labels, "问：" (問) over "答：", with a full-width colon or a
/// plain one, as "Q:" over "A:" are read: in Markdown and in plain text.
final class CJKQuestionLabelsTests: XCTestCase {
    static let pairs = """
        问：为啥我发布的网站返回404错误  
        答：默认访问文件名是index.html。

        问: 视频文件无法播放
        答：由于服务的限制，视频文件是无法播放的。

        問：latex编译超时？
        答：图片太大，减小分辨率后重新上传。

        """

    func testLabelledPairsInMarkdownAndPlainText() throws {
        let expected = ["为啥我发布的网站返回404错误", "视频文件无法播放", "latex编译超时？"]
        let markdown = try DocumentReader.decode(Array(("## 常见问题\n\n" + Self.pairs).utf8), file: "faq.md").document
        XCTAssertEqual(questions(markdown), expected)
        XCTAssertEqual(markdown.allSections.flatMap(\.section.questions).first?.answer, "默认访问文件名是index.html。")
        let plain = try DocumentReader.decode(Array(Self.pairs.utf8), file: "FAQ.txt").document
        XCTAssertEqual(questions(plain), expected)
    }

    func testTheLabelsAloneAndInWords() {
        XCTAssertEqual(MarkdownQuestionPatterns.questionPrefix("问：为什么？"), "为什么？")
        XCTAssertEqual(MarkdownQuestionPatterns.answerPrefix("答：因为。"), "因为。")
        XCTAssertNil(MarkdownQuestionPatterns.questionPrefix("问题在于缓存。"), "a word that starts with the label's character")
        XCTAssertNil(MarkdownQuestionPatterns.answerPrefix("答案是三。"))
    }
}
