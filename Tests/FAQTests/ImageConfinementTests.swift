import Foundation
import XCTest
@testable import FAQ

/// Issue #25, item 7: an image path must resolve inside the FAQ's folder, symbolic links
/// included, before anything is opened.
final class ImageConfinementTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "faq-images-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder + "/pictures", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder + "/pictures/a.png", contents: Data([1, 2, 3]))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    func path(_ source: String) -> String? {
        ImageSource.localPath(source, baseDirectory: folder).flatMap { ImageSource.confined($0, to: folder) }
    }

    func testImagePathsEscapingTheFAQFolderAreNeverOpened() {
        XCTAssertNil(path("../../../../../../../dev/tty"))
        XCTAssertNil(path("../../../../../../../etc/passwd"))
        XCTAssertNil(path("../../../../../../../proc/self/mem"))
        XCTAssertNil(path("../../../../../../../proc/self/fd/0"))
        XCTAssertNil(path("../../../../../../../dev/zero"))
        XCTAssertNil(path("pictures/../../outside.png"))
        XCTAssertNil(path("missing.png"))
        XCTAssertEqual(path("pictures/a.png"), (folder as NSString).resolvingSymlinksInPath + "/pictures/a.png")
        XCTAssertEqual(path("pictures/../pictures/./a.png"), path("pictures/a.png"))
    }

    func testASymlinkedImageOutsideTheFolderIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/passwd.png", withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: folder + "/zero.png", withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: folder + "/inside.png", withDestinationPath: "pictures/a.png")
        XCTAssertNil(path("passwd.png"))
        XCTAssertNil(path("zero.png"))
        XCTAssertEqual(path("inside.png"), path("pictures/a.png"))
        // The folder itself may be reached through a link.
        let link = folder + "-link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder)
        defer { try? FileManager.default.removeItem(atPath: link) }
        XCTAssertEqual(ImageSource.localPath("pictures/a.png", baseDirectory: link).flatMap { ImageSource.confined($0, to: link) }, path("pictures/a.png"))
    }

    func testAFIFOOutsideTheFolderIsNotOpenedWhileResolving() {
        let outside = folder + "-fifo"
        XCTAssertEqual(mkfifo(outside, 0o600), 0)
        defer { unlink(outside) }
        let start = Date()
        XCTAssertNil(path("../" + (outside as NSString).lastPathComponent))
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }
}
