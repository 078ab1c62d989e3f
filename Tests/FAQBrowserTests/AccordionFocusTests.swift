import CGtk
import XCTest
@testable import FAQBrowser
@_spi(GtkTestSupport) @testable import Gtk
import GtkTestSupport
import Outline

/// The accordion's focus, as a tree's: one Tab stop, an opened answer scrolled into view, and
/// Page Down and Page Up that never skip a line of content.
final class AccordionFocusTests: BrowserTestCase {
    private static let tab: UInt32 = 0xff09, leftTab: UInt32 = 0xfe20  // GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab

    /// `sections` sections (open) of `questions` questions, `s3` holding `s3q0` …; every
    /// answer is `answer`, except the last question's (`lastAnswer`).
    private func documentJSON(sections: Int, questions: Int, answer: String, lastAnswer: String? = nil, open: Bool = false) -> String {
        GeneratedDocument.json(sections: sections, questions: questions, title: "Focus", open: open) { s, q in
            s == sections - 1 && q == questions - 1 ? lastAnswer ?? answer : answer
        }
    }

    @MainActor private var accordion: AccordionView { browser.accordion! }
    @MainActor private var adjustment: Adjustment { accordion.scrolledWindow.verticalAdjustment }

    /// The window's focus widget, and whether it is inside the accordion.
    @MainActor private var windowFocus: UnsafeMutablePointer<GtkWidget>? {
        gtk_window_get_focus(UnsafeMutableRawPointer(browser.window.widget).assumingMemoryBound(to: GtkWindow.self))
    }
    @MainActor private var isFocusInAccordion: Bool { windowFocus.map { gtk_widget_is_ancestor($0, accordion.inspection.list.widget) != 0 } ?? false }

    /// Sends a key to the window, as the keyboard does (it goes to the focus widget).
    @MainActor private func press(_ keyval: UInt32, shift: Bool = false) { browser.headerBar.sendKey(keyval, shift: shift) }

    @MainActor private func settle() {
        MainLoop.drain()
        XCTAssertTrue(MainLoop.wait(upTo: 3) { self.accordion.inspection.list.isMapped && self.accordion.inspection.isLaidOut }, "laid out")
        MainLoop.drain()
    }

    /// Tab leaves the accordion from any header at once, and Shift+Tab from the next widget
    /// comes back to the header focused last, not to the last header.
    func testTheAccordionIsOneTabStop() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            row("account")!.header.activate()
            settle()
            row("delete")!.header.grabFocus()
            XCTAssertEqual(accordion.focusedHeader, node("delete"))
            row("delete")!.header.sendKey(Self.tab)
            XCTAssertNil(accordion.focusedHeader, "one Tab leaves the accordion (it went to the next header before)")
            XCTAssertNotNil(windowFocus, "something has the focus")
            XCTAssertFalse(isFocusInAccordion, "outside the accordion")
            press(Self.leftTab, shift: true)
            XCTAssertEqual(accordion.focusedHeader, node("delete"), "Shift+Tab comes back to the header focused last")
            // Around the whole window: the accordion is met once, at that header.
            var headersMet: [OutlineNode] = []
            press(Self.tab)
            XCTAssertFalse(isFocusInAccordion)
            for _ in 0..<40 {
                press(Self.tab)
                if isFocusInAccordion, let header = accordion.focusedHeader {
                    headersMet.append(header)
                    break
                }
            }
            XCTAssertEqual(headersMet, [node("delete")], "Tab around the window stops in the accordion once, at its header")
            // An open answer under the focused header is part of its stop: Tab reads into it,
            // and the next Tab leaves, never reaching the next header.
            row("delete")!.header.activate()
            settle()
            press(Self.tab)
            XCTAssertTrue(isFocusInAccordion, "Tab goes into the open answer")
            XCTAssertNil(accordion.focusedHeader, "its text, not a header")
            for _ in 0..<10 where isFocusInAccordion {
                press(Self.tab)
                XCTAssertNil(accordion.focusedHeader, "no other header on the way out")
            }
            XCTAssertFalse(isFocusInAccordion, "then Tab leaves the accordion")
        }
    }

    /// A header scrolled out of view is not where Tab comes back: the first header in view is.
    func testTabEntersAtTheFirstHeaderInViewWhenTheLastFocusedOneScrolledAway() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 10, questions: 20, answer: "Short.", open: true)))
            settle()
            row("s0q1")!.header.grabFocus()
            row("s0q1")!.header.sendKey(Self.tab)
            XCTAssertNil(accordion.focusedHeader)
            accordion.scroll(to: node("s6q4"))
            settle()
            press(Self.leftTab, shift: true)
            XCTAssertEqual(accordion.focusedHeader, node("s6q4"), "the reader's place stays")
            XCTAssertEqual(accordion.topVisibleNode, node("s6q4"))
        }
    }

    /// Enter on the last question of a long FAQ: its answer, below the view until then, scrolls
    /// into view whole when it fits, else its header goes to the top with its first lines under it.
    func testEnterOnTheLastQuestionRevealsItsAnswer() {
        onMain {
            for (long, animated) in [(false, false), (true, false), (false, true)] {
                let lastAnswer = long ? String(repeating: "A long answer goes on and on. ", count: 150) : "The last answer, in two short lines of text."
                XCTAssertTrue(open(json: documentJSON(sections: 4, questions: 25, answer: "Short.", lastAnswer: lastAnswer, open: true),
                                   file: "last-\(long)-\(animated).json"))
                Settings.animationsEnabled = animated
                defer { Settings.animationsEnabled = false }
                settle()
                let first = row("s0")!.header
                first.grabFocus()
                first.sendKey(Keys.end)
                settle()
                guard let last = row("s3q24") else {
                    return XCTFail("the last question has a row (long: \(long), focus on \(String(describing: accordion.focusedHeader)))")
                }
                XCTAssertTrue(last.header.isFocus, "End goes to the last question")
                let before = last.box.allocation
                XCTAssertLessThanOrEqual(Double(before.y + before.height), adjustment.pageSize, "its header rests at the view's bottom")
                last.header.sendKey(Keys.returnKey)
                XCTAssertTrue(MainLoop.wait(upTo: 3) { last.revealer.isChildRevealed }, "the answer opened")
                settle()
                XCTAssertTrue(MainLoop.wait(upTo: 3) { !self.accordion.inspection.isFollowingAnOpenedAnswer }, "the view stopped following it")
                settle()
                let shown = last.box.allocation, page = adjustment.pageSize
                if long {
                    XCTAssertGreaterThan(Double(shown.height), page, "an answer taller than the view")
                    XCTAssertEqual(shown.y, 0, "its header at the view's top, its first lines under it")
                } else {
                    XCTAssertGreaterThanOrEqual(shown.y, 0, "the header in view (animated: \(animated))")
                    XCTAssertLessThanOrEqual(Double(shown.y + shown.height), page, "the whole answer in view (animated: \(animated))")
                    XCTAssertGreaterThan(shown.height, before.height, "with its answer")
                }
                XCTAssertTrue(last.header.isFocus, "the focus stays on its question")
            }
        }
    }

    /// Page Down moves the view by a page less a line, so what was at the bottom is at the top;
    /// with long answers open it reads through them rather than jumping from header to header.
    /// The focus follows to a header in view. Page Up comes back the same way.
    func testPageDownAndPageUpNeverSkipContent() {
        onMain {
            let long = String(repeating: "Words of an answer that is longer than the view. ", count: 60)
            XCTAssertTrue(open(json: documentJSON(sections: 2, questions: 6, answer: long, open: true)))
            let outline = browser.faq!.outline
            for s in 0..<2 { for q in 0..<6 { _ = outline.expand(node("s\(s)q\(q)")) } }
            settle()
            let line = 20.0
            row("s0")!.header.grabFocus()
            var pages = 0
            for direction in [Keys.pageDown, Keys.pageUp] {
                var moved = true
                while moved, pages < 200 {
                    let before = adjustment.value, page = adjustment.pageSize
                    let header = accordion.focusedHeader.flatMap(accordion.row(for:))!.header
                    header.sendKey(direction)
                    settle()
                    pages += 1
                    let step = abs(adjustment.value - before)
                    moved = step >= 1
                    XCTAssertLessThanOrEqual(step, page - line + 0.5, "no line skipped (page \(pages))")
                    if moved, adjustment.value > 0, adjustment.value < adjustment.upper - page - 1 {
                        XCTAssertGreaterThan(step, page / 2, "a page at a time (page \(pages))")
                    }
                    guard let focused = accordion.focusedHeader else { return XCTFail("the focus stays in the accordion") }
                    let inView = accordion.inspection.headersInView
                    if !inView.isEmpty { XCTAssertTrue(inView.contains(focused), "the focus follows to a header in view (page \(pages))") }
                }
            }
            XCTAssertGreaterThan(pages, 10, "many pages of answers, each read through")
            XCTAssertEqual(adjustment.value, 0, "Page Up came back to the top")
            XCTAssertEqual(accordion.focusedHeader, node("s0"), "at the top, the first header")
        }
    }
}
