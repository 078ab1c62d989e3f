import XCTest
@testable import FAQBrowser
@testable import Gtk

/// The app's icon is set after the first frame, from its own file when the desktop's icon
/// theme does not have it (the tests' desktop, like a build run from its source tree).
final class AppIconTests: BrowserTestCase {
    func testTheWindowIconIsReadFromTheAppsFileWhenTheThemeLacksIt() {
        onMain {
            XCTAssertFalse(IconTheme.hasIcon(BrowserApplication.applicationID))
            let file = BrowserApplication.iconFile
            XCTAssertEqual(file.map { URL(fileURLWithPath: $0).lastPathComponent }, "\(BrowserApplication.applicationID).png")
            Window.setDefaultIconName("no-such-icon")  // no images
            XCTAssertEqual(Window.defaultIconImageCount, 0)
            BrowserApplication.setWindowIcon()
            XCTAssertEqual(Window.defaultIconImageCount, 1, "the PNG, read")
        }
    }
}
