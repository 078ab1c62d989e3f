import XCTest
@testable import FAQ

/// Plain-text shapes the Fresh51 and Fresh54 draws showed: "1.)" numbers, whose stop a parenthesis closes, and "1 - " numbers,
/// in the reader and in the misread guard's census; and two bulleted questions under a boxed
/// title, each answer holding a list of its own at its text's column.
final class PlainTextNumberAndBulletShapesTests: XCTestCase {
    private func read(_ text: String, file: String = "faq.txt") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    /// MyWorldtrip's German FAQ: "7.) Muss ich … bezahlen?wur", a stray word after its "?".
    func testAStopAndAParenthesisCloseANumber() throws {
        var text = ""
        for n in 1...8 {
            let question = n == 5 ? "Muss ich dafür Geld bezahlen?wur" : "Wie kann ich Sache \(n) anlegen?"
            text += "\(n).) \(question)\nSo geht es mit Sache \(n), ganz einfach.\n\n"
        }
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (numbered entries)")
        XCTAssertEqual(questions(result.document).count, 8)
        XCTAssertEqual(questions(result.document).dropFirst(4).first, "Muss ich dafür Geld bezahlen?wur")
        XCTAssertEqual(PlainTextNumbered.marker(PlainTextLines("12.) Gibt es einen Support?"), 0)?.numbers, [12])
    }

    /// The guard counts "7.)" as it counts "7.": left in an answer where it fills a gap, it is a missed entry.
    func testTheGuardCountsAStopAndAParenthesis() {
        var source = ""
        var questions: [FAQQuestion] = []
        for n in 1...8 {
            let title = "\(n).) Wie kann ich Sache \(n) anlegen?"
            source += "\(title)\nSo geht es.\n\n"
            if n != 5 { questions.append(question("Wie kann ich Sache \(n) anlegen?", "So geht es.")) }
        }
        questions[3].answer = "So geht es.\n\n5.) Wie kann ich Sache 5 anlegen?\nSo geht es."
        let document = FAQDocument(title: "FAQ", sections: [section("", questions, implicit: true)])
        let finding = MisreadGuard.check(document, census: QuestionCensus(questions: 7, keys: [], words: 10), source: source, format: .plainText)
        XCTAssertEqual(finding?.kind, .questionsInAnswers)
        XCTAssertEqual(finding?.expected, 8)
        XCTAssertEqual(finding?.line, 13)
    }

    /// Tucan's Spanish FAQ: "4.1 - ¿ Cómo se instala en Linux ?", a dash between spaces after the
    /// number, the contents listing every entry first; the guard counts "5 - " as it counts "5.".
    func testADashBetweenSpacesEndsANumber() throws {
        var contents = "TUCAN FAQ\n---------\n\n", entries = ""
        for n in 1...6 {
            let title = n == 4 ? "Tucan arranca pero no me comprueba los enlaces ¿ qué sucede ?" : "¿ Cómo se hace la cosa \(n) ?"
            contents += "\(n) - \(title)\n"
            entries += "\n\n\(n) - \(title)\n" + String(repeating: "-", count: title.count + 4) + "\n - Leer el archivo README \(n).\n"
        }
        let result = try read(contents + entries, file: "FAQ.es")
        XCTAssertEqual(result.importer, "plain text (numbered entries)")
        XCTAssertEqual(questions(result.document).count, 6)
        XCTAssertEqual(questions(result.document).dropFirst(3).first, "Tucan arranca pero no me comprueba los enlaces ¿ qué sucede ?")
        var source = "", kept: [FAQQuestion] = []
        for n in 1...6 {
            source += "\(n) - ¿ Cómo se hace la cosa \(n) ?\nAsí.\n\n"
            if n != 5 { kept.append(question("¿ Cómo se hace la cosa \(n) ?", "Así.")) }
        }
        kept[3].answer = "Así.\n\n5 - ¿ Cómo se hace la cosa 5 ?\nAsí."
        let document = FAQDocument(title: "FAQ", sections: [section("", kept, implicit: true)])
        let finding = MisreadGuard.check(document, census: QuestionCensus(questions: 5, keys: [], words: 10), source: source, format: .plainText)
        XCTAssertEqual(finding?.expected, 6)
    }

    /// KISS's FAQ: a boxed title, two "* " questions at the margin, items at the answers' column.
    func testTwoBulletedQuestionsUnderABoxedTitle() throws {
        let text = """
            +-------------------------------------------------------------------+
            |                                                                   |
            |                    FREQUENTLY ASKED QUESTIONS                     |
            |                                                                   |
            +-------------------------------------------------------------------+


            * What init does KISS use?

              KISS uses busybox init by default. There is however, no lock-in and
              the user may use whatever they like.


            * What coreutils does KISS use?

              KISS uses busybox coreutils by default. All shell code is
              written in portable POSIX shell.

              * One exception is made for 'sed -i' which isn't POSIX but is far
                too useful to do away with.

              * The tar command has no standard interface, however support is
                included for busybox tar and others.

            """
        let result = try read(text)
        XCTAssertEqual(result.importer, "plain text (bulleted questions)")
        XCTAssertEqual(questions(result.document), ["What init does KISS use?", "What coreutils does KISS use?"])
        XCTAssertTrue(answer(result.document, "What coreutils does KISS use?")?.contains("One exception is made") == true)
        XCTAssertEqual(result.document.title, "FREQUENTLY ASKED QUESTIONS")
        XCTAssertNil(result.document.description, "the box's empty sides are no text")
        // Two bulleted questions in a file that names no FAQ, under no such title, are too few.
        let untitled = text.replacingOccurrences(of: "FREQUENTLY ASKED QUESTIONS", with: "       KISS LINUX NOTES       ")
        XCTAssertThrowsError(try read(untitled, file: "notes.txt"))
    }
}
