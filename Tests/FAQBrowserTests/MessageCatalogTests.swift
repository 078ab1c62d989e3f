import Foundation
import XCTest
@testable import FAQBrowser

/// The program's own `msgfmt` for a source tree's catalogs: it keeps what `msgfmt` keeps, writes
/// what `msgfmt` writes (as `msgunfmt` reads both back), and compiles a language once per change
/// of its `.po` file.
final class MessageCatalogTests: XCTestCase {
    /// Every kind of entry a `.po` file holds: kept, joined or left out as `msgfmt` does.
    let sample = #"""
    # A translator's comment.
    msgid ""
    msgstr ""
    "Content-Type: text/plain; charset=UTF-8\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"

    #: Sources/A.swift:1
    msgid "Open"
    msgstr "Öffnen"

    msgid ""
    "Two lines,\n"
    "with \"quotes\", a \\ and a\ttab"
    msgstr "Zwei Zeilen,\nmit „Anführungszeichen“, einem \\ und einem\tTab \101"

    msgctxt "menu"
    msgid "Open"
    msgstr "Öffnen…"

    msgid "{1} question"
    msgid_plural "{1} questions"
    msgstr[0] "{1} Frage"
    msgstr[1] "{1} Fragen"

    #, fuzzy, c-format
    msgid "Guessed"
    msgstr "Geraten"

    msgid "Not translated"
    msgstr ""

    msgid "{1} file"
    msgid_plural "{1} files"
    msgstr[0] "{1} Datei"
    msgstr[1] ""

    #~ msgid "Gone"
    #~ msgstr "Weg"
    """#

    func testKeepsTranslatedEntriesAsMsgfmtDoes() {
        let catalog = MessageCatalog(po: Array(sample.utf8))
        let messages = catalog.messages.map { (String(decoding: $0.key, as: UTF8.self), String(decoding: $0.translation, as: UTF8.self)) }
        XCTAssertEqual(messages.map(\.0), ["", "Open", "Two lines,\nwith \"quotes\", a \\ and a\ttab", "menu\u{4}Open", "{1} question\0{1} questions",
                                        "{1} file\0{1} files"])
        XCTAssertEqual(messages.map(\.1), [
            "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n",
            "Öffnen",
            "Zwei Zeilen,\nmit „Anführungszeichen“, einem \\ und einem\tTab A",
            "Öffnen…",
            "{1} Frage\0{1} Fragen",
            "{1} Datei\0",  // kept, as msgfmt keeps a plural whose first form is translated
        ])
    }

    func testWritesTheCatalogMsgfmtWrites() throws {
        let folder = try temporaryFolder()
        let german = repositoryRoot.appendingPathComponent("po/de.po").path
        let sampleFile = folder + "/sample.po"
        try sample.write(toFile: sampleFile, atomically: true, encoding: .utf8)
        for po in [sampleFile, german] {
            let ours = folder + "/ours.mo", theirs = folder + "/theirs.mo"
            try Data(MessageCatalog(po: Array(try Data(contentsOf: URL(fileURLWithPath: po)))).mo).write(to: URL(fileURLWithPath: ours))
            _ = try run("/usr/bin/msgfmt", ["--output-file=\(theirs)", po])
            let read = try run("/usr/bin/msgunfmt", [ours])
            XCTAssertEqual(read, try run("/usr/bin/msgunfmt", [theirs]), po)
            XCTAssertTrue(read.contains("msgid_plural"), "\(po): plural forms are there to compare")
        }
    }

    func testASourceTreeLanguageIsCompiledOnceAndAgainWhenItsPOChanges() throws {
        let po = try temporaryFolder(), locale = try temporaryFolder() + "/locale"
        try "# The languages\nde\n".write(toFile: po + "/LINGUAS", atomically: true, encoding: .utf8)
        try sample.write(toFile: po + "/de.po", atomically: true, encoding: .utf8)
        XCTAssertEqual(SourceTreeTranslations.localeDirectory(poFolder: po, in: locale), locale)
        let mo = locale + "/de/LC_MESSAGES/faq-browser.mo"
        let first = try FileManager.default.attributesOfItem(atPath: mo)
        XCTAssertEqual(SourceTreeTranslations.localeDirectory(poFolder: po, in: locale), locale)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: mo)[.systemFileNumber] as? Int,
                       first[.systemFileNumber] as? Int, "a current catalog is not written again")
        // An edited .po file: newer than its catalog.
        try sample.replacingOccurrences(of: "Öffnen…", with: "Aufmachen…").write(toFile: po + "/de.po", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 10)], ofItemAtPath: po + "/de.po")
        XCTAssertEqual(SourceTreeTranslations.localeDirectory(poFolder: po, in: locale), locale)
        XCTAssertTrue(try run("/usr/bin/msgunfmt", [mo]).contains("Aufmachen…"), "compiled again")
        XCTAssertNil(SourceTreeTranslations.localeDirectory(poFolder: po + "/missing", in: locale), "no LINGUAS, no catalogs")
    }

    private func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("faq-browser-catalog-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return folder
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        let output = try ProgramOutput.run(tool, arguments)
        XCTAssertEqual(output.status, 0, "\(tool) \(arguments)")
        return output.text
    }
}
