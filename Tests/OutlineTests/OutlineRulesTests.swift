import XCTest
@testable import Outline

final class OutlineRulesTests: XCTestCase {
    func testStartsWithTopLevelRowsAndDocumentDefaults() {
        XCTAssertEqual(makeMenuOutline().visibleIDs, ["account", "group", "events", "deals"])
        let opened = makeMenuOutline { $0 == "events" ? [.expandedByDefault] : [] }
        XCTAssertEqual(opened.visibleIDs, ["account", "group", "events", "nearby", "global", "deals"])
    }

    func testLookupsAndLevels() {
        let o = makeNestedOutline()
        XCTAssertEqual(o.level(of: o.n("q3")), 2)
        XCTAssertEqual(o.parent(of: o.n("q3")), o.n("sub"))
        XCTAssertNil(o.parent(of: o.n("general")))
        XCTAssertEqual(o.children(of: o.n("general")).map(o.id(of:)), ["q1", "q2", "sub"])
        XCTAssertEqual(o.children(of: nil).map(o.id(of:)), ["general", "more"])
        XCTAssertEqual(o.ancestors(of: o.n("q3")).map(o.id(of:)), ["sub", "general"])
        XCTAssertEqual(o.kind(of: o.n("q1")), "question")
        XCTAssertNil(o.node(id: "nope"))
    }

    func testToggleReturnsInsertedAndRemovedRanges() {
        let o = makeMenuOutline()
        let open = o.toggle(o.n("account"))
        XCTAssertEqual(open.splices, [.init(position: 1, removed: 0, inserted: 3)])
        XCTAssertEqual(open.flipped, [o.n("account")])
        XCTAssertEqual(o.visibleIDs, ["account", "profile", "activate", "password", "group", "events", "deals"])
        XCTAssertEqual(open.refreshedRows, [0], "the toggled header changes its look")
        let close = o.toggle(o.n("account"))
        XCTAssertEqual(close.splices, [.init(position: 1, removed: 3, inserted: 0)])
        XCTAssertEqual(o.visibleIDs, ["account", "group", "events", "deals"])
    }

    func testLeafWithoutExpandablePolicyDoesNotExpand() {
        let o = makeMenuOutline()
        XCTAssertTrue(o.expand(o.n("group")).isEmpty)
        XCTAssertFalse(o.isExpanded(o.n("group")))
    }

    func testChildKeepsItsStateWhileParentIsCollapsed() {
        let o = makeNestedOutline()
        o.expand(o.n("general"))
        o.expand(o.n("sub"))
        o.collapse(o.n("general"))
        XCTAssertTrue(o.isExpanded(o.n("sub")))
        XCTAssertFalse(o.isVisible(o.n("sub")))
        let change = o.expand(o.n("general"))
        XCTAssertEqual(change.splices, [.init(position: 1, removed: 0, inserted: 4)])
        XCTAssertEqual(o.visibleIDs, ["general", "q1", "q2", "sub", "q3", "more"])
    }

    func testSeparatorAfterLastRowOfGroupAndBetweenTopLevelRows() {
        let o = makeMenuOutline()
        XCTAssertEqual(o.rows.map(\.hasSeparatorAfter), [true, true, true, false])
        o.expand(o.n("account"))
        // account, profile, activate, password | group | events | deals
        XCTAssertEqual(o.rows.map(\.hasSeparatorAfter), [false, false, false, true, true, true, false])
        let o2 = makeNestedOutline()
        o2.expandSubtree(o2.n("general"))
        // general, q1, q2, sub, q3 | more: q3 ends both groups, one separator
        XCTAssertEqual(o2.rows.map(\.hasSeparatorAfter), [false, false, false, false, true, false])
    }

    func testExclusiveParentClosesOpenSiblingInTheSameChange() {
        let o = makeNestedOutline { $0 == "general" ? [.exclusive] : [] }
        o.expand(o.n("general"))
        o.expand(o.n("q1"))
        let change = o.expand(o.n("q2"))
        XCTAssertEqual(change.flipped, [o.n("q1"), o.n("q2")])
        XCTAssertFalse(o.isExpanded(o.n("q1")))
        XCTAssertTrue(o.isExpanded(o.n("q2")))
    }

    func testKeepOneOpenRefusesToCloseTheLastOpenChild() {
        let o = makeNestedOutline { $0 == "general" ? [.keepOneOpen] : [] }
        o.expand(o.n("q1"))
        XCTAssertTrue(o.collapse(o.n("q1")).isEmpty)
        o.expand(o.n("q2"))
        XCTAssertFalse(o.collapse(o.n("q1")).isEmpty)
    }

    func testVetoHooks() {
        let o = makeMenuOutline()
        o.shouldExpand = { o.id(of: $0) != "events" }
        XCTAssertTrue(o.expand(o.n("events")).isEmpty)
        o.expand(o.n("account"))
        o.shouldCollapse = { _ in false }
        XCTAssertTrue(o.collapse(o.n("account")).isEmpty)
        XCTAssertTrue(o.isExpanded(o.n("account")))
    }

    func testRevealExpandsEveryAncestorInOneChange() {
        let o = makeNestedOutline()
        let change = o.reveal(o.n("q3"))
        XCTAssertEqual(change.flipped, [o.n("general"), o.n("sub")])
        XCTAssertEqual(change.splices, [.init(position: 1, removed: 0, inserted: 4)])
        XCTAssertEqual(o.index(of: o.n("q3")), 4)
    }

    func testExpandAllAndCollapseAll() {
        let o = makeMenuOutline()
        let all = o.expandAll()
        XCTAssertEqual(o.rowCount, 9)
        XCTAssertEqual(all.splices, [.init(position: 1, removed: 0, inserted: 3), .init(position: 6, removed: 0, inserted: 2)])
        let none = o.collapseAll()
        XCTAssertEqual(o.rowCount, 4)
        XCTAssertEqual(none.splices.map(\.removed).reduce(0, +), 5)
        let sectionsOnly = makeNestedOutline()
        sectionsOnly.expandAll { sectionsOnly.kind(of: $0) == "section" }
        XCTAssertFalse(sectionsOnly.isExpanded(sectionsOnly.n("q1")))
        XCTAssertEqual(sectionsOnly.rowCount, 7)
    }

    func testExpandAllLeavesOneChildOpenUnderExclusiveParent() {
        let o = makeNestedOutline { $0 == "general" ? [.exclusive] : [] }
        o.expandAll()
        let open = o.children(of: o.n("general")).filter(o.isExpanded)
        XCTAssertEqual(open, [o.n("q1")])
    }

    func testSearchShowsMatchesAndRestoresTheUsersExpansion() {
        let o = makeNestedOutline()
        o.expand(o.n("more"))
        let userRows = o.visibleIDs
        o.showOnly(matching: [o.n("q3")])
        XCTAssertEqual(o.visibleIDs, ["general", "sub", "q3"])
        XCTAssertTrue(o.isSearching)
        XCTAssertEqual(o.searchMatchCount, 1)
        o.clearSearch()
        XCTAssertEqual(o.visibleIDs, userRows)
        XCTAssertFalse(o.isExpanded(o.n("general")))
    }

    func testToggleDuringSearchIsKeptAfterwards() {
        let o = makeNestedOutline()
        o.showOnly(where: { o.id(of: $0).hasPrefix("q") })
        o.expand(o.n("q1"))
        o.clearSearch()
        XCTAssertTrue(o.isExpanded(o.n("q1")))
        XCTAssertFalse(o.isExpanded(o.n("general")))
    }

    func testStateRoundTripIgnoresUnknownIDsAndFallsBackToDefaults() throws {
        let o = makeNestedOutline { $0 == "more" ? [.expandedByDefault] : [] }
        o.expand(o.n("general"))
        o.collapse(o.n("more"))
        let data = try JSONEncoder().encode(o.expansionState)
        var state = try JSONDecoder().decode(ExpansionState.self, from: data)
        XCTAssertEqual(state, o.expansionState)
        state.expanded.insert("gone-since")
        state.collapsed.remove("more")
        let fresh = makeNestedOutline { $0 == "more" ? [.expandedByDefault] : [] }
        fresh.restore(state)
        XCTAssertTrue(fresh.isExpanded(fresh.n("general")))
        XCTAssertTrue(fresh.isExpanded(fresh.n("more")), "not in the state: back to the document default")
    }

    func testStateNamesOnlyWhatDiffersFromTheDefaults() {
        let o = makeNestedOutline { $0 == "more" ? [.expandedByDefault] : [] }
        XCTAssertEqual(o.expansionState, ExpansionState(), "an untouched document saves nothing")
        o.expand(o.n("general"))
        o.expand(o.n("q1"))
        o.collapse(o.n("more"))
        XCTAssertEqual(o.expansionState, ExpansionState(expanded: ["general", "q1"], collapsed: ["more"]))
        o.expand(o.n("more"))
        o.collapse(o.n("q1"))
        XCTAssertEqual(o.expansionState, ExpansionState(expanded: ["general"]))
        let fresh = makeNestedOutline { $0 == "more" ? [.expandedByDefault] : [] }
        fresh.expand(fresh.n("q2"))
        fresh.restore(o.expansionState)
        XCTAssertEqual(fresh.expansionState, o.expansionState, "a restore replaces the whole expansion")
        XCTAssertEqual(fresh.visibleIDs, o.visibleIDs)
    }

    func testStateFileIsStable() throws {
        let state = ExpansionState(expanded: ["b", "a", "c"], collapsed: ["z", "y"])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(state), as: UTF8.self)
        XCTAssertEqual(text, #"{"collapsed":["y","z"],"expanded":["a","b","c"]}"#)
    }

    func testNavigation() {
        let o = makeNestedOutline()
        o.expandAll { o.kind(of: $0) == "section" }
        XCTAssertEqual(o.firstVisible, o.n("general"))
        XCTAssertEqual(o.lastVisible, o.n("q4"))
        XCTAssertEqual(o.nextVisible(after: o.n("q2")), o.n("sub"))
        XCTAssertEqual(o.previousVisible(before: o.n("more")), o.n("q3"))
        XCTAssertNil(o.nextVisible(after: o.n("q4")))
        XCTAssertNil(o.previousVisible(before: o.n("general")))
        XCTAssertEqual(o.firstVisibleChild(of: o.n("sub")), o.n("q3"))
        XCTAssertNil(o.firstVisibleChild(of: o.n("q1")))
    }

    func testTypeAheadWrapsAndIgnoresCaseAndAccents() {
        var b = OutlineBuilder()
        for title in ["Éclair", "apple", "Banana", "avocado"] {
            try! b.add(id: title, title: title, kind: "item")
        }
        let o = Outline(b)
        XCTAssertEqual(o.typeAhead("a", after: nil).map(o.id(of:)), "apple")
        XCTAssertEqual(o.typeAhead("A", after: o.n("apple")).map(o.id(of:)), "avocado")
        XCTAssertEqual(o.typeAhead("a", after: o.n("avocado")).map(o.id(of:)), "apple", "wraps")
        XCTAssertEqual(o.typeAhead("ecl", after: nil).map(o.id(of:)), "Éclair")
        XCTAssertNil(o.typeAhead("zz", after: nil))
    }

    func testBuilderRejectsDuplicatesAndOutOfOrderParents() {
        var b = OutlineBuilder()
        let a = try! b.add(id: "a", title: "A", kind: "section")
        _ = try! b.add(id: "b", title: "B", kind: "section")
        XCTAssertThrowsError(try b.add(id: "a", title: "again", kind: "section")) {
            XCTAssertEqual($0 as? OutlineBuilder.Failure, .duplicateID("a"))
        }
        XCTAssertThrowsError(try b.add(id: "c", title: "C", kind: "item", under: a)) {
            XCTAssertEqual($0 as? OutlineBuilder.Failure, .notInPreOrder(parent: a))
        }
    }

    func testDeepChainDoesNotOverflow() {
        var b = OutlineBuilder()
        var parent: OutlineNode? = nil
        for i in 0..<20_000 {
            parent = try! b.add(id: "s\(i)", title: "S\(i)", kind: "section", policy: [.expandedByDefault], under: parent)
        }
        let o = Outline(b)
        XCTAssertEqual(o.rowCount, 20_000)
        XCTAssertEqual(o.index(of: o.n("s19999")), 19_999)
        o.collapse(o.n("s0"))
        XCTAssertEqual(o.rowCount, 1)
    }
}

final class OutlineChangeTests: XCTestCase {
    func testInsertedRangesFollowLaterSplices() {
        let change = OutlineChange(splices: [
            .init(position: 2, removed: 0, inserted: 3),   // rows 2..<5 new
            .init(position: 0, removed: 1, inserted: 0),   // they move to 1..<4
            .init(position: 3, removed: 2, inserted: 1),   // 3 and 4 go, a new row 3
        ])
        XCTAssertEqual(change.insertedRanges, [1..<4])
        // New rows are made from their index at the time: -100 - index.
        XCTAssertEqual(change.apply(to: Array(0..<6)) { -$0 - 100 }, [1, -102, -103, -103, 3, 4, 5])
    }
}
