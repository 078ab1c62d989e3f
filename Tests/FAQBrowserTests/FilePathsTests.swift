import Foundation
import XCTest
@testable import FAQBrowser

/// `FilePaths` against Foundation's `URL`, which the app used before, as the reference.
final class FilePathsTests: XCTestCase {
    /// Paths made of names, `.` and `..`, absolute or not; with empty parts (repeated slashes)
    /// when `emptyParts`.
    func randomPaths(count: Int, emptyParts: Bool = true) -> [String] {
        var generator = SystemRandomNumberGenerator()
        let parts = ["a", "b", "c d", "é", "..", ".", ".hidden", "x.json"] + (emptyParts ? [""] : [])
        return (0..<count).map { _ in
            let length = Int.random(in: 0...6, using: &generator)
            let body = (0..<length).map { _ in parts.randomElement(using: &generator)! }.joined(separator: "/")
            return Bool.random(using: &generator) ? "/" + body : body
        }
    }

    func testAbsolutePathsAreWhatURLStandardizesThemTo() {
        let folder = "/work/some folder"
        for path in randomPaths(count: 2_000, emptyParts: false) where !path.isEmpty {
            let reference = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder, isDirectory: true))
                .standardizedFileURL.path
            XCTAssertEqual(FilePaths.absolute(path, in: folder), reference, "path \(path)")
        }
    }

    /// Where `URL` and the file system part: URL's `..` removes an empty part ("a//.." is "a"),
    /// the kernel reads repeated slashes as one ("a//.." is a's folder), as `FilePaths` does.
    func testRepeatedSlashesAreOneAsTheKernelReadsThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("faq-paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        let base = FilePaths.resolvingLinks(folder.path)
        for path in ["a//b/..", "a//..", "a/b//../b", ".//a", "a///b//"] {
            XCTAssertEqual(FilePaths.absolute(path, in: base), FilePaths.resolvingLinks(base + "/" + path), "path \(path)")
        }
    }

    func testRelativePathsStartAtTheWorkingFolder() {
        let here = FileManager.default.currentDirectoryPath
        XCTAssertEqual(FilePaths.absolute("no-such-folder/../faq.json"), FilePaths.joined(here, "faq.json"))
        XCTAssertEqual(FilePaths.currentFolder, here)
    }

    /// A leading `~` is `HOME`, as a shell reads it (Foundation's `URL` reads the password
    /// database instead); `~name` is not expanded.
    func testATildeIsTheHomeFolder() {
        let home = ProcessInfo.processInfo.environment["HOME"]!
        XCTAssertEqual(FilePaths.absolute("~", in: "/base"), home)
        XCTAssertEqual(FilePaths.absolute("~/docs/faq.json", in: "/base"), home + "/docs/faq.json")
        XCTAssertEqual(FilePaths.absolute("~x/faq.json", in: "/base"), "/base/~x/faq.json")
        XCTAssertEqual(FilePaths.absolute("docs/~/faq.json", in: "/base"), "/base/docs/~/faq.json")
    }

    /// The kernel reads `link/..` as the parent of the link's target; so does `URL` (it follows
    /// the links of a path with `..`), and so does `FilePaths` where the path exists.
    func testDotDotAfterALinkIsTheTargetsParent() throws {
        let folder = try temporaryTree(linkTo: "real/deep")
        let path = folder.appendingPathComponent("link").path + "/../faq.json"
        XCTAssertEqual(FilePaths.absolute(path), FilePaths.resolvingLinks(folder.appendingPathComponent("real/faq.json").path))
        XCTAssertEqual(FilePaths.absolute(path), URL(fileURLWithPath: path).standardizedFileURL.path)
        XCTAssertTrue(FilePaths.exists(FilePaths.absolute(path)))
    }

    /// A slash followed by a combining mark is one character to Swift, but a separator still.
    func testASlashBeforeACombiningMarkStillSeparates() {
        let path = "/a/\u{301}b/c"
        XCTAssertEqual(FilePaths.absolute(path), path)
        XCTAssertEqual(FilePaths.absolute("/a/\u{301}b/../c"), "/a/c")
        XCTAssertEqual(FilePaths.parent(of: path), "/a/\u{301}b")
        XCTAssertEqual(FilePaths.lastComponent(of: "/a/\u{301}b"), "\u{301}b")
        XCTAssertEqual(FilePaths.parent(of: "/a/\u{301}b"), "/a")
    }

    func testParentsAndLastComponentsAreURLs() {
        for path in randomPaths(count: 2_000) {
            let absolute = FilePaths.absolute(path, in: "/base")
            let url = URL(fileURLWithPath: absolute)
            XCTAssertEqual(FilePaths.parent(of: absolute), url.deletingLastPathComponent().path, "path \(absolute)")
            XCTAssertEqual(FilePaths.lastComponent(of: absolute), url.lastPathComponent, "path \(absolute)")
        }
        XCTAssertEqual(FilePaths.parent(of: "faq.json"), ".")
        XCTAssertEqual(FilePaths.lastComponent(of: "/docs/faq.json/"), "faq.json")
        XCTAssertEqual(FilePaths.lastComponent(of: "faq.json"), "faq.json")
    }

    func testJoiningAddsOneSlash() {
        XCTAssertEqual(FilePaths.joined("/docs", "faq.json"), "/docs/faq.json")
        XCTAssertEqual(FilePaths.joined("/docs/", "faq.json"), "/docs/faq.json")
        XCTAssertEqual(FilePaths.joined("/", "faq.json"), "/faq.json")
    }

    /// A new folder holding `real/faq.json`, the folder `real/deep`, and `link` to `target`
    /// (inside the folder); removed after the test.
    func temporaryTree(linkTo target: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("faq-paths-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("real/deep"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: folder.appendingPathComponent("real/faq.json"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path,
                                                   withDestinationPath: folder.appendingPathComponent(target).path)
        return folder
    }

    func testLinksAreFollowedAndFilesFound() throws {
        let folder = try temporaryTree(linkTo: "real")
        let real = folder.appendingPathComponent("real")
        let linked = folder.appendingPathComponent("link/faq.json").path

        XCTAssertEqual(FilePaths.resolvingLinks(linked), URL(fileURLWithPath: linked).resolvingSymlinksInPath().path)
        XCTAssertEqual(FilePaths.resolvingLinks(linked), FilePaths.resolvingLinks(real.appendingPathComponent("faq.json").path))
        XCTAssertTrue(FilePaths.exists(linked))
        XCTAssertFalse(FilePaths.isFolder(linked))
        XCTAssertTrue(FilePaths.isFolder(folder.appendingPathComponent("link").path))
        XCTAssertFalse(FilePaths.exists(folder.appendingPathComponent("missing").path))
        XCTAssertEqual(FilePaths.resolvingLinks("/no/such/file"), "/no/such/file")
    }

    func testTheProgramFindsItsOwnFile() throws {
        let program = try XCTUnwrap(FilePaths.executable)
        XCTAssertTrue(FilePaths.exists(program))
        XCTAssertEqual(program, URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path)
    }

    /// A test run from the source tree finds the bundled FAQ and the style sheet there.
    func testTheSourceTreesFilesAreFound() throws {
        let faq = try XCTUnwrap(ResourceLocator.bundledFAQ)
        XCTAssertTrue(faq.hasSuffix("/Data/faq.json"), faq)
        XCTAssertTrue(FilePaths.exists(faq))
        let css = try XCTUnwrap(ResourceLocator.styleSheet)
        XCTAssertTrue(css.hasSuffix("/Resources/style.css"), css)
        XCTAssertEqual(FilePaths.parent(of: FilePaths.parent(of: faq)), FilePaths.parent(of: FilePaths.parent(of: css)))
    }
}
