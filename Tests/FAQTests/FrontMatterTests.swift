import XCTest
@testable import FAQ

/// A Markdown page's front matter, YAML's `---` or Hugo's TOML `+++`: its title titles the page,
/// and none of it shows as text.
final class FrontMatterTests: XCTestCase {
    private let body = "Have a read.\n\n## How do I start?\n\nRun it.\n\n## Is it free?\n\nYes.\n"

    func testTOMLFrontMatterTitlesThePageAndShowsNothing() throws {
        let text = "+++\nauthors = [\n    \"Collabora\",\n]\ntitle = \"FAQ\"\ndescription = \"Frequently Asked Questions\"\n+++\n\n" + body
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.md").document
        XCTAssertEqual(document.title, "FAQ")
        XCTAssertEqual(document.description, "Have a read.")
        XCTAssertEqual(questions(document), ["How do I start?", "Is it free?"])
    }

    func testYAMLFrontMatterStillDoesAndTitleMustBeItsOwnKey() {
        XCTAssertEqual(FrontMatter.title(["---", "titles: no", "title: 'The FAQ'", "---"]), "The FAQ")
        XCTAssertEqual(FrontMatter.title(["+++", "subtitle = \"x\"", "title = \"Hugo FAQ\"", "+++"]), "Hugo FAQ")
        XCTAssertNil(FrontMatter.title(["+++", "title: \"YAML's key in TOML\"", "+++"]), "TOML sets a key with =")
        XCTAssertNil(FrontMatter.end(["+++", "never closed"]))
    }
    /// kkvero's Hugo guide: under a title in front matter, which the site shows as the page's heading, one `##`
    /// above every other heading is a group of the page, not a second title; a `#` one is the page's own heading.
    func testALoneGroupUnderAFrontMatterTitleIsASection() throws {
        let page = "## Various Issues\n\n### How do I pin a version?\n\nSet it.\n\n### CSS\n\nStyle it.\n"
        let grouped = try DocumentReader.decode(Array(("---\ntitle: \"Troubleshooting\"\n---\n\n" + page).utf8), file: "_index.md").document
        XCTAssertEqual(grouped.title, "Troubleshooting")
        XCTAssertEqual(grouped.sections.map(\.title), ["Various Issues"])
        XCTAssertEqual(questions(grouped), ["How do I pin a version?", "CSS"])
        let headed = try DocumentReader.decode(Array(("---\ntitle: \"Troubleshooting\"\n---\n\n# Various Issues\n\n"
            + "## How do I pin a version?\n\nSet it.\n\n## CSS\n\nStyle it.\n").utf8), file: "_index.md").document
        XCTAssertEqual(headed.title, "Troubleshooting")
        XCTAssertEqual(questions(headed), ["How do I pin a version?", "CSS"])
        XCTAssertFalse(headed.sections.contains { $0.title == "Various Issues" })
    }
}
