import XCTest
@testable import FAQ

/// The title a FAQ gets from its path when its text names none: a name that only says "FAQ"
/// takes the name of the folder it is about (Debian's `/usr/share/doc/PACKAGE/FAQ`).
final class DefaultTitleTests: XCTestCase {
    func testAFileNamedOnlyFAQTakesItsPackagesName() {
        XCTAssertEqual(MarkdownFormat.defaultTitle("/usr/share/doc/litmus/FAQ"), "litmus FAQ")
        XCTAssertEqual(MarkdownFormat.defaultTitle("/usr/share/doc/netris/FAQ.gz"), "netris FAQ")
        XCTAssertEqual(MarkdownFormat.defaultTitle("/home/ana/projects/widget/docs/faq.md"), "widget faq")
    }

    func testANameThatSaysMoreIsKept() {
        XCTAssertEqual(MarkdownFormat.defaultTitle("/usr/share/doc/sed/sedfaq.txt.gz"), "sedfaq")
        XCTAssertEqual(MarkdownFormat.defaultTitle("/srv/Troubleshooting.md"), "Troubleshooting")
    }

    func testWithNoFolderThatNamesATopicTheNameStays() {
        XCTAssertEqual(MarkdownFormat.defaultTitle("FAQ.txt"), "FAQ")
        XCTAssertEqual(MarkdownFormat.defaultTitle("/home/docs/FAQ"), "FAQ")
    }

    /// A whole reading takes it: a plain-text FAQ with no title line.
    func testAReadingWithNoTitleUsesIt() throws {
        let text = "Q: Why?\nA: Because.\n\nQ: How?\nA: Thus.\n\nQ: When?\nA: Now.\n"
        let document = try DocumentReader.decode(Array(text.utf8), file: "/usr/share/doc/litmus/FAQ").document
        XCTAssertEqual(document.title, "litmus FAQ")
    }
}
