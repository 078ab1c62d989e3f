import XCTest
@testable import FAQ

/// Under a title of known problems, a list whose items each state a problem over an answer of their own holds the
/// entries, though none asks (Orchestratex's "Common Issues and Solutions": `HeadingTree.problemList`).
final class ProblemListEntriesTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "troubleshooting.rst").document
    }

    private func page(title: String) -> String {
        """
        Troubleshooting Guide
        =====================

        \(title)
        \(String(repeating: "-", count: title.count))

        1. Agent Not Responding

           - **Symptoms**: requests time out.
           - **Solution**: restart the agent.

        2. Authentication Failures

           - **Symptoms**: unauthorized errors.
           - **Solution**: check the roles.

        3. Deployment Failures

           Check the cluster's events.

        """
    }

    func testAListOfProblemsUnderATitleOfKnownProblemsHoldsTheEntries() throws {
        for title in ["Common Issues and Solutions", "Known problems", "Troubleshooting common errors"] {
            let document = try read(page(title: title))
            XCTAssertEqual(questions(document), ["Agent Not Responding", "Authentication Failures", "Deployment Failures"], title)
            XCTAssertEqual(answer(document, "Deployment Failures"), "Check the cluster's events.")
        }
    }

    func testTheSameListUnderAnotherTitleIsItsText() throws {
        // Steps or tips under a topic are its answer, not entries.
        let document = try read(page(title: "Deployment"))
        XCTAssertEqual(questions(document), ["Deployment"])
    }

    func testAListOfProblemsIsNoEvidenceForItsSiblingsLists() throws {
        // "Debugging Tips" beside it keeps its numbered tips as its text.
        let document = try read(page(title: "Common Issues") + "\n" + """
        Debugging Tips
        --------------

        1. Enable Verbose Logging

           Set the level to debug.

        2. API Testing

           Call the health endpoint.

        """)
        XCTAssertFalse(questions(document).contains("Enable Verbose Logging"))
        XCTAssertTrue(questions(document).contains("Agent Not Responding"))
    }
}
