import Foundation
import XCTest
@testable import FAQ

/// A FAQ titled only "FAQ" that a package installs takes the package's name
/// (`/usr/share/doc/litmus/FAQ` is "litmus FAQ"), on the shelf and in the window alike.
final class PackageTitleTests: XCTestCase {
    func testAPackagesFAQTitledOnlyFAQTakesThePackagesName() {
        XCTAssertEqual(PackageTitle.title("FAQ", path: "/usr/share/doc/litmus/FAQ"), "litmus FAQ")
        XCTAssertEqual(PackageTitle.title("faq", path: "/usr/share/doc/netris/faq.txt.gz"), "netris faq")
        XCTAssertEqual(PackageTitle.title("FAQ", path: "/usr/share/doc/HOWTO/en-txt/FAQ"), "HOWTO FAQ")
    }

    func testATitleThatSaysMoreOrAFileElsewhereIsKept() {
        XCTAssertEqual(PackageTitle.title("The sed FAQ", path: "/usr/share/doc/sed/sedfaq.txt.gz"), "The sed FAQ")
        XCTAssertEqual(PackageTitle.title("FAQ", path: "/home/ana/Documents/FAQ.txt"), "FAQ")
        XCTAssertEqual(PackageTitle.title("FAQ", path: "/home/ana/docs/FAQ"), "FAQ")
        XCTAssertEqual(PackageTitle.title("FAQ", path: "/usr/share/doc/FAQ"), "FAQ")
        XCTAssertEqual(PackageTitle.title("FAQ", path: "FAQ"), "FAQ")
    }

    /// Reading the file by its path gives the title; decoding its bytes alone keeps the name's.
    func testReadingAPackagesFileGivesItsTitle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("package-title-\(getpid())/doc/litmus")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent()) }
        let text = "Q: Why?\nA: Because.\n\nQ: How?\nA: Thus.\n\nQ: When?\nA: Now.\n"
        let file = folder.appendingPathComponent("FAQ")
        try Data(text.utf8).write(to: file)
        XCTAssertEqual(try DocumentReader.read(path: file.path, displayName: "FAQ").document.title, "litmus FAQ")
        XCTAssertEqual(try DocumentReader.decode(Array(text.utf8), file: "FAQ").document.title, "FAQ")
    }
}
