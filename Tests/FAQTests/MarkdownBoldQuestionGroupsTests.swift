import Foundation
import XCTest
@testable import FAQ

/// Hugo pages whose groups are headings and whose questions are bold paragraphs (the Fresh77 draw): Anchore's
/// anchors before each bold question, groups of one question, a contents of bold labels over links into the page,
/// sub-headings under a question left without an answer; DMP4NFDI's `**Q: …**` lines ended by a hard break.
final class MarkdownBoldQuestionGroupsTests: XCTestCase {
    private func read(_ text: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: "_index.md")
    }

    private let anchore = """
        ---
        title: "Frequently Asked Questions"
        ---

        **Open Source**

        [What is the Inline Scanner?](#1)

        **Environment**

        [Where does it run?](#2)

        [Can it run offline?](#3)

        **Swagger**

        [How can I deploy a Swagger UI?](#4)

        ### Open Source

        <a name="1"></a>**What is the Inline Scanner?**

        A scanner that runs once in a pipeline.

        ### Environment

        <a name="2"></a>**Where does it run?**

        Anywhere a container runs.

        <a name="3"></a>**Can it run offline?**

        Yes, with a local feed.

        ### Swagger

        <a name="4"></a>**How can I deploy a Swagger UI?**

        #### Docker-Compose

        Uncomment the two services.

        #### Kubernetes via Helm

        Add a values file.

        """

    func testAnchoredBoldQuestionsInGroupsOfOneAndAContentsOfBoldLabels() throws {
        let result = try read(anchore)
        XCTAssertEqual(groups(result.document), ["Open Source", "Environment", "Swagger"])
        XCTAssertEqual(questions(result.document), ["What is the Inline Scanner?", "Where does it run?", "Can it run offline?",
                                                    "How can I deploy a Swagger UI?"])
        let swagger = try XCTUnwrap(answer(result.document, "How can I deploy a Swagger UI?"))
        XCTAssertTrue(swagger.contains("Docker-Compose") && swagger.contains("Add a values file."), swagger)
        XCTAssertNil(result.misread)
    }

    /// An anchor only names a place: without one the same page reads the same.
    func testAnEmptyAnchorIsPassedOver() throws {
        let bare = anchore.replacingOccurrences(of: #"<a name="\d"></a>"#, with: "", options: .regularExpression)
        XCTAssertEqual(questions(try read(bare).document), questions(try read(anchore).document))
        // A link with text is no anchor: it is what the paragraph opens with.
        let linked = anchore.replacingOccurrences(of: #"<a name="1"></a>"#, with: #"<a href="x">see</a> "#)
        XCTAssertFalse(questions(try read(linked).document).contains("What is the Inline Scanner?"))
    }

    /// Sub-headings under a question that has an answer stay entries of their own: only under one left empty are
    /// they its answer.
    func testHeadingsUnderAnAnsweredQuestionStayEntries() throws {
        let answered = anchore.replacingOccurrences(of: "**How can I deploy a Swagger UI?**\n",
                                                    with: "**How can I deploy a Swagger UI?**\n\nPick one of these.\n")
        let document = try read(answered).document
        XCTAssertEqual(answer(document, "How can I deploy a Swagger UI?"), "Pick one of these.")
        XCTAssertTrue(questions(document).contains("Docker-Compose"), "\(questions(document))")
    }

    /// One bold question alone under a heading counts only where bold is how the page marks questions.
    func testOneBoldQuestionAloneCountsOnlyWhereBoldMarksQuestions() throws {
        let lone = """
            # Guide

            ## Setup

            **Do I need root?**

            No.

            ## Usage

            Run the tool on a file and read its report.

            """
        let document = try read(lone).document
        XCTAssertTrue(questions(document).allSatisfy { $0 != "Do I need root?" }, "\(questions(document))")
    }

    /// DMP4NFDI: `**Q: …**` closed before a hard break's two spaces, the answer on the next line.
    func testLabelledBoldQuestionsEndedByAHardBreak() throws {
        let text = """
            # FAQs

            ## 1. Getting started

            **Q: How can my consortium participate?**  \nApply through one of our calls.

            **Q: How do we get started?**  \nSend us an email.

            ## 2. Hosting

            **Q: What does the hosting service offer?**  \nA dedicated website.

            ## 3. Training

            **Q: Who should attend the workshops?**  \nData stewards.

            """
        let result = try read(text)
        XCTAssertEqual(questions(result.document), ["How can my consortium participate?", "How do we get started?",
                                                    "What does the hosting service offer?", "Who should attend the workshops?"])
        XCTAssertEqual(answer(result.document, "How do we get started?"), "Send us an email.")
        XCTAssertEqual(groups(result.document), ["1. Getting started", "2. Hosting", "3. Training"])
    }
}
