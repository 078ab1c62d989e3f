import XCTest
@testable import FAQ

/// Headings that ask over questions of their own, beside a group that names a topic over questions
/// alone, are groups whose titles ask (Collabora's FAQ); alone among questions, such a heading is a
/// question its sub-headings follow.
final class AskingGroupsTests: XCTestCase {
    private func page(third: String) -> String {
        """
        # FAQ

        ## What is Collabora Online anyway?

        An office suite in the browser.

        ### Who created it?

        Collabora.

        ### Who translated it?

        Volunteers.

        ## Why is it its own project?

        Several reasons.

        ### Do we need investment?

        Yes.

        ### Which brand to choose?

        Either.

        \(third)

        ### Can I re-distribute it?

        Yes.

        ### How do I get commit access?

        Ask.

        """
    }

    func testAskingHeadingsOverQuestionsBesideATopicGroupAreGroups() throws {
        let document = try DocumentReader.decode(Array(page(third: "## A Free / Open Source project").utf8), file: "faq.md").document
        XCTAssertEqual(groups(document), ["What is Collabora Online anyway?", "Why is it its own project?", "A Free / Open Source project"])
        XCTAssertEqual(questions(document).count, 6)
        XCTAssertEqual(document.allSections.first?.section.description, "An office suite in the browser.")
        // With no topic group beside them, each is a question its sub-headings follow.
        let asking = try DocumentReader.decode(Array(page(third: "## Is it free software?").utf8), file: "faq.md").document
        XCTAssertTrue(questions(asking).contains("What is Collabora Online anyway?"))
        // So is one alone among topic groups.
        let alone = page(third: "## A Free / Open Source project").replacingOccurrences(of: "## Why is it its own project?", with: "## The project")
        XCTAssertTrue(questions(try DocumentReader.decode(Array(alone.utf8), file: "faq.md").document).contains("What is Collabora Online anyway?"))
    }
}
