import XCTest
@testable import FAQ

/// Two shapes of a troubleshooting page's entries under the structure rule: headings each over one sub-heading alone
/// (Haven's problems, each over an "error card" restating it), and a heading that reports a problem over its answer
/// among groups (jafa's "`jafa init` ran but something's missing or broken").
final class LoneSubHeadingEntriesTests: XCTestCase {
    private func read(_ markdown: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(markdown.utf8), file: "troubleshooting.md").document
    }

    private let problems = ["npm EACCES: permission denied", "CMake not found", "Native build fails", "Out of Memory (OOM)"]

    func testHeadingsEachOverOneSubHeadingAreTheEntries() throws {
        let page = "# Troubleshooting Guide\n\n" + problems.map { "## \($0)\n\n### Critical \($0)\n\n**Cause:** a reason.\n\nFix it.\n\n" }.joined()
        let document = try read(page)
        XCTAssertEqual(questions(document), problems)
        XCTAssertEqual(FAQTests.groups(document), [])
        XCTAssertTrue(answer(document, "CMake not found")?.contains("Critical CMake not found") == true)
        // Two sub-headings under one of them: groups, as written.
        let twice = page.replacingOccurrences(of: "## CMake not found\n\n", with: "## CMake not found\n\n### Linux\n\nInstall it.\n\n")
        XCTAssertEqual(FAQTests.groups(try read(twice)).count, 4)
        // Sub-headings that do not restate their headings are their entries ("General" over "What is it good for").
        let topics = problems.map { "## \($0)\n\n### Rebuild the cache\n\nDo it.\n\n" }.joined()
        XCTAssertEqual(FAQTests.groups(try read("# FAQ\n\n" + topics)), problems)
        // A sub-heading that asks is an entry: its heading is a group.
        let asking = problems.map { "## \($0)\n\n### Why does \($0) happen?\n\nA reason.\n\n" }.joined()
        XCTAssertEqual(FAQTests.groups(try read("# FAQ\n\n" + asking)), problems)
    }

    func testAProblemReportedAmongGroupsIsAnEntry() throws {
        let page = """
        # Troubleshooting & FAQ

        ## Command errors

        ### `Unknown flags: ...`

        Check the spelling.

        ### `<name>` doesn't exist in `projects`

        Create it first.

        ### A command fails with the tool's own error text

        Read the tool's output.

        ## `jafa init` ran but something's missing or broken

        Run it again in an empty folder.

        ## FAQ

        ### Can I edit the file directly?

        Yes.

        ### Where do I ask?

        On the forum.

        ### Do I need to run the sourcemap?

        No.

        """
        let document = try read(page)
        XCTAssertEqual(FAQTests.groups(document), ["Command errors", "FAQ"])
        XCTAssertTrue(questions(document).contains("jafa init ran but something's missing or broken"))
        // A topic named in a word or two stays the groups' text.
        let topic = try read(page.replacingOccurrences(of: "## `jafa init` ran but something's missing or broken", with: "## Errors"))
        XCTAssertFalse(questions(topic).contains("Errors"))
    }

    /// Confidential Containers' debugging page: "VM Doesn't Start", three words with a verb negated, over its answer
    /// beside two groups, is an entry; a clause that a question word opens ("What It Doesn't Do") names a topic, and
    /// the last heading may close the page ("You still haven't answered my question!").
    func testAHeadingNegatingAVerbAmongGroupsIsAnEntry() throws {
        func page(_ first: String, _ last: String) -> String {
            "# Troubleshooting\n\n## Kubernetes\n\n### Debug container\n\nStart one.\n\n## Debugging\n\n"
                + "### \(first)\n\nCheck the hypervisor log.\n\n### VM Does Start\n\n#### Debug console\n\nEnable it.\n\n"
                + "#### Firmware logs\n\nRead them.\n\n### Image Pulling\n\n#### Pull fails with an error\n\nLog in.\n\n"
                + "#### Mount fails\n\nSet the policy.\n\n### \(last)\n\nAsk on the list.\n"
        }
        let stated = try read(page("VM Doesn't Start", "Where to ask"))
        XCTAssertTrue(questions(stated).contains("VM Doesn't Start"))
        XCTAssertEqual(FAQTests.groups(stated), ["Kubernetes", "Debugging", "VM Does Start", "Image Pulling"])
        XCTAssertFalse(questions(try read(page("What It Doesn't Do", "Where to ask"))).contains("What It Doesn't Do"))
        XCTAssertFalse(questions(try read(page("Don't run it as root", "Where to ask"))).contains("Don't run it as root"), "advice")
        XCTAssertFalse(questions(try read(page("Where to ask", "You still haven't answered"))).contains("You still haven't answered"))
    }

    func testSubHeadingsSharingOnlyCommonWordsAreEntries() throws {
        // "Using the CLI" over "The basics" restates nothing: groups, as written.
        let page = "# Guide\n\n## Using the CLI\n\n### The basics\n\nRun it.\n\n## Using the API\n\n### The endpoints\n\nCall them.\n\n"
            + "## Running the tests\n\n### The test runner\n\nUse it.\n"
        XCTAssertEqual(FAQTests.groups(try read(page)), ["Using the CLI", "Using the API", "Running the tests"])
    }
}
