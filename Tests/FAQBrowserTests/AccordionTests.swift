import XCTest
@testable import FAQBrowser
@testable import Gtk
import Outline

final class AccordionTests: BrowserTestCase {
    func testWindowShowsTheDocument() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            XCTAssertEqual(browser.headerBar.title, "Acme Help")
            XCTAssertEqual(browser.window.title, "Acme Help")
            XCTAssertNotNil(row("account"))
            XCTAssertNotNil(row("billing"))
            XCTAssertEqual(row("account")?.header.accessibleName, "Account")
        }
    }

    func testQuestionWidgetsAreBuiltOnlyWhenTheirSectionFirstOpens() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            XCTAssertNil(row("reset"), "a closed section builds no question rows")
            XCTAssertNil(row("account")!.content)
            row("account")!.header.activate()
            XCTAssertNotNil(row("reset"))
            XCTAssertNil(row("reset")!.content, "an answer is built when its question first opens")
            XCTAssertNil(row("two-factor"), "a closed subsection builds nothing either")
        }
    }

    func testTogglingASectionHeaderRevealsItsQuestions() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            let account = row("account")!
            account.header.activate()
            MainLoop.drain()
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("account")))
            XCTAssertTrue(account.header.isExpanded)
            XCTAssertTrue(row("reset")!.header.isMapped)
            account.header.activate()
            MainLoop.drain()
            XCTAssertFalse(browser.faq!.outline.isExpanded(node("account")))
            XCTAssertFalse(account.header.isExpanded)
            XCTAssertNil(row("reset"), "a hidden question's row goes back to the pool")
        }
    }

    func testTogglingAQuestionRevealsItsAnswer() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            row("account")!.header.activate()
            let reset = row("reset")!
            reset.header.activate()
            MainLoop.drain()
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("reset")))
            XCTAssertTrue(reset.revealer.isChildRevealed)
            let answer = (reset.content as? AnswerView)?.textLabels.first
            XCTAssertEqual(answer?.text, "Open Settings.")
            XCTAssertTrue(answer?.isMapped ?? false)
            XCTAssertTrue(answer?.isSelectable ?? false)
        }
    }

    func testAnswerTextIsNeverMarkup() {
        onMain {
            let json = #"{"title": "T", "sections": [{"id": "s", "title": "<b>S</b>", "expanded": true, "questions": [{"id": "q", "question": "<i>Q</i> & co", "answer": "<span foreground='red'>x</span> `<b>y</b>` **z** &amp;"}]}]}"#
            XCTAssertTrue(open(json: json))
            XCTAssertEqual(row("s")!.titleLabel.text, "<b>S</b>", "titles are plain text")
            row("q")!.header.activate()
            // Raw HTML is dropped, code keeps its characters, Markdown formats: only the text shows.
            XCTAssertEqual((row("q")!.content as? AnswerView)?.text, "x <b>y</b> z &")
            XCTAssertEqual(row("q")!.header.accessibleName, "<i>Q</i> & co")
        }
    }

    func testExclusiveSectionClosesTheOpenQuestion() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            row("billing")!.header.activate()
            row("refund")!.header.activate()
            row("invoice")!.header.activate()
            MainLoop.drain()
            XCTAssertFalse(row("refund")!.header.isExpanded)
            XCTAssertFalse(row("refund")!.revealer.revealsChild)
            XCTAssertTrue(row("invoice")!.revealer.revealsChild)
        }
    }

    func testSeparatorsFollowTheModel() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            let outline = browser.faq!.outline
            @MainActor func separators() -> [String: Bool] {
                var result: [String: Bool] = [:]
                for r in outline.rows { result[r.id] = row(r.id)!.box.hasStyleClass("separator-after") }
                return result
            }
            @MainActor func expected() -> [String: Bool] {
                Dictionary(uniqueKeysWithValues: outline.rows.map { ($0.id, $0.hasSeparatorAfter) })
            }
            XCTAssertEqual(separators(), ["account": true, "billing": false])
            row("account")!.header.activate()
            XCTAssertEqual(separators(), expected())
            XCTAssertEqual(separators()["account"], false)
            XCTAssertEqual(separators()["security"], true)
            row("security")!.header.activate()
            XCTAssertEqual(separators(), expected())
            XCTAssertEqual(separators()["security"], false)
            XCTAssertEqual(separators()["two-factor"], true)
            row("account")!.header.activate()
            XCTAssertEqual(separators(), ["account": true, "billing": false])
        }
    }

    func testAnimationsSlideWhenEnabled() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            Settings.animationsEnabled = true
            defer { Settings.animationsEnabled = false }
            browser.faq!.outline.expand(node("account"))
            XCTAssertTrue(MainLoop.wait(upTo: 2) { browser.accordion!.inspection.slide == nil && row("reset") != nil })
            let question = row("reset")!
            let start = MainLoop.monotonicMicroseconds
            question.header.activate()
            XCTAssertTrue(question.revealer.revealsChild)
            XCTAssertFalse(question.revealer.isChildRevealed, "the slide has only started")
            XCTAssertTrue(MainLoop.wait(upTo: 3) { question.revealer.isChildRevealed })
            let elapsed = Double(MainLoop.monotonicMicroseconds - start) / 1000
            XCTAssertGreaterThanOrEqual(elapsed, Double(question.revealer.transitionDuration) * 0.8, "it took the transition's time")
        }
    }
}
