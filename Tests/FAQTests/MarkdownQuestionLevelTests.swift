import XCTest
@testable import FAQ

/// The level at which a Markdown FAQ's headings ask decides what stands there: Helix's answered
/// `####` topics above its `##` groups of `####` questions are entries of no group, and Rawi's
/// "### Security Best Practices" over a list of bold tips is one entry, not a group of them.
final class MarkdownQuestionLevelTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "faq.md").document
    }

    func testAnsweredHeadingsAtTheGroupsEntryLevelBeforeTheFirstGroupAreEntries() throws {
        let text = """
        # FAQ

        #### How to Run Helix

        Type hx.

        #### Collapse to single cursor

        Press comma.

        #### Strip whitespace

        Run :format.

        ## General Questions

        #### When will the next release be?

        When it is ready.

        #### Is a Vi/Vim keymap planned?

        No.

        ## Installation

        #### Error when building grammars in Fedora

        Install gcc-c++.

        """
        let document = try read(text)
        XCTAssertEqual(groups(document), ["General Questions", "Installation"])
        XCTAssertEqual(questions(document), ["How to Run Helix", "Collapse to single cursor", "Strip whitespace", "When will the next release be?",
                                   "Is a Vi/Vim keymap planned?", "Error when building grammars in Fedora"])
        // One such heading alone stays the document's opening text.
        let one = text.replacingOccurrences(of: "#### Collapse to single cursor\n\nPress comma.\n\n", with: "")
            .replacingOccurrences(of: "#### Strip whitespace\n\nRun :format.\n\n", with: "")
        XCTAssertFalse(questions(try read(one)).contains("How to Run Helix"))
        // So do headings at that level with no text (a title page's author and date).
        let bare = text.replacingOccurrences(of: "Type hx.\n\n", with: "").replacingOccurrences(of: "Press comma.\n\n", with: "")
            .replacingOccurrences(of: "Run :format.\n\n", with: "")
        XCTAssertEqual(questions(try read(bare)).count, 3)
    }

    func testBoldTipsUnderAHeadingWhereTheHeadingsAskAreItsAnswer() throws {
        var text = "# FAQ\n\n## General\n\n"
        for question in ["What is Rawi?", "Is Rawi free?", "How do I install Rawi?", "Where is the configuration?"] {
            text += "### \(question)\n\nSee the guide.\n\n"
        }
        text += """
        ## Best Practices

        ### Security Best Practices

        1. **Protect API keys**:

           Use environment variables.

        2. **Use local providers for sensitive data**:

           Ollama keeps it local.

        ### Cost Management

        1. **Use appropriate models**:

           Cheap ones for simple tasks.

        2. **Monitor usage**:

           Set billing alerts.

        """
        let document = try read(text)
        XCTAssertEqual(groups(document), ["General", "Best Practices"])
        let practices = try XCTUnwrap(document.allSections.last?.section.questions)
        XCTAssertEqual(practices.map(\.question), ["Security Best Practices", "Cost Management"])
        XCTAssertTrue(practices[0].answer.contains("Protect API keys") && practices[0].answer.contains("Ollama keeps it local."))
        // Where headings ask nothing, such a list is still the heading's questions.
        let topics = text.replacingOccurrences(of: "?\n", with: "\n")
        XCTAssertTrue(questions(try read(topics)).contains("Protect API keys"))
    }

    /// A review's inputs: leading headings naming parts of the document ("Audience", "Conventions")
    /// stay its opening text; where two levels ask as often, the higher one is the questions' level, every time.
    func testDocumentPartsAboveTheGroupsAndTiedLevels() throws {
        var text = "# Foo FAQ\n\n### Audience\n\nServer admins.\n\n### Conventions\n\nMonospace.\n\n### Maintainer\n\nJane.\n\n"
        text += "## General\n\n### What is Foo?\n\nA tool.\n\n### Is Foo free?\n\nYes.\n\n## Installation\n\n### How do I install Foo?\n\nUse apt.\n"
        XCTAssertEqual(questions(try read(text)), ["What is Foo?", "Is Foo free?", "How do I install Foo?"])
        var tie = "# FAQ\n\n"
        for question in ["What is Rawi?", "Is Rawi free?", "Does Rawi run offline?", "Can I contribute?"] { tie += "## \(question)\n\nYes.\n\n" }
        tie += "## Usage\n\n"
        for question in ["How do I install Rawi?", "How do I update Rawi?", "How do I configure Rawi?", "How do I remove Rawi?"] {
            tie += "### \(question)\n\nUse pip.\n\n"
        }
        tie += "### Security Best Practices\n\n1. **Protect API keys**:\n\n   Use variables.\n\n2. **Use local providers**:\n\n   Ollama.\n"
        // `##` is the questions' level: the `###` heading's bold tips are questions of its own group.
        for _ in 0..<5 { XCTAssertTrue(questions(try read(tie)).contains("Protect API keys")) }
    }
}
