import Foundation
import XCTest
@testable import FAQBrowser

/// The version and the home page are written once, in `BrowserApplication`; the AppStream
/// metainfo must say the same.
final class MetadataTests: XCTestCase {
    func testMetainfoAgreesWithTheApp() throws {
        let (applicationID, version, website) = MainActor.assumeIsolated {
            (BrowserApplication.applicationID, BrowserApplication.version, BrowserApplication.website)
        }
        let url = repositoryRoot.appendingPathComponent("Resources/\(applicationID).metainfo.xml")
        let text = try String(contentsOf: url, encoding: .utf8)
        let firstRelease = text.range(of: "<release version=\"")!
        let newest = text[firstRelease.upperBound...].prefix { $0 != "\"" }
        XCTAssertEqual(String(newest), version, "the newest release is this version")
        XCTAssertTrue(text.contains("<url type=\"homepage\">\(website)</url>"))
        XCTAssertTrue(text.contains("<id>\(applicationID)</id>"))
    }

    func testDesktopEntryNamesTheAppIconAndOpensFiles() throws {
        let applicationID = MainActor.assumeIsolated { BrowserApplication.applicationID }
        let url = repositoryRoot.appendingPathComponent("Resources/\(applicationID).desktop")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        XCTAssertTrue(lines.contains("Icon=\(applicationID)"))
        XCTAssertTrue(lines.contains("Exec=faq-browser %F"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("MimeType=") && $0.contains("application/x-faq+json") })
    }

    func testHelpListsEveryOptionAndTranslationsCoverEveryString() throws {
        let usage = MainActor.assumeIsolated { LaunchOptions.usage() }
        for option in ["--help", "--version", "--check", "--reset-state"] { XCTAssertTrue(usage.contains(option), option) }
        let po = try String(contentsOf: repositoryRoot.appendingPathComponent("po/de.po"), encoding: .utf8)
        let entries = PoEntry.parse(po)
        XCTAssertGreaterThan(entries.count, 10, "the translation was read")
        for entry in entries where !entry.msgid.isEmpty {
            XCTAssertFalse(entry.translations.isEmpty || entry.translations.contains(""), "untranslated: \(entry.msgid)")
            XCTAssertFalse(entry.isFuzzy, "fuzzy: \(entry.msgid)")
        }
    }

    /// The checks above can fail: an untranslated and a fuzzy entry are both caught.
    func testTheTranslationCheckSeesUntranslatedAndFuzzyEntries() {
        let entries = PoEntry.parse("""
            msgid ""
            msgstr ""
            "Language: de\\n"

            #, fuzzy
            msgid "Open"
            msgstr "Öffnen"

            msgid "Close"
            msgstr ""

            msgid "{1} file"
            msgid_plural "{1} files"
            msgstr[0] ""
            "{1} Datei"
            msgstr[1] ""

            msgid "one"
            msgstr ""
            "eins"
            """)
        XCTAssertEqual(entries.map(\.msgid), ["", "Open", "Close", "{1} file", "one"])
        XCTAssertEqual(entries.map(\.isFuzzy), [false, true, false, false, false])
        XCTAssertEqual(entries.map(\.translations), [["Language: de\\n"], ["Öffnen"], [""], ["{1} Datei", ""], ["eins"]])
    }
}

/// One message of a gettext PO file: its flags, source text and translations (strings joined;
/// one per plural form, `msgstr[N]`, or one).
struct PoEntry {
    var isFuzzy = false
    var msgid = ""
    var translations: [String] = []

    static func parse(_ text: String) -> [PoEntry] {
        var entries: [PoEntry] = []
        var current: PoEntry?
        var inMsgid = false
        func quoted(_ line: Substring) -> String {
            guard let first = line.firstIndex(of: "\""), let last = line.lastIndex(of: "\""), first < last else { return "" }
            return String(line[line.index(after: first)..<last])
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                if let entry = current { entries.append(entry) }
                current = nil
                inMsgid = false
            } else if line.hasPrefix("#,") {
                current = current ?? PoEntry()
                if line.contains("fuzzy") { current!.isFuzzy = true }
            } else if line.hasPrefix("#") {
                current = current ?? PoEntry()
            } else if line.hasPrefix("msgid ") {
                current = current ?? PoEntry()
                inMsgid = true
                current!.msgid = quoted(line)
            } else if line.hasPrefix("msgid_plural ") {
                inMsgid = false
            } else if line.hasPrefix("msgstr ") || line.hasPrefix("msgstr[") {
                inMsgid = false
                current?.translations.append(quoted(line))
            } else if line.hasPrefix("\"") {
                if inMsgid {
                    current?.msgid += quoted(line)
                } else if let last = current?.translations.indices.last {
                    current?.translations[last] += quoted(line)
                }
            }
        }
        if let entry = current { entries.append(entry) }
        return entries
    }
}
