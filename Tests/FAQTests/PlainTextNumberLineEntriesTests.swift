import XCTest
@testable import FAQ

/// "Q)" entries numbered by a number alone on a line above them, under groups whose number opens a frame
/// (KallistiOS's FAQ: "2 --- Memory Allocation -----" over "2.2" over two "Q)" lines and one "A)").
final class PlainTextNumberLineEntriesTests: XCTestCase {
    static let faq = """
    KallistiOS FAQ

    Here you may find some answers to common questions.


    0 --- Licensing ---------------------------------------------------------

    0.0

    This section is NOT legal advice.


    0.1

    Q) What is the new BSD/KOS license?

    Q) Can I distribute "forked" versions of KOS?

    A) Yes, clearly marked as such.


    2 --- Memory Allocation ------------------------------------------------

    2.1

    Q) How can I determine how much RAM I have allocated?

    A) Call malloc_stats().


    2.2

    Q) My malloc()'s are failing. Why?

    Q) I tried malloc_stats() and it claims I allocated like four billion
    bytes of RAM!

    A) You probably have a pointer overrun somewhere.


    2.3

    Q) Does KOS have an MMU?

    A) No.
    """

    func testQuestionsUnderOneNumberAskOneEntryUnderTheirNumberedGroup() throws {
        let document = try DocumentReader.decode(Array(Self.faq.utf8), file: "FAQ").document
        XCTAssertEqual(document.allSections.filter { !$0.section.questions.isEmpty }.map(\.section.title), ["Licensing", "Memory Allocation"])
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).map(\.question), [
            "What is the new BSD/KOS license? / Can I distribute \"forked\" versions of KOS?",
            "How can I determine how much RAM I have allocated?",
            "My malloc()'s are failing. Why? / I tried malloc_stats() and it claims I allocated like four billion bytes of RAM!",
            "Does KOS have an MMU?",
        ])
        // An entry's number opens it: it is no text of the answer or description above.
        let memory = document.allSections.first { $0.section.title == "Memory Allocation" }!.section
        XCTAssertEqual(memory.questions[0].answer, "Call malloc\\_stats().")
        XCTAssertFalse(document.allSections.contains { $0.section.description?.contains("0.1") == true })
        XCTAssertEqual(PlainTextTitles.numberedFrame("2 --- Memory Allocation ------"), "--- Memory Allocation ------")
        XCTAssertNil(PlainTextTitles.numberedFrame("2 -- not a frame"))
    }

    func testWithoutNumberLinesEachQuestionIsItsOwn() throws {
        // The same questions with no number lines: a statement under a question is an entry of its own.
        let text = Self.faq.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !PlainTextLines.isLoneEntryNumber(String($0)) }.joined(separator: "\n")
        let questions = try DocumentReader.decode(Array(text.utf8), file: "FAQ").document.allSections.flatMap(\.section.questions)
        XCTAssertTrue(questions.contains { $0.question.hasPrefix("I tried malloc_stats()") }, "\(questions.map(\.question))")
    }
}
