import XCTest
@testable import Outline

final class OutlineBuilderTests: XCTestCase {
    /// A rejected node changes nothing: the next node is added as if the failed call never was.
    func testACaughtErrorLeavesTheBuilderUnchanged() throws {
        var b = OutlineBuilder()
        let a = try b.add(id: "a", title: "A", kind: "section")
        let child = try b.add(id: "a1", title: "A1", kind: "item", under: a)
        XCTAssertThrowsError(try b.add(id: "a", title: "Again", kind: "section"))
        XCTAssertEqual(b.count, 2)
        // The duplicate at the top level must not have closed `a` to children.
        let second = try b.add(id: "a2", title: "A2", kind: "item", under: a)
        XCTAssertThrowsError(try b.add(id: "b", title: "B", kind: "item", under: child))  // not in pre-order
        let x = try b.add(id: "x", title: "X", kind: "section")
        let outline = Outline(b)
        XCTAssertEqual(outline.node(id: "a"), a)
        XCTAssertEqual(outline.title(of: a), "A")
        XCTAssertEqual(outline.node(id: "x"), x)
        XCTAssertNil(outline.node(id: "b"))
        XCTAssertEqual(outline.children(of: a), [child, second])
        XCTAssertEqual(outline.children(of: nil), [a, x])
    }
}
