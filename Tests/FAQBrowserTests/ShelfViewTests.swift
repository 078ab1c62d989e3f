import CGtk
import Foundation
import Glibc
import XCTest
@testable import FAQ
@testable import FAQBrowser
@_spi(GtkTestSupport) @testable import Gtk
import GtkTestSupport
import Outline

/// The shelf in a window, over a fake root of FAQs written here (counted by hand) and a private
/// cache: rows and counts, groups, opening and Back, the search across FAQs, progress, the
/// books in the tree, and a file added while the window shows.
final class ShelfViewTests: BrowserTestCase {
    static let zoo = """
    # Zoo FAQ

    ## Animals

    ### How do I feed the zebra?

    Give it hay twice a day.

    ### Where do the penguins sleep?

    On the rocks by the pool.

    ## Visits

    ### When does the zoo open?

    At nine every morning.
    """
    static let safari = """
    # Animal Safari FAQ

    ### What animals can I see?

    Lions, giraffes and a zebra.

    ### Can I bring a dog?

    No, dogs stay at home.
    """

    var root = ""
    var cache = ""

    override func setUp() {
        super.setUp()
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("faq-browser-shelf-\(getpid())-\(UUID().uuidString)")
        root = base.appendingPathComponent("root").path
        cache = base.appendingPathComponent("cache").path
        try! FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        write("zoo-faq.md", Self.zoo)
        write("safari-faq.md", Self.safari)
    }

    func write(_ name: String, _ text: String) {
        try! text.write(toFile: root + "/" + name, atomically: true, encoding: .utf8)
    }

    /// The window's shelf over the fake root, shown, with its first scan done.
    @MainActor
    func showShelf(reader: @escaping ShelfReader = ShelfIndex.documentReader, waitForScan: Bool = true,
                   cacheLoad: ShelfCacheLoad? = nil) -> ShelfController {
        let root = self.root, cache = self.cache
        let library = ShelfLibrary(environment: { name in
            switch name {
            case ShelfRoots.rootsVariable: return root
            case "XDG_CACHE_HOME": return cache
            default: return nil
            }
        }, stateFolder: stateDirectory.path, reader: reader, cacheLoad: cacheLoad)
        let shelf = browser.makeShelf(library: library)
        shelf.show()
        if waitForScan {
            XCTAssertTrue(MainLoop.wait(upTo: 10) { !library.isScanning && library.search != nil }, "the scan ends")
        }
        return shelf
    }

    func testRowsShowTitlesSourcesAndCounts() {
        onMain {
            let shelf = showShelf()
            let page = shelf.page!
            XCTAssertTrue(shelf.isShown)
            XCTAssertEqual(browser.window.title, "FAQ Shelf")
            let rows = page.books.boundBookRows
            XCTAssertEqual(rows.map(\.entry?.title), ["Animal Safari FAQ", "Zoo FAQ"])
            XCTAssertEqual(rows.map(\.countLabel.text), ["2 questions", "3 questions"])
            XCTAssertEqual(rows[1].button.accessibleName, "Zoo FAQ")
            XCTAssertTrue(rows[1].button.accessibleDescription.hasPrefix("3 questions, "))
            XCTAssertTrue(rows[1].button.accessibleDescription.contains("zoo-faq.md"))
            XCTAssertFalse(rows[0].warningIcon.isVisible)
            // FAQ_BROWSER_SHELF_ROOTS: no bundled help.
            XCTAssertFalse(page.helpButton.isVisible)
            XCTAssertEqual(page.progressLabel.text, "2 FAQs, 5 questions")
            XCTAssertFalse(page.spinner.isSpinning)
        }
    }

    func testRowsAreGroupedBySourceWithTheGuardsWarning() {
        onMain {
            let page = ShelfPage(showsHelp: true)
            func entry(_ title: String, _ group: ShelfGroup, misread: MisreadFinding? = nil) -> ShelfCache.Item {
                ShelfCache.Item(entry: ShelfEntry(path: "/x/" + title, group: group, source: "pkg", size: 1, modified: 1, isFAQ: true,
                                                  title: title, questionCount: 4, misread: misread), record: .empty)
            }
            let index = ShelfIndex(items: [entry("Mine", .folders), entry("Git FAQ", .installed, misread: MisreadFinding(kind: .fewerQuestions, found: 4, expected: 9, line: nil)),
                                           entry("Old", .recent), entry("Apt FAQ", .installed)])
            page.show(index, scanning: false)
            let rows = page.books.boundBookRows
            XCTAssertEqual(rows.map(\.entry?.title), ["Apt FAQ", "Git FAQ", "Mine", "Old"])
            XCTAssertEqual(page.books.headings.map(ShelfBookRow.groupTitle), ["Installed packages", "Your folders", "Recently opened"])
            XCTAssertEqual(page.books.rows.slice.map { page.books.items[$0] } as [ShelfBookList.Item],
                           [.heading(.installed), .book(0), .book(1), .heading(.folders), .book(2), .heading(.recent), .book(3)])
            let warning = rows[1].warningIcon
            XCTAssertTrue(warning.isVisible)
            // Said from the finding when shown (in the reader's language: test_german.py checks German).
            let said = "FAQ Browser found 4 questions, but this file seems to hold about 9; some may show as answer text"
            XCTAssertEqual(warning.tooltip, said)
            XCTAssertEqual(warning.accessibleDescription, said)
            XCTAssertTrue(rows[1].button.accessibleDescription.contains(said))
            XCTAssertFalse(rows[0].warningIcon.isVisible, "a row rebound from a warned book would keep none")
        }
    }

    func testOpeningABookAndBackReturnsToTheShelf() {
        onMain {
            let shelf = showShelf()
            let page = shelf.page!
            XCTAssertFalse(browser.reader.navigation.backAction.isEnabled)
            page.books.row(forBook: 1)!.button.click()
            XCTAssertTrue(MainLoop.wait(upTo: 5) { self.browser.faq?.document.title == "Zoo FAQ" })
            XCTAssertFalse(shelf.isShown)
            XCTAssertEqual(browser.reader.stack.visibleChildName, "document")
            XCTAssertTrue(browser.reader.navigation.backAction.isEnabled, "Back leads to the shelf")
            browser.reader.navigation.step(backwards: true)
            XCTAssertTrue(shelf.isShown)
            XCTAssertEqual(browser.window.title, "FAQ Shelf")
            XCTAssertFalse(browser.reader.navigation.backAction.isEnabled)
        }
    }

    func testKeysTypedRightAfterCtrlFGoIntoTheNewSearchField() {
        onMain {
            _ = showShelf()
            XCTAssertFalse(browser.search.entry.isMapped, "the search bar is closed")
            let animations = Settings.animationsEnabled
            Settings.animationsEnabled = true  // the bar opens over frames, as on a desktop
            defer { Settings.animationsEnabled = animations }
            browser.search.begin()
            // Before any frame: the bar has not opened yet, and its field is not mapped.
            XCTAssertFalse(browser.search.entry.isMapped)
            XCTAssertTrue(browser.search.entry.isRealized, "keys need a realized focus widget")
            browser.search.entry.sendKey(UInt32(UnicodeScalar("z").value))  // a Latin-1 keyval is its code
            XCTAssertEqual(browser.search.entry.text, "z")
        }
    }

    func testSearchAcrossFAQsRanksGroupsCountsAndOpensTheFirst() {
        onMain {
            let shelf = showShelf()
            let page = shelf.page!
            browser.search.begin()
            browser.search.run("zebra")
            XCTAssertTrue(MainLoop.wait(upTo: 5) { !shelf.isSearching }, "searched on another thread")
            XCTAssertEqual(browser.search.countLabel.text, "2 answers in 2 FAQs")
            XCTAssertTrue(page.isShowingResults)
            let titles = page.results.matches.map { shelf.library.search!.question(of: $0).title }
            XCTAssertEqual(titles, ["How do I feed the zebra?", "What animals can I see?"], "question titles before answers")
            let headings = page.results.headings
            XCTAssertEqual(headings, ["Zoo FAQ", "Animal Safari FAQ"])
            browser.search.run("hay")
            XCTAssertTrue(MainLoop.wait(upTo: 5) { !shelf.isSearching })
            XCTAssertEqual(browser.search.countLabel.text, "1 answer in 1 FAQ")
            // A keystroke overtaken by the next one shows nothing of its own.
            browser.search.run("penguins")
            browser.search.run("zebra")
            XCTAssertTrue(MainLoop.wait(upTo: 5) { !shelf.isSearching })
            XCTAssertEqual(browser.search.countLabel.text, "2 answers in 2 FAQs")
            // Down from the entry moves into the results; Enter opens the one focused.
            XCTAssertTrue(shelf.focusResults())
            XCTAssertEqual(page.results.focusedIndex, 0)
            browser.search.entry.grabFocus()
            shelf.openChosenResult()
            XCTAssertTrue(MainLoop.wait(upTo: 5) { self.browser.faq?.document.title == "Zoo FAQ" && self.browser.currentHeader != nil })
            let zebra = node("how-do-i-feed-the-zebra")
            XCTAssertTrue(browser.faq!.outline.isExpanded(zebra))
            XCTAssertEqual(browser.currentHeader, zebra)
        }
    }

    func testAnswerCountsAreSaidInThePluralTheyNeed() {
        onMain {
            XCTAssertEqual(ShelfPage.countText(answers: 0, faqs: 0), "No answers")
            XCTAssertEqual(ShelfPage.countText(answers: 1, faqs: 1), "1 answer in 1 FAQ")
            XCTAssertEqual(ShelfPage.countText(answers: 7, faqs: 1), "7 answers in 1 FAQ")
            XCTAssertEqual(ShelfPage.countText(answers: 7, faqs: 3), "7 answers in 3 FAQs")
        }
    }

    func testProgressShowsWhileTheIndexReads() {
        onMain {
            for i in 0..<12 { write("extra-\(i)-faq.md", "# Extra \(i)\n\n### Question \(i)?\n\nAnswer.\n") }
            let shelf = showShelf(reader: { path throws(DocumentError) in
                usleep(40_000)
                return try DocumentReader.read(path: path)
            }, waitForScan: false)
            let page = shelf.page!
            var seen: String?
            XCTAssertTrue(MainLoop.wait(upTo: 10) {
                if page.progressLabel.text.contains(" of 14") { seen = page.progressLabel.text }
                return seen != nil && page.spinner.isSpinning
            }, "progress while reading")
            XCTAssertTrue(seen!.hasPrefix("Looking for FAQs… "))
            XCTAssertTrue(MainLoop.wait(upTo: 10) { !shelf.library.isScanning })
            XCTAssertEqual(page.listed.count, 14)
            XCTAssertFalse(page.spinner.isSpinning)
            XCTAssertEqual(page.progressLabel.text, "14 FAQs, 17 questions")
        }
    }

    func testALaterStartShowsTheCachedShelfBeforeItsScan() {
        onMain {
            let first = showShelf()
            XCTAssertEqual(first.page!.listed.count, 2)
            browser.window.destroy()
            browser = Self.application!.openWindow()
            browser.window.present()
            let again = showShelf(reader: { path throws(DocumentError) in
                XCTFail("\(path) read again although unchanged")
                return try DocumentReader.read(path: path)
            }, waitForScan: false)
            XCTAssertTrue(MainLoop.wait(upTo: 5) { again.page!.listed.count == 2 }, "the cache's shelf")
        }
    }

    /// A window that opens on the shelf, its cache read since the process started, lists the
    /// cached books as it is shown, in its first frame: no main-loop turn comes between.
    func testACacheReadSinceTheStartIsListedAsTheShelfIsShown() {
        onMain {
            let first = showShelf()
            XCTAssertEqual(first.page!.listed.count, 2)
            let cachePath = first.library.cachePath!
            browser.window.destroy()
            browser = Self.application!.openWindow()
            browser.window.present()
            let prefetched = ShelfCacheLoad(path: cachePath)
            XCTAssertEqual(prefetched.wait().items.count, 2, "the cache is read")
            let again = showShelf(waitForScan: false, cacheLoad: prefetched)
            XCTAssertEqual(again.page!.listed.count, 2, "listed before any main-loop turn")
            XCTAssertEqual(again.page!.books.entries.map(\.title).sorted(), first.page!.books.entries.map(\.title).sorted())
            XCTAssertTrue(MainLoop.wait(upTo: 10) { !again.library.isScanning }, "the scan still runs")
            // Without it the cache is read on the scan's thread: nothing is listed yet.
            browser.window.destroy()
            browser = Self.application!.openWindow()
            browser.window.present()
            let later = showShelf(waitForScan: false)
            XCTAssertEqual(later.page!.listed.count, 0, "the cache arrives after a main-loop turn")
            XCTAssertTrue(MainLoop.wait(upTo: 5) { later.page!.listed.count == 2 })
            // A load of another cache file is not taken for this shelf's.
            browser.window.destroy()
            browser = Self.application!.openWindow()
            browser.window.present()
            let elsewhere = showShelf(waitForScan: false, cacheLoad: ShelfCacheLoad(path: cachePath + ".other"))
            XCTAssertEqual(elsewhere.page!.listed.count, 0)
            XCTAssertTrue(MainLoop.wait(upTo: 10) { !elsewhere.library.isScanning })
        }
    }

    /// The cached shelf shows at once; the scan that checks it against the disk waits for the
    /// page's first frame (its threads would share two cores with that frame), or a second when
    /// the window is not drawn.
    func testTheScanOfACachedShelfWaitsForItsFirstFrame() {
        onMain {
            let cachePath = showShelf().library.cachePath!
            for (changed, drawn) in [("safari-faq.md", true), ("zoo-faq.md", false)] {
                write(changed, (changed == "zoo-faq.md" ? Self.zoo : Self.safari) + "\n\n### Is there a café?\n\nBy the lions.\n")
                browser.window.destroy()
                browser = Self.application!.openWindow()
                let prefetched = ShelfCacheLoad(path: cachePath)
                XCTAssertEqual(prefetched.wait().items.count, 2)
                let counter = ReadCounter()
                let shelf = showShelf(reader: counter.reader, waitForScan: false, cacheLoad: prefetched)
                XCTAssertEqual(shelf.page!.listed.count, 2, "the cached books")
                // Half the second it may wait undrawn: an old scan, started at once, read the file by then.
                XCTAssertFalse(MainLoop.wait(upTo: 0.5) { counter.count > 0 }, "no file read before the first frame")
                if drawn { browser.window.present() }
                XCTAssertTrue(MainLoop.wait(upTo: 10) { !shelf.library.isScanning }, "the scan runs (drawn: \(drawn))")
                XCTAssertEqual(counter.count, 1, "the changed file is read again")
                XCTAssertEqual(shelf.library.index?.faqs.map(\.questionCount).reduce(0, +), drawn ? 6 : 7)
            }
        }
    }

    /// What waits for the page's first frame runs once it is drawn, long before the limit, and once only;
    /// on a page never drawn, at the limit.
    func testWhatWaitsForThePagesFirstFrameRunsOnceDrawnOrAtTheLimit() {
        onMain {
            let page = ShelfPage(showsHelp: false)
            let window = Container(retaining: gtk_window_new(GTK_WINDOW_TOPLEVEL))
            defer { gtk_widget_destroy(window.widget) }
            window.add(page.paned)
            var runs = 0
            page.afterFirstFrame(limit: 600_000) { runs += 1 }
            MainLoop.drain()
            XCTAssertEqual(runs, 0, "not before the page is drawn")
            window.showAll()
            XCTAssertTrue(MainLoop.wait(upTo: 10) { runs > 0 }, "drawn: it runs, ten minutes before its limit")
            // A second frame, and the idle work after it.
            var drawnAgain = false
            page.paned.onFirstDraw { drawnAgain = true }
            gtk_widget_queue_draw(window.widget)
            XCTAssertTrue(MainLoop.wait(upTo: 10) { drawnAgain })
            MainLoop.drain()
            XCTAssertEqual(runs, 1, "once")
            let undrawn = ShelfPage(showsHelp: false)
            var ran = false
            undrawn.afterFirstFrame(limit: 50) { ran = true }
            XCTAssertTrue(MainLoop.wait(upTo: 10) { ran }, "never drawn: at its limit")
        }
    }

    func testTheBooksInTheTreeExpandIntoSectionsAndQuestions() {
        onMain {
            let shelf = showShelf()
            let tree = shelf.page!.tree
            // Filled once the list beside it is drawn.
            XCTAssertTrue(MainLoop.wait(upTo: 5) { tree.store.childCount(at: nil) == 2 })
            XCTAssertEqual(tree.store.string(at: [1], column: 0), "Zoo FAQ  (3)")
            XCTAssertEqual(tree.store.childCount(at: [1]), 1, "a placeholder until it is expanded")
            tree.view.expandRow(TreePath([1]))
            XCTAssertTrue(MainLoop.wait(upTo: 5) { tree.loaded.contains(1) })
            XCTAssertEqual(tree.store.childCount(at: [1]), 2, "Animals, Visits")
            XCTAssertEqual(tree.store.string(at: [1, 0], column: 0), "Animals")
            XCTAssertEqual(tree.store.string(at: [1, 0, 0], column: 0), "How do I feed the zebra?")
            XCTAssertEqual(tree.store.string(at: [1, 0, 0], column: 2), "how-do-i-feed-the-zebra")
            tree.view.activateRow(TreePath([1, 1, 0]))
            XCTAssertTrue(MainLoop.wait(upTo: 5) { self.browser.faq?.document.title == "Zoo FAQ" && self.browser.currentHeader != nil })
            XCTAssertEqual(browser.currentHeader, node("when-does-the-zoo-open"))
        }
    }

    /// A FAQ in a folder whose name holds the byte 0xE9 (not UTF-8): listed with the byte shown
    /// as U+FFFD, opened from its row, and found by the search with its path's bytes.
    func testABookInAFolderWhoseNameIsNotUTF8IsListedOpenedAndSearched() {
        let folder = FilePathBytes.path(Array((root + "/caf").utf8) + [0xE9])
        XCTAssertEqual(FilePathBytes.withCString(folder) { mkdir($0, 0o700) }, 0)
        let path = folder + "/pets-faq.md"
        let text = Array("# Pets FAQ\n\n### Can parrots talk?\n\nSome of them.\n".utf8)
        let fd = FilePathBytes.withCString(path) { Glibc.open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o600) }
        XCTAssertEqual(Glibc.write(fd, text, text.count), text.count)
        close(fd)
        onMain {
            let shelf = showShelf()
            let page = shelf.page!
            let rows = page.books.boundBookRows
            XCTAssertEqual(rows.map(\.entry?.title), ["Animal Safari FAQ", "Pets FAQ", "Zoo FAQ"])
            XCTAssertEqual(rows[1].sourceLabel.text, root + "/caf\u{FFFD} · pets-faq.md")
            browser.search.begin()
            browser.search.run("parrots")
            XCTAssertTrue(MainLoop.wait(upTo: 5) { !shelf.isSearching })
            XCTAssertEqual(browser.search.countLabel.text, "1 answer in 1 FAQ")
            XCTAssertEqual(page.results.matches.map { FilePathBytes.bytes(shelf.library.search!.path(of: $0)) }, [FilePathBytes.bytes(path)])
            shelf.openChosenResult()
            XCTAssertTrue(MainLoop.wait(upTo: 5) { self.browser.faq?.document.title == "Pets FAQ" })
            XCTAssertEqual(browser.path.map(FilePathBytes.bytes), FilePathBytes.bytes(path))
        }
    }

    func testAFileAddedToARootAppearsWithoutARestart() {
        onMain {
            let shelf = showShelf()
            write("garden-faq.md", "# Garden FAQ\n\n### When do I water the roses?\n\nIn the evening.\n")
            XCTAssertTrue(MainLoop.wait(upTo: 10) { shelf.page!.listed.contains { $0.title == "Garden FAQ" } },
                          "the new FAQ is listed")
            XCTAssertEqual(shelf.page!.books.boundBookRows.map(\.countLabel.text), ["2 questions", "1 question", "3 questions"])
        }
    }

    func testAFolderAddedOnTheShelfIsScannedAndRemembered() {
        onMain {
            // Not configured: the user's roots, with the system's under an empty prefix and the
            // documents folder in a home of its own.
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("faq-browser-shelf-home-\(getpid())-\(UUID().uuidString)").path
            let home = base + "/home", documents = home + "/Documents", added = base + "/projects"
            for folder in [base + "/system", documents, added] { try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            try! Self.zoo.write(toFile: documents + "/zoo-faq.md", atomically: true, encoding: .utf8)
            try! "# Pets FAQ\n\n### Can I keep a cat?\n\nYes.\n".write(toFile: added + "/pets-faq.md", atomically: true, encoding: .utf8)
            let cache = self.cache, state = base + "/state"
            let library = ShelfLibrary(environment: { name in
                switch name {
                case "HOME": return home
                case "XDG_CACHE_HOME": return cache
                default: return nil
                }
            }, stateFolder: state, systemPrefix: base + "/system")
            let shelf = browser.makeShelf(library: library)
            shelf.show()
            let page = shelf.page!
            XCTAssertTrue(page.helpButton.isVisible == (ResourceLocator.bundledFAQ != nil), "the bundled help, one click away")
            XCTAssertTrue(MainLoop.wait(upTo: 10) { page.listed.contains { $0.title == "Zoo FAQ" } && !library.isScanning })
            XCTAssertEqual(page.books.headings.first, .folders)
            XCTAssertFalse(page.listed.contains { $0.title == "Pets FAQ" })
            shelf.addFolder(added)
            XCTAssertTrue(MainLoop.wait(upTo: 10) { page.listed.contains { $0.title == "Pets FAQ" } }, "the added folder is scanned")
            XCTAssertEqual(ShelfFolders(stateFolder: state).paths, [added], "and remembered")
        }
    }

    func testWithAFileTheShelfIsIndexedOnlyAfterTheFirstFrame() {
        onMain {
            let root = self.root, cache = self.cache
            let fresh = Self.application!.openWindow()
            defer { fresh.window.destroy() }
            fresh.prepareShelfInBackground(library: {
                ShelfLibrary(environment: { $0 == ShelfRoots.rootsVariable ? root : $0 == "XDG_CACHE_HOME" ? cache : nil },
                             stateFolder: stateDirectory.path)
            }, delay: 0)
            XCTAssertTrue(fresh.open(path: temporaryFile(sampleJSON)))
            MainLoop.drain()
            XCTAssertNil(fresh.madeShelf, "nothing of the shelf before the first frame")
            fresh.window.present()
            XCTAssertTrue(MainLoop.wait(upTo: 10) { fresh.madeShelf?.library.index?.faqs.count == 2 }, "indexed in the background")
            XCTAssertNil(fresh.madeShelf?.page, "its page is made only when shown")
            XCTAssertNil(fresh.madeShelf?.library.search, "nor its search")
            fresh.shelf.show()
            XCTAssertTrue(MainLoop.wait(upTo: 5) { fresh.madeShelf?.page?.listed.count == 2 }, "Ctrl+L shows it at once")
        }
    }
}
