import XCTest
@testable import FAQ

/// The real files of the shared corpus import with the section and question counts its
/// SOURCES.md gives (a flat FAQ may be held in one implicit section, which does not count).
final class CorpusTests: XCTestCase {
    func read(_ name: String) throws -> DocumentReader.Result {
        try DocumentReader.read(path: repositoryRoot.appendingPathComponent("Tests/FAQTests/Corpus/\(name)").path, displayName: name)
    }

    func testScrcpy() throws {
        let result = try read("Genymobile--scrcpy--FAQ.md")
        let document = result.document
        XCTAssertEqual(document.title, "Frequently Asked Questions")
        // "OTG issues on Windows" holds text and no question: shown as a section, not counted as a group.
        XCTAssertEqual(document.sectionCount, 4)
        XCTAssertEqual(document.questionCount, 11)
        XCTAssertEqual(document.sections.map { $0.questions.count }, [6, 0, 2, 2, 1, 0])
        // The closing "Translations", a pointer to the wiki, is the document's footer: a part of text, not a group.
        XCTAssertEqual(document.sections.last?.title, "Translations")
        XCTAssertEqual(document.sections.last?.holdsOnlyText, true)
        XCTAssertEqual(document.sections[0].title, "adb and USB issues")
        XCTAssertEqual(document.sections[0].questions[0].question, "adb not found")
        XCTAssertNotNil(document.sections[1].description, "a section without questions keeps its text")
        // "# in bash" inside a fenced code block is part of an answer, not a heading.
        XCTAssertTrue(document.sections[0].questions[4].answer.contains("# in bash"))
    }

    func testHomebrew() throws {
        let document = try read("Homebrew--brew--FAQ.md").document
        XCTAssertEqual(document.title, "FAQ (Frequently Asked Questions)")
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.questionCount, 26)
        XCTAssertEqual(document.sections.count, 1)
        XCTAssertTrue(document.sections[0].isImplicit)
        XCTAssertTrue(document.sections[0].questions.contains { $0.question == "My Mac .apps don’t find Homebrew utilities!" })
    }

    func testRipgrep() throws {
        let document = try read("BurntSushi--ripgrep--FAQ.md").document
        XCTAssertEqual(document.title, "FAQ")
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.questionCount, 27)
        let questions = document.sections[0].questions
        XCTAssertEqual(questions[0].id, "config", "the <h3 name> anchor is the id, so upstream links work")
        XCTAssertEqual(questions[0].question, "Does ripgrep support configuration files?")
        XCTAssertTrue(questions.allSatisfy { $0.question.hasSuffix("?") })
        XCTAssertTrue(questions.contains { $0.question == "Why does ripgrep get slower when I enable PCRE2 regexes?" })
    }

    func testMavenFML() throws {
        let document = try read("apache--maven-site--general.fml").document
        XCTAssertEqual(document.title, "Frequently Asked Technical Questions")
        XCTAssertEqual(document.sectionCount, 0, "its one part has no title: no group")
        XCTAssertEqual(document.questionCount, 23)
        let questions = document.sections[0].questions
        XCTAssertTrue(questions.contains { $0.id == "encoding-warning" })
        XCTAssertTrue(questions.contains { $0.question == "Handle special characters in site" })
        XCTAssertFalse(questions.first { $0.id == "skip-test" }!.answer.isEmpty, "bare-text answers are kept")
    }

    func testGTKDocBook() throws {
        let document = try read("Real/GNOME--gtk--question_index.sgml").document
        XCTAssertEqual(document.sectionCount, 6)
        XCTAssertEqual(document.questionCount, 33)
        XCTAssertEqual(document.sections.map { $0.questions.count }, [15, 4, 3, 3, 5, 3])
        XCTAssertTrue(document.sections[1].questions[0].question.hasPrefix("..."))
        XCTAssertTrue(document.allSections.allSatisfy { $0.section.questions.allSatisfy { $0.question.hasSuffix("?") } })
        XCTAssertFalse(document.allSections.contains { $0.section.questions.contains { $0.question.contains("\n") } },
                       "multi-line questions are one line")
    }

    func testTheMisreadGuardIsSilentOnEveryFile() throws {
        for name in ["Genymobile--scrcpy--FAQ.md", "Homebrew--brew--FAQ.md", "BurntSushi--ripgrep--FAQ.md",
                     "apache--maven-site--general.fml"] {
            XCTAssertNil(try read(name).misread, name)
        }
    }

    func testAllImportedAnswersRender() throws {
        for name in ["Genymobile--scrcpy--FAQ.md", "Homebrew--brew--FAQ.md", "BurntSushi--ripgrep--FAQ.md",
                     "apache--maven-site--general.fml", "Real/GNOME--gtk--question_index.sgml"] {
            let document = try read(name).document
            for (section, _) in document.allSections {
                for question in section.questions {
                    let text = texts(of: AnswerBlocks.parse(question.answer)).map(\.plainText).joined()
                    XCTAssertFalse(text.isEmpty, "\(name): \(question.question)")
                }
            }
        }
    }
}
