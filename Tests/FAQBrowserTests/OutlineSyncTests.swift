import XCTest
@testable import FAQBrowser
@testable import Gtk
import Outline

/// The outline tree and the accordion show one model, in both directions.
final class OutlineSyncTests: BrowserTestCase {
    func testExpandingInTheTreeOpensTheAccordion() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            let sidebar = browser.sidebar!
            sidebar.treeView.expandRow(sidebar.path(of: node("account")))
            MainLoop.drain()
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("account")))
            XCTAssertTrue(row("account")!.header.isExpanded)
            XCTAssertTrue(row("account")!.revealer.revealsChild)
            sidebar.treeView.collapseRow(sidebar.path(of: node("account")))
            XCTAssertFalse(row("account")!.header.isExpanded)
            XCTAssertFalse(row("account")!.revealer.revealsChild)
        }
    }

    func testExpandingInTheAccordionOpensTheTree() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            let sidebar = browser.sidebar!
            row("account")!.header.activate()
            XCTAssertTrue(sidebar.treeView.isRowExpanded(sidebar.path(of: node("account"))))
            row("security")!.header.activate()
            XCTAssertTrue(sidebar.treeView.isRowExpanded(sidebar.path(of: node("security"))))
            row("account")!.header.activate()
            XCTAssertFalse(sidebar.treeView.isRowExpanded(sidebar.path(of: node("account"))))
        }
    }

    func testNestedExpansionSurvivesTheParentsCollapseInBothViews() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            let sidebar = browser.sidebar!
            let outline = browser.faq!.outline
            row("account")!.header.activate()
            row("security")!.header.activate()
            // Collapse from the tree: GTK forgets the child's expansion, the model must not.
            sidebar.treeView.collapseRow(sidebar.path(of: node("account")))
            XCTAssertTrue(outline.isExpanded(node("security")))
            XCTAssertNil(row("security"), "hidden: no row widget")
            sidebar.treeView.expandRow(sidebar.path(of: node("account")))
            XCTAssertTrue(sidebar.treeView.isRowExpanded(sidebar.path(of: node("security"))), "the tree reopens what the model kept open")
            XCTAssertTrue(row("security")!.header.isExpanded, "its row shows it open again")
        }
    }

    func testPathsMapToNodes() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            let sidebar = browser.sidebar!
            XCTAssertEqual(sidebar.path(of: node("two-factor")), TreePath([0, 2, 0]))
            XCTAssertEqual(sidebar.node(at: TreePath([1, 1])), node("invoice"))
            XCTAssertNil(sidebar.node(at: TreePath([5])))
            XCTAssertEqual(sidebar.treeView.store.string(at: [0, 0], column: 0), "", "a closed section holds a placeholder row")
            XCTAssertNil(sidebar.treeView.store.string(at: [0, 2, 0], column: 0), "its rows come when it first opens")
            browser.faq!.outline.reveal(node("two-factor"))
            XCTAssertEqual(sidebar.treeView.store.string(at: [0, 2, 0], column: 0), "Is there two-factor login?")
            XCTAssertEqual(sidebar.treeView.store.string(at: [0, 0], column: 0), "How do I reset my password?")
        }
    }

    func testSelectingATreeRowScrollsTheAccordionToIt() {
        onMain {
            let items = repositoryRoot.appendingPathComponent("Data/samples/items.json").path
            XCTAssertTrue(browser.open(path: items))
            let outline = browser.faq!.outline
            outline.expandAll()  // every answer open: far more than a window's height
            let adjustment = browser.accordion!.scrolledWindow.verticalAdjustment
            XCTAssertTrue(MainLoop.wait(upTo: 5) { adjustment.pageSize > 0 && adjustment.upper > adjustment.pageSize * 2 }, "laid out")
            XCTAssertEqual(adjustment.value, 0)
            browser.sidebar!.treeView.select(browser.sidebar!.path(of: node("item-15")))
            @MainActor func headerOffset() -> Int? {
                row("item-15").flatMap { $0.box.origin(in: browser.accordion!.scrolledWindow) }.map { abs($0.y) }
            }
            XCTAssertTrue(MainLoop.wait(upTo: 5) { adjustment.value > 0 && (headerOffset() ?? .max) < 40 },
                          "the header is at the top of the pane (\(String(describing: headerOffset())))")
        }
    }

    func testChoosingAQuestionInTheTreeOpensItsAnswerAndTheTreeFollowsTheReader() {
        onMain {
            let items = repositoryRoot.appendingPathComponent("Data/samples/items.json").path
            XCTAssertTrue(browser.open(path: items))
            let outline = browser.faq!.outline
            let sidebar = browser.sidebar!
            outline.expand(node("items"))
            XCTAssertTrue(MainLoop.wait(upTo: 5) { browser.accordion!.inspection.isLaidOut && row("items") != nil }, "laid out")
            sidebar.treeView.select(sidebar.path(of: node("item-12")))
            MainLoop.drain()
            XCTAssertTrue(outline.isExpanded(node("item-12")), "the question's answer opens")
            XCTAssertTrue(row("item-12")!.revealer.revealsChild)
            let origin = row("item-12")!.box.origin(in: browser.accordion!.scrolledWindow)!
            XCTAssertTrue(origin.y >= 0 && Double(origin.y) < browser.accordion!.pageHeight, "the question is in view")
            browser.accordion!.scroll(to: node("item-4"))
            XCTAssertTrue(MainLoop.wait(upTo: 2) { sidebar.treeView.selectedPath == sidebar.path(of: node("item-4")) },
                          "the tree follows the top row once the view rests")
        }
    }

    /// The tree's selection is the question the reader opened or focused while it is in view,
    /// not whichever row happens to be clipped at the top.
    func testTheTreeSelectsTheQuestionTheReaderIsOn() {
        onMain {
            let items = repositoryRoot.appendingPathComponent("Data/samples/items.json").path
            XCTAssertTrue(browser.open(path: items))
            let sidebar = browser.sidebar!
            browser.faq!.outline.expand(node("items"))
            XCTAssertTrue(MainLoop.wait(upTo: 5) { browser.accordion!.inspection.isLaidOut && row("item-6") != nil }, "laid out")
            XCTAssertTrue(browser.accordion!.isInView(node("item-6")))
            row("item-6")!.header.grabFocus()
            row("item-6")!.header.activate()
            XCTAssertTrue(MainLoop.wait(upTo: 2) { sidebar.treeView.selectedPath == sidebar.path(of: node("item-6")) },
                          "the tree selects the question opened, not the top row")
        }
    }

    func testExpandAllAndCollapseAllActions() {
        onMain {
            XCTAssertTrue(open(json: sampleJSON))
            browser.expandAll()
            let sidebar = browser.sidebar!
            for id in ["account", "security", "billing"] {
                XCTAssertTrue(row(id)!.header.isExpanded, id)
                XCTAssertTrue(sidebar.treeView.isRowExpanded(sidebar.path(of: node(id))), id)
            }
            XCTAssertFalse(browser.faq!.outline.isExpanded(node("reset")), "Expand All opens sections, not answers")
            browser.collapseAll()
            for id in ["account", "security", "billing"] {
                XCTAssertFalse(browser.faq!.outline.isExpanded(node(id)), id)
                XCTAssertFalse(row(id)?.header.isExpanded ?? false, id)
            }
            XCTAssertNil(row("security"), "a subsection of a closed section has no row")
        }
    }
}
