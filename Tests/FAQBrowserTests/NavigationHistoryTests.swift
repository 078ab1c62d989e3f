import XCTest
@testable import FAQBrowser

final class NavigationHistoryTests: XCTestCase {
    func testBackAndForwardRetraceTheVisits() {
        var history = NavigationHistory()
        XCTAssertFalse(history.canGoBack)
        for id in ["a", "b", "c"] { history.visit(id) }
        XCTAssertEqual(history.goBack(), "b")
        XCTAssertEqual(history.goBack(), "a")
        XCTAssertNil(history.goBack(), "nothing before the first place")
        XCTAssertEqual(history.current, "a")
        XCTAssertEqual(history.goForward(), "b")
        XCTAssertEqual(history.goForward(), "c")
        XCTAssertNil(history.goForward())
        XCTAssertEqual(history.current, "c")
    }

    func testANewVisitDropsWhatWasAhead() {
        var history = NavigationHistory()
        for id in ["a", "b", "c"] { history.visit(id) }
        _ = history.goBack()
        history.visit("d")
        XCTAssertFalse(history.canGoForward)
        XCTAssertEqual(history.back, ["a", "b"])
        XCTAssertEqual(history.goBack(), "b")
    }

    func testVisitingTheCurrentPlaceAgainChangesNothing() {
        var history = NavigationHistory()
        history.visit("a")
        history.visit("a")
        XCTAssertFalse(history.canGoBack)
        history.visit("b")
        _ = history.goBack()
        history.visit("a")  // e.g. the header Back brought the reader to was clicked
        XCTAssertTrue(history.canGoForward, "Forward still leads to b")
    }

    func testOnlyTheNewestPlacesAreKept() {
        var history = NavigationHistory()
        for i in 0...(NavigationHistory.capacity + 10) { history.visit("p\(i)") }
        XCTAssertEqual(history.back.count, NavigationHistory.capacity)
        XCTAssertEqual(history.back.first, "p10")
    }

    func testPlacesThatNoLongerExistAreForgotten() {
        var history = NavigationHistory()
        for id in ["a", "gone", "a", "b", "gone2"] { history.visit(id) }
        _ = history.goBack()  // current b, forward gone2
        history.keep { !$0.hasPrefix("gone") }
        XCTAssertEqual(history.back, ["a"], "the two a's around the gone place merge")
        XCTAssertEqual(history.current, "b")
        XCTAssertFalse(history.canGoForward)
        history.keep { $0 != "b" }
        XCTAssertEqual(history.current, "a")
        XCTAssertFalse(history.canGoBack)
    }
}

extension NavigationHistoryTests {
    func testForgettingInAnEmptyHistoryIsHarmless() {
        var history = NavigationHistory()
        history.keep { _ in false }
        XCTAssertNil(history.current)
        history.visit("a")
        history.keep { _ in false }
        XCTAssertNil(history.current)
        XCTAssertFalse(history.canGoBack)
    }
}
