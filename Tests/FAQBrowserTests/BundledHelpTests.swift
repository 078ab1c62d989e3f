import FAQ
import Gtk
import XCTest
@testable import FAQBrowser

/// The bundled help in the user's language: which file is chosen, and that the German one is a
/// translation of the English one (same sections, questions and ids, so links and saved state
/// carry over).
final class BundledHelpTests: XCTestCase {
    func testTheUsersLanguagesComeBeforeEnglish() throws {
        // As g_get_language_names() lists LANGUAGE=de_DE.UTF-8: the variants, then "C".
        let names = ResourceLocator.bundledFAQNames(languages: ["de_DE.UTF-8", "de_DE", "de.UTF-8", "de", "C"])
        XCTAssertEqual(names.last, "Data/faq.json")
        XCTAssertLessThan(try XCTUnwrap(names.firstIndex(of: "faq.de.json")), try XCTUnwrap(names.firstIndex(of: "faq.json")))
        XCTAssertEqual(names.first, "faq.de_DE.UTF-8.json")
        XCTAssertEqual(ResourceLocator.bundledFAQNames(languages: ["fr", "de", "C"]),
                       ["faq.fr.json", "Data/faq.fr.json", "faq.de.json", "Data/faq.de.json", "faq.json", "Data/faq.json"])
    }

    func testTheCLocaleAndNamesThatAreNoLanguageGetEnglish() {
        XCTAssertEqual(ResourceLocator.bundledFAQNames(languages: ["C"]), ["faq.json", "Data/faq.json"])
        XCTAssertEqual(ResourceLocator.bundledFAQNames(languages: []), ["faq.json", "Data/faq.json"])
        // After "C" nothing counts; a name with a slash or a leading dot is no file of ours.
        XCTAssertEqual(ResourceLocator.bundledFAQNames(languages: ["../../etc/x", ".hidden", "", "C", "de"]),
                       ["faq.json", "Data/faq.json"])
    }

    /// The help follows gettext: in the "C" locale (as when `LANG` names a locale this system
    /// lacks) glibc ignores `LANGUAGE`, and so does the help, so it never differs from the menus.
    func testTheLanguagesAreGettextsOnly() {
        XCTAssertEqual(Localization.languages(["de", "C"], messagesLocale: "C.UTF-8"), ["de", "C"])
        XCTAssertEqual(Localization.languages(["de_DE", "de", "C"], messagesLocale: "de_DE.UTF-8"), ["de_DE", "de", "C"])
        XCTAssertEqual(Localization.languages(["de", "C"], messagesLocale: "C"), ["C"])
        XCTAssertEqual(Localization.languages(["de", "C"], messagesLocale: "POSIX"), ["C"])
        XCTAssertEqual(Localization.languages(["de", "C"], messagesLocale: nil), ["C"])
        XCTAssertEqual(Localization.languages([], messagesLocale: "C.UTF-8"), ["C"])
    }

    /// In the source tree, German finds Data/faq.de.json; a language with no help finds English.
    func testTheSourceTreesHelpIsChosenByLanguage() throws {
        let german = try XCTUnwrap(ResourceLocator.find(ResourceLocator.bundledFAQNames(languages: ["de_DE", "de", "C"])))
        XCTAssertTrue(german.hasSuffix("/Data/faq.de.json"), german)
        let french = try XCTUnwrap(ResourceLocator.find(ResourceLocator.bundledFAQNames(languages: ["fr_FR", "fr", "C"])))
        XCTAssertTrue(french.hasSuffix("/Data/faq.json"), french)
        XCTAssertEqual(FilePaths.parent(of: german), FilePaths.parent(of: french))
    }

    func testTheGermanHelpTranslatesEveryEntryOfTheEnglishOne() throws {
        let english = try XCTUnwrap(ResourceLocator.find(["Data/faq.json"]))
        let german = try XCTUnwrap(ResourceLocator.find(["Data/faq.de.json"]))
        let en = try DocumentReader.read(path: english)
        let de = try DocumentReader.read(path: german)
        XCTAssertEqual(en.warnings.count, 0)
        XCTAssertEqual(de.warnings.count, 0)
        XCTAssertEqual(de.document.title, "Hilfe zu FAQ Browser")
        let enSections = en.document.allSections, deSections = de.document.allSections
        XCTAssertEqual(enSections.map(\.section.id), deSections.map(\.section.id))
        XCTAssertEqual(enSections.map(\.depth), deSections.map(\.depth))
        XCTAssertGreaterThan(enSections.count, 3)
        for (e, d) in zip(enSections.map(\.section), deSections.map(\.section)) {
            XCTAssertEqual([e.icon, "\(e.isExpanded)", "\(e.isExclusive)"], [d.icon, "\(d.isExpanded)", "\(d.isExclusive)"], e.id)
            XCTAssertNotEqual(e.title, d.title, "section \(e.id) is translated")
            XCTAssertEqual(e.questions.map(\.id), d.questions.map(\.id), e.id)
            for (q, r) in zip(e.questions, d.questions) {
                XCTAssertNotEqual(q.question, r.question, "question \(q.id) is translated")
                XCTAssertNotEqual(q.answer, r.answer, "answer \(q.id) is translated")
                // Markdown kept: as many code spans, paragraphs, list items and strong words.
                for mark in ["`", "\n\n", "\n- ", "**"] {
                    XCTAssertEqual(q.answer.components(separatedBy: mark).count, r.answer.components(separatedBy: mark).count,
                                   "\(q.id): \(mark.debugDescription)")
                }
                // Shortcuts in German key names (GNOME's: Strg, Umschalt, Eingabe…).
                XCTAssertFalse(r.answer.contains("Ctrl+") || r.answer.contains("Shift+"), q.id)
            }
        }
    }
}
