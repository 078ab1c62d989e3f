import XCTest
@testable import FAQBrowser

final class LaunchOptionsTests: XCTestCase {
    func testParsing() throws {
        XCTAssertEqual(try LaunchOptions.parse([]).mode, .browse(file: nil, fragment: nil))
        XCTAssertEqual(try LaunchOptions.parse(["--help"]).mode, .help)
        XCTAssertEqual(try LaunchOptions.parse(["--version"]).mode, .version)
        XCTAssertEqual(try LaunchOptions.parse(["--check", "a.json", "b.json"]).mode, .check(files: ["a.json", "b.json"]))
        XCTAssertEqual(try LaunchOptions.parse(["--", "-odd.json"]).mode, .browse(file: "-odd.json", fragment: nil))
        XCTAssertThrowsError(try LaunchOptions.parse(["--frobnicate"])) {
            XCTAssertEqual($0 as? LaunchOptions.UsageError, .init(message: "unknown option --frobnicate"))
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["--check"]))
        XCTAssertThrowsError(try LaunchOptions.parse(["a.json", "b.json"]))
    }

    func testFragments() {
        XCTAssertTrue(LaunchOptions.splitFragment("help.json#reset", fileExists: { _ in false }) == ("help.json", "reset"))
        XCTAssertTrue(LaunchOptions.splitFragment("odd#name.json", fileExists: { $0 == "odd#name.json" }) == ("odd#name.json", nil))
        XCTAssertTrue(LaunchOptions.splitFragment("help.json#", fileExists: { _ in false }) == ("help.json", nil))
    }

    func testCheckReportsSummariesAndErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("faq-check-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json").path
        try "{\"title\": 1}".write(toFile: bad, atomically: true, encoding: .utf8)
        let good = repositoryRoot.appendingPathComponent("Data/samples/menu.json").path
        let ok = DocumentChecker.check([good])
        XCTAssertEqual(ok.lines, ["\(good): 4 sections, 5 questions (read as FAQ JSON)"])
        XCTAssertEqual(ok.status, 0)
        let failed = DocumentChecker.check([good, bad])
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(failed.lines.last, "\(bad):1:1: error: missing \"sections\" (an array of sections)")
        XCTAssertTrue(failed.lines.contains("\(bad):1:11: error: \"title\" must be a string, not a number"))
    }
}
