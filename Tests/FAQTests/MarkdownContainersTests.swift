import XCTest
@testable import FAQ

/// Docusaurus' and VitePress' containers (`:::info Title` … `:::`) and MDX's self-closing page
/// components (`<DocsHeader … />`) are no text of a FAQ.
final class MarkdownContainersTests: XCTestCase {
    func testContainerFencesGoAndTheirTitlesStayAsBoldLines() {
        let lines = [":::info what's source?", "", "Notes from development.", "", ":::", "```", ":::", "```", "::: warning", "Stop it.", ":::"]
        XCTAssertEqual(MarkdownContainers.unwrapping(lines),
                       ["**what's source?**", "", "Notes from development.", "", "", "```", ":::", "```", "", "Stop it.", ""])
    }

    /// docshub's page: a header component and a container above the questions leave neither
    /// JSX nor fences in the text.
    func testAPageHeaderComponentAndAContainerAreNoText() throws {
        let mdx = """
            import { DocsHeader } from '/src/components/Layout/DocsHeader'

            <DocsHeader
              title="FAQ"
              description="Record, Think and Resolve."
            />

            :::info

            Problems met while developing, and how they were solved.

            :::

            ## Why is cloning from GitHub slow on the server?

            Use a mirror.

            ## How do I find what fills the disk?

            Start with du.

            """
        let result = try DocumentReader.decode(Array(mdx.utf8), file: "faq.mdx")
        XCTAssertEqual(result.document.description, "Problems met while developing, and how they were solved.")
        XCTAssertEqual(questions(result.document).count, 2)
        // A component that holds a question is read, not blanked.
        XCTAssertNil(MDXComponents.selfClosingComponentEnd(["<Accordion title=\"Is it free?\" />"], from: 0))
        XCTAssertEqual(MDXComponents.selfClosingComponentEnd(["<DocsHeader", "  title=\"FAQ\"", "/>"], from: 0), 2)
        XCTAssertNil(MDXComponents.selfClosingComponentEnd(["<Callout type=\"info\">", "Text", "</Callout>"], from: 0))
    }
}
