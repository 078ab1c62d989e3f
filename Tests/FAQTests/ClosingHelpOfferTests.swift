import XCTest
@testable import FAQ

/// A page's last heading that only offers or names help over headings of places to ask ("Still have questions?",
/// "Getting Help") closes the page as its text (`HeadingTree.takeBackMatter`), and so does an offer over text alone
/// past the last group (`StructureRule`); in a page of entries alone, or where it asks, or over questions, it stays
/// an entry or a group.
final class ClosingHelpOfferTests: XCTestCase {
    private func read(_ markdown: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(markdown.utf8), file: "troubleshooting.md").document
    }

    private let problems = """
    # Troubleshooting

    ## "command not found: flash"

    Reinstall the package.

    ## Wallet Not Loading

    Check the path in `.env`.

    ## Transaction Not Landing

    Raise the priority fee.

    """

    func testAClosingOfferOverTextAloneStaysAnEntry() throws {
        // Authors' own counts take "Still stuck?" over links both ways: it stays the entry it is written as.
        for closing in ["Still Stuck?", "Still have questions?"] {
            let document = try read(problems + "## \(closing)\n\n- Run `doctor`\n- Open an issue on [GitHub](https://example.org/issues)\n")
            XCTAssertEqual(questions(document).last, closing)
            XCTAssertEqual(textParts(document), [])
        }
    }

    func testAClosingOfferOverHeadingsOfPlacesToAskIsThePagesText() throws {
        // The sales pipeline's migration FAQ: "Still Have Questions?" over "Contact Support" and "Additional Resources".
        let groups = """
        # FAQ

        ## General

        ### Why migrate?

        Cost.

        ### When does it start?

        In May.

        ## Still Have Questions?

        ### Contact Support

        Write to the team.

        ### Additional Resources

        - [The guide](guide.md)

        """
        let document = try read(groups)
        XCTAssertEqual(questions(document), ["Why migrate?", "When does it start?"])
        XCTAssertEqual(FAQTests.groups(document), ["General"])
        XCTAssertEqual(textParts(document), ["Still Have Questions?"])
    }

    func testALastHeadingThatAsksOrHoldsQuestionsStaysOne() throws {
        // "Where can I get help?" asks for places: its links answer it.
        let asking = try read(problems + "## Where can I get help?\n\n- [Discord](https://example.org/chat)\n")
        XCTAssertEqual(questions(asking).last, "Where can I get help?")
        // An offer over questions of its own is a group of them.
        let grouped = "# FAQ\n\n## General\n\n### Why migrate?\n\nCost.\n\n### When?\n\nIn May.\n\n"
            + "## Still have questions?\n\n### Is there a forum?\n\nYes.\n\n### Is there a chat?\n\nYes.\n"
        let group = try read(grouped)
        XCTAssertEqual(FAQTests.groups(group), ["General", "Still have questions?"])
        XCTAssertEqual(questions(group).suffix(2), ["Is there a forum?", "Is there a chat?"])
        // In the middle of the page it is an entry like the others.
        let middle = try read(problems.replacingOccurrences(of: "## Wallet Not Loading", with: "## Still stuck?\n\nRestart.\n\n## Wallet Not Loading"))
        XCTAssertTrue(questions(middle).contains("Still stuck?"))
    }

    func testAClosingHelpGroupOverPointerHeadingsIsThePagesText() throws {
        // StringRay's troubleshooting guide: "Getting Help" over "Community Resources" and "Diagnostic Information".
        let page = "# Troubleshooting\n\n## Agent Issues\n\n### Agent Not Responding\n\nRestart it.\n\n### Agent Errors\n\nRead the log.\n\n"
            + "## Getting Help\n\n### Community Resources\n\n- [Discord](https://example.org)\n\n### Diagnostic Information\n\nSend the log.\n"
        let document = try read(page)
        XCTAssertEqual(FAQTests.groups(document), ["Agent Issues"])
        XCTAssertEqual(textParts(document), ["Getting Help"])
        // A group named otherwise over the same headings is one.
        let named = try read(page.replacingOccurrences(of: "## Getting Help", with: "## Resources Elsewhere"))
        XCTAssertEqual(FAQTests.groups(named), ["Agent Issues", "Resources Elsewhere"])
    }
    /// Past the last group, among the page's closing text, an offer over text alone is that text too (most hand counts
    /// leave MediaProc's, BESSER's and ML Factory's out), in other languages as well; in a page of entries alone it
    /// stays the entry it is written as (above).
    func testAnOfferOverTextPastTheLastGroupIsTheClosingText() throws {
        let page = "# FAQ\n\n## General\n\n### Why migrate?\n\nCost.\n\n### When?\n\nIn May.\n\n## Setup\n\n### Where is it?\n\nHere.\n\n"
            + "### How big is it?\n\nSmall.\n\n## Checklist\n\nCheck everything.\n\n## CLOSING\n\nAsk on the [forum](https://example.org).\n"
        for offer in ["Still have questions?", "Need More Help?", "🆘 Besoin d'Aide Supplémentaire?", "¿Necesitas más ayuda?"] {
            let text = page.replacingOccurrences(of: "CLOSING", with: offer)
            let document = try read(text)
            XCTAssertEqual(questions(document), ["Why migrate?", "When?", "Where is it?", "How big is it?"], offer)
            XCTAssertNil(MisreadGuard.check(document, source: text, format: .markdown), offer)
        }
        // An offer is the whole title: one that goes on to a topic asks.
        XCTAssertTrue(RhetoricalQuestion.offersHelp(title: "🆘 Besoin d\u{2019}Aide Supplémentaire?"))
        XCTAssertFalse(RhetoricalQuestion.offersHelp(title: "Besoin d'aide avec Docker ?"))
        XCTAssertFalse(RhetoricalQuestion.offersHelp(title: "Comment obtenir plus d'aide ?"))
        // A question asked there is still one.
        XCTAssertEqual(questions(try read(page.replacingOccurrences(of: "CLOSING", with: "Where do I report a bug?"))).last,
                       "Where do I report a bug?")
    }
}
