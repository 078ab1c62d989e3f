import XCTest
@testable import FAQ

/// Podman's troubleshooting page: numbered problems answered in named parts ("#### Symptom",
/// "#### Solution") among problems answered directly; one "### Solution" set a level too high.
final class StructureRuleAnswerPartsTests: XCTestCase {
    private let page = """
    # Troubleshooting

    ### 1) Variety of issues - Validate Version

    Check your version first.

    ### 2) Can't use volume mount, get permission denied

    #### Symptom

    Permission denied.

    #### Solution

    Relabel the volume.

    ### 3) rootless containers cannot ping hosts

    #### Symptom

    Ping fails.

    #### Solution

    Set the sysctl.

    ### 4) The sshd process fails to run inside of the container.

    #### Symptom

    sshd exits.

    ### Solution

    Add the capability.

    ### 5) 127.0.0.1:7777 port already bound

    #### Symptom

    It is bound.

    #### Solution

    Stop the other container.

    """

    func testProblemsAnsweredDirectlyBesideProblemsAnsweredInPartsAreQuestions() throws {
        let document = try DocumentReader.decode(Array(page.utf8), file: "troubleshooting.md").document
        XCTAssertEqual(questions(document), ["1) Variety of issues - Validate Version", "2) Can't use volume mount, get permission denied",
                                             "3) rootless containers cannot ping hosts",
                                             "4) The sshd process fails to run inside of the container.", "5) 127.0.0.1:7777 port already bound"])
        XCTAssertEqual(groups(document), [])
    }

    func testASolutionHeadingSetALevelTooHighIsThePartOfTheProblemBeforeIt() throws {
        let document = try DocumentReader.decode(Array(page.utf8), file: "troubleshooting.md").document
        let sshd = try XCTUnwrap(document.allSections.flatMap(\.section.questions).first { $0.question.hasPrefix("4)") })
        XCTAssertTrue(sshd.answer.contains("Solution") && sshd.answer.contains("Add the capability."), sshd.answer)
        // Under a group, it still takes the group to be one question no more.
        let grouped = page.replacingOccurrences(of: "# Troubleshooting\n", with: "# Troubleshooting\n\n## Common issues\n")
        let inGroup = try DocumentReader.decode(Array(grouped.utf8), file: "troubleshooting.md").document
        XCTAssertEqual(questions(inGroup).count, 5)
        // A "Solution" heading after an entry answered directly is left where it stands.
        let flat = page.replacingOccurrences(of: "#### Symptom\n\nsshd exits.\n\n", with: "sshd exits.\n\n")
        let flatDocument = try DocumentReader.decode(Array(flat.utf8), file: "troubleshooting.md").document
        XCTAssertFalse(try XCTUnwrap(flatDocument.allSections.flatMap(\.section.questions).first { $0.question.hasPrefix("4)") })
            .answer.contains("Add the capability."))
    }

    /// A review's inputs: a group over topics beside problems answered in parts stays a group; a
    /// group holding a topic and its "Workarounds" still counts among the groups, so an introduction and a
    /// footer stay the page's text; a closing "Workarounds" after entries that have their solution stays its own.
    func testGroupsIntroductionsAndClosingNotesBesideEntriesAnsweredInParts() throws {
        func read(_ text: String) throws -> FAQDocument { try DocumentReader.decode(Array(text.utf8), file: "faq.md").document }
        let entries = "## The daemon crashes at start\n\n### Cause\n\nA stale lock.\n\n### Solution\n\nRemove it.\n\n"
            + "## Uploads time out\n\n### Cause\n\nThe proxy.\n\n### Solution\n\nRaise the timeout.\n\n"
        let grouped = try read("# Troubleshooting\n\n## Build errors\n\nThese come up while building.\n\n"
            + "### Missing libfoo headers\n\nInstall libfoo-dev.\n\n### Linker cannot find -lbar\n\nInstall libbar.\n\n" + entries)
        XCTAssertEqual(groups(grouped), ["Build errors"])
        XCTAssertEqual(questions(grouped).count, 4)
        let introduced = try read("# Foo\n\n## Welcome to Foo\n\nFoo converts bars.\n\n## Installation\n\n### How do I install Foo?\n\nUse apt.\n\n"
            + "### How do I upgrade Foo?\n\nUse apt again.\n\n## Known problems\n\n### Printing fails on A4 paper\n\nUse letter paper.\n\n"
            + "### Workarounds\n\nRestart the spooler.\n\n## Where to get help\n\nAsk on the list.\n")
        XCTAssertFalse(questions(introduced).contains("Welcome to Foo") || questions(introduced).contains("Where to get help"))
        let closing = try read("# Troubleshooting\n\n" + entries + "## Workarounds\n\nFor any other problem, restart the service.\n")
        XCTAssertEqual(questions(closing), ["The daemon crashes at start", "Uploads time out"])
        XCTAssertFalse(try XCTUnwrap(closing.allSections.flatMap(\.section.questions).last).answer.contains("restart the service"))
    }

    /// A review's input: a run of "### Solution" headings after entries answered in parts costs linear time.
    func testARunOfStraySolutionsIsLinear() throws {
        try LinearGrowth.assert(1 << 15) { size in
            var text = "# FAQ\n\n### Problem one\n\n#### Symptom\n\nx\n\n#### Solution\n\ny\n\n### Problem two\n\n#### Symptom\n\nx\n\n"
            text += String(repeating: "### Solution\n\nz\n\n", count: size / 18)
            XCTAssertGreaterThanOrEqual(try DocumentReader.decode(Array(text.utf8), file: "faq.md").document.questionCount, 2)
        }
    }

    /// OliveTin's troubleshooting page: among answered headings, "sosreport" has text of its own over four sub-headings,
    /// two of which ask: an entry answered in parts. Three asking of four make it a group.
    func testAnEntryWithTextOverSubHeadingsHalfOfWhichAskIsAnswerInParts() throws {
        func read(_ text: String) throws -> FAQDocument { try DocumentReader.decode(Array(text.utf8), file: "faq.md").document }
        let sub = { (titles: [String]) in titles.map { "### \($0)\n\nSome text.\n\n" }.joined() }
        let entries = "## Exit code 127\n\nThe command is missing.\n\n## Error Getting Buttons\n\nCheck the config.\n\n"
        let half = try read("# Troubleshooting\n\n## sosreport\n\nIt gathers what helps.\n\n"
            + sub(["How do I generate a sosreport?", "Optional: dump to the browser", "Default: dump to logs", "What if I cannot reach the API?"]) + entries)
        XCTAssertEqual(questions(half), ["sosreport", "Exit code 127", "Error Getting Buttons"])
        let most = try read("# Troubleshooting\n\n## sosreport\n\nIt gathers what helps.\n\n"
            + sub(["How do I generate a sosreport?", "Where does it go?", "Default: dump to logs", "What if I cannot reach the API?"]) + entries)
        XCTAssertEqual(groups(most), ["sosreport"])
        // Predis's: a `#` heading with text over `###` entries as deep as the answered ones beside it is their group.
        let level = try read("# Some questions\n\n### What is it?\n\nA client.\n\n### Is it fast?\n\nYes.\n\n### Is it safe?\n\nYes.\n\n"
            + "# Speaking about performances\n\nSome numbers.\n\n### It cannot be fast enough!\n\nIt is.\n\n"
            + "### Responses are still slow\n\nUse the extension.\n\n### Why not use the extension?\n\nYou may.\n\n")
        XCTAssertTrue(groups(level).contains("Speaking about performances"), "\(groups(level))")
        // A review's inputs: sub-headings that state problems are entries of a group; so are those of a heading among
        // headings that all have sub-headings.
        let problems = try read("# FAQ\n\n## What is it?\n\nA tool.\n\n## Is it free?\n\nYes.\n\n## Can I fork it?\n\nYes.\n\n"
            + "## Troubleshooting\n\nWhat goes wrong.\n\n### Error: permission denied\n\nRun as root.\n\n"
            + "### Crash on start with an empty config\n\nAdd a section.\n\n### Why are the fonts blurry?\n\nScale.\n\n")
        XCTAssertEqual(groups(problems), ["Troubleshooting"])
        XCTAssertTrue(questions(problems).contains("Why are the fonts blurry?"))
    }
}
