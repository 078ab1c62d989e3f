import XCTest
@testable import FAQBrowser
@testable import Gtk
import Outline

/// The accordion is one flat list of displayed rows drawn by a small pool of recycled widgets.
final class VirtualAccordionTests: BrowserTestCase {
    /// `sections` sections of `questions` questions: `s3` holds `s3q0` … .
    func documentJSON(sections: Int, questions: Int, answer: String = "An answer.") -> String {
        GeneratedDocument.json(sections: sections, questions: questions) { _, q in "\(answer) \(q)" }
    }

    @MainActor private var accordion: AccordionView { browser.accordion! }
    @MainActor private var inspection: AccordionView.Inspection { accordion.inspection }
    @MainActor private var adjustment: Adjustment { accordion.scrolledWindow.verticalAdjustment }

    /// Runs the loop until the list has laid out the slice it was last given.
    @MainActor private func settle(file: StaticString = #filePath, line: UInt = #line) {
        MainLoop.drain()
        XCTAssertTrue(MainLoop.wait(upTo: 2) { self.inspection.list.isMapped && self.inspection.isLaidOut }, "laid out", file: file, line: line)
        MainLoop.drain()
    }

    /// The rows in view: each slice row's place, and whether they fill the view without a gap.
    @MainActor private func assertViewIsFilled(file: StaticString = #filePath, line: UInt = #line) {
        let page = Int(adjustment.pageSize)
        let spans = inspection.laidOutAllocations.map { ($0.y, $0.y + $0.height) }
        XCTAssertFalse(spans.isEmpty, file: file, line: line)
        for (a, b) in zip(spans, spans.dropFirst()) { XCTAssertEqual(a.1, b.0, "rows stack with no gap or overlap", file: file, line: line) }
        let atEnd = inspection.reachesTheEnd
        XCTAssertLessThanOrEqual(spans.first!.0, 0, "the view's top is covered", file: file, line: line)
        if !atEnd { XCTAssertGreaterThanOrEqual(spans.last!.1, page, "the view's bottom is covered", file: file, line: line) }
    }

    func testAJumpAnywhereShowsItsRowsAtOnce() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 100, questions: 50)))
            browser.faq!.outline.expandAll()
            settle()
            let outline = browser.faq!.outline
            XCTAssertEqual(outline.rowCount, 5100)
            for fraction in [0.9, 0.1, 0.55, 0.3, 1.0, 0.0] {
                adjustment.value = fraction * (adjustment.upper - adjustment.pageSize)
                settle()
                assertViewIsFilled()
                let top = accordion.topVisibleNode!
                let expectedRow = Int(fraction * Double(outline.rowCount - 1))
                XCTAssertLessThan(abs(outline.index(of: top)! - expectedRow), 200, "lands near \(fraction)")
            }
        }
    }

    func testRowWidgetsStayFewAfterScrollingThroughEverything() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 40, questions: 50)))
            browser.faq!.outline.expandAll()
            settle()
            let screenful = Int(adjustment.pageSize / 30) + 1
            var most = 0
            while adjustment.value < adjustment.upper - adjustment.pageSize - 1 {
                adjustment.value += adjustment.pageSize / 2
                settle()
                most = max(most, accordion.rowWidgetCount)
            }
            XCTAssertGreaterThan(inspection.boundRowCount, 0)
            XCTAssertLessThanOrEqual(most, 3 * screenful, "live row widgets ≤ 3 screenfuls after 2,040 rows")
            XCTAssertEqual(accordion.topVisibleNode.map { browser.faq!.outline.id(of: $0) }?.hasPrefix("s39"), true)
        }
    }

    func testTheFocusedRowSurvivesRecyclingAndKeysMoveFromIt() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 30, questions: 40)))
            browser.faq!.outline.expandAll()
            settle()
            let focused = row("s0q3")!
            focused.header.grabFocus()
            adjustment.value = adjustment.upper - adjustment.pageSize
            settle()
            XCTAssertTrue(row("s0q3") === focused, "the focused row keeps its widget far from the view")
            XCTAssertTrue(focused.header.isFocus)
            focused.header.sendKey(Keys.down)
            settle()
            XCTAssertEqual(row("s0q4")?.header.isFocus, true, "Down moves to the next row, brought back into view")
            XCTAssertTrue(inspection.isLaidOut(node("s0q4")))
            row("s0q4")!.header.sendKey(Keys.pageDown)
            MainLoop.drain()
            let after = accordion.focusedHeader.flatMap { browser.faq!.outline.index(of: $0) }!
            XCTAssertGreaterThan(after, browser.faq!.outline.index(of: node("s0q4"))! + 5, "Page Down moves by a page")
        }
    }

    func testTheAnchorRowStaysWhileMeasurementsReplaceEstimatesAboveIt() {
        onMain {
            // Long answers, all open: estimates above the view differ from the real heights.
            XCTAssertTrue(open(json: documentJSON(sections: 20, questions: 30, answer: String(repeating: "Words of an answer. ", count: 30))))
            let outline = browser.faq!.outline
            _ = outline.expandAll()
            for s in 0..<20 { for q in 0..<30 { _ = outline.expand(node("s\(s)q\(q)")) } }
            settle()
            adjustment.value = (adjustment.upper - adjustment.pageSize) * 0.6
            settle()
            let anchorNode = accordion.topVisibleNode!
            let before = row(outline.id(of: anchorNode))!.box.allocation.y
            // Scroll up: rows above are laid out and measured (their estimates were off); the
            // reader's row moves by the scroll and nothing else.
            for step in 1...4 {
                adjustment.value -= 150
                settle()
                XCTAssertEqual(row(outline.id(of: anchorNode))?.box.allocation.y, before + 150 * step, "step \(step)")
            }
            XCTAssertNotEqual(inspection.contentHeight, 0)
        }
    }

    func testEveryMatchOfABroadSearchShows() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 10, questions: 100)))
            browser.search.run("question")
            MainLoop.drain()
            let outline = browser.faq!.outline
            XCTAssertEqual(outline.rowCount, 1010, "no cap on what a search shows")
            XCTAssertEqual(row("s0")?.badge?.text, "100/100")
            adjustment.value = adjustment.upper
            MainLoop.drain()
            let last = row("s9q99")
            XCTAssertNotNil(last, "the last match is reachable")
            XCTAssertTrue(last?.titleLabel.text == "Question 9.99")
        }
    }

    func testASectionSlidesWithOnlyItsOnScreenRows() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 3, questions: 1000)))
            Settings.animationsEnabled = true
            defer { Settings.animationsEnabled = false }
            settle()
            row("s0")!.header.activate()
            guard let slide = inspection.slide else { return XCTFail("the section slides") }
            XCTAssertGreaterThan(slide.items.count, 3)
            XCTAssertLessThan(slide.items.count, 60, "only the rows on screen take part, not 1,000")
            XCTAssertEqual(slide.rows.count, 0, "its first frame binds none of them: they are bound as the edge reaches them")
            XCTAssertTrue(MainLoop.wait(upTo: 3) { slide.rows.count > 0 && slide.rows.count < slide.items.count },
                          "a part of them is bound while it slides")
            XCTAssertTrue(MainLoop.wait(upTo: 3) { self.inspection.slide == nil }, "the slide ends")
            XCTAssertEqual(slide.rows.count, slide.items.count, "every row on screen was bound by its end")
            settle()
            assertViewIsFilled()
            row("s0")!.header.activate()
            MainLoop.drain(limit: 1)
            XCTAssertEqual(inspection.slide?.opening, false, "closing slides too")
            XCTAssertTrue(MainLoop.wait(upTo: 3) { self.inspection.slide == nil })
            settle()
            assertViewIsFilled()
            XCTAssertNil(row("s0q5"), "closed rows have no widget")
        }
    }

    func testTheOutlineTreeLoadsALargeSectionAfterTheFrameThatOpensIt() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 3, questions: 1000)))
            settle()
            let sidebar = browser.sidebar!
            row("s1")!.header.activate()
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("s1")))
            XCTAssertFalse(sidebar.treeView.isRowExpanded(sidebar.path(of: node("s1"))),
                           "a thousand tree rows wait for the idle moment after the frame")
            XCTAssertTrue(MainLoop.wait(upTo: 2) { sidebar.treeView.isRowExpanded(sidebar.path(of: node("s1"))) }, "then the tree opens it")
            row("s1")!.header.activate()
            XCTAssertFalse(sidebar.treeView.isRowExpanded(sidebar.path(of: node("s1"))), "closing adds no rows: at once")
        }
    }

    func testARowIsMeasuredOnlyOnceGTKHasStyledItAsItIsNow() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 3, questions: 5)))
            settle()
            let header = row("s0")!
            XCTAssertTrue(header.isStyled, "laid out in a pass since it was bound")
            header.style(asSection: false, level: 1)
            XCTAssertFalse(header.isStyled, "a new kind: GTK restyles it at the next layout pass")
            let indexed = inspection.indexedHeight(of: node("s0"))
            XCTAssertNotNil(indexed)
            XCTAssertEqual(inspection.measure(node("s0")), indexed, "until then it keeps the index's height")
            header.style(asSection: true, level: 0)
            header.box.queueResize()
            XCTAssertTrue(MainLoop.wait(upTo: 2) { header.isStyled }, "the next pass styles it")
        }
    }

    func testExpandAllAndCollapseAllRebindTheRowsTheyHave() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 40, questions: 20)))
            let outline = browser.faq!.outline
            @MainActor func settleWithOverscan() {
                settle()
                XCTAssertTrue(MainLoop.wait(upTo: 2) { self.inspection.isOverscanBound && self.inspection.pooledRows.count >= self.inspection.poolReserve },
                              "the rows beyond the view are bound and the pool holds its reserve")
            }
            _ = outline.expandAll()
            settleWithOverscan()
            let made = inspection.rowsMade
            for _ in 0..<2 {
                _ = outline.collapseAll()
                settleWithOverscan()
                _ = outline.expandAll()
                settleWithOverscan()
            }
            XCTAssertLessThanOrEqual(inspection.rowsMade - made, 2, "the rows they show are ones the accordion had (it made \(inspection.rowsMade - made))")
            assertViewIsFilled()
        }
    }

    func testANewWidthKeepsTheAnchorAndRemeasures() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 20, questions: 30, answer: String(repeating: "Text of an answer. ", count: 20))))
            _ = browser.faq!.outline.expandAll()
            settle()
            adjustment.value = (adjustment.upper - adjustment.pageSize) * 0.5
            settle()
            let anchorNode = accordion.topVisibleNode!
            browser.window.resize(width: 500, height: 600)
            XCTAssertTrue(MainLoop.wait(upTo: 3) { self.inspection.width < 400 })
            settle()
            XCTAssertEqual(accordion.topVisibleNode, anchorNode, "the same row is at the top")
            assertViewIsFilled()
        }
    }

    func testSectionHeadersShowTheirIconAndQuestionCount() {
        onMain {
            XCTAssertTrue(open(json: """
            {"title": "T", "sections": [
              {"id": "keys", "title": "Keys", "icon": "input-keyboard-symbolic", "questions": [{"question": "Q1", "answer": "A"}, {"question": "Q2", "answer": "A"}]},
              {"id": "odd", "title": "Odd", "icon": "no-such-icon-anywhere", "questions": [{"question": "Q3", "answer": "A"}]}]}
            """))
            XCTAssertEqual(row("keys")!.icon?.iconName, "input-keyboard-symbolic")
            XCTAssertEqual(row("keys")!.icon?.isVisible, true)
            XCTAssertNotEqual(row("odd")!.icon?.isVisible, true, "an unknown icon name shows nothing")
            XCTAssertEqual(row("keys")!.badge?.text, "2")
            XCTAssertEqual(row("odd")!.badge?.text, "1")
            XCTAssertEqual(row("keys")!.header.accessibleName, "Keys", "the badge is not part of the name")
        }
    }

    func testQuestionRowsMakeNoIconBadgeOrSnippetUntilTheyShowOne() {
        onMain {
            XCTAssertTrue(open(json: """
            {"title": "T", "sections": [{"id": "s", "title": "S", "icon": "input-keyboard-symbolic", "questions": [
              {"id": "q1", "question": "Q1", "answer": "The zebra crossing is here."}, {"id": "q2", "question": "Q2", "answer": "None."}]}]}
            """))
            row("s")!.header.activate()
            for id in ["q1", "q2"] {
                XCTAssertNil(row(id)!.icon, id)
                XCTAssertNil(row(id)!.badge, id)
                XCTAssertNil(row(id)!.snippet, id)
            }
            browser.search.begin()
            browser.search.run("zebra")
            XCTAssertEqual(row("q1")!.snippet?.isVisible, true, "made by the first snippet it shows")
            XCTAssertNil(row("q1")!.badge, "a question has no count")
            browser.search.bar.isSearchMode = false  // Escape
            XCTAssertTrue(MainLoop.wait(upTo: 3) { self.row("q1")?.snippet?.isVisible == false }, "and hidden after the search")
        }
    }

    func testTheSavedPlaceIsARowAndAnOffsetThatSurviveANewTextSize() {
        onMain {
            let path = temporaryFile(documentJSON(sections: 20, questions: 30), name: "place.json")
            XCTAssertTrue(browser.open(path: path))
            _ = browser.faq!.outline.expandAll()
            settle()
            browser.accordion!.scroll(to: node("s7q4"))
            adjustment.value += 10
            settle()
            XCTAssertEqual(browser.accordion!.scrollAnchor, ScrollAnchor(id: "s7q4", offset: 10))
            XCTAssertTrue(browser.open(path: temporaryFile(documentJSON(sections: 1, questions: 1), name: "other.json")))
            XCTAssertTrue(browser.open(path: path))
            settle()
            XCTAssertEqual(browser.accordion!.scrollAnchor?.id, "s7q4", "the same row is back at the top")
            browser.setTextScale(150)
            settle()
            XCTAssertEqual(browser.accordion!.topVisibleNode, node("s7q4"), "a new text size keeps the row")
        }
    }

    /// A view left at its top saves its first row with the title above it (a negative offset);
    /// it opens at the top again, with no second layout before its first frame.
    func testADocumentLeftAtItsTopOpensThereWithoutAnotherLayout() {
        onMain {
            let described = documentJSON(sections: 20, questions: 30)
                .replacingOccurrences(of: #"{"title": "Large","#, with: #"{"title": "Large", "description": "Above the sections.","#)
            XCTAssertTrue(browser.open(path: temporaryFile(described, name: "top.json")))
            settle()
            let saved = browser.accordion!.scrollAnchor
            XCTAssertEqual(saved?.id, "s0")
            XCTAssertLessThan(saved?.offset ?? 0, 0, "the title is above the first row")
            let layouts = browser.accordion!.inspection.layoutCount
            browser.accordion!.restoreScroll(to: saved!)
            XCTAssertEqual(browser.accordion!.inspection.layoutCount, layouts, "already there")
            XCTAssertEqual(adjustment.value, 0)

            browser.accordion!.restoreScroll(to: ScrollAnchor(id: "s0", offset: 5))
            XCTAssertEqual(browser.accordion!.inspection.layoutCount, layouts + 1, "a place below the top is laid out")
            settle()
            XCTAssertEqual(browser.accordion!.scrollAnchor, ScrollAnchor(id: "s0", offset: 5))
        }
    }

    /// Pooled rows stay GTK's children, which GTK may allocate again at their last allocation:
    /// none keeps the 1x1 it was made with (GTK warned of a negative content width when a
    /// restored place pooled the rows it first bound).
    func testPooledRowsHaveARealAllocation() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 20, questions: 30)))
            _ = browser.faq!.outline.expandAll()
            settle()
            browser.accordion!.scroll(to: node("s12q4"))
            settle()
            let pooled = browser.accordion!.inspection.pooledRows
            XCTAssertFalse(pooled.isEmpty, "the jump left rows in the pool")
            for row in pooled {
                XCTAssertGreaterThan(row.box.allocation.width, 1)
            }
        }
    }

    func testAMatchInAClosedAnswerShowsAsASnippetAndTheBadgeCountsMatches() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 3, questions: 4, answer: "Plain words. The zebra crossing is here.")))
            browser.search.run("zebra")
            MainLoop.drain()
            let question = row("s1q2")!
            XCTAssertEqual(question.snippet?.isVisible, true, "the matching sentence shows under the question")
            XCTAssertEqual(question.snippet?.text, "The zebra crossing is here.")
            XCTAssertEqual(row("s1")!.badge?.text, "4/4")
            question.header.activate()
            MainLoop.drain()
            XCTAssertNotEqual(question.snippet?.isVisible, true, "an open answer needs no snippet")
            browser.search.run("")
            MainLoop.drain()
            XCTAssertFalse(row("s1")?.badge?.text.contains("/") ?? false)
            XCTAssertNotEqual(row("s0")!.snippet?.isVisible, true)
        }
    }

    func testAWideWindowKeepsAReadingColumnCentred() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 3, questions: 3)))
            browser.window.resize(width: 2000, height: 700)
            XCTAssertTrue(MainLoop.wait(upTo: 3) { self.inspection.width > 1400 })
            settle()
            let header = row("s0")!.box.allocation
            XCTAssertEqual(header.width, inspection.columnWidth, "rows are as wide as the column, not the window")
            XCTAssertLessThan(inspection.columnWidth, 900)
            XCTAssertEqual(Double(header.x) + Double(header.width) / 2, Double(inspection.width) / 2, accuracy: 1, "centred")
            browser.window.resize(width: 700, height: 700)
            XCTAssertTrue(MainLoop.wait(upTo: 3) { self.inspection.width < 500 })
            settle()
            XCTAssertEqual(row("s0")!.box.allocation.width, inspection.width, "a narrow window's rows use all of it")
        }
    }

    func testAnAnswerStartsWhereItsQuestionsTextStarts() {
        onMain {
            XCTAssertTrue(open(json: documentJSON(sections: 1, questions: 2)))
            browser.faq!.outline.expand(node("s0"))
            browser.faq!.outline.expand(node("s0q1"))
            settle()
            let question = row("s0q1")!
            let title = question.titleLabel.origin(in: question.box)!.x
            let answer = (question.content as! AnswerView).textLabels.first!.origin(in: question.box)!.x
            XCTAssertEqual(answer, title, "the answer lines up with the question's text")
        }
    }

    func testAnEmptySectionHasNoChevronAndAProseSectionOpensToItsText() {
        onMain {
            XCTAssertTrue(open(json: """
            {"title": "T", "sections": [
              {"id": "empty", "title": "Empty"},
              {"id": "prose", "title": "Prose", "description": "Only *words* here."}]}
            """))
            XCTAssertTrue(row("empty")!.box.hasStyleClass("empty"), "no chevron that does nothing")
            row("empty")!.header.activate()
            XCTAssertFalse(browser.faq!.outline.isExpanded(node("empty")))
            XCTAssertFalse(row("empty")!.header.isExpanded, "the header shows what the model decided")
            XCTAssertFalse(row("prose")!.box.hasStyleClass("empty"))
            row("prose")!.header.activate()
            XCTAssertTrue(browser.faq!.outline.isExpanded(node("prose")))
            XCTAssertEqual((row("prose")!.content as? AnswerView)?.text, "Only words here.")
        }
    }
}
