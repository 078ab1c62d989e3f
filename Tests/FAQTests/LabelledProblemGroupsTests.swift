import XCTest
@testable import FAQ

/// A troubleshooting page that labels its problems ("### Issue: …") sets its unlabelled groups at the edges aside as
/// its text, and a lone group named for the page's problems sets the headings of text beside it aside
/// (`HeadingTree.isTextBesideLabelledProblems`, `HeadingTree.namesTheProblemsAlone`).
final class LabelledProblemGroupsTests: XCTestCase {
    private func read(_ text: String, file: String = "troubleshooting.md") throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    /// lolstonks' guide: diagnostics first, groups of "Issue:" problems, recovery procedures last.
    private let labelled = """
    # Troubleshooting Guide

    ## Quick Diagnostics

    ### Essential Health Checks

    Run the checks.

    ## Application Issues

    ### Issue: Application Won't Start

    Read the log.

    ### Issue: Port Already in Use

    Free the port.

    ## Docker Issues

    ### Issue: Container Won't Start

    Check the image.

    ### Issue: Health Check Failing

    Check the endpoint.

    ## Recovery Procedures

    ### Procedure: Restart Container

    Restart it.

    ### Procedure: Clear All Caches

    Clear them.

    """

    func testUnlabelledGroupsAtTheEdgesOfLabelledProblemsAreText() throws {
        let document = try read(labelled)
        XCTAssertEqual(FAQTests.groups(document), ["Application Issues", "Docker Issues"])
        XCTAssertEqual(questions(document).count, 4)
        XCTAssertEqual(textParts(document), ["Quick Diagnostics", "Recovery Procedures"])
        // With fewer than four labelled problems the page labels nothing: every group is one.
        let few = labelled.replacingOccurrences(of: "### Issue: Container", with: "### Container")
            .replacingOccurrences(of: "### Issue: Health", with: "### Health")
        XCTAssertEqual(FAQTests.groups(try read(few)).count, 4)
    }

    /// Unified ICC's page: "Common Issues" holds every problem; "Debug Logging" and "Getting Help" are text.
    private func commonIssues(besideTitle: String) -> String {
        "Troubleshooting\n===============\n\nCommon Issues\n-------------\n\n"
            + ["Agent does not start", "Window not found", "Messages are lost"].map { "\($0)\n" + String(repeating: "~", count: $0.count) + "\n\nRestart it.\n\n" }.joined()
            + "\(besideTitle)\n" + String(repeating: "-", count: besideTitle.count) + "\n\nSet the level to debug.\n\n"
            + "Getting Help\n------------\n\nOpen an issue.\n"
    }

    func testALoneGroupNamedForTheProblemsSetsItsTextSiblingsAside() throws {
        let document = try read(commonIssues(besideTitle: "Debug Logging"), file: "troubleshooting.rst")
        XCTAssertEqual(questions(document), ["Agent does not start", "Window not found", "Messages are lost"])
        XCTAssertEqual(textParts(document), ["Debug Logging", "Getting Help"])
        // A sibling named as a problem is an entry of its own (Jekyll's "Installation Problems" beside "Markup Problems").
        let problem = try read(commonIssues(besideTitle: "Installation Problems"), file: "troubleshooting.rst")
        XCTAssertTrue(questions(problem).contains("Installation Problems"))
    }
}
