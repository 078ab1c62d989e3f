import Foundation
import XCTest
@testable import FAQ

/// The shelf's candidates: found by name alone, each file once, within the roots.
final class ShelfScannerTests: XCTestCase {
    func testCandidateNames() {
        for name in ["FAQ", "faq.md", "FAQ.gz", "gitfaq.7.gz", "perlfaq4.pod", "app.faq.json", "00FAQ.gz", "sedfaq.txt.gz", "Faq.HTML", "ffaq"] {
            XCTAssertTrue(ShelfScanner.isCandidateName(name), name)
        }
        for name in ["README.md", "fa-q.md", "changelog.gz", "fqa", "", "FA"] {
            XCTAssertFalse(ShelfScanner.isCandidateName(name), name)
        }
    }

    func testFindsCandidatesByNameOnlyAndNamesPackages() throws {
        let fixture = try ShelfFixture("scan")
        try fixture.write("x", "doc/foo/FAQ")
        try fixture.write("x", "doc/foo/README")
        try fixture.write("x", "doc/bar/html/faq.html")
        try fixture.write("x", "doc/bar/.hidden/faq.md")
        try fixture.write("x", "man/man7/gitfaq.7.gz")
        let roots = ShelfRoots(roots: [.init(path: fixture.root.path + "/doc", group: .installed, namesPackages: true),
                                       .init(path: fixture.root.path + "/man/", group: .installed)])
        let found = ShelfScanner.scan(roots)
        XCTAssertEqual(found.map(\.path), [fixture.root.path + "/doc/bar/html/faq.html", fixture.root.path + "/doc/foo/FAQ",
                                           fixture.root.path + "/man/man7/gitfaq.7.gz"])
        XCTAssertEqual(found.map(\.source), ["bar", "foo", fixture.root.path + "/man/man7"])
        XCTAssertEqual(found.map(\.size), [1, 1, 1])
    }

    func testLinksNeitherLoopNorListAFileTwice() throws {
        let fixture = try ShelfFixture("links")
        let faq = try fixture.write("x", "a/faq.md")
        // A link back to the root, a link to a folder, and a second name for the same file.
        XCTAssertEqual(symlink(fixture.root.path, fixture.root.path + "/a/loop"), 0)
        XCTAssertEqual(symlink(fixture.root.path + "/a", fixture.root.path + "/b"), 0)
        XCTAssertEqual(symlink(faq, fixture.root.path + "/a/other-faq.md"), 0)
        let found = ShelfScanner.scan(fixture.roots)
        XCTAssertEqual(found.map(\.path), [faq])
    }

    func testDepthIsBounded() throws {
        let fixture = try ShelfFixture("depth")
        let shallow = Array(repeating: "d", count: ShelfScanner.maximumDepth).joined(separator: "/")
        try fixture.write("x", shallow + "/faq.md")
        try fixture.write("x", shallow + "/d/faq.md")
        XCTAssertEqual(ShelfScanner.scan(fixture.roots).map(\.path), [fixture.root.path + "/" + shallow + "/faq.md"])
    }

    func testAddedFilesAreCandidatesWhateverTheirName() throws {
        let fixture = try ShelfFixture("added")
        let notes = try fixture.write("x", "elsewhere/questions.md")
        let roots = ShelfRoots(roots: [], addedFiles: [notes, fixture.root.path + "/missing.md", fixture.root.path],
                               recentFiles: [notes])
        let found = ShelfScanner.scan(roots)
        XCTAssertEqual(found.map(\.path), [notes])
        XCTAssertEqual(found.first?.group, .added)
    }

    func testConfiguredRootsReplaceEveryOther() {
        let environment = ["FAQ_BROWSER_SHELF_ROOTS": "/a:relative:/b/", "HOME": "/home/u"]
        let roots = ShelfRoots.resolve(environment: { environment[$0] }, extraFolders: ["/x"], addedFiles: ["/f"], recentFiles: ["/r"])
        XCTAssertEqual(roots.roots.map(\.path), ["/a", "/b/"])
        XCTAssertTrue(roots.isConfigured)
        XCTAssertEqual(roots.addedFiles + roots.recentFiles, [])
    }

    func testDefaultRootsAndTheDocumentsFolder() throws {
        let fixture = try ShelfFixture("xdg")
        let home = fixture.root.path
        try fixture.write("XDG_DESKTOP_DIR=\"$HOME/Desktop\"\nXDG_DOCUMENTS_DIR=\"$HOME/Papers\"\n", ".config/user-dirs.dirs")
        try fixture.write("x", "prefix/usr/share/perl/5.36/pod/perlfaq1.pod")
        let environment = ["HOME": home]
        let roots = ShelfRoots.resolve(environment: { environment[$0] }, extraFolders: ["/srv/faqs"], systemPrefix: home + "/prefix")
        XCTAssertEqual(roots.roots.map(\.path), [home + "/prefix/usr/share/doc", home + "/prefix/usr/share/man",
                                                 home + "/prefix/usr/share/perl/5.36/pod", home + "/Papers", "/srv/faqs"])
        XCTAssertEqual(roots.roots.map(\.namesPackages), [true, false, false, false, false])
        XCTAssertFalse(roots.isConfigured)
        // The documents folder set to the home folder itself means none; no file means ~/Documents.
        try fixture.write("XDG_DOCUMENTS_DIR=\"$HOME/\"\n", ".config/user-dirs.dirs")
        XCTAssertNil(ShelfRoots.documentsFolder(environment: { environment[$0] }))
        let other = ["HOME": "/nowhere"]
        XCTAssertEqual(ShelfRoots.documentsFolder(environment: { other[$0] }), "/nowhere/Documents")
    }
}
