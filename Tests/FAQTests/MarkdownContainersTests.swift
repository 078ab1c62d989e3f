import XCTest
@testable import FAQ

/// Docusaurus' and VitePress' containers (`:::info Title` … `:::`) and MDX's self-closing page
/// components (`<DocsHeader … />`) are no text of a FAQ.
final class MarkdownContainersTests: XCTestCase {
    func testContainerFencesGoAndTheirTitlesStayAfterTheirKind() {
        let lines = [":::info what's source?", "", "Notes from development.", "", ":::", "```", ":::", "```", "::: warning", "Stop it.", ":::"]
        XCTAssertEqual(MarkdownContainers.unwrapping(lines),
                       ["Info: what's source?", "", "Notes from development.", "", "", "```", ":::", "```", "", "Stop it.", ""])
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

    /// A container's title stays in its answer, after its kind, and never splits the answer as
    /// a question of its own; a `:::` line that opens no container of a known kind is text.
    func testContainerTitlesStayInTheirAnswer() throws {
        let markdown = """
            # Widget FAQ

            ## Installation

            Run the installer from the download page.

            :::tip Why not use the package manager?
            The packaged version is out of date.
            :::

            :::warning Upgrading from 1.x?
            Back up your settings first.
            :::

            ## Is it free?

            Yes.

            """
        let document = try DocumentReader.decode(Array(markdown.utf8), file: "FAQ.md").document
        XCTAssertEqual(questions(document), ["Installation", "Is it free?"])
        XCTAssertTrue(answer(document, "Installation")?.contains("Tip: Why not use the package manager?") == true)
        XCTAssertEqual(MarkdownContainers.unwrapping(["::: This paragraph opens with colons"]), ["::: This paragraph opens with colons"])
    }

    /// In a Markdown file (not MDX), capitalised tags are HTML's old spelling or text, not
    /// components: nothing is blanked.
    func testCapitalisedTagsInMarkdownAreKept() throws {
        let markdown = """
            # Widget FAQ

            ## How do I install it?

            Run the installer.

            <Kbd>Ctrl</Kbd> + <Kbd>C</Kbd> cancels it, as does
            <Esc />

            ## How do I remove it?

            Delete the folder.

            """
        let document = try DocumentReader.decode(Array(markdown.utf8), file: "FAQ.md").document
        XCTAssertTrue(answer(document, "How do I install it?")?.contains("cancels it") == true)
        XCTAssertNil(MDXComponents.selfClosingComponentEnd(["<Kbd>Ctrl</Kbd> + <Kbd>C</Kbd> cancels it, as does", "<Esc />"], from: 0))
    }

    /// VitePress's `::: details Question?` folds its answer as `<details>` does: each is a question,
    /// also where a fold is left unclosed because its `:::` closed a tip inside it (TRF's wiki).
    func testDetailsContainersAreFoldedQuestionsThoughOneIsLeftOpen() throws {
        let markdown = """
            # 常见问题解答

            ::: details How do I join the server?
            The address is below.

            ::: tip Note
            Tell us if neither works.
            :::

            ::: details Why was I banned?
            The plugin is being upgraded.
            :::

            ::: details How do I claim land? <R&D>
            Use the golden shovel.
            :::

            """
        let document = try DocumentReader.decode(Array(markdown.utf8), file: "index.md").document
        XCTAssertEqual(questions(document), ["How do I join the server?", "Why was I banned?", "How do I claim land? <R&D>"])
        XCTAssertTrue(answer(document, "How do I join the server?")?.hasSuffix("Tip: Note\nTell us if neither works.") == true)
        XCTAssertEqual(answer(document, "Why was I banned?"), "The plugin is being upgraded.")
        // A container of another kind inside a fold closes with its own `:::`, not the fold's.
        let grouped = "# FAQ\n\n::: details How do I install?\n::: code-group\n```sh [npm]\nnpm i foo\n```\n:::\nThen run `foo init`.\n:::\n\n"
            + "::: details How do I upgrade?\nRun npm update.\n:::\n"
        let groupedDocument = try DocumentReader.decode(Array(grouped.utf8), file: "faq.md").document
        XCTAssertTrue(answer(groupedDocument, "How do I install?")?.hasSuffix("Then run `foo init`.") == true)
        // A details container with no title is no question: its text stays where it is.
        XCTAssertEqual(MarkdownContainers.unwrapping(["::: details", "Text.", ":::"]), ["", "Text.", ""])
    }

    /// Karmen's Docsify FAQ: each question a bold line marked as a tip (`?> **…?**`), between rules.
    func testDocsifyTipMarksShowNothing() throws {
        let markdown = """
            # Často kladené otázky

            ---

            ?> **Mohu si doinstalovat další pluginy?**

            Ne, v tuto chvíli to není možné.

            ---

            ?> **Je možné provést konfiguraci přes Ubuntu?**

            Ano, je to možné.

            !> Pozor na napájení.

            """
        let document = try DocumentReader.decode(Array(markdown.utf8), file: "faq.md").document
        XCTAssertEqual(questions(document), ["Mohu si doinstalovat další pluginy?", "Je možné provést konfiguraci přes Ubuntu?"])
        XCTAssertEqual(answer(document, "Je možné provést konfiguraci přes Ubuntu?"), "Ano, je to možné.\n\nPozor na napájení.")
    }
}
