import XCTest
@testable import FAQ

/// "Q:" markers count in the form the file keeps: a marker word in another form that continues
/// an answer's paragraph, or sits at another indent, is text.
final class PlainTextMarkerFormTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "FAQ").document
    }

    func testAnAnswerLineStartingWithTheWordQuestionIsText() throws {
        let text = """
        Tool FAQ.


        Q: How do I build it?
        A: Type make.


        Q: Why does it warn about u_int8_t?
        A: Add -D_GNU_SOURCE.  See the previous
           question.  This is an old extension.


        Q: Can I use another compiler?
        A: Yes, tcc works.


        Q: Where are the headers?
        A: In include/.

        """
        let document = try read(text)
        XCTAssertEqual(questions(document), ["How do I build it?", "Why does it warn about u_int8_t?", "Can I use another compiler?",
                                             "Where are the headers?"])
        XCTAssertTrue(document.allSections[0].section.questions[1].answer.contains("This is an old extension"))
    }

    func testAWordyFormKeepsItsLettersOutOfItsAnswers() throws {
        // The other way round: "Question:" entries, and an answer wrapped onto a line that
        // starts "Q." inside its paragraph.
        let text = """
        Question: What is the widget?
        Answer: A part of the gadget, as described in section
        Q. 4 of the manual, which is long.

        Question: Is it sold apart?
        Answer: No.

        Question: Does it break?
        Answer: Rarely.

        """
        let document = try read(text)
        XCTAssertEqual(questions(document), ["What is the widget?", "Is it sold apart?", "Does it break?"])
    }

    func testAnotherFormThatStartsAParagraphAtTheEntriesIndentStillCounts() throws {
        let text = """
        Q: How do I start?
        A: Run it.

        Q: How do I stop?
        A: Press q.

        Q: How do I pause?
        A: Press p.

        Question: How do I quit for good?
        Answer: Uninstall it.

        """
        let document = try read(text)
        XCTAssertEqual(document.questionCount, 4)
    }

    func testWithoutADominantFormEveryMarkerCounts() {
        let lines = PlainTextLines("Q: a?\nA: b\nQuestion: c?\nA: d\n   Q. e?\nA: f\n")
        let markers = [(line: 0, width: 3), (line: 2, width: 10), (line: 4, width: 3)]
        XCTAssertEqual(PlainTextMarkerForm.counted(markers, in: lines).lines, [0, 2, 4])
    }

    func testTheFormIsTheLabelAsWrittenAndItsMark() {
        XCTAssertEqual(PlainTextMarkerForm("Q12: Why?", width: 5), PlainTextMarkerForm("Q: Why?", width: 3))
        XCTAssertNotEqual(PlainTextMarkerForm("Q. Why?", width: 3), PlainTextMarkerForm("Q: Why?", width: 3))
        XCTAssertNotEqual(PlainTextMarkerForm("question. Why?", width: 10), PlainTextMarkerForm("Question. Why?", width: 10))
    }

    func testCountingFormsIsLinear() throws {
        try LinearGrowth.assert(1 << 18) { size in
            var text = ""
            var n = 0
            while text.utf8.count < size {
                text += "Q: Why \(n)?\nA: Because, see the\n   question. It is so.\n\n"
                n += 1
            }
            XCTAssertEqual(try read(text).questionCount, n)
        }
    }
}
