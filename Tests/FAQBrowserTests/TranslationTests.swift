import XCTest
@testable import FAQBrowser

/// `{n}` placeholders in translated strings.
final class TranslationTests: XCTestCase {
    func testPlaceholdersTakeTheirArgumentsInAnyOrder() {
        XCTAssertEqual(substitute(["3", "Billing"], into: "{1} matches in {2}"), "3 matches in Billing")
        XCTAssertEqual(substitute(["3", "Billing"], into: "In {2}: {1}"), "In Billing: 3")
        XCTAssertEqual(substitute(["x"], into: "{1} and {1}"), "x and x")
    }

    func testAnArgumentIsNotReadAsAPlaceholderAgain() {
        XCTAssertEqual(substitute(["{2}", "b"], into: "{1}/{2}"), "{2}/b")
    }

    func testOtherBracesStay() {
        XCTAssertEqual(substitute(["a"], into: "{3} {x} {} { {1}"), "{3} {x} {} { a")
        XCTAssertEqual(substitute(["a"], into: "ends with {"), "ends with {")
        XCTAssertEqual(substitute([], into: "{1}"), "{1}")
    }

    func testTextAroundIsKept() {
        XCTAssertEqual(substitute(["ü"], into: "«{1}» — ok"), "«ü» — ok")
    }
}
