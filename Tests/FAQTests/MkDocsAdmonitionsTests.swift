import XCTest
@testable import FAQ

/// MkDocs Material's collapsible admonitions as a FAQ's entries, and `<details>` folds alone under a heading.
final class MkDocsAdmonitionsTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "faq.md").document
    }

    /// OpenDTU's FAQ: `??? question "…"` under `##` groups, statements and questions, answers set in four spaces.
    func testQuestionAdmonitionsAreEntriesOfTheGroupAbove() throws {
        let text = """
            # Frequently Asked Questions

            ## Basics

            ??? question "After a firmware update some new features do not appear"

                Reload the web interface after the update.

            ??? question "Is it possible to reset the yield total value?"

                No: it comes out of the inverter.

                    a code block, set in eight spaces

            ## Build errors

            ???+ question "OpenDTU does not build: \\"C:/Users/<username\\>/FreeRTOS.h\\""

                Update the toolchain.

            ??? note "Not an entry"

                A note stays text.

            """
        let document = try read(text)
        XCTAssertEqual(groups(document), ["Basics", "Build errors"])
        XCTAssertEqual(questions(document), ["After a firmware update some new features do not appear",
                                             "Is it possible to reset the yield total value?",
                                             "OpenDTU does not build: \"C:/Users/<username>/FreeRTOS.h\""])
        let answer = try XCTUnwrap(document.allSections.flatMap(\.section.questions).dropFirst().first).answer
        XCTAssertTrue(answer.contains("    a code block"), "the answer's own code keeps its indentation: \(answer)")
        XCTAssertNil(MkDocsAdmonitions.entryTitle("??? note \"Details\""))
        XCTAssertEqual(MkDocsAdmonitions.entryTitle("??? tip \"Can I run it twice?\""), "Can I run it twice?")
        XCTAssertNil(MkDocsAdmonitions.entryTitle("    ??? question \"Set in: inside an answer\""))
    }

    /// Lines numbered as written, and code fences left alone.
    func testLinesHoldAndFencedCodeStays() {
        let lines = ["## A", "??? question \"Why?\"", "", "    Because.", "```", "??? question \"In code?\"", "```"]
        let result = MkDocsAdmonitions.entries(lines).lines
        XCTAssertEqual(result, ["## A", "### Why?", "", "Because.", "```", "??? question \"In code?\"", "```"])
    }

    /// Headings inside an answer are its parts, set under the entry, not beside it; those in its code stay code.
    func testHeadingsInAnAnswerStayItsParts() throws {
        let text = """
            # FAQ

            ## Basics

            ??? question "How do I install it?"

                ## On Linux

                Use the package.

                On Windows
                ----------

                Run the installer:

                ```sh
                # as root
                make install
                ```

            ??? question "Where are the logs?"

                In /var/log.

            """
        let document = try read(text)
        XCTAssertEqual(groups(document), ["Basics"])
        XCTAssertEqual(questions(document), ["How do I install it?", "Where are the logs?"])
        let install = try XCTUnwrap(answer(document, "How do I install it?"))
        XCTAssertTrue(install.contains("On Linux") && install.contains("On Windows") && install.contains("# as root"), install)
        let lines = MkDocsAdmonitions.entries(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)).lines
        XCTAssertEqual(Array(lines[4...9]), ["### How do I install it?", "", "#### On Linux", "", "Use the package.", ""])
        XCTAssertEqual(Array(lines[10...11]), ["#### On Windows", ""])
        XCTAssertTrue(lines.contains("# as root"))
        // A review's input: a rule right under the entry's line, or under an ATX heading in its answer, underlines nothing.
        let rules = "## General\n\n??? question \"Is it free?\"\n    ---\n    Yes.\n\n??? question \"Does it run on Windows?\"\n\n"
            + "    #### Requirements\n    ---\n    Windows 10.\n"
        let ruled = try read(rules)
        XCTAssertEqual(questions(ruled), ["Is it free?", "Does it run on Windows?"])
        XCTAssertTrue(answer(ruled, "Does it run on Windows?")?.contains("Requirements") == true)
    }

    /// ChronoBox's troubleshooting: an entry stating its problem answers it in bold steps, which are its answer's
    /// parts, not questions of a group.
    func testAnEntrysBoldStepsAreItsAnswer() throws {
        let text = """
            # Troubleshooting

            ## Data Problems

            ??? question "ValueError: Input contains NaN"

                Drop the missing rows.

            ??? question "Frequency not detected"

                **Solutions:**

                1. **Set frequency explicitly**:

                    ```python
                    data.index.freq = "M"
                    ```

                2. **Infer from data**:

                    ```python
                    data = data.asfreq(pd.infer_freq(data.index))
                    ```

            """
        let document = try read(text)
        XCTAssertEqual(groups(document), ["Data Problems"])
        XCTAssertEqual(questions(document), ["ValueError: Input contains NaN", "Frequency not detected"])
        XCTAssertTrue(answer(document, "Frequency not detected")?.contains("Infer from data") == true)
        XCTAssertEqual(MkDocsAdmonitions.entries(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)).headingLines,
                       [5, 9])
    }

    /// A `<details>` alone under a heading is a question where other headings fold two or more; alone in a
    /// document of headings it is not (it may be an answer's aside).
    func testAFoldAloneUnderAHeadingAmongGroupsOfFolds() throws {
        let fold = { (summary: String) in "<details><summary>\(summary)</summary>\n\nThe answer.\n\n</details>\n\n" }
        let text = "# FAQ\n\n## Basics\n\n" + fold("How do I install it?") + fold("It does not build") + "## Debugging\n\n" + fold("Where are the logs?")
        XCTAssertEqual(questions(try read(text)), ["How do I install it?", "It does not build", "Where are the logs?"])
        let lone = "# Guide\n\n## Basics\n\nRun it.\n\n## Debugging\n\n" + fold("Where are the logs?") + "## Usage\n\nRun it twice.\n"
        XCTAssertFalse(questions(try read(lone)).contains("Where are the logs?"))
        // A fold named like a file or a version is an aside, whatever other headings fold.
        let aside = text + "## Example configuration\n\n" + fold("foo.toml")
        XCTAssertFalse(questions(try read(aside)).contains("foo.toml"))
    }

    /// A review's inputs: an admonition under a heading that asks is a part of its answer; setext headings
    /// set the level of the entries under them.
    func testAnAdmonitionInAnAnswerStaysAndSetextHeadingsCount() throws {
        let inAnswer = """
            # FAQ

            ## How do I install it?

            Steps:

            1. Download it.

            ??? question "What if the download fails?"

                Try a mirror.

            2. Run the installer.

            ## How do I remove it?

            Delete it.

            """
        XCTAssertEqual(questions(try read(inAnswer)), ["How do I install it?", "How do I remove it?"])
        let setext = "FAQ\n===\n\nBasics\n------\n\n??? question \"How do I install it?\"\n\n    Run it.\n\n"
            + "??? question \"Where are the logs?\"\n\n    In /var/log.\n\nBuilding\n--------\n\n??? question \"Can I build on Windows?\"\n\n    Yes.\n"
        let document = try read(setext)
        XCTAssertEqual(groups(document), ["Basics", "Building"])
        XCTAssertEqual(questions(document).count, 3)
    }
}
