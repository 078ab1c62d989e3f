import Foundation
import XCTest
import FAQ
@testable import FAQBrowser
@testable import Gtk

/// The widgets an answer's blocks become: one test per block kind, highlighting, long text.
final class AnswerViewTests: BrowserTestCase {
    @MainActor
    func view(_ markdown: String, baseDirectory: String? = nil, query: String = "") -> AnswerView {
        AnswerView(markdown: markdown, level: 1, baseDirectory: baseDirectory, query: query)
    }

    @MainActor
    func labels(_ view: AnswerView, _ styleClass: String) -> [Label] {
        view.textLabels.filter { $0.hasStyleClass(styleClass) }
    }

    func testParagraphsAreWrappedSelectableLabels() {
        onMain {
            let answer = view("First *one*.\n\nSecond with a [link](https://example.org).\n\nThird.")
            let texts = labels(answer, "answer-text")
            XCTAssertEqual(texts.map(\.text), ["First one.", "Second with a link.", "Third."])
            XCTAssertTrue(texts.allSatisfy { $0.wraps && $0.wrapsInsideLongWords && $0.isSelectable })
            XCTAssertEqual(texts[0].markupSource, "First <i>one</i>.")
            XCTAssertEqual(texts.map(\.canFocus), [true, true, false], "one Tab stop, plus text with links")
            XCTAssertEqual(answer.marginStart, AccordionRow.indentPerLevel + AccordionRow.textIndent, "lined up with the question's text")
        }
    }

    func testHeadingsCarryTheirLevel() {
        onMain {
            let answer = view("# Big\n\n#### Small")
            let headings = labels(answer, "answer-heading")
            XCTAssertEqual(headings.map(\.text), ["Big", "Small"])
            XCTAssertTrue(headings[0].hasStyleClass("heading-1"))
            XCTAssertTrue(headings[1].hasStyleClass("heading-4"))
        }
    }

    func testCodeBlockIsTintedMonospaceText() {
        onMain {
            let answer = view("```\nif a < b {\n}\n```")
            XCTAssertTrue(answer.blockWidgets[0].hasStyleClass("answer-code"))
            XCTAssertEqual(labels(answer, "answer-code-text").map(\.text), ["if a < b {\n}"])
        }
    }

    func testQuoteAndAdmonitionHaveABarAndATitle() {
        onMain {
            let answer = view("> plain\n\n:::warning Careful\nHot.\n:::")
            XCTAssertTrue(answer.blockWidgets[0].hasStyleClass("answer-quote"))
            XCTAssertTrue(answer.blockWidgets[0].hasStyleClass("tone-plain"))
            XCTAssertTrue(answer.blockWidgets[1].hasStyleClass("tone-warning"))
            XCTAssertEqual(labels(answer, "answer-quote-title").map(\.text), ["Careful"])
        }
    }

    func testListsShowMarkersAndTaskChecks() {
        onMain {
            let answer = view("3. a\n4. b\n   - [x] c\n   - [ ] d")
            XCTAssertTrue(answer.blockWidgets[0].hasStyleClass("answer-list"))
            XCTAssertEqual(labels(answer, "answer-text").map(\.text), ["a", "b", "c", "d"])
            let markers = (answer.blockWidgets[0] as? Box).map { _ in answer.markerTexts } ?? []
            XCTAssertEqual(markers, ["3.", "4.", "☑", "☐"])
        }
    }

    func testTableIsAGridWithAHeaderRow() {
        onMain {
            let answer = view("| A | B |\n|---|--:|\n| 1 | 2 |")
            XCTAssertTrue(answer.blockWidgets[0] is Grid, "a narrow table wraps its cells")
            XCTAssertEqual(answer.tables.count, 1)
            let columns = AnswerView.wrappedTableColumns + 1
            let wide = view("|" + String(repeating: " h |", count: columns) + "\n|" + String(repeating: "---|", count: columns) + "\n")
            XCTAssertTrue(wide.blockWidgets[0] is ScrolledWindow, "a wide table scrolls sideways")
            XCTAssertFalse(labels(wide, "answer-cell-text")[0].wraps)
            let cells = labels(answer, "answer-cell-text")
            XCTAssertEqual(cells.map(\.text), ["A", "B", "1", "2"])
            XCTAssertEqual(cells.map { $0.hasStyleClass("header") }, [true, true, false, false])
            XCTAssertEqual(cells[3].xAlign, 1, "right-aligned column")
            XCTAssertNotNil(answer.tables.first?.child(column: 1, row: 1))
        }
    }

    /// A table past the column and cell limits shows its first columns and rows and says how
    /// many it left out (issue #25: 10,000 columns froze the window).
    func testATableTooLargeToShowSaysWhatItLeftOut() {
        onMain {
            let width = 10_000
            let answer = view("|" + String(repeating: "h|", count: width) + "\n|" + String(repeating: "-|", count: width) + "\n|"
                              + String(repeating: "b|", count: width) + "\n")
            // A long answer is parsed off the main thread, then built in steps across frames.
            XCTAssertTrue(MainLoop.wait(upTo: 10) { !answer.textLabels.isEmpty }, "parsed")
            answer.finishBuilding()
            XCTAssertEqual(labels(answer, "answer-cell-text").count, 2 * AnswerTable.maximumColumns)
            let notes = answer.textLabels.filter { $0.hasStyleClass("dim-label") }.map(\.text)
            XCTAssertEqual(notes, ["\(width - AnswerTable.maximumColumns) more columns are not shown."])
        }
    }

    func testLocalImagesLoadAndRemoteOnesAreLinks() {
        onMain {
            let icon = "Resources/icons/hicolor/scalable/apps/io.github.faqbrowser.FAQBrowser.svg"
            let answer = view("![icon](\(icon))\n\n![remote](https://example.org/x.png)\n\n![missing](nothing.png)",
                              baseDirectory: repositoryRoot.path)
            answer.showAll()
            let image = answer.images.first
            XCTAssertTrue(MainLoop.wait(upTo: 5) { image?.hasPixbuf ?? false }, "the local image is decoded")
            XCTAssertEqual(image?.accessibleName, "icon")
            XCTAssertEqual(labels(answer, "answer-image-link").first?.markupSource, "<a href=\"https://example.org/x.png\">🖼 remote</a>")
            XCTAssertTrue(MainLoop.wait(upTo: 5) { self.labels(answer, "answer-image-text").map(\.text) == ["🖼 missing"] },
                          "a missing file shows its text")
            let noBase = view("![icon](\(icon))")
            XCTAssertEqual(labels(noBase, "answer-image-text").map(\.text), ["🖼 icon"], "without a folder, no file is read")
        }
    }

    func testRuleAndDetails() {
        onMain {
            let answer = view("a\n\n---\n\n<details><summary>More</summary>\n\nBody\n\n</details>")
            XCTAssertTrue(answer.blockWidgets[1] is Separator)
            let details = answer.blockWidgets[2] as? Expander
            XCTAssertNotNil(details)
            XCTAssertFalse(details?.isExpanded ?? true)
            XCTAssertEqual(labels(answer, "answer-details-summary").map(\.text), ["More"])
            XCTAssertTrue(labels(answer, "answer-text").map(\.text).contains("Body"))
        }
    }

    func testHighlightReachesEveryBlock() throws {
        try onMain {
            let answer = view("Find me.\n\n| find |\n|---|\n| x |\n\n```\nfind()\n```\n\n> [!NOTE]\n> find")
            answer.highlight("find")
            let open = PangoMarkup.highlightOpen
            for label in answer.textLabels where label.text.lowercased().contains("find") {
                XCTAssertTrue(label.markupSource.contains(open + "F") || label.markupSource.contains(open + "f"), label.markupSource)
                try PangoMarkupCheck.wellFormed(label.markupSource)
            }
            answer.highlight("")
            XCTAssertFalse(answer.textLabels.contains { $0.markupSource.contains(open) })
        }
    }

    func testSearchHighlightsAnOpenAnswerInTheWindow() {
        onMain {
            XCTAssertTrue(open(json: #"{"title": "T", "sections": [{"id": "s", "title": "S", "expanded": true, "questions": [{"id": "q", "question": "Q", "answer": "| Col |\n|---|\n| gare |"}]}]}"#))
            row("q")!.header.activate()
            browser.search.run("gare")
            XCTAssertTrue(MainLoop.wait(upTo: 2) {
                ((self.row("q")!.content as? AnswerView)?.textLabels.last?.markupSource ?? "").contains(PangoMarkup.highlightOpen)
            })
        }
    }

    func testLongProseIsBuiltInBoundedPiecesAFrameAtATime() {
        onMain {
            let sentence = "This answer goes on and on, sentence after sentence. "
            let prose = String(repeating: sentence, count: 200_000 / sentence.count)
            XCTAssertTrue(open(json: #"{"title": "T", "sections": [{"id": "s", "title": "S", "expanded": true, "questions": [{"id": "q", "question": "Q", "answer": "\#(prose)"}]}]}"#))
            row("q")!.header.activate()
            guard let answer = row("q")!.content as? AnswerView else { return XCTFail("no answer view") }
            XCTAssertFalse(answer.isComplete, "the rest waits for later frames")
            XCTAssertLessThanOrEqual(answer.textLabels.count, AnswerView.charactersPerBatch / 1000 + 1)
            XCTAssertTrue(MainLoop.wait(upTo: 30) { answer.isComplete })
            XCTAssertTrue(answer.textLabels.allSatisfy { $0.text.count <= TextPieces.maximumLength })
            XCTAssertEqual(answer.textLabels.map(\.text).joined(separator: " "), prose.trimmingCharacters(in: .whitespaces))
        }
    }

    func testALongAnswerIsHighlightedABatchAFrame() {
        onMain {
            let sentence = "This answer goes on and on, sentence after sentence. "
            let prose = String(repeating: sentence, count: 100_000 / sentence.count)
            XCTAssertTrue(open(json: #"{"title": "T", "sections": [{"id": "s", "title": "S", "expanded": true, "questions": [{"id": "q", "question": "Q", "answer": "\#(prose)"}]}]}"#))
            row("q")!.header.activate()
            guard let answer = row("q")!.content as? AnswerView else { return XCTFail("no answer view") }
            XCTAssertTrue(MainLoop.wait(upTo: 30) { answer.isComplete })
            let open = PangoMarkup.highlightOpen
            answer.highlight("sentence")
            XCTAssertTrue(answer.isHighlighting, "the rest waits for later frames")
            XCTAssertTrue(answer.textLabels.first!.markupSource.contains(open), "the start at once")
            XCTAssertFalse(answer.textLabels.last!.markupSource.contains(open))
            XCTAssertTrue(MainLoop.wait(upTo: 10) { !answer.isHighlighting })
            XCTAssertTrue(answer.textLabels.allSatisfy { $0.markupSource.contains(open) })
        }
    }

    func testLongTextInsideAQuoteAListOrACellIsBuiltInPartsToo() {
        onMain {
            let long = String(repeating: "Words in a sentence. ", count: 1_000).trimmingCharacters(in: .whitespaces)
            for markdown in ["> " + long, "- " + long, "| h |\n|---|\n| " + long + " |"] {
                let answer = view(markdown)
                XCTAssertTrue(answer.textLabels.isEmpty, "a long answer is read on a background thread")
                XCTAssertTrue(MainLoop.wait(upTo: 20) { !answer.blocks.isEmpty })
                XCTAssertFalse(answer.isComplete, markdown.prefix(10) + "…: the rest waits for later frames")
                answer.finishBuilding()
                XCTAssertTrue(answer.textLabels.allSatisfy { $0.text.count <= TextPieces.maximumLength })
                XCTAssertTrue(answer.textLabels.map(\.text).joined(separator: " ").contains(long), "nothing is lost")
            }
        }
    }

    /// The fuzzer's findings: whatever the text, Pango reads every label's markup.
    func testPangoReadsTheMarkupOfEveryFuzzFinding() throws {
        let folder = repositoryRoot.appendingPathComponent("Tests/FAQTests/FuzzFindings")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertFalse(files.isEmpty)
        try onMain {
            for file in files {
                let markdown = String(decoding: try Data(contentsOf: folder.appendingPathComponent(file)), as: UTF8.self)
                let answer = view(markdown, query: String(markdown.prefix(3)))
                answer.finishBuilding()
                for label in answer.textLabels {
                    XCTAssertTrue(Label.parsesAsMarkup(label.markupSource), "\(file): \(label.markupSource.debugDescription)")
                }
            }
        }
    }

    func testAnUnbrokenWordWrapsInPieces() {
        onMain {
            let word = String(repeating: "w", count: 20_000)
            let answer = view(word)
            answer.finishBuilding()
            XCTAssertTrue(answer.textLabels.allSatisfy { $0.text.count <= TextPieces.maximumUnbrokenLength && $0.wrapsInsideLongWords })
            XCTAssertEqual(answer.textLabels.map(\.text).joined(), word)
        }
    }
}

/// Well-formedness of the markup labels are given (balanced tags, escaped text).
enum PangoMarkupCheck {
    struct Malformed: Error { let markup: String }
    static func wellFormed(_ markup: String) throws {
        var open: [Substring] = []
        var rest = Substring(markup)
        while let lt = rest.firstIndex(of: "<") {
            guard let gt = rest[lt...].firstIndex(of: ">") else { throw Malformed(markup: markup) }
            let tag = rest[rest.index(after: lt)..<gt]
            if tag.hasPrefix("/") {
                guard open.popLast() == tag.dropFirst() else { throw Malformed(markup: markup) }
            } else {
                open.append(tag.prefix { $0 != " " })
            }
            rest = rest[rest.index(after: gt)...]
        }
        if !open.isEmpty { throw Malformed(markup: markup) }
    }
}
