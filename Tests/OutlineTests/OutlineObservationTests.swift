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

    /// A mirror that applies each change as it comes must always agree with the model, whether
    /// it registered before or after an observer that answers one change with another.
    func testEveryObserverSeesTheModelAsOfItsChangeInBothRegistrationOrders() {
        for mirrorFirst in [true, false] {
            let o = makeMenuOutline()
            var ids = o.visibleIDs
            var delivered: [OutlineChange] = []
            var disagreements: [String] = []
            func mirror(_ change: OutlineChange) {
                ids = change.apply(to: ids) { o.row(at: $0).id }
                delivered.append(change)
                if ids != o.visibleIDs { disagreements.append("\(ids) != \(o.visibleIDs)") }
            }
            func answer(_ change: OutlineChange) {
                if change.flipped.contains(o.n("account")), o.isExpanded(o.n("account")) {
                    o.expand(o.n("events"))
                }
            }
            if mirrorFirst {
                o.observe(mirror)
                o.observe(answer)
            } else {
                o.observe(answer)
                o.observe(mirror)
            }
            let first = o.expand(o.n("account"))
            let order = mirrorFirst ? "mirror first" : "mirror second"
            XCTAssertEqual(disagreements, [], order)
            XCTAssertEqual(delivered.count, 2, order)
            XCTAssertEqual(delivered.first, first, order)
            XCTAssertEqual(o.visibleIDs, ["account", "profile", "activate", "password", "group", "events", "nearby", "global", "deals"], order)
            XCTAssertEqual(ids, o.visibleIDs, order)
        }
    }
}
