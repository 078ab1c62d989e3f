import XCTest
@testable import FAQ

/// "Common issues" pages (PlanetMapper's): topics stated over their fixes at the groups' level,
/// before, between and after groups of errors, each error a sub-heading of its own.
final class CommonIssuesPagesTests: XCTestCase {
    private let stated = ["General solutions", "Installation issues", "Planets appear in the wrong position", "Read-only NumPy arrays",
                          "Matplotlib backend ImportError when running the GUI"]
    private let errors = ["`SpiceNOLEAPSECONDS` Error", "`SpiceSPKINSUFFDATA` Error", "`NotFoundError` Error"]

    private func title(_ text: String, _ mark: Character) -> String { text + "\n" + String(repeating: mark, count: text.count) + "\n" }

    /// Two topics, the group of errors, two topics, a group of two more errors, the last topic.
    private var page: String {
        var text = title("Common issues & solutions", "*") + "\n"
        text += title(stated[0], "=") + ":ref:`Update PlanetMapper <updating>` to make sure you run the latest version.\n\n"
        text += title(stated[1], "=") + "PlanetMapper needs Python 3.10.\n\n"
        text += title("SPICE Errors", "=") + "Most SPICE errors come from missing kernels.\n\n"
        for error in errors { text += title(error, "-") + "Download the kernels again.\n\n" }
        text += title(stated[2], "=") + "Check the observer's position.\n\n" + title(stated[3], "=") + "Copy the array first.\n\n"
        text += title("SSH Errors", "=") + "\n" + title("`tkinter.TclError` over SSH", "-") + "Forward X.\n\n"
            + title("`X Error` crash over SSH on macOS", "-") + "Install XQuartz.\n\n"
        return text + title(stated[4], "=") + "Install tk.\n"
    }

    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "common_issues.rst").document
    }

    func testTopicsStatedAmongGroupsAreEntriesAtTheEdgesToo() throws {
        let document = try read(page)
        XCTAssertEqual(Set(questions(document)), Set(stated + ["SpiceNOLEAPSECONDS Error", "SpiceSPKINSUFFDATA Error", "NotFoundError Error",
                                                              "tkinter.TclError over SSH", "X Error crash over SSH on macOS"]))
        XCTAssertEqual(groups(document), ["SPICE Errors", "SSH Errors"])
        // Named as the document's opening part, a topic before the groups is its text, and so is what comes before it.
        let introduced = page.replacingOccurrences(of: title(stated[1], "="), with: title("Introduction", "="))
        XCTAssertEqual(textParts(try read(introduced)).first, stated[0])
        XCTAssertEqual(textParts(try read(introduced)).dropFirst().first, "Introduction")
        // A closing part named so stays text, and so does what follows it.
        let closed = page + "\n" + title("License", "=") + "MIT.\n\n" + title("Orbits look wrong", "=") + "Update.\n"
        XCTAssertEqual(textParts(try read(closed)).suffix(2), ["License", "Orbits look wrong"])
    }

    func testSubHeadingsThatEachReportAProblemAreAGroupsEntries() throws {
        let document = try read(page)
        XCTAssertEqual(document.allSections.first { $0.section.title == "SPICE Errors" }?.section.questions.count, 3)
        // Sub-headings that name topics are the parts of the answer of the heading over them.
        let topics = page.replacingOccurrences(of: "`SpiceNOLEAPSECONDS` Error", with: "Where kernels live   ")
            .replacingOccurrences(of: "`SpiceSPKINSUFFDATA` Error", with: "Kernel versions           ")
            .replacingOccurrences(of: "`NotFoundError` Error", with: "Kernel names         ")
        XCTAssertTrue(questions(try read(topics)).contains("SPICE Errors"))
    }

    func testARoleOpeningAParagraphIsNoField() throws {
        let document = try read(page)
        XCTAssertEqual(answer(document, "General solutions"), "Update PlanetMapper to make sure you run the latest version.")
        XCTAssertTrue(RestructuredTextBlocks.markdown([":Version: 2.0"]).hasPrefix("**Version:**"), "a field")
    }
}
