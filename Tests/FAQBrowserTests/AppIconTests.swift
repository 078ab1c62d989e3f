import XCTest
@testable import FAQBrowser
@testable import Gtk

/// The app's icon is set after the first frame: the desktop's, or the app's own file when the
/// icon theme does not have it (the tests' desktop, like a build run from its source tree).
final class AppIconTests: BrowserTestCase {
    func testTheWindowIconIsTheThemesOrReadFromTheAppsFile() {
        onMain {
            Window.setDefaultIconName("no-such-icon")  // no images
            XCTAssertEqual(Window.defaultIconImageCount, 0)
            BrowserApplication.setWindowIcon()
            if IconTheme.hasIcon(BrowserApplication.applicationID) {
                XCTAssertNil(BrowserApplication.iconFile, "an installed icon is the theme's")
                XCTAssertEqual(Window.defaultIconImageCount, 0, "set by name")
            } else {
                let file = BrowserApplication.iconFile
                XCTAssertEqual(file.map { URL(fileURLWithPath: $0).lastPathComponent }, "\(BrowserApplication.applicationID).png")
                XCTAssertEqual(Window.defaultIconImageCount, 1, "the PNG, read")
            }
        }
    }
}
