import XCTest
@testable import Outline

final class OutlineObservationTests: XCTestCase {
    func testObserversSeeEveryChangeInOrder() {
        let o = makeMenuOutline()
        var seen: [OutlineChange] = []
        let token = o.observe { seen.append($0) }
        let first = o.toggle(o.n("account"))
        let second = o.toggle(o.n("events"))
        XCTAssertEqual(seen, [first, second])
        o.removeObserver(token)
        o.toggle(o.n("events"))
        XCTAssertEqual(seen.count, 2)
    }

    func testObserverThatMutatesTheModelKeepsItConsistent() {
        let o = makeMenuOutline()
        var ids = o.visibleIDs
        var delivered = 0
        // A mirror that applies every delivered change, and an observer that answers one change with another.
        o.observe { change in
            ids = change.apply(to: ids) { o.row(at: $0).id }
            delivered += 1
        }
        o.observe { change in
            if change.flipped.contains(o.n("account")), o.isExpanded(o.n("account")) {
                o.expand(o.n("events"))
            }
        }
        o.expand(o.n("account"))
        XCTAssertEqual(delivered, 2)
        XCTAssertEqual(o.visibleIDs, ["account", "profile", "activate", "password", "group", "events", "nearby", "global", "deals"])
        XCTAssertEqual(ids, o.visibleIDs)
    }
}
