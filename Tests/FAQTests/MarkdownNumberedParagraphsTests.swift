import XCTest
@testable import FAQ

/// Questions as paragraphs numbered under a numbered group heading (sysstat's FAQ.md).
final class MarkdownNumberedParagraphsTests: XCTestCase {
    static let faq = """
    ## Welcome to the FAQ!

    ### Table of contents

    **[1. General](#general)**

    [1.1.](#1_1) Why does the build fail?
    [1.2.](#1_2) The tool complains with the following message: `Cannot open file`

    ---

    ### 1. General<a name="general"></a>

    1.1.<a name="1_1"></a> Why does the build fail
    with an error about gettext?

    A: Install gettext.

    ---
    1.2.<a name="1_2"></a> The tool complains with the following message:
    ```
    Cannot open file
    ```
    A: Create the file first.

    ---
    1.3.<a name="1_3"></a> The tool complains with the following message:
    ```
    Permission denied
    ```
    A: Check the permissions.

    ### 2. Statistics<a name="stats"></a>

    2.1.<a name="2_1"></a> What are the units?

    A: Kilobytes.

    2.2.<a name="2_2"></a> Why do the first values differ?

    A: They count since boot.
    """

    func testNumberedParagraphsUnderNumberedGroupsAreQuestions() throws {
        let result = try DocumentReader.decode(Array(Self.faq.utf8), file: "FAQ.md")
        let document = result.document
        XCTAssertEqual(document.sections.map(\.title), ["1. General", "2. Statistics"])
        XCTAssertEqual(document.sections[0].questions.map(\.question), [
            "Why does the build fail with an error about gettext?",
            "The tool complains with the following message: `Cannot open file`",
            "The tool complains with the following message: `Permission denied`",
        ])
        XCTAssertTrue(document.sections[0].questions[1].answer.contains("Create the file first."))
        XCTAssertEqual(document.questionCount, 5)
        XCTAssertNil(result.misread)
    }

    func testNumberedLinesUnderAnUnnumberedHeadingStayText() throws {
        // Under "## Measurements" the numbers extend no group's: an answer's sentences, not questions.
        let text = """
        # Tool

        ## Why is it slow?

        It counts twice.

        ## Measurements

        1.1. What is measured? Everything.

        1.2. Why? Because.
        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "FAQ.md").document
        XCTAssertEqual(document.questionCount, 2)
        XCTAssertTrue(document.allSections.flatMap(\.section.questions).contains { $0.question == "Measurements" })
    }
}
