import XCTest
@testable import FAQ

/// The parts of an entry's answer stay in it: numbered steps after a caption ("**Solutions**:"), sub-headings that name
/// a part of the answer, in Chinese too ("问题描述", "原因", "解决方法"), and bold follow-up questions under a heading that asks.
final class AnswerPartsTests: XCTestCase {
    private func read(_ markdown: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(markdown.utf8), file: "troubleshooting.md").document
    }

    /// StringRay's guide: problems under groups, each with its symptoms and captioned steps in bold.
    private func problem(_ title: String, caption: String = "**Solutions**:") -> String {
        "### \(title)\n\n**Symptoms**: it fails\n\n\(caption)\n\n1. **Check \(title) Logs**:\n   ```bash\n   restart\n   ```\n\n"
            + "2. **Validate \(title) Configuration**:\n   Read the file.\n\n3. **Test \(title) Health**:\n   ```bash\n   health\n   ```\n\n"
    }

    func testNumberedStepsAfterACaptionAreTheAnswersSteps() throws {
        let page = "# Troubleshooting Guide\n\n## Agent Issues\n\n" + problem("Agent Commands Not Responding") + problem("Agent Crashes")
            + "## Performance Issues\n\n" + problem("Slow Response Times") + problem("Memory Issues")
        let document = try read(page)
        XCTAssertEqual(questions(document), ["Agent Commands Not Responding", "Agent Crashes", "Slow Response Times", "Memory Issues"])
        XCTAssertEqual(FAQTests.groups(document), ["Agent Issues", "Performance Issues"])
        XCTAssertTrue(answer(document, "Memory Issues")?.contains("**Validate Memory Issues Configuration**") == true)
    }

    func testItemsThatAskAfterACaptionAreQuestions() throws {
        // "Common questions:" over items that ask and answer: the caption introduces entries.
        let page = "# FAQ\n\n## Installing\n\nCommon questions:\n\n- **Does it run on ARM?**\n\n  Yes.\n\n- **Does it need root?**\n\n  No.\n"
        XCTAssertEqual(questions(try read(page)), ["Does it run on ARM?", "Does it need root?"])
    }

    func testChineseSubHeadingsNamingAnswerPartsMakeTheirHeadingAnEntry() throws {
        let page = (2...4).map { n in
            "## \(n). 问题 \(n)\n\n### \(n).1 问题描述\n\n出错了。\n\n### \(n).2 原因\n\n版本太旧。\n\n### \(n).3 解决方法\n\n升级。\n\n"
        }.joined()
        let document = try read("# Docker Compose 常见问题及解决方法\n\n" + page)
        XCTAssertEqual(questions(document), ["2. 问题 2", "3. 问题 3", "4. 问题 4"])
        XCTAssertTrue(answer(document, "3. 问题 3")?.contains("升级。") == true)
    }

    func testBoldQuestionsUnderAHeadingThatAsksAmongOthersAreItsFollowUps() throws {
        // JSON Resume: "### 136. Why JSON and not YAML or XML?" over "**Why not YAML?**" and "**Why not XML?**".
        let page = "# FAQ\n\n## Design\n\n### 135. Why a schema?\n\nTo validate.\n\n### 136. Why JSON and not YAML or XML?\n\n"
            + "**JSON was chosen for these reasons:**\n\n**1. Universal:**\n\nIt is.\n\n**Why not YAML?**\n\nIndentation.\n\n**Why not XML?**\n\n"
            + "Verbosity.\n\n**Can I convert to YAML?**\n\nYes.\n\n### 137. Can I extend it?\n\nYes.\n\n"
            + "### 138. Is it free?\n\nYes.\n\n### 139. Who maintains it?\n\nVolunteers.\n"
        let document = try read(page)
        XCTAssertEqual(questions(document), ["135. Why a schema?", "136. Why JSON and not YAML or XML?", "137. Can I extend it?",
                                             "138. Is it free?", "139. Who maintains it?"])
        XCTAssertTrue(answer(document, "136. Why JSON and not YAML or XML?")?.contains("**Why not XML?**") == true)
        // Under a heading that names a topic, the bold questions are its entries.
        let topic = try read(page.replacingOccurrences(of: "### 136. Why JSON and not YAML or XML?", with: "## Formats"))
        XCTAssertTrue(questions(topic).contains("Why not YAML?"))
    }

    func testAChineseGroupNamedQuestionsKeepsItsQuestions() throws {
        // "问题" ("Questions") names a group, not an answer's part: its questions stay questions.
        let page = "# 帮助\n\n## 安装\n\n### 问题\n\n#### 如何安装？\n\n运行脚本。\n\n#### 如何卸载？\n\n删除文件夹。\n\n### 说明\n\n见文档。\n"
        XCTAssertEqual(questions(try read(page)), ["如何安装？", "如何卸载？"])
    }
}
