import XCTest
@testable import FAQ

/// AsciiDoc kept in a `.txt` (X.Org's Debian FAQ): told by the attribute entries of the header
/// under its two-line title; the header's author line is no text; list items set in from the
/// margin go on over the lines below them, break their first line with " +", and are questions,
/// one to a group where the document's other groups list two or more.
final class AsciiDocHeaderAndItemsTests: XCTestCase {
    private func read(_ text: String, file: String = "general.txt") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    private let general = """
    General FAQ
    ===========
    :toc:
    Ann Author <ann@example.org>


    Input drivers
    -------------

     * _How do I configure input for X?_ +
       Look at the link:../howto/input.html[input how-to].

     * _Why can't I kill X through `Ctrl+Alt+Backspace`?_ +
       That is explained in the
       https://example.org/input[same
       documentation].


    <<<
    Video drivers
    -------------

    Ati driver
    ~~~~~~~~~~

     * _Why is it slow?_ +
       Install the firmware.

    Intel driver
    ~~~~~~~~~~~~

     * _Why isn't it working?_ +
       KMS is mandatory.

    """

    func testATextFileUnderAnAsciiDocHeaderReadsAsAsciiDoc() throws {
        let result = try read(general)
        XCTAssertEqual(result.importer, "AsciiDoc")
        let document = result.document
        XCTAssertEqual(document.title, "General FAQ")
        XCTAssertEqual(document.description ?? "", "", "the author line is the header's")
        XCTAssertEqual(document.sections.map(\.title), ["Input drivers", "Video drivers"])
        XCTAssertEqual(document.sections[1].sections.map(\.title), ["Ati driver", "Intel driver"])
        let questions = document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), ["How do I configure input for X?", "Why can't I kill X through Ctrl+Alt+Backspace?",
                                                   "Why is it slow?", "Why isn't it working?"])
        XCTAssertEqual(questions[0].answer, "Look at the input how-to.")
        XCTAssertEqual(questions[1].answer, "That is explained in the\n[same documentation](<https://example.org/input>).",
                       "a link's text goes on over lines")
    }

    func testCodeInsideEmphasisIsCode() {
        XCTAssertEqual(AsciiDocInline.convert("_kill X through `Ctrl+Alt+Backspace`?_"), "*kill X through `Ctrl+Alt+Backspace`?*")
        XCTAssertEqual(AsciiDocInline.convertPlain("*bold _and `code`_*"), "bold and code")
    }

    /// A comment or a block's title under an item is markup, not the item's text.
    func testMarkupUnderAnItemEndsItsText() {
        XCTAssertEqual(AsciiDocBlocks.markdown(["* Is it free? +", "  Yes.", "// TODO: say more"]), "- Is it free?\\\n  Yes.")
        XCTAssertEqual(AsciiDocBlocks.markdown(["* Is it free?", ".Example", "----", "free", "----"]),
                       "- Is it free?\n\n**Example**\n\n```\nfree\n```")
    }

    func testAHardLineBreakEndsItsLineOnly() {
        XCTAssertEqual(AsciiDocBlocks.markdown(["Line one +", "line two", "line three +"]), "Line one\\\nline two\nline three")
        XCTAssertEqual(AsciiDocBlocks.markdown(["1 + 1 is two", "and so on"]), "1 + 1 is two\nand so on")
    }

    /// " * Is it free? +" over its answer asks whether it is emphasised or not.
    func testAPlainItemBrokenAfterItsQuestionIsOne() throws {
        let text = general.replacingOccurrences(of: "_How do I configure input for X?_", with: "How do I configure input for X?")
            .replacingOccurrences(of: "_Why is it slow?_", with: "Why is it slow?")
        let questions = try read(text).document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), ["How do I configure input for X?", "Why can't I kill X through Ctrl+Alt+Backspace?",
                                                   "Why is it slow?", "Why isn't it working?"])
        XCTAssertEqual(questions[2].answer, "Install the firmware.")
    }

    /// An item alone in the document is no question: it may be one step or one note.
    func testALoneBrokenItemIsNoList() throws {
        let text = """
        General FAQ
        ===========
        :toc:

        Setup
        -----

         * _Build it first_ +
           Run make.

        Running
        -------

        Start the daemon.

        """
        let questions = try read(text).document.allSections.flatMap(\.section.questions).map(\.question)
        XCTAssertEqual(questions, ["Setup", "Running"])
    }

    func testDocinfoFieldsUnderATitleAreNoAsciiDocHeader() throws {
        let text = """
        General FAQ
        ===========
        :Author: Ann Author

        How do I configure input?
        -------------------------

        Read the how-to.

        Why can't I kill X?
        -------------------

        It is off.

        """
        XCTAssertNotEqual(try read(text).importer, "AsciiDoc")
        XCTAssertTrue(DocumentFormat.isAttributeEntry(":source-highlighter: rouge"))
        XCTAssertFalse(DocumentFormat.isAttributeEntry(":Author: Ann"))
        XCTAssertFalse(DocumentFormat.isAttributeEntry(":author: Ann"), "reStructuredText's docinfo too")
        XCTAssertFalse(DocumentFormat.isAttributeEntry(":warning:"), "Markdown's emoji")
        XCTAssertFalse(DocumentFormat.isAttributeEntry(":toc:x"))
    }
}
