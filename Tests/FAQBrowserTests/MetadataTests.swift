import Foundation
import XCTest
@testable import FAQBrowser

/// The version and the home page are written once, in `BrowserApplication`; the AppStream
/// metainfo must say the same.
final class MetadataTests: XCTestCase {
    func testMetainfoAgreesWithTheApp() throws {
        let url = repositoryRoot.appendingPathComponent("Resources/\(BrowserApplication.applicationID).metainfo.xml")
        let text = try String(contentsOf: url, encoding: .utf8)
        let firstRelease = text.range(of: "<release version=\"")!
        let version = text[firstRelease.upperBound...].prefix { $0 != "\"" }
        XCTAssertEqual(String(version), BrowserApplication.version, "the newest release is this version")
        XCTAssertTrue(text.contains("<url type=\"homepage\">\(BrowserApplication.website)</url>"))
        XCTAssertTrue(text.contains("<id>\(BrowserApplication.applicationID)</id>"))
    }

    func testDesktopEntryNamesTheAppIconAndOpensFiles() throws {
        let url = repositoryRoot.appendingPathComponent("Resources/\(BrowserApplication.applicationID).desktop")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        XCTAssertTrue(lines.contains("Icon=\(BrowserApplication.applicationID)"))
        XCTAssertTrue(lines.contains("Exec=faq-browser %F"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("MimeType=") && $0.contains("application/x-faq+json") })
    }

    func testHelpListsEveryOptionAndTranslationsCoverEveryString() throws {
        let usage = LaunchOptions.usage()
        for option in ["--help", "--version", "--check", "--reset-state"] { XCTAssertTrue(usage.contains(option), option) }
        let po = try String(contentsOf: repositoryRoot.appendingPathComponent("po/de.po"), encoding: .utf8)
        XCTAssertFalse(po.contains("msgstr \"\"\n\n"), "every message of the German translation is translated")
        XCTAssertFalse(po.contains("#, fuzzy\nmsgid \"[^\"]"), "no fuzzy translations")
    }
}
