import Foundation
import CGtk
import XCTest
import FAQ
@testable import FAQBrowser
@_spi(GtkTestSupport) @testable import Gtk
import Outline

/// The reader's window around the document: narrow widths, Back/Forward, links, recent files,
/// the status page, tolerant loading, style and text size.
final class ReaderWindowTests: BrowserTestCase {
    func testANarrowWindowPutsTheOutlineInAPopoverThatClosesAfterAChoice() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            let parts = browser.reader
            let tree = browser.sidebar!.pane
            XCTAssertFalse(parts.outline.isNarrow)
            browser.window.resize(width: 600, height: 600)
            XCTAssertTrue(MainLoop.wait(upTo: 3) { parts.outline.isNarrow }, "600 px is narrow")
            XCTAssertFalse(tree.isMapped, "the outline left the side")
            XCTAssertTrue(browser.outlineVisible, "the side pane's setting is kept")
            XCTAssertFalse(browser.outlineAction.isOn, "but the menu's Show Outline is not checked: nothing shows it")
            browser.window.sendKey(0xffc6)  // F9
            XCTAssertTrue(MainLoop.wait(upTo: 2) { parts.outline.popover.isOpen && tree.isMapped }, "F9 opens it over the content")
            XCTAssertTrue(parts.outline.button.isActive)
            XCTAssertTrue(browser.outlineAction.isOn, "the check item follows the popover")
            browser.sidebar!.treeView.select(browser.sidebar!.path(of: node("billing")))
            XCTAssertTrue(MainLoop.wait(upTo: 2) { !parts.outline.popover.isOpen }, "a choice closes it")
            XCTAssertFalse(parts.outline.button.isActive)
            XCTAssertFalse(browser.outlineAction.isOn)
            parts.outline.button.isActive = true
            XCTAssertTrue(MainLoop.wait(upTo: 2) { parts.outline.popover.isOpen }, "the header button opens it too")
            g_action_group_activate_action(OpaquePointer(browser.window.gObject), "show-outline", nil)  // the menu item
            XCTAssertTrue(MainLoop.wait(upTo: 2) { !parts.outline.popover.isOpen && !browser.outlineAction.isOn }, "the menu item closes it")
            XCTAssertTrue(browser.outlineVisible, "and leaves the side pane's setting alone")
            parts.outline.button.isActive = true
            XCTAssertTrue(MainLoop.wait(upTo: 2) { parts.outline.popover.isOpen })
            browser.window.resize(width: 1000, height: 600)
            XCTAssertTrue(MainLoop.wait(upTo: 3) { !parts.outline.isNarrow && tree.isMapped }, "wide again: beside the content")
            XCTAssertFalse(parts.outline.popover.isOpen)
            XCTAssertTrue(browser.outlineAction.isOn, "checked again: the outline is beside the content")
        }
    }

    /// The outline keeps the width the user gave it across the narrow breakpoint, and the state
    /// saves that width, not one GTK gave the pane in passing (issue #24: 180 px after 420 → 1,600).
    func testTheOutlineKeepsItsWidthAcrossTheNarrowBreakpoint() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            let parts = browser.reader
            let tree = browser.sidebar!.pane
            XCTAssertTrue(MainLoop.wait(upTo: 3) { tree.isMapped })
            browser.paned.position = 330  // as a drag of the divider sets it
            XCTAssertEqual(parts.outline.outlineWidth, 330, "the user's width")
            browser.window.resize(width: 420, height: 600)
            XCTAssertTrue(MainLoop.wait(upTo: 3) { parts.outline.isNarrow })
            XCTAssertEqual(browser.stateKeeper.current()?.outlineWidth, 330, "narrow, the saved width is still the user's")
            browser.window.resize(width: 1600, height: 600)
            XCTAssertTrue(MainLoop.wait(upTo: 3) { !parts.outline.isNarrow && tree.isMapped })
            XCTAssertTrue(MainLoop.wait(upTo: 3) { browser.paned.position == 330 }, "wide again at the user's width, not \(browser.paned.position)")
            XCTAssertEqual(parts.outline.outlineWidth, 330)
        }
    }

    func testBackAndForwardRetraceWhatTheReaderOpened() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            let outline = browser.faq!.outline
            row("account")!.header.activate()
            row("reset")!.header.activate()
            browser.reveal(id: "refund")
            let back = browser.reader.navigation.backAction
            let forward = browser.reader.navigation.forwardAction
            XCTAssertFalse(forward.isEnabled)
            row("refund")!.header.sendKey(0xff51, alt: true)  // Alt+Left
            XCTAssertTrue(row("reset")!.header.isFocus, "back to the question opened before")
            back.activate()
            XCTAssertTrue(row("account")!.header.isFocus)
            XCTAssertFalse(back.isEnabled, "nothing before the first place")
            XCTAssertTrue(forward.isEnabled)
            row("account")!.header.sendKey(0xff53, alt: true)  // Alt+Right
            XCTAssertTrue(row("reset")!.header.isFocus)
            forward.activate()
            XCTAssertTrue(row("refund")!.header.isFocus)
            XCTAssertTrue(outline.isExpanded(node("refund")))
            XCTAssertEqual(browser.reader.navigation.backButton.isSensitive, true, "the header button follows the action")
            XCTAssertEqual(browser.reader.navigation.forwardButton.isSensitive, false)
        }
    }

    func testTheMouseBackButtonGoesBack() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            browser.reveal(id: "reset")
            browser.reveal(id: "invoice")
            browser.window.sendButton(8)
            XCTAssertTrue(row("reset")!.header.isFocus)
            browser.window.sendButton(9)
            XCTAssertTrue(row("invoice")!.header.isFocus)
        }
    }

    func testCopyLinkGivesAFileURIAndSaysSo() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON, file: "with space.json"))
            browser.reveal(id: "refund")
            browser.reader.copyLink(to: node("refund"))
            let uri = Clipboard.text()!
            XCTAssertTrue(uri.hasPrefix("file:///"), uri)
            XCTAssertTrue(uri.hasSuffix("with%20space.json#refund"), uri)
            XCTAssertTrue(browser.reader.notification.isShown)
            XCTAssertEqual(browser.reader.notification.label.text, "Link to the question copied")
            let parsed = FileLink.parse(uri)!
            XCTAssertEqual(parsed.path, browser.path)
            XCTAssertEqual(parsed.fragment, "refund")
        }
    }

    func testAFileURIOpensWithItsPlaceRevealed() throws {
        let path = temporaryFile(sampleJSON, name: "linked.json")
        let options = try LaunchOptions.parse([FileLink.uri(path: path, id: "two-factor")])
        XCTAssertEqual(options.mode, .browse(file: path, fragment: "two-factor"))
        onMain {
            XCTAssertTrue(openLink(FileLink.uri(path: path, id: "two-factor")))
            XCTAssertTrue(browser.faq!.outline.isVisible(node("two-factor")))
            XCTAssertTrue(row("two-factor")!.header.isFocus)
        }
    }

    func testADroppedFileOpens() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            let other = temporaryFile(#"{"title": "Dropped", "sections": [{"id": "d", "title": "D"}]}"#, name: "dropped.json")
            // What the window's drag-data-received handler calls with the drop's URIs.
            browser.reader.openDropped(["file://" + other])
            XCTAssertTrue(MainLoop.wait(upTo: 30) { browser.faq?.document.title == "Dropped" }, "the drop opens without holding up the drop")
            XCTAssertEqual(browser.path, other)
        }
    }

    func testOpenedFilesJoinTheRecentListAndItsMenu() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON, file: "recent-one.json"))
            let path = browser.path!
            XCTAssertTrue(MainLoop.wait(upTo: 5) { RecentFiles.shared.paths(limit: 10).contains(path) }, "in the desktop's recent list")
            let menu = browser.reader.recentMenu
            XCTAssertTrue(MainLoop.wait(upTo: 5) { (0..<menu.itemCount).contains { menu.label(at: $0) == "faq-browser-tests-\(getpid())-recent-one.json".replacingOccurrences(of: "_", with: "__") } })
            XCTAssertTrue(open(json: #"{"title": "Other", "sections": [{"id": "o", "title": "O"}]}"#, file: "recent-two.json"))
            StringActionProbe.activate(browser, "open-recent", path)
            XCTAssertTrue(MainLoop.wait(upTo: 10) { browser.path == path }, "Open Recent opens it again")
        }
    }

    func testAFileThatCannotBeOpenedAtLaunchShowsTheStatusPage() {
        onMain {
            let bad = temporaryFile(#"{"title": "T", "sections": [ {"title": "#, name: "broken.json")
            XCTAssertFalse(browser.open(path: bad))
            let parts = browser.reader
            XCTAssertEqual(parts.stack.visibleChildName, "status")
            XCTAssertEqual(parts.statusPage.title.text, "Could not open “faq-browser-tests-\(getpid())-broken.json”")
            XCTAssertTrue(parts.statusPage.message.text.contains("line 1"), parts.statusPage.message.text)
            XCTAssertTrue(parts.statusPage.problems.text.contains(":1:"), "the first problems with line and column")
            XCTAssertFalse(browser.infoBar.isVisible, "the page says it; no bar over it")
            XCTAssertTrue(parts.statusPage.retryButton.isFocus, "Try Again has the focus")
            // Fixed on disk: Try Again opens it.
            try! sampleJSON.write(toFile: bad, atomically: true, encoding: .utf8)
            parts.statusPage.retryButton.click()
            XCTAssertTrue(MainLoop.wait(upTo: 10) { parts.stack.visibleChildName == "document" }, "Try Again opens it")
            XCTAssertEqual(browser.faq?.document.title, "Acme Help")
        }
    }

    func testAMissingFileSaysSoInPlainWords() {
        onMain {
            XCTAssertFalse(browser.open(path: "/nonexistent/faq.json"))
            XCTAssertEqual(browser.reader.stack.visibleChildName, "status")
            XCTAssertEqual(browser.reader.statusPage.message.text, "There is no such file. It may have been moved or deleted.")
        }
    }

    func testABadFileWhileADocumentIsShownKeepsTheDocument() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            XCTAssertFalse(browser.open(path: "/nonexistent/faq.json"))
            XCTAssertEqual(browser.reader.stack.visibleChildName, "document")
            XCTAssertTrue(browser.infoBar.isVisible)
        }
    }

    func testATolerantLoadOpensTheValidPartsAndListsTheProblems() {
        onMain {
            XCTAssertTrue(open(json: """
            {"title": "Partly", "sections": [{"id": "s", "title": "S", "questions": [
              {"id": "good", "question": "Good?", "answer": "Yes."},
              {"id": "bad", "question": "Bad?"}]}]}
            """))
            XCTAssertEqual(browser.faq?.document.title, "Partly")
            XCTAssertNotNil(row("s"))
            XCTAssertTrue(browser.infoBar.isVisible)
            XCTAssertTrue(browser.infoBar.message.contains("missing \"answer\""), browser.infoBar.message)
            row("s")!.header.activate()
            row("bad")!.header.activate()
            XCTAssertTrue((row("bad")!.content as? AnswerView)?.text.hasPrefix("⚠ This entry could not be read") == true)
        }
    }

    func testSectionsWithNothingInsideHaveNoExpanderInTheOutline() {
        onMain {
            XCTAssertTrue(open(json: #"{"title": "T", "sections": [{"id": "empty", "title": "Empty"}, {"id": "full", "title": "Full", "questions": [{"question": "Q", "answer": "A"}]}]}"#))
            let store = browser.sidebar!.treeView.store
            XCTAssertNil(store.string(at: [0, 0], column: 0), "no child row: GTK draws no expander")
            XCTAssertNotNil(store.string(at: [1, 0], column: 0))
        }
    }

    /// The menu's popover is made after the window's first frame; before, the button has an
    /// empty menu, so it is drawn (and offered to a screen reader) as it will be.
    func testTheMenuButtonGetsItsMenuAfterTheFirstFrame() {
        onMain {
            let window = Self.application!.openWindow()
            defer { window.window.destroy() }
            XCTAssertEqual(window.menuButton.menu?.isEmpty, true, "an empty menu until the window is drawn")
            XCTAssertTrue(window.menuButton.isSensitive)
            // A remembered text size is applied before the first frame: the menu is made with it.
            window.setTextScale(120)
            window.window.present()
            XCTAssertTrue(MainLoop.wait(upTo: 5) { window.menuButton.menu?.isEmpty == false }, "the whole menu after the first frame")
            // The menu no longer makes the reader's parts before the header bar is shown: their
            // buttons show all the same.
            for button: Widget in [window.reader.navigation.backButton, window.reader.navigation.forwardButton, window.reader.outline.button] {
                XCTAssertTrue(button.isVisible)
            }
            XCTAssertEqual(window.reader.textMenu.label(at: 2), "_Normal Size (now 120 %)")
        }
    }

    func testLargerTextEnlargesTheOutlineAndTheMenuNamesTheSize() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            XCTAssertEqual(browser.reader.textMenu.label(at: 2), "_Normal Size (100 %)")
            browser.window.sendKey(UInt32(UInt8(ascii: "+")), control: true)
            browser.window.sendKey(UInt32(UInt8(ascii: "+")), control: true)
            XCTAssertEqual(browser.textScale, 120)
            XCTAssertTrue(browser.sidebar!.treeView.hasStyleClass("text-scale-120"))
            XCTAssertEqual(browser.reader.textMenu.label(at: 2), "_Normal Size (now 120 %)")
        }
    }

    /// The app's sheet holds the normal text size's rules from the start and another size's
    /// once a view shows it: loaded again once per new size.
    func testATextSizesRulesJoinTheSheetWhenItIsFirstShown() {
        onMain {
            let sheet = AppStyleSheet()
            sheet.load(base: ".base {}")
            XCTAssertEqual(sheet.loads, 1)
            XCTAssertTrue(sheet.css.hasPrefix(".base {}"))
            XCTAssertTrue(sheet.css.contains(".text-scale-100"))
            for step in TextScale.steps where step != TextScale.normal {
                XCTAssertFalse(sheet.css.contains(".text-scale-\(step)"), "\(step) is not loaded at start")
            }
            XCTAssertEqual(sheet.styleClass(forTextScale: 100), "text-scale-100")
            XCTAssertEqual(sheet.loads, 1, "the normal size needs no load")
            XCTAssertEqual(sheet.styleClass(forTextScale: 140), "text-scale-140")
            XCTAssertEqual(sheet.loads, 2)
            XCTAssertTrue(sheet.css.contains(".text-scale-140"))
            _ = sheet.styleClass(forTextScale: 140)
            XCTAssertEqual(sheet.loads, 2, "once per size")
        }
    }

    /// A text size shown makes the text larger (its rules are on the screen).
    func testALargerTextSizeEnlargesTheText() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            MainLoop.drain()  // styled as shown
            let title = browser.accordion!.row(for: browser.faq!.outline.firstVisible!)!.titleLabel
            let normal = title.preferredHeight(forWidth: 600)
            XCTAssertGreaterThan(normal, 0)
            XCTAssertFalse(AppStyleSheet.shared.css.contains(".text-scale-200"), "each test starts with the normal size's rules only")
            browser.setTextScale(200)
            XCTAssertTrue(AppStyleSheet.shared.css.contains(".text-scale-200"), "the size's rules joined the sheet on the screen")
            XCTAssertTrue(browser.sidebar!.treeView.hasStyleClass("text-scale-200"))
            // GTK restyles at its next layout pass.
            XCTAssertTrue(MainLoop.wait(upTo: 3) { title.preferredHeight(forWidth: 600) > normal * 3 / 2 }, "twice the text")
            browser.setTextScale(100)
            XCTAssertTrue(MainLoop.wait(upTo: 3) { title.preferredHeight(forWidth: 600) == normal }, "and back")
        }
    }

    /// The way on fits the failure: Open… for a folder (reading it again cannot help), Try Again
    /// for a file that may change; the details are folded away; Open…'s errors name the file.
    func testTheStatusPageSuggestsTheWayOnThatFits() {
        onMain {
            XCTAssertFalse(browser.open(path: FileManager.default.temporaryDirectory.path))
            let page = browser.reader.statusPage
            XCTAssertEqual(browser.reader.stack.visibleChildName, "status")
            XCTAssertFalse(page.retryButton.isVisible, "no Try Again for a folder")
            XCTAssertEqual(page.message.text, "This is a folder, not a FAQ file. Open one of the files in it.")
            XCTAssertTrue(page.openButton.hasStyleClass("suggested-action"))
            XCTAssertTrue(page.openButton.isFocus, "Open… has the focus")
            XCTAssertFalse(page.details.isExpanded, "the details are folded away")
            XCTAssertTrue(page.problems.text.contains("folder"), page.problems.text)
            XCTAssertFalse(browser.open(path: "/nonexistent/faq.json"))
            XCTAssertTrue(page.retryButton.isVisible && page.retryButton.hasStyleClass("suggested-action"), "a missing file may come back")
            XCTAssertFalse(page.openButton.hasStyleClass("suggested-action"))
            // With a document open, a failed open names the file in the info bar.
            XCTAssertTrue(open(json: sampleJSON))
            XCTAssertFalse(browser.open(path: "/nonexistent/other.json"))
            XCTAssertTrue(browser.infoBar.message.hasPrefix("Could not open “other.json”:"), browser.infoBar.message)
        }
    }

    func testPrintingExportsAPDFWithTheFAQsText() throws {
        let pdf = FileManager.default.temporaryDirectory.appendingPathComponent("faq-browser-tests-\(getpid()).pdf").path
        try? FileManager.default.removeItem(atPath: pdf)
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            XCTAssertEqual(browser.reader.exportPDF(to: pdf), .printed)
            XCTAssertGreaterThanOrEqual(browser.reader.lastPrint?.pageCount ?? 0, 1)
        }
        let text = try pdfText(pdf)
        for expected in ["Acme Help", "Account", "How do I reset my password?", "Open Settings.", "Security", "Billing", "Within 30 days."] {
            XCTAssertTrue(text.contains(expected), "\(expected) in:\n\(text)")
        }
    }

    /// Print to File proposes the FAQ's title in the documents folder, not output.pdf here.
    func testPrintToFileProposesTheTitleInTheDocumentsFolder() throws {
        let pdf = FileManager.default.temporaryDirectory.appendingPathComponent("faq-browser-tests-name-\(getpid()).pdf").path
        defer { try? FileManager.default.removeItem(atPath: pdf) }
        onMain {
            XCTAssertTrue(open(json: #"{"title": "Acme/Help: \u0007 FAQ", "sections": [{"id": "s", "title": "S"}]}"#))
            XCTAssertEqual(browser.reader.exportPDF(to: pdf), .printed)
            let operation = browser.reader.lastPrint
            XCTAssertEqual(operation?.printSetting("output-basename"), "Acme Help: FAQ")
            XCTAssertEqual(operation?.printSetting("output-dir"), "file://" + Environment.userDocumentsDirectory)
        }
        XCTAssertEqual(FilePaths.fileName(for: "../.hidden", otherwise: "FAQ"), "hidden")
        XCTAssertEqual(FilePaths.fileName(for: " / ", otherwise: "FAQ"), "FAQ")
    }

    func testPrintingOnlyTheOpenSectionsLeavesTheClosedOnesOut() throws {
        let pdf = FileManager.default.temporaryDirectory.appendingPathComponent("faq-browser-tests-open-\(getpid()).pdf").path
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            row("billing")!.header.activate()
            XCTAssertEqual(browser.reader.exportPDF(to: pdf, scope: .openSections), .printed)
        }
        let text = try pdfText(pdf)
        XCTAssertTrue(text.contains("Where is my invoice?"))
        XCTAssertFalse(text.contains("reset my password"), "the closed section stays off the paper")
    }

    func testALongFAQRunsOverSeveralPages() throws {
        let pdf = FileManager.default.temporaryDirectory.appendingPathComponent("faq-browser-tests-long-\(getpid()).pdf").path
        onMain {
            let items = repositoryRoot.appendingPathComponent("Data/samples/items.json").path
            XCTAssertTrue(browser.open(path: items))
            XCTAssertEqual(browser.reader.exportPDF(to: pdf), .printed)
            XCTAssertGreaterThan(browser.reader.lastPrint!.pageCount, 2)
        }
        let text = try pdfText(pdf)
        XCTAssertTrue(text.contains("Item 20"), "the last question is printed")
    }

    private func pdfText(_ path: String) throws -> String {
        try ProgramOutput.run("/usr/bin/pdftotext", [path, "-"]).text
    }
}

/// Activates a window action that takes a string, as a menu item with a target does.
@MainActor
enum StringActionProbe {
    static func activate(_ browser: BrowserWindow, _ name: String, _ value: String) {
        g_action_group_activate_action(OpaquePointer(browser.window.gObject), name, g_variant_new_string(value))
    }
}
