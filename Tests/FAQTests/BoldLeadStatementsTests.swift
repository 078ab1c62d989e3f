import XCTest
@testable import FAQ

/// Paragraphs that open with a bold sentence running on into their answer are a troubleshooting page's entries where
/// most of its paragraphs open so (Chronicle's Japanese page: `BoldParagraphs.leadStatements`).
final class BoldLeadStatementsTests: XCTestCase {
    private func read(_ markdown: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(markdown.utf8), file: "troubleshooting.md").document
    }

    private let page = """
    # Troubleshooting

    Start here.

    ## Installing

    **The app will not open.** Open it from the settings.
    Then click Open.

    **Background sync shows as stopped.** The app syncs itself every 15 minutes.

    ## Recording

    **New sessions do not show.** Run the sync.

    **Old sessions are missing.** They were deleted after 30 days.

    ## Starting over

    Delete the folder.

    """

    func testBoldSentencesOpeningMostParagraphsAreTheEntries() throws {
        let document = try read(page)
        XCTAssertEqual(questions(document), ["The app will not open.", "Background sync shows as stopped.", "New sessions do not show.",
                                             "Old sessions are missing."])
        XCTAssertEqual(answer(document, "The app will not open."), "Open it from the settings.\nThen click Open.")
        // In Japanese, ended by "。".
        let japanese = page.replacingOccurrences(of: "**The app will not open.**", with: "**アプリが開けません。**")
        XCTAssertEqual(questions(try read(japanese)).first, "アプリが開けません。")
    }

    func testBoldSentencesInAFewParagraphsAreEmphasis() throws {
        // Among as many plain paragraphs, a bold opening sentence stresses its paragraph.
        let plain = page.replacingOccurrences(of: "## Starting over\n\nDelete the folder.\n",
                                              with: "## Starting over\n\nDelete the folder.\n\nRun it again.\n\nCheck the log.\n\nAsk us.\n\nWait a day.\n")
        XCTAssertEqual(questions(try read(plain)).count, 3)
    }
}
