import XCTest
@testable import FAQ

/// A heading right above its translation at its level, one answer in both languages under them
/// (leela-zero's bilingual FAQ): one question, titled in both.
final class HeadingTwinsTests: XCTestCase {
    func testAHeadingOverItsTranslationIsOneQuestion() throws {
        let text = """
        # Leela Zero常见问题解答 #
        # Frequently Asked Questions about Leela Zero #

        ## 为什么网络不是每次都变强的 ##
        ## Why doesn't the network get stronger every time ##

        AZ的网络强度也是有起伏的。

        AZ also had this behavior.

        ## 有些自对弈对局非常短 ##
        ## Very short self-play games ends with White win?! ##

        自对弈的增加了随机性。

        This is expected.
        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ.md")
        XCTAssertEqual(questions(result.document), ["为什么网络不是每次都变强的 / Why doesn't the network get stronger every time",
                                                    "有些自对弈对局非常短 / Very short self-play games ends with White win?!"])
        XCTAssertTrue(result.document.allSections.flatMap(\.section.questions)[0].answer.contains("AZ also had this behavior."))
        XCTAssertNil(result.misread)
    }

    /// Two headings of one script with nothing between them stay two (a question left unanswered).
    func testTwoHeadingsInOneScriptStayTwo() throws {
        let text = "# FAQ\n\n## How do I start?\n## How do I stop?\n\nPress q.\n\n## Why?\n\nBecause.\n"
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ.md")
        XCTAssertEqual(questions(result.document), ["How do I start?", "How do I stop?", "Why?"])
    }
}
