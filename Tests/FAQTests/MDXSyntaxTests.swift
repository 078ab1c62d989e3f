import Foundation
import XCTest
@testable import FAQ

/// MDX's own syntax where it departs from CommonMark: `{/* … */}` comments show nothing,
/// indentation makes no code block, a layout component's tag alone on its line shows nothing and
/// ends no paragraph into the line under it; and `<details>` that fold other `<details>` (Datagrove's FAQ).
final class MDXSyntaxTests: XCTestCase {
    private func read(_ text: String, file: String = "faq.mdx") throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    /// Datagrove's shape: categories folding questions, indented as HTML is, with a commented-out
    /// template; in `.md` the same indentation is code, as CommonMark says.
    static let folded = """
        ## Testing

          <details open>
            <summary>**About the test**</summary>
              <blockquote>
                <details>
                  <summary>**What is the test?**</summary>
                  <blockquote>
                  A national test.

                  It meets most state requirements.
                  </blockquote>
                </details>

                <details>
                  <summary>**Why would I take it?**</summary>
                  <blockquote>
                  To measure achievement.
                  </blockquote>
                </details>
                {/* Add more questions here
                <details>
                  <summary>**QUESTION?**</summary>
                </details>
                */}
              </blockquote>
          </details>

        ## Company

        <details open>
             <summary>**About us**</summary>
              <blockquote>
                <details>
                  <summary>**Who are you?**</summary>
                  <blockquote>
                  A small team.
                  </blockquote>
                </details>

                <details>
                  <summary>**Where are you?**</summary>
                  <blockquote>
                  Here.
                  </blockquote>
                </details>
              </blockquote>
            </details>

        """

    func testDetailsFoldingDetailsHoldTheirInnermostAsQuestions() throws {
        let document = try read(Self.folded)
        XCTAssertEqual(groups(document), ["Testing", "Company"])
        XCTAssertEqual(questions(document), ["What is the test?", "Why would I take it?", "Who are you?", "Where are you?"])
        let answer = try XCTUnwrap(document.sections.first?.questions.first?.answer)
        XCTAssertTrue(answer.contains("A national test.") && answer.contains("most state requirements"), answer)
        XCTAssertFalse(answer.contains("Why would I"), answer)
    }

    /// A question whose answer folds its cases stays one question; so does a category of one.
    func testAQuestionFoldingItsCasesStaysOne() throws {
        let text = """
            ## Install

            <details>
            <summary>How do I install it?</summary>
            <details>
            <summary>On Linux</summary>
            Use the package.
            </details>
            <details>
            <summary>On Windows</summary>
            Run the installer.
            </details>
            </details>

            <details>
            <summary>Why is it slow?</summary>
            Caches.
            </details>

            """
        XCTAssertEqual(questions(try read(text, file: "FAQ.md")), ["How do I install it?", "Why is it slow?"])
        let topics = text.replacingOccurrences(of: "On Linux", with: "Does it run on Linux?")
            .replacingOccurrences(of: "How do I install it?", with: "Installing").replacingOccurrences(of: "On Windows", with: "And Windows?")
        XCTAssertEqual(questions(try read(topics, file: "FAQ.md")), ["Does it run on Linux?", "And Windows?", "Why is it slow?"])
    }

    func testCommentsShowNothingAndKeepLineNumbers() {
        let lines = ["Before {/* one */} after", "{/* two", "<details>", "*/} tail", "```", "{/* in code */}", "```", "{/* never closed", "text"]
        XCTAssertEqual(MDXComments.blanking(lines), ["Before  after", "", "", " tail", "```", "{/* in code */}", "```", "{/* never closed", "text"])
    }

    func testIndentationMakesNoCodeButListItemsKeepTheirs() {
        let lines = ["Text", "", "        <details>", "          <summary>Why?</summary>", "", "    Plain text", "    </details>",
                     "", "- item", "", "    more of the item", "", "```", "", "    code in a fence", "```"]
        XCTAssertEqual(MDXIndentation.outdenting(lines), ["Text", "", "<details>", "<summary>Why?</summary>", "", "Plain text",
                                                          "</details>", "", "- item", "", "    more of the item", "", "```", "",
                                                          "    code in a fence", "```"])
    }

    /// In Markdown, not MDX, indented lines stay code: nothing is read from them but the first
    /// category's summary. (A category whose summary asks is one question, and alone under its
    /// heading it is that heading's text.)
    func testInMarkdownIndentationStaysCode() throws {
        let markdown = Self.folded.replacingOccurrences(of: "<details open>\n     <summary>**About us**", with: "<details open>\n     <summary>**About us?**")
        XCTAssertEqual(questions(try read(markdown, file: "faq.md")), ["About the test"])
        XCTAssertEqual(questions(try read(markdown)), ["What is the test?", "Why would I take it?"])
    }

    func testManyCommentsAndFoldsAreLinear() throws {
        try LinearGrowth.assert(1 << 16) { size in
            _ = MDXComments.blanking(Array(repeating: "{/* open", count: size / 8))
            _ = MDXIndentation.outdenting(Array(repeating: "        <details>", count: size / 18))
        }
        try LinearGrowth.assert(1 << 16) { size in
            let category = "<details>\n<summary>Topic</summary>\n<details>\n<summary>Why?</summary>\nA.\n</details>\n<details>\n<summary>How?</summary>\nB.\n</details>\n</details>\n\n"
            let text = "## Group\n\n" + String(repeating: category, count: size / category.utf8.count)
            XCTAssertEqual(try read(text).questionCount, 2 * (size / category.utf8.count))
        }
    }

    /// A fold whose summary asks is a question, whatever it folds (its example log); a category
    /// that introduces its questions keeps its text, and then every category under the heading is read whole.
    func testAnAskingFoldIsAQuestionAndAnIntroducedCategoryIsReadWhole() throws {
        let asking = """
            ## Help

            <details><summary>Networking</summary>
            <details><summary>Why can't I connect?</summary>
            Check the firewall.
            <details><summary>Example log</summary>error: connection refused</details>
            </details>
            <details><summary>Why is it slow?</summary>Check DNS.</details>
            </details>

            """
        let document = try read(asking)
        XCTAssertEqual(questions(document), ["Why can't I connect?", "Why is it slow?"])
        XCTAssertTrue(document.allSections.flatMap(\.section.questions).first?.answer.contains("connection refused") == true)
        let introduced = asking.replacingOccurrences(of: "<details><summary>Networking</summary>\n",
                                                     with: "<details><summary>Networking</summary>\nMost problems come from the proxy.\n")
            + "\n<details><summary>Accounts</summary>\n<details><summary>How do I reset it?</summary>Log in.</details>\n"
            + "<details><summary>Can I delete it?</summary>Yes.</details>\n</details>\n"
        XCTAssertEqual(questions(try read(introduced)), ["Networking", "Accounts"])
        XCTAssertEqual(MarkdownQuestionPatterns.summaryText("**__main__**"), "__main__")
        XCTAssertEqual(MarkdownQuestionPatterns.summaryText("**A** and **B**"), "**A** and **B**")
    }

    func testACommentInACodeSpanIsShown() {
        XCTAssertEqual(MDXComments.blanking(["Write `{/* hidden */}` and nothing shows.", "Text {/* gone */} here"]),
                       ["Write `{/* hidden */}` and nothing shows.", "Text  here"])
    }

    /// Role Reactor's FAQ: `**Q: …**` paragraphs in `<Tab>`s, set in four spaces, the first of each right under its
    /// opening tag. CommonMark would take that line into the tag's HTML block; mdx-js reads it as Markdown.
    func testALayoutTagAloneOnItsLineStartsNoBlockOfHTML() throws {
        let tab = { (label: String, first: String, second: String) in
            "  <Tab value=\"\(label)\">\n    **Q: \(first)**\n    \n    A: Yes.\n    \n    **Q: \(second)**\n    \n    A: No.\n  </Tab>\n"
        }
        let text = "---\ntitle: FAQ\n---\n\nimport { Tabs, Tab } from 'fumadocs-ui/components/tabs';\n\n"
            + "<Tabs items={[\"General\", \"Roles\"]}>\n" + tab("General", "Is it free to use?", "Where can I get support?")
            + tab("Roles", "Why aren't roles assigned?", "Can I use custom emoji?") + "</Tabs>\n"
        let document = try read(text)
        XCTAssertEqual(questions(document), ["Is it free to use?", "Where can I get support?", "Why aren't roles assigned?", "Can I use custom emoji?"])
        XCTAssertEqual(answer(document, "Is it free to use?"), "Yes.", "its answer, its label taken off")
        XCTAssertNil(document.description, "the tabs' labels are no text of the page")
        // The components the readers know keep their tags: an accordion's title is its question.
        let accordion = "<Accordion title=\"Is it free to use?\">\nYes.\n</Accordion>\n\n<Accordion title=\"Can I host it?\">\nNo.\n</Accordion>\n"
        XCTAssertEqual(questions(try read(accordion)), ["Is it free to use?", "Can I host it?"])
    }
    /// BunnyDB's Nextra page: the `###` headings inside `<Steps>` title one answer's steps, so they
    /// stay in that answer as bold lines, and the guard counts no question in them.
    func testHeadingsInsideStepsAreTheStepsOfOneAnswer() throws {
        let text = "# Troubleshooting\n\n## Errors\n\n### Slot already exists\n\nDrop it:\n\n<Steps>\n\n### Use the retry endpoint\n\nCall it.\n\n"
            + "### Terminate the connection\n\nKill the process.\n\n</Steps>\n\n### Heartbeat timeout\n\nRestart the worker.\n\n"
            + "### Permission denied\n\nGrant access.\n"
        let result = try DocumentReader.decode(Array(text.utf8), file: "troubleshooting.mdx")
        XCTAssertEqual(questions(result.document), ["Slot already exists", "Heartbeat timeout", "Permission denied"])
        let steps = try XCTUnwrap(answer(result.document, "Slot already exists"))
        XCTAssertTrue(steps.hasSuffix("**Use the retry endpoint**\n\nCall it.\n\n**Terminate the connection**\n\nKill the process."), steps)
        XCTAssertNil(result.misread)
        XCTAssertEqual(MDXLayoutTags.blanking(["<Steps>", "## One", "  ### C# ##", "Text right under it.", "</Steps>", "## Two"]),
                       ["", "**One**\\", "**C#**\\", "Text right under it.", "", "## Two"])
        XCTAssertEqual(MDXLayoutTags.blanking(["<Steps />", "## One"]), ["<Steps />", "## One"], "a self-closing tag opens nothing")
        XCTAssertEqual(SourceHeadings.stepsTag("<Steps>"), 1)
        XCTAssertNil(SourceHeadings.stepsTag("<Steps />"))
        XCTAssertNil(SourceHeadings.stepsTag("<StepsList>"))
        XCTAssertEqual(SourceHeadings.stepsTag("</Steps>"), -1)
    }
}
