import Foundation
import XCTest
@testable import Gtk

/// Issue #25 (found by Scripts/bench/hostile): the sidebar appended each of a section's
/// 100,000 questions to GTK's tree store, which walks every sibling to find the last: the
/// window froze for minutes. Prepending, last to first, costs the same whatever the count.
final class TreeStoreManyChildrenTests: GtkTestCase {
    func testPrependingOneHundredThousandChildrenIsLinear() {
        onMain {
            let store = TreeStore(stringColumns: 1)
            let parent = store.append(under: nil, values: ["S"])
            let start = Date()
            for i in (0..<100_000).reversed() { store.prepend(under: parent, values: ["Q\(i)"]) }
            XCTAssertLessThan(Date().timeIntervalSince(start), 5)
            XCTAssertEqual(store.string(at: [0, 0], column: 0), "Q0")
            XCTAssertEqual(store.string(at: [0, 99_999], column: 0), "Q99999")
            store.append(under: parent, values: ["last"])
            XCTAssertEqual(store.string(at: [0, 100_000], column: 0), "last")
        }
    }
}
