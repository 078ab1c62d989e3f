import XCTest
@testable import FAQ

/// Troubleshooting entries labelled "Problem:" and answered by "Solution:" (morse-simulator's
/// Sphinx FAQ): each problem is a question under its heading, in Markdown paragraphs, Markdown
/// list items and HTML list items; under a heading that asks, or with no solution anywhere, the
/// labels stay text.
final class ProblemEntriesTests: XCTestCase {
    func read(_ text: String, file: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    func testProblemListItemsUnderHeadings() throws {
        let markdown = """
        # Troubleshooting

        ## During installation

        - **Problem**: Python not found when configuring:

          ```
          Could NOT find PythonInterp
          ```

          **Solution**: Tell cmake where Python is.

        ## When running

        - **Problem**: Blender not found.

          **Solution**: Set `MORSE_BLENDER`.
        - **Problem**: Libraries not found.

          **Solution**: Set `PYTHONPATH`.
        - `urandom error`: use the same Python as Blender.
        """
        let document = try read(markdown, file: "FAQ.md")
        XCTAssertEqual(groups(document), ["During installation", "When running"])
        XCTAssertEqual(questions(document), ["Python not found when configuring", "Blender not found.", "Libraries not found."])
        let all = document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(all[0].answer, "```\nCould NOT find PythonInterp\n```\n\n**Solution**: Tell cmake where Python is.")
        // An item that states no problem is part of the answer before it, not lost.
        XCTAssertTrue(all[2].answer.hasSuffix("- `urandom error`: use the same Python as Blender."), all[2].answer)
    }

    func testProblemParagraphsOneUnderAHeadingAndBothLabelsInOneParagraph() throws {
        let markdown = """
        # FAQ

        ## Build

        Problem: The build stops at the linker.

        Solution: Install the static libraries.

        ## Running

        **Symptom:** The window stays black.
        **Fix:** Update the driver.

        **Symptom:** No sound.
        **Workaround:** Restart the sound server.
        """
        let document = try read(markdown, file: "FAQ.md")
        XCTAssertEqual(groups(document), ["Build", "Running"])
        XCTAssertEqual(questions(document), ["The build stops at the linker.", "The window stays black.", "No sound."])
        let all = document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(all[0].answer, "Solution: Install the static libraries.")
        XCTAssertEqual(all[1].answer, "**Fix:** Update the driver.")
    }

    func testLabelsUnderAHeadingThatAsksOrWithoutASolutionStayText() throws {
        let markdown = """
        # FAQ

        ## Why does the build fail?

        Problem: the linker is old.

        Solution: update it.

        ## Known issues

        - Problem: the icon is blurry.
        - Problem: the menu flickers.
        """
        let document = try read(markdown, file: "FAQ.md")
        XCTAssertEqual(questions(document), ["Why does the build fail?", "Known issues"])
        XCTAssertTrue(document.allSections.flatMap(\.section.questions)[1].answer.contains("- Problem: the icon is blurry."))
    }

    func testProblemListItemsInAPage() throws {
        let html = """
        <html><head><title>MORSE FAQ</title></head><body>
        <h1>MORSE FAQ</h1>
        <p>Here are some commonly found problems and their solution:</p>
        <h2>During installation</h2>
        <ul>
        <li><p><strong>Problem</strong>: Python executables not found:</p>
        <pre>-- Could NOT find PythonInterp</pre>
        <p><strong>Solution</strong>: Indicate the location of Python to cmake.</p></li>
        </ul>
        <h2>When running</h2>
        <ul>
        <li><p><strong>Problem</strong>: Blender executable not found:</p>
        <p><strong>Solution</strong>: Set MORSE_BLENDER.</p></li>
        <li><p><strong>Problem</strong>: MORSE libraries not found:</p>
        <p><strong>Solution</strong>: Set PYTHONPATH.</p></li>
        </ul>
        </body></html>
        """
        let document = try read(html, file: "faq.html")
        XCTAssertEqual(document.title, "MORSE FAQ")
        XCTAssertEqual(groups(document), ["During installation", "When running"])
        XCTAssertEqual(questions(document), ["Python executables not found", "Blender executable not found", "MORSE libraries not found"])
        XCTAssertTrue(document.allSections.flatMap(\.section.questions)[0].answer.contains("Indicate the location of Python"))
    }

    /// TMRX's troubleshooting page: each heading holds one problem, its symptom and solution
    /// labelled, so the headings are the entries and the labels their answers' parts; in
    /// AsciiDoc, reStructuredText and Markdown alike, and whether the label says "Symptom" or
    /// "Problem" (MEA-Flow's "PySpike Compilation Errors" over "**Problem**: …" and
    /// "**Solutions**: …"). Where one heading holds two, or the headings name places, not problems, the problems
    /// stay questions under their headings.
    func testHeadingsHoldingOneLabelledProblemEachAreTheEntries() throws {
        let topics = ["Running the marker at the wrong time", "Clock not recognized", "Module config not applied"]
        func entry(_ title: String, _ underline: (String) -> String) -> String {
            underline(title) + "\n\n*Symptom:* It fails.\n\n*Solution:* Run it again.\n\n"
        }
        let asciidoc = "= Troubleshooting\n\n" + topics.map { entry($0) { "== " + $0 } }.joined()
        let rst = "Troubleshooting\n===============\n\n" + topics.map { entry($0) { $0 + "\n" + String(repeating: "-", count: $0.count) } }.joined()
        let markdown = "# Troubleshooting\n\n" + topics.map { entry($0) { "## " + $0 } }.joined()
        for (text, file) in [(asciidoc, "troubleshooting.adoc"), (rst, "troubleshooting.rst"), (markdown, "troubleshooting.md")] {
            let document = try read(text, file: file)
            XCTAssertEqual(questions(document), topics, file)
            XCTAssertTrue(document.allSections.flatMap(\.section.questions).first?.answer.contains("Run it again") == true, file)
        }
        for solution in ["**Solution:**", "**Solutions**:"] {
            let stated = try read(markdown.replacingOccurrences(of: "*Symptom:*", with: "**Problem**:")
                                      .replacingOccurrences(of: "*Solution:*", with: solution), file: "troubleshooting.md")
            XCTAssertEqual(questions(stated), topics, solution)
            XCTAssertEqual(groups(stated), [], solution)
        }
        // Headings that name where, not what ("Windows"), over labelled problems stay their groups: the problems are the entries.
        let places = ["Windows", "macOS", "Linux"]
        let placed = try read("# Troubleshooting\n\n" + places.map { "## \($0)\n\n**Problem:** It fails.\n\n**Solution:** Run it again.\n\n" }.joined(),
                              file: "troubleshooting.md")
        XCTAssertEqual(groups(placed), places)
        XCTAssertEqual(questions(placed), ["It fails.", "It fails.", "It fails."])
        let two = markdown.replacingOccurrences(of: "## Clock not recognized\n\n", with: "## Clock not recognized\n\n**Problem:** It stops.\n\n**Solution:** Restart.\n\n")
        XCTAssertEqual(questions(try read(two, file: "troubleshooting.md")), ["It fails.", "It stops.", "It fails.", "It fails."])
    }

    /// Koml's known issues: eleven numbered headings, two of them describing their "**Symptom:**" with a
    /// "**Workaround:**", the rest only a status and text. The headings are the entries; read as questions, the
    /// two symptoms would leave nine headings groups of text alone. Where the headings holding no label are
    /// fewer than twice those holding one, the two symptoms stay the questions under their headings.
    func testTwoHeadingsDescribingTheirSymptomAmongManyAreEntriesToo() throws {
        let described = ["1. Metal disabled on iOS", "2. AGP 9 compatibility bypass"]
        let others = ["3. Cinterop commonization (RESOLVED)", "4. API renames", "5. Standalone build flags", "6. Platform coverage"]
        let text = "# Known issues\n\nGotchas and the plan for each.\n\n"
            + described.map { "## \($0)\n\n**Status:** deferred.\n\n**Symptom:** The shader fails.\n\n**Workaround:** Build without it.\n\n" }.joined()
            + others.map { "## \($0)\n\n**Status:** documented.\n\nThe scripts match.\n\n" }.joined()
        let document = try read(text, file: "known-issues.md")
        XCTAssertEqual(questions(document), described + others)
        XCTAssertEqual(groups(document), [])
        XCTAssertTrue(answer(document, described[0])?.contains("Build without it") == true)
        let fewer = try read(text.replacingOccurrences(of: "## 5. Standalone build flags\n\n**Status:** documented.\n\nThe scripts match.\n\n", with: ""),
                             file: "known-issues.md")
        XCTAssertEqual(questions(fewer).filter { $0 == "The shader fails." }.count, 2, "two described beside three stay their headings' questions")
    }

    /// BunnyDB's errors: one heading of nine describes its "**Symptom**:", the others open with their
    /// "**Cause**:". That heading is an entry as its siblings are, not a group of its symptom.
    func testOneHeadingDescribingItsSymptomAmongUnlabelledOnesIsAnEntry() throws {
        let others = ["1. Slot already exists", "2. Slot is active", "3. Heartbeat timeout"]
        let text = "# Troubleshooting\n\n## Common errors\n\n"
            + others.map { "### \($0)\n\n**Cause**: A stale worker.\n\n**Solution**: Restart it.\n\n" }.joined()
            + "### 4. LSN not advancing\n\n**Symptom**: The status shows no change.\n\n**Causes**:\n- No new changes\n\n"
        let document = try read(text, file: "troubleshooting.md")
        XCTAssertEqual(questions(document), others + ["4. LSN not advancing"])
        XCTAssertEqual(groups(document), ["Common errors"])
        XCTAssertTrue(answer(document, "4. LSN not advancing")?.contains("The status shows no change.") == true)
    }

    /// CTHarvester's guide: a problem answered only by numbered solutions ("**Solution 1: Install Rust toolchain**")
    /// is answered as one with "**Solution:**" is, beside headings holding two problems each.
    func testAProblemAnsweredByNumberedSolutionsIsAnEntry() throws {
        let text = "# Troubleshooting\n\n## Imports\n\n**Problem:** PyQt5 is missing.\n\n**Solution:** Install it.\n\n"
            + "**Problem:** OpenGL is missing.\n\n**Solution:** Install it too.\n\n"
            + "## Rust module\n\n**Problem:** The module does not load.\n\n**Solution 1: Install Rust**\n\nRun rustup.\n\n"
            + "**Solution 2: Build the module**\n\nRun maturin.\n"
        let document = try read(text, file: "troubleshooting.md")
        XCTAssertEqual(questions(document), ["PyQt5 is missing.", "OpenGL is missing.", "The module does not load."])
        XCTAssertTrue(answer(document, "The module does not load.")?.contains("Run maturin.") == true)
    }

    /// AHKv2_Finetune's troubleshooting guide: headings labelled "Problem:" ask, so the numbered bold
    /// steps of their "**Solutions:**" are their answers' parts, not questions.
    func testHeadingsLabelledProblemsHoldTheirSolutionsSteps() throws {
        let text = """
            # Troubleshooting Guide

            ## Installation Issues

            ### Problem: `pip install` fails

            **Symptoms:**
            ```
            ERROR: Could not find a version
            ```

            **Solutions:**

            1. **Upgrade pip:**
               ```bash
               pip install --upgrade pip
               ```

            2. **Use Python 3.10+:**
               ```bash
               python --version
               ```

            ### Problem: CUDA not found

            **Solutions:**

            1. **Check the NVIDIA driver:**
               ```bash
               nvidia-smi
               ```

            2. **Install the CUDA toolkit:**
               ```bash
               apt install nvidia-cuda-toolkit
               ```

            """
        let document = try read(text, file: "Troubleshooting.md")
        XCTAssertEqual(questions(document), ["Problem: pip install fails", "Problem: CUDA not found"])
        XCTAssertTrue(answer(document, "Problem: CUDA not found")?.contains("Install the CUDA toolkit") == true)
    }
}
