import Foundation
import XCTest
import FAQ
@testable import FAQBrowser
@_spi(GtkTestSupport) @testable import Gtk
import GtkTestSupport

/// A window 420 px wide (issue #24): it narrows that far, the title shows whole, and every
/// header button's action stays within reach, in the header bar or in its menu.
final class NarrowWindowTests: BrowserTestCase {
    /// The header buttons' actions, each on show in the bar or an item of the menu's first section.
    @MainActor
    func unreachableActions() -> [String] {
        guard let buttons = browser.headerButtons else { return ["no header buttons"] }
        let section = buttons.menuSection
        let inMenu = Set((0..<section.itemCount).compactMap { section.label(at: $0) })
        let parts = browser.reader
        // The outline's button has the menu's Show Outline and F9 (the test opens it with F9).
        let expected: [(Widget, String)] = [(browser.shelfButton, tr("_Shelf")), (parts.navigation.backButton, tr("_Back")),
                                            (parts.navigation.forwardButton, tr("_Forward"))]
        return expected.compactMap { button, label in
            button.isVisible && button.isMapped || inMenu.contains(label) ? nil : label
        }
    }

    /// Whether the header bar has stopped moving buttons: what shows of the strip fits in it.
    @MainActor
    func settled() -> Bool {
        guard let buttons = browser.headerButtons else { return false }
        MainLoop.drain()
        return buttons.strip.allocation.width >= buttons.strip.preferredWidth.natural
    }

    @MainActor
    func titleShowsWhole() -> Bool {
        let title = browser.headerBar.titleLabel
        return title.isMapped && !title.isEllipsized
    }

    func testAt420PixelsTheTitleShowsWholeAndEveryActionIsReachable() {
        onMain {
            // The bundled help, in English and in German (its title is the longer).
            for name in ["faq.json", "faq.de.json"] {
                let path = repositoryRoot.appendingPathComponent("Data/\(name)").path
                XCTAssertTrue(browser.open(path: path))
                // An answer with a code block open: beside the outline it held the window at 453 px.
                XCTAssertTrue(browser.reveal(id: "open-my-file"))
                browser.window.resize(width: 1000, height: 700)
                XCTAssertTrue(MainLoop.wait(upTo: 3) { browser.window.size.width == 1000 })
                XCTAssertTrue(MainLoop.wait(upTo: 3) { browser.headerButtons?.collapsed.isEmpty == true }, "wide: every button shows")
                XCTAssertEqual(browser.headerButtons?.menuSection.itemCount, 0, "and the menu repeats none")
                browser.window.resize(width: 420, height: 700)
                // GTK gives the header bar the window's width less its borders.
                XCTAssertTrue(MainLoop.wait(upTo: 3) { browser.reader.outline.isNarrow && browser.headerBar.allocation.width <= 420 },
                              "\(name): the window narrows to 420 px, not \(browser.headerBar.allocation.width)")
                XCTAssertTrue(MainLoop.wait(upTo: 3) { self.settled() }, "\(name): the buttons that do not fit went into the menu")
                XCTAssertEqual(browser.window.size.width, 420)
                XCTAssertTrue(titleShowsWhole(), "\(name): “\(browser.headerBar.title)” shows whole")
                XCTAssertEqual(unreachableActions(), [], name)
                // F10 opens the menu that holds them.
                browser.window.sendKey(0xffc7)  // F10
                XCTAssertTrue(MainLoop.wait(upTo: 2) { browser.menuButton.isOpen }, "\(name): F10 opens the menu")
                browser.window.sendKey(0xff1b)  // Escape
                XCTAssertTrue(MainLoop.wait(upTo: 2) { !browser.menuButton.isOpen })
                XCTAssertFalse(browser.headerButtons?.collapsed.isEmpty ?? true, "\(name): some buttons went into the menu")
                // The outline still opens, pointing at its button or, when that went, the menu's.
                browser.window.sendKey(0xffc6)  // F9
                XCTAssertTrue(MainLoop.wait(upTo: 2) { browser.reader.outline.popover.isOpen && browser.sidebar!.pane.isMapped }, name)
                browser.reader.outline.popover.popDown()
                // The search bar open: the window keeps its width.
                browser.search.begin()
                MainLoop.drain()
                XCTAssertTrue(MainLoop.wait(upTo: 2) { browser.window.size.width == 420 }, "\(name): with the search bar, \(browser.window.size.width) px")
                browser.search.bar.isSearchMode = false
                // Wide again: every button is back in the bar, and the menu's section is empty.
                browser.window.resize(width: 1000, height: 700)
                XCTAssertTrue(MainLoop.wait(upTo: 3) { browser.headerButtons?.collapsed.isEmpty == true }, "\(name): the buttons come back")
                XCTAssertEqual(browser.headerButtons?.menuSection.itemCount, 0)
            }
        }
    }

    func testTheShelfFitsA420PixelWindow() {
        onMain {
            browser.shelf.show()
            browser.window.resize(width: 420, height: 700)
            XCTAssertTrue(MainLoop.wait(upTo: 3) { browser.reader.outline.isNarrow && browser.headerBar.allocation.width <= 420 },
                          "the shelf narrows to 420 px, not \(browser.headerBar.allocation.width)")
            XCTAssertTrue(MainLoop.wait(upTo: 3) { self.settled() })
            XCTAssertTrue(titleShowsWhole(), "“\(browser.headerBar.title)” shows whole")
            XCTAssertEqual(unreachableActions(), [])
            let tree = browser.shelf.page!.tree.scroller
            XCTAssertFalse(tree.isVisible, "narrow, the books' list has the width: the tree beside it goes")
            browser.window.resize(width: 1000, height: 700)
            XCTAssertTrue(MainLoop.wait(upTo: 3) { tree.isMapped }, "wide again, the tree of books is back")
        }
    }
}
