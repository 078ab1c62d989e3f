import CGtk
import XCTest
import Foundation
@testable import FAQBrowser
@testable import Gtk
import Outline

/// Keyboard browsing with synthesized key events, as WAI-ARIA's accordion and tree describe.
final class KeyboardTests: BrowserTestCase {
    /// Whether the header is its window's focus widget (the X server's input focus, which a
    /// headless server hands out as it likes, is not what these tests are about).
    func focused(_ id: String) -> Bool { MainActor.assumeIsolated { row(id)?.header.isFocus ?? false } }

    /// A click on a header opens it and gives it the focus: the next arrow key goes on from the
    /// row the hand chose, not from wherever the focus was.
    func testAClickFocusesTheRowItOpens() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            row("billing")!.header.grabFocus()
            // The focus move may scroll and lay out again: click once the rows have settled.
            XCTAssertTrue(MainLoop.wait(upTo: 5) {
                (self.row("account")?.headerArea.isMapped ?? false) && self.browser.accordion?.inspection.isLaidOut == true
            })
            row("account")!.headerArea.sendClick()
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("account")), "the click opens it")
            XCTAssertTrue(focused("account"), "and focuses it")
            row("account")!.header.sendKey(Keys.down)
            XCTAssertTrue(focused("reset"), "the arrow goes on from the clicked row")
        }
    }

    func testArrowsHomeAndEndMoveBetweenVisibleHeaders() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            row("account")!.header.activate()
            row("account")!.header.grabFocus()
            row("account")!.header.sendKey(Keys.down)
            XCTAssertTrue(focused("reset"))
            row("reset")!.header.sendKey(Keys.down)
            row("delete")!.header.sendKey(Keys.down)
            XCTAssertTrue(focused("security"))
            row("security")!.header.sendKey(Keys.up)
            XCTAssertTrue(focused("delete"))
            row("delete")!.header.sendKey(Keys.end)
            XCTAssertTrue(focused("billing"))
            row("billing")!.header.sendKey(Keys.down)
            XCTAssertTrue(focused("billing"), "at the end the focus stays")
            row("billing")!.header.sendKey(Keys.home)
            XCTAssertTrue(focused("account"))
        }
    }

    func testRightOpensThenEntersLeftClosesThenLeaves() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            let outline = browser.faq!.outline
            row("account")!.header.grabFocus()
            row("account")!.header.sendKey(Keys.right)
            XCTAssertTrue(outline.isExpanded(node("account")))
            XCTAssertTrue(focused("account"), "opening keeps the focus")
            row("account")!.header.sendKey(Keys.right)
            XCTAssertTrue(focused("reset"), "on an open section, Right goes to its first child")
            row("reset")!.header.sendKey(Keys.left)
            XCTAssertTrue(focused("account"), "on a closed row, Left goes to the parent")
            row("account")!.header.sendKey(Keys.left)
            XCTAssertFalse(outline.isExpanded(node("account")))
            XCTAssertTrue(focused("account"))
        }
    }

    func testEnterAndSpaceToggle() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            row("billing")!.header.grabFocus()
            row("billing")!.header.sendKey(Keys.returnKey)
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("billing")))
            row("billing")!.header.sendKey(Keys.space)
            XCTAssertFalse(browser.faq!.outline.isExpanded(node("billing")))
        }
    }

    func testAsteriskOpensEverySiblingSection() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            row("account")!.header.grabFocus()
            var changes = 0
            let token = browser.faq!.outline.observe { _ in changes += 1 }
            row("account")!.header.sendKey(Keys.asterisk)
            browser.faq!.outline.removeObserver(token)
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("account")))
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("billing")))
            XCTAssertEqual(changes, 1, "the siblings open in one change, however many they are")
        }
    }

    func testShortcutsWindowAndTextSize() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            XCTAssertTrue(BuilderWindow.present(xml: ShortcutsWindow.xml, objectID: "shortcuts", parent: browser.window))
            for group in ShortcutsWindow.groups {
                for case (.action(let name), _) in group.shortcuts {
                    XCTAssertTrue(WindowAccelerators.all.contains { $0.action == name }, "\(name) has keys to show")
                }
            }
            browser.setTextScale(TextScale.larger(than: 100))
            XCTAssertEqual(browser.textScale, 110)
            browser.setTextScale(TextScale.smaller(than: 70))
            XCTAssertEqual(browser.textScale, 70)
            browser.setTextScale(100)
            XCTAssertEqual(browser.textScale, 100)
        }
    }

    /// Closing the shortcuts window hides it, and the next request shows the same window: GTK
    /// 3.24 leaves a destroyed one's style node behind, and the next style change (a theme, a
    /// text size first shown) logged a critical, which G_DEBUG=fatal-criticals makes a crash.
    func testTheShortcutsWindowHidesOnCloseAndLaterStyleChangesAreClean() {
        onMain {
            let xml = ShortcutsWindow.xml
            XCTAssertTrue(open(json: sampleJSON))
            XCTAssertTrue(BuilderWindow.present(xml: xml, objectID: "shortcuts", parent: browser.window))
            XCTAssertTrue(BuilderWindow.isShowing(xml: xml, objectID: "shortcuts"))
            BuilderWindow.close(xml: xml, objectID: "shortcuts")
            XCTAssertTrue(MainLoop.wait(upTo: 3) { !BuilderWindow.isShowing(xml: xml, objectID: "shortcuts") })
            ColorScheme.preference = .dark
            XCTAssertTrue(ColorScheme.prefersDark)
            ColorScheme.preference = .system
            browser.setTextScale(180)
            XCTAssertTrue(browser.accordion!.inspection.list.hasStyleClass("text-scale-180"))
            browser.setTextScale(100)

            // Over another window, and hidden with it.
            let other = Self.application!.openWindow()
            other.window.present()
            XCTAssertTrue(BuilderWindow.present(xml: xml, objectID: "shortcuts", parent: other.window))
            XCTAssertTrue(BuilderWindow.isShowing(xml: xml, objectID: "shortcuts"))
            other.window.destroy()
            XCTAssertFalse(BuilderWindow.isShowing(xml: xml, objectID: "shortcuts"))
        }
    }

    /// Shift+F10 on a header opens its context menu and nothing else: the key does not reach
    /// the hidden search entry, whose own Cut/Copy/Paste menu used to pop up too.
    func testShiftF10OpensOneContextMenu() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            XCTAssertTrue(MainLoop.wait(upTo: 5) { browser.search.isEntryMade }, "the search entry exists, hidden")
            row("account")!.header.grabFocus()
            row("account")!.header.sendKey(0xffc7, shift: true)  // Shift+F10
            XCTAssertEqual(browser.contextMenu?.labels, ["_Copy Link to This Section"])
            XCTAssertTrue(MainLoop.wait(upTo: 2) { Self.visiblePopupMenus() == 1 }, "one menu, not \(Self.visiblePopupMenus())")
            XCTAssertFalse(browser.search.bar.isSearchMode)
            // A right click anywhere on a row, not only on its arrow, opens the row's menu.
            row("billing")!.headerArea.sendClick(button: 3)
            XCTAssertEqual(browser.contextMenu?.labels, ["_Copy Link to This Section"])
            XCTAssertTrue(focused("billing"), "the row the menu is for has the focus")
            for window in Self.popupWindows() {
                let menu = gtk_bin_get_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkBin.self))
                if let menu { gtk_menu_popdown(UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GtkMenu.self)) }
            }
        }
    }

    /// The popup windows that show a menu now.
    @MainActor static func popupWindows() -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        while let node = list {
            let window = node.pointee.data.assumingMemoryBound(to: GtkWidget.self)
            if gtk_widget_get_visible(window) != 0, gtk_window_get_window_type(OpaquePointer(window).map { UnsafeMutablePointer<GtkWindow>($0) }) == GTK_WINDOW_POPUP,
               let child = gtk_bin_get_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkBin.self)),
               g_type_check_instance_is_a(UnsafeMutableRawPointer(child).assumingMemoryBound(to: GTypeInstance.self), gtk_menu_get_type()) != 0 {
                result.append(window)
            }
            list = node.pointee.next
        }
        return result
    }

    @MainActor static func visiblePopupMenus() -> Int { popupWindows().count }

    func testCopyLinkPutsFileAndIDOnTheClipboard() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON, file: "links.json"))
            browser.showContextMenu(for: node("refund"), at: row("account")!.header)
            let menu = browser.contextMenu!
            XCTAssertEqual(menu.labels, ["_Copy Link to This Question"])
            menu.activateItem(at: 0)
            XCTAssertEqual(Clipboard.text(), URL(fileURLWithPath: browser.path!).absoluteString + "#refund")
            XCTAssertTrue(browser.path!.hasSuffix("links.json"))
        }
    }
}
