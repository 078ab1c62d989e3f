import Foundation
import CGtk
import XCTest
import FAQ
@testable import FAQBrowser
@_spi(GtkTestSupport) @testable import Gtk
import GtkTestSupport
import Outline

/// The outline stays readable (issue #24): a title cut short shows whole in a tooltip, and at
/// large text sizes its icons and expanders grow with the text and the outline widens.
final class OutlineReadabilityTests: BrowserTestCase {
    let longTitle = "What happens to my saved searches, bookmarks and reading history when I move to another computer?"

    /// A section with an icon, a short and a long question, and a nested section.
    var json: String { """
        {"title": "Readable", "sections": [
          {"id": "general", "title": "General", "icon": "help-about-symbolic", "questions": [
             {"id": "short", "question": "Why?", "answer": "Because."},
             {"id": "long", "question": "\(longTitle)", "answer": "They move with you."}],
           "sections": [{"id": "nested", "title": "Nested", "questions": [
             {"id": "deep", "question": "Deep?", "answer": "Yes."}]}]}]}
        """ }

    /// Opens the document with every section open and the outline's rows laid out.
    @MainActor
    private func openExpanded() -> OutlineSidebar {
        XCTAssertTrue(open(json: json))
        browser.expandAll()
        let sidebar = browser.sidebar!
        XCTAssertTrue(MainLoop.wait(upTo: 3) { sidebar.isCaughtUp && sidebar.fullTree.isMapped })
        return sidebar
    }

    func testACutRowShowsItsWholeTextInATooltipAndAWholeRowNone() {
        onMain {
            let sidebar = openExpanded(), tree = sidebar.fullTree
            let long = sidebar.path(of: node("long")), short = sidebar.path(of: node("short"))
            // Until the outline has its width, every row may be cut: wait for the layout at 280 px.
            XCTAssertTrue(MainLoop.wait(upTo: 3) { tree.cutText(at: long) != nil && tree.cutText(at: short) == nil },
                          "the long question is cut short at 280 px, the short one is not")
            XCTAssertEqual(tree.cutText(at: long), longTitle, "the tooltip's text is the whole question")
            sidebar.select(node("long"))
            XCTAssertTrue(tree.queryTooltip(keyboard: true), "a cut row has a tooltip")
            sidebar.select(node("short"))
            XCTAssertFalse(tree.queryTooltip(keyboard: true), "a row shown whole has none")
        }
    }

    func testIconsAndExpandersGrowWithTheText() {
        onMain {
            let sidebar = openExpanded(), tree = sidebar.fullTree
            let deep = sidebar.path(of: node("deep"))
            XCTAssertEqual(tree.iconPixelSize, 16)
            XCTAssertTrue(MainLoop.wait(upTo: 3) { (tree.textArea(at: deep)?.x ?? 0) > 0 })
            let before = tree.textArea(at: deep)!.x
            browser.setTextScale(200)
            XCTAssertEqual(tree.iconPixelSize, 32, "section icons twice as large at 200 %")
            // Two levels of expanders and the icons' column before a question at depth 2.
            XCTAssertTrue(MainLoop.wait(upTo: 3) { (tree.textArea(at: deep)?.x ?? 0) >= before * 3 / 2 },
                          "expanders and icons grow: \(before) px, then \(tree.textArea(at: deep)?.x ?? 0) px")
            browser.setTextScale(100)
            XCTAssertEqual(tree.iconPixelSize, 16)
            XCTAssertTrue(MainLoop.wait(upTo: 3) { tree.textArea(at: deep)?.x == before }, "back to the normal size")
        }
    }

    /// A document without icons keeps one cell a row (what AT-SPI clients of the outline meet).
    func testADocumentWithoutIconsHasNoIconCell() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            XCTAssertEqual(browser.sidebar!.fullTree.iconPixelSize, 0)
        }
    }

    func testTheOutlineWidensWithLargeTextAndKeepsTheUsersWidth() {
        onMain {
            _ = openExpanded()
            browser.window.resize(width: 1280, height: 700)
            XCTAssertTrue(MainLoop.wait(upTo: 3) { browser.window.size.width == 1280 })
            XCTAssertEqual(browser.paned.position, 280)
            // Step by step, as Ctrl++ goes (a jump from 100 % to 200 % at this width trips a
            // GTK critical in the accordion's headers, not in the outline).
            while browser.textScale < 200 {
                browser.setTextScale(TextScale.larger(than: browser.textScale))
                MainLoop.drain()
            }
            XCTAssertEqual(browser.paned.position, 420, "half as much wider as the text grew")
            XCTAssertEqual(browser.stateKeeper.current()?.outlineWidth, 280, "the user's width is what is saved")
            browser.paned.position = 450  // as a drag of the divider at 200 % sets it
            XCTAssertEqual(browser.reader.outline.outlineWidth, 300, "kept as the width at the normal size")
            browser.window.resize(width: 900, height: 700)
            XCTAssertTrue(MainLoop.wait(upTo: 3) { browser.window.size.width == 900 })
            browser.setTextScale(180)
            XCTAssertEqual(browser.paned.position, 360, "at most two fifths of a 900 px window")
            browser.setTextScale(100)
            XCTAssertEqual(browser.paned.position, 300)
        }
    }
}

/// The window's title keeps priority at narrow widths (issue #24): the subtitle is cut first,
/// and the title never shrinks to "FAQ Br…".
final class NarrowTitleTests: BrowserTestCase {
    func testTheTitleKeepsTwelveCharactersAtTheNarrowestWidth() {
        onMain {
            let json = #"{"title": "FAQ Browser Help", "sections": [{"title": "A", "questions": [{"question": "Q?", "answer": "A."}]}]}"#
            XCTAssertTrue(open(json: json, file: "a-rather-long-file-name-for-the-subtitle-of-the-window.json"))
            browser.window.resize(width: 300, height: 600)  // as narrow as the window goes
            let title = browser.headerBar.titleLabel, subtitle = browser.headerBar.subtitleLabel
            XCTAssertTrue(MainLoop.wait(upTo: 3) { browser.window.size.width < 600 && title.allocation.width > 1 })
            MainLoop.drain()
            let layout = gtk_widget_create_pango_layout(title.widget, "FAQ Browser…")!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var width: Int32 = 0, height: Int32 = 0
            pango_layout_get_pixel_size(layout, &width, &height)
            XCTAssertGreaterThanOrEqual(title.allocation.width, Int(width), "at least “FAQ Browser…” in view at \(browser.window.size.width) px")
            XCTAssertTrue(subtitle.isMapped, "the file's name is there, cut short")
            XCTAssertEqual(browser.headerBar.title, "FAQ Browser Help")
            XCTAssertEqual(browser.headerBar.subtitle?.hasSuffix("a-rather-long-file-name-for-the-subtitle-of-the-window.json"), true)
        }
    }
}
