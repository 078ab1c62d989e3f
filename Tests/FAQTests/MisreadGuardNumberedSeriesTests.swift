import XCTest
@testable import FAQ

/// One numbered series of headings read in two roles (`HeadingLevels.mixedSeries`): an author numbers "1." to "6."
/// alike, so a reading that makes some of them groups and others questions has misread some.
final class MisreadGuardNumberedSeriesTests: XCTestCase {
    private func check(_ sections: [FAQSection], source: String) -> MisreadFinding? {
        let document = FAQDocument(title: "FAQ", sections: sections)
        return MisreadGuard.check(document, census: QuestionCensus(questions: document.questionCount, keys: [], words: 10),
                                  source: source, format: .markdown)
    }

    /// Six numbered problems, each split into numbered parts with parts of their own.
    private let source = (1...6).map { n in
        "## \(n). Problem \(n)\n\n### \(n).1 Description\n\n#### Symptom \(n)a\n\nText.\n\n#### Symptom \(n)b\n\nText.\n\n### \(n).2 Fix\n\nDo it.\n\n"
    }.joined()

    private func group(_ n: Int) -> FAQSection {
        section("\(n). Problem \(n)", [], sections: [section("\(n).1 Description", [question("Symptom \(n)a"), question("Symptom \(n)b")]),
                                                     section("\(n).2 Fix", [])])
    }

    func testASeriesReadAsGroupsAndQuestionsIsDoubted() {
        let sections = [group(1), section("", [question("2. Problem 2"), question("3. Problem 3")], implicit: true), group(4), group(5), group(6)]
        let finding = check(sections, source: source)
        XCTAssertEqual(finding?.kind, .numberedSeriesInTwoRoles)
        XCTAssertEqual(finding?.found, 10)
        XCTAssertEqual(finding?.expected, 6)
        XCTAssertEqual(finding?.line, 1)
        XCTAssertEqual(finding?.message, "FAQ Browser found 10 questions, but headings numbered as one series were read some as groups and some as questions: some questions may show as groups, or groups as questions (this file seems to hold about 6)")
    }

    func testASeriesReadInOneRoleOrBrokenIsNot() {
        // All six as questions.
        XCTAssertNil(check([section("", (1...6).map { question("\($0). Problem \($0)") }, implicit: true)], source: source))
        // One group alone among the questions: a topic the author made a group.
        let one = [group(1), section("", (2...6).map { question("\($0). Problem \($0)") }, implicit: true)]
        XCTAssertNil(check(one, source: source))
        // Numbers that are no one series (1, 2, 5, 6): two lists.
        let gap = [group(1), group(2), section("", [question("5. Problem 5"), question("6. Problem 6")], implicit: true)]
        XCTAssertNil(check(gap, source: source))
    }

    func testGroupsOfOneQuestionEachGiveNoCountToDoubt() {
        // Numbered groups of one question each beside numbered questions: no question was made of a part.
        let lone = (1...4).map { "## \($0). Problem \($0)\n\n### Symptom \($0)\n\nText.\n\n" }.joined()
        let sections = [section("1. Problem 1", [question("Symptom 1")]), section("2. Problem 2", [question("Symptom 2")]),
                        section("", [question("3. Problem 3"), question("4. Problem 4")], implicit: true)]
        XCTAssertNil(check(sections, source: lone))
    }

    func testASeriesNumberedAsSectionsIsOneSeries() {
        // ElegantRL's FAQ: "Section 1" to "Section 5", three read as questions, two as groups.
        let source = (1...5).map { "Section \($0) Part \($0)\n-----------------\n\nText.\n\n" }.joined()
        let sections = [
            section("", [question("Section 1 Part 1"), question("Section 2 Part 2"), question("Section 4 Part 4")], implicit: true),
            section("Section 3 Part 3", (1...16).map { question("Question \($0)?") }),
            section("Section 5 Part 5", [question("An issue?"), question("Another issue?")]),
        ]
        XCTAssertEqual(check(sections, source: source)?.kind, .numberedSeriesInTwoRoles)
    }
}
