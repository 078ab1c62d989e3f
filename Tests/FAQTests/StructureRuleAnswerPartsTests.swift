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
}
