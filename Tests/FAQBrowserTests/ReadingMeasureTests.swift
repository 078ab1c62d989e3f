import XCTest
@testable import FAQBrowser
@testable import Gtk
import Outline

/// An answer in a wide window runs about 70 characters a line, at any text size.
final class ReadingMeasureTests: BrowserTestCase {
    /// Ordinary English prose, long enough for twenty lines and more.
    static let prose = String(repeating: "When you open a file that holds questions and answers, each section shows its questions in the order the author wrote them, and the answer slides open below the question you choose. ", count: 8)

    @MainActor private var inspection: AccordionView.Inspection { browser.accordion!.inspection }

    /// Characters a line of the open answer holds, on average over its lines.
    @MainActor private func charactersPerLine(file: StaticString = #filePath, line: UInt = #line) -> Double {
        MainLoop.drain()
        XCTAssertTrue(MainLoop.wait(upTo: 3) { self.inspection.isLaidOut && (self.row("q")?.content as? AnswerView)?.textLabels.first?.isMapped == true },
                      "the answer shows", file: file, line: line)
        MainLoop.drain()
        let label = (row("q")!.content as! AnswerView).textLabels.first!
        XCTAssertGreaterThan(label.lineCount, 15, "enough lines to average over", file: file, line: line)
        return Double(label.text.count) / Double(label.lineCount)
    }

    func testAWideWindowsAnswerRunsAboutSeventyCharactersALine() {
        onMain {
            let json = #"{"title": "T", "sections": [{"id": "s", "title": "S", "expanded": true, "questions": [{"id": "q", "question": "Q?", "answer": "\#(Self.prose)"}]}]}"#
            XCTAssertTrue(open(json: json))
            browser.window.resize(width: 2400, height: 900)
            XCTAssertTrue(MainLoop.wait(upTo: 3) { self.inspection.width > 1800 })
            row("q")!.header.activate()
            let normal = charactersPerLine()
            XCTAssertEqual(normal, Double(ReadingMeasure.characters), accuracy: 10, "about 70 characters at 100%")
            browser.setTextScale(200)
            let large = charactersPerLine()
            XCTAssertEqual(large, Double(ReadingMeasure.characters), accuracy: 10, "and at 200%: the column grows with the text")
            XCTAssertGreaterThan(inspection.columnWidth, 2 * ReadingMeasure.characters * 5, "the column was measured in the larger font")
        }
    }

    func testTheMeasureComesFromTheSampleItIsGiven() {
        onMain {
            let padding = ReadingMeasure.padding
            XCTAssertEqual(ReadingMeasure.columnWidth(sampleWidth: 350, sampleCharacters: 50), 70 * 7 + padding)
            XCTAssertEqual(ReadingMeasure.columnWidth(sampleWidth: 700, sampleCharacters: 50), 70 * 14 + padding)
            XCTAssertEqual(ReadingMeasure.columnWidth(sampleWidth: 0, sampleCharacters: 50), ReadingMeasure.fallbackColumnWidth, "no font yet")
        }
    }
}
