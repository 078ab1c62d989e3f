import XCTest
@testable import FAQ

/// Only images relative to the FAQ file are read from disk; nothing else is.
final class ImageSourceTests: XCTestCase {
    func testRelativePathsResolveAgainstTheFolder() {
        XCTAssertEqual(ImageSource.localPath("images/cat.png", baseDirectory: "/docs"), "/docs/images/cat.png")
        XCTAssertEqual(ImageSource.localPath("../shared/a%20b.png?v=2#x", baseDirectory: "/docs/"), "/docs/../shared/a b.png")
    }

    func testURLsAbsolutePathsAndNoFolderAreRefused() {
        for source in ["https://example.org/x.png", "file:///etc/x.png", "data:image/png;base64,AAAA", "/etc/x.png",
                       "~/x.png", "", "%00.png", "C:x.png"] {
            XCTAssertNil(ImageSource.localPath(source, baseDirectory: "/docs"), source)
        }
        XCTAssertNil(ImageSource.localPath("a.png", baseDirectory: nil))
    }
}
