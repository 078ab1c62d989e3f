import XCTest
@testable import FAQBrowser
@_spi(GtkTestSupport) @testable import Gtk
import GtkTestSupport

/// A document remembered at 200 % opens straight at that size: the rows' widgets restyle from
/// 100 % to 200 % in one step, with no GTK critical (the suite makes criticals fatal).
final class TextScaleJumpTests: BrowserTestCase {
    func testJumpingFromNormalToTheLargestTextSizeIsClean() {
        onMain {
            browser.window.resize(width: 1280, height: 800)
            XCTAssertTrue(open(json: sampleJSON))
            browser.expandAll()
            MainLoop.drain()
            browser.setTextScale(200)
            XCTAssertTrue(MainLoop.wait(upTo: 10) { self.browser.accordion?.inspection.isLaidOut == true })
            XCTAssertEqual(browser.textScale, 200)
            browser.setTextScale(100)
            XCTAssertTrue(MainLoop.wait(upTo: 10) { self.browser.accordion?.inspection.isLaidOut == true })
        }
    }
}
