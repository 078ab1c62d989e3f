import Foundation
import XCTest
@testable import FAQ

/// Every file of the real corpus (Tests/FAQTests/Corpus/Real), the Debian one (Corpus/Debian) and
/// the derived one opens with exactly the section and question counts its SOURCES.md gives,
/// counted by hand; files in formats FAQ Browser does not read are refused with the error that
/// names the formats.
final class RealCorpusTests: XCTestCase {
    struct Entry {
        var file: String
        var sections: Int?
        var questions: Int?
        var refused: Bool { sections == nil }
    }

    /// The table rows of a SOURCES.md: file in the first column, counts in the last two.
    func entries(_ folder: String) throws -> [Entry] {
        let url = repositoryRoot.appendingPathComponent("Tests/FAQTests/Corpus/\(folder)/SOURCES.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `") else { return nil }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { return nil }
            return Entry(file: cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                         sections: Int(cells[cells.count - 2]), questions: Int(cells[cells.count - 1]))
        }
    }

    func check(_ folder: String, minimum: Int) throws {
        let list = try entries(folder)
        XCTAssertGreaterThanOrEqual(list.count, minimum)
        let onDisk = try FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent("Tests/FAQTests/Corpus/\(folder)").path)
        XCTAssertEqual(Set(onDisk.filter { $0 != "SOURCES.md" && !$0.hasSuffix(".py") }), Set(list.map(\.file)),
                       "every file has a row and every row a file")
        for entry in list {
            let path = repositoryRoot.appendingPathComponent("Tests/FAQTests/Corpus/\(folder)/\(entry.file)").path
            do {
                let result = try DocumentReader.read(path: path, displayName: entry.file)
                XCTAssertFalse(entry.refused, "\(entry.file) should be refused, but opened as \(result.importer)")
                XCTAssertEqual(result.document.sectionCount, entry.sections, "\(entry.file): sections")
                XCTAssertEqual(result.document.questionCount, entry.questions, "\(entry.file): questions")
                XCTAssertNil(result.misread, "\(entry.file): the misread guard stays silent on a file read right")
                XCTAssertFalse(result.warnings.contains { $0.message.contains("not valid UTF-8") }, "\(entry.file) is UTF-8")
                for (section, _) in result.document.allSections {
                    XCTAssertFalse(section.title.isEmpty, "\(entry.file): a section without a title")
                    for question in section.questions {
                        XCTAssertFalse(question.question.isEmpty, "\(entry.file): an empty question")
                        XCTAssertFalse(question.question.contains("\n"), "\(entry.file): a question of several lines")
                    }
                }
            } catch {
                XCTAssertTrue(entry.refused, "\(entry.file): \(error)")
                XCTAssertTrue(error.description.contains("this is not a FAQ format FAQ Browser knows")
                              || error.description.contains("this text file does not look like a FAQ FAQ Browser can read"), "\(entry.file): \(error)")
            }
        }
    }

    func testRealFiles() throws { try check("Real", minimum: 54) }

    /// The totals a SOURCES.md states are the sums of its rows.
    func checkStatedTotals(_ folder: String) throws {
        let list = try entries(folder)
        let read = list.filter { !$0.refused }
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Tests/FAQTests/Corpus/\(folder)/SOURCES.md"), encoding: .utf8)
        let stated = "In all: \(list.count) files, \(read.count) read (\(read.compactMap(\.sections).reduce(0, +)) sections, "
            + "\(read.compactMap(\.questions).reduce(0, +)) questions) and \(list.count - read.count) refused"
        XCTAssertTrue(text.contains(stated), "\(folder)/SOURCES.md should say: \(stated)")
    }

    func testTheStatedTotalsAreTheSumsOfTheRows() throws { try checkStatedTotals("Real") }

    func testTheDebianStatedTotalsAreTheSumsOfTheRows() throws { try checkStatedTotals("Debian") }

    /// The counts a SOURCES.md gives agree with a second count made apart from the importers (the
    /// folder's check-counts.py, Python's standard library), for every row whose file name ends in
    /// one of `kinds` (every row when `kinds` is nil, refused ones included).
    func checkIndependentCount(_ folder: String, kinds: [String]?) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "check-counts.py"]
        process.currentDirectoryURL = repositoryRoot.appendingPathComponent("Tests/FAQTests/Corpus/\(folder)")
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output)
        let rows = try entries(folder).filter { entry in
            guard let kinds else { return true }
            return !entry.refused && kinds.contains { entry.file.hasSuffix($0) }
        }
        let counted = Set(output.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
        XCTAssertTrue(Set(rows.map(\.file)).isSubset(of: counted), "every such file was counted")
        XCTAssertTrue(counted.isSubset(of: Set(try entries(folder).map(\.file))), "every counted file has a row")
    }

    /// The HTML, FAQPage JSON-LD, DocBook, AsciiDoc and plain-text rows of the real corpus (and
    /// its Markdown definition lists and MDX components).
    func testTheCountsAgreeWithAnIndependentCount() throws {
        try checkIndependentCount("Real", kinds: [".html", ".htm", ".json", ".jsonld", ".sgml", ".xml", ".adoc", ".asciidoc", ".txt"])
    }

    func testDebianFiles() throws { try check("Debian", minimum: 27) }

    /// Every row of the Debian corpus, the refused file included.
    func testTheDebianCountsAgreeWithAnIndependentCount() throws { try checkIndependentCount("Debian", kinds: nil) }

    func testDerivedFiles() throws { try check("Derived", minimum: 3) }

    /// The holdout folders measure the readers (`Scripts/corpus-report`), so their counts are not
    /// asserted here; but every one of their files opens or is refused, never crashes the reader,
    /// and each has its row.
    func testEveryHoldoutFileOpensOrIsRefused() throws {
        let corpus = repositoryRoot.appendingPathComponent("Tests/FAQTests/Corpus")
        let folders = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasPrefix("Fresh") || ["Unseen", "Holdout"].contains($0) }
        XCTAssertGreaterThanOrEqual(folders.count, 14)
        for folder in folders {
            let list = try entries(folder)
            let onDisk = try FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(folder).path)
                .filter { !["SOURCES.md", "RESULTS.md"].contains($0) && !$0.hasSuffix(".py") }
            XCTAssertEqual(Set(onDisk), Set(list.map(\.file)), "\(folder): every file has a row and every row a file")
            for entry in list {
                let path = corpus.appendingPathComponent("\(folder)/\(entry.file)").path
                if let result = try? DocumentReader.read(path: path, displayName: entry.file) {
                    XCTAssertGreaterThan(result.document.questionCount, 0, "\(folder)/\(entry.file)")
                }
            }
        }
    }

    /// With the five files of ../SOURCES.md, the real corpus has at least 25 files.
    func testTheCorpusHasTwentyFiveRealFiles() throws {
        let earlier = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Tests/FAQTests/Corpus").path)
            .filter { $0.contains("--") }
        XCTAssertGreaterThanOrEqual(try entries("Real").count + earlier.count, 25)
    }

    func testSomeAnswersReadAsTheirAuthorsWrote() throws {
        func read(_ name: String) throws -> FAQDocument {
            try DocumentReader.read(path: repositoryRoot.appendingPathComponent("Tests/FAQTests/Corpus/Real/\(name)").path).document
        }
        let ohmyzsh = try read("ohmyzsh--wiki--FAQ.md")
        let howDoI = ohmyzsh.sections.first { $0.title == "How do I...?" }!
        XCTAssertEqual(howDoI.questions.prefix(2).map(\.question), ["How do I install Zsh?", "How do I install Zsh on Windows?"])
        let doom = try read("doomemacs--doomemacs--faq.org")
        XCTAssertEqual(doom.title, "Frequently Asked Questions")
        let curl = try read("curl--curl--FAQ.md")
        XCTAssertEqual(curl.title, "Frequently Asked Questions")
        XCTAssertTrue(curl.sections[0].questions[0].answer.contains("### libcurl"), "sub-headings stay in the answer")
        let quartz = try read("quartz-scheduler--quartz--faq.adoc")
        XCTAssertTrue(quartz.sections[0].questions[3].question.hasPrefix("Why not just use java.util.Timer? Since JDK 1.3"))
        let luajit = try read("LuaJIT--LuaJIT--faq.html")
        XCTAssertEqual(luajit.title, "Frequently Asked Questions (FAQ)")
        let fpu = luajit.sections[0].questions.first { $0.id == "x87" }
        XCTAssertEqual(fpu?.question, "Why do I get this error: \"bad FPU precision\"? I get weird behavior after initializing "
                       + "Direct3D. Some FPU operations crash after I load a Delphi DLL.", "three wordings, one answer")
        let cvs2svn = try read("mhagger--cvs2svn--faq.html")
        XCTAssertEqual(cvs2svn.title, "cvs2svn FAQ")
        XCTAssertEqual(cvs2svn.sections.map(\.title), ["General:", "Compatibility:", "How-to:", "Problems:", "Getting help:"])
        let testcase = cvs2svn.sections[4].questions.first { $0.id == "testcase" }
        XCTAssertTrue(testcase?.answer.contains("### The repository is still too large") ?? false, "sub-headings stay in the answer")
        let neko = try read("HaxeFoundation--neko--faq.html")
        XCTAssertEqual(neko.sections[0].questions.map(\.id), ["jvm", "llvm", "php", "parrot", "gc", "arch", "more"],
                       "the page's own links still work")
        let bugzilla = try read("tLDP--LDP--Bugzilla-Guide-faq.sgml")
        XCTAssertEqual(bugzilla.sections[2].questions.count, 2, "Loki's third entry asks nothing")
        let mosix = try read("tLDP--LDP--openMosix-FAQ-Text.sgml")
        XCTAssertEqual(mosix.title, "the openMosix FAQ")
        XCTAssertTrue(mosix.sections[0].questions[6].answer.contains("- Support for Dolphin and IA64\n"), "`</>` ends an item")
        let exec = try read("apache--commons-exec--faq.fml")
        XCTAssertEqual(exec.sections[0].questions.last?.question, "Why is the regression test broken on my Unix box")
    }
}
