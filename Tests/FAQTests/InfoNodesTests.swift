import XCTest
@testable import FAQ

/// GNU Info manuals: the node bookkeeping blanked, the rest read as Texinfo's plain-text output;
/// a manual's one FAQ chapter read as the FAQ; a node's own headings kept in its text.
final class InfoNodesTests: XCTestCase {
    /// A split manual's second part, as `makeinfo` writes it: preamble, nodes after 0x1F lines,
    /// menus, a chapter naming the FAQ whose first node has a heading of its own, an index.
    static let manual: String = {
        func title(_ text: String, _ mark: Character) -> String { text + "\n" + String(repeating: mark, count: text.count) + "\n" }
        func node(_ name: String, up: String = "Top") -> String { "\u{1F}\nFile: widget.info,  Node: \(name),  Up: \(up)\n\n" }
        let prose = "Widget reads its settings from the file named on its command line and\nwrites what it found to its log.\n\n"
        var text = "This is widget.info, produced by makeinfo version 6.8 from widget.texi.\n\nCopyright (C) 2024 Widget authors.\n"
            + "INFO-DIR-SECTION Development\nSTART-INFO-DIR-ENTRY\n* Widget: (widget).  A widget maker.\nEND-INFO-DIR-ENTRY\n\n"
        for chapter in 1...2 {
            text += node("Chapter \(chapter)") + title("\(chapter) Using Widget, part \(chapter)", "*") + "\n" + prose
                + "* Menu:\n\n* Settings \(chapter)::   Where settings live\n* Logs \(chapter)::       What is logged\n\n"
            for (m, topic) in ["Settings", "Logs"].enumerated() {
                text += node("\(topic) \(chapter)", up: "Chapter \(chapter)") + title("\(chapter).\(m + 1) \(topic)", "=") + "\n" + prose
            }
        }
        text += node("FAQ") + title("3 Frequently Asked Questions about Widget", "*") + "\nThis chapter covers questions that come up often.\n\n"
            + "* Menu:\n\n* Generated files::   Generated files and version control\n* Wildcards::  Why no wildcards?\n* Bugs::   Reporting bugs\n\n"
        text += node("Generated files", up: "FAQ") + title("3.1 Generated files and version control", "=") + "\n" + prose
            + title("Background: generated files", "-") + "\n" + prose + title("Third-party files", "-") + "\n" + prose
        text += node("Wildcards", up: "FAQ") + title("3.2 Why does Widget not support wildcards?", "=") + "\n" + prose
        text += node("Bugs", up: "FAQ") + title("3.3 Reporting Bugs", "=") + "\n" + prose
            + "   \0\u{8}[image src=\"bugs.png\"\0\u{8}]\n\n"
        text += node("Index") + title("Appendix A Index", "*") + "\n* Menu:\n\n* \0\u{8}[index\0\u{8}]settings:   Settings 1.   (line 6)\n\n"
        return text + "\u{1F}\nTag Table:\nNode: Top\u{7F}100\n\u{1F}\nEnd Tag Table\n"
    }()

    func testInfoIsToldByItsNodes() {
        XCTAssertTrue(InfoNodes.looksLikeInfo(Self.manual))
        XCTAssertFalse(InfoNodes.looksLikeInfo(PlainTextTexinfoTests.faq), "Texinfo's plain text has no nodes")
        XCTAssertFalse(InfoNodes.looksLikeInfo("File: notes.txt\n\nNothing here.\n"), "a File: line needs its separator")
        for name in ["widget.info", "widget.info-2", "FAQ"] {
            XCTAssertEqual(DocumentFormat.detect(Array(Self.manual.utf8), fileName: name), .plainText, name)
        }
    }

    func testTheBookkeepingIsBlankedLineForLine() {
        let plain = InfoNodes.plainText(Self.manual)
        let before = Self.manual.split(separator: "\n", omittingEmptySubsequences: false)
        let after = plain.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(after.count, before.count, "lines keep their numbers")
        for gone in ["This is widget.info", "File: ", "* Menu:", "* Settings 1::", "Tag Table", "INFO-DIR-SECTION", "\u{1F}"] {
            XCTAssertFalse(plain.contains(gone), gone)
        }
        XCTAssertTrue(plain.contains("3.2 Why does Widget not support wildcards?"))
        XCTAssertEqual(InfoNodes.withoutMarkers("* \0\u{8}[index\0\u{8}]settings: x"), "* settings: x")
        XCTAssertEqual(InfoNodes.withoutMarkers("an \0\u{8}[image src=\"a.png\"\0\u{8}] here"), "an  here")
        XCTAssertEqual(InfoNodes.withoutMarkers("cut \0\u{8}[image"), "cut ", "an unclosed marker ends the line")
    }

    func testAManualsFAQChapterIsTheFAQ() throws {
        let result = try DocumentReader.decode(Array(Self.manual.utf8), file: "widget.info-2")
        XCTAssertEqual(result.importer, "plain text (Texinfo output)")
        let document = result.document
        XCTAssertEqual(document.title, "3 Frequently Asked Questions about Widget")
        XCTAssertEqual(document.sectionCount, 0)
        let questions = document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), ["3.1 Generated files and version control",
                                                   "3.2 Why does Widget not support wildcards?", "3.3 Reporting Bugs"])
        // The node's own headings stay in its answer; the rest of the manual is not shown.
        XCTAssertTrue(questions[0].answer.contains("Background: generated files") && questions[0].answer.contains("Third-party files"))
        XCTAssertFalse(questions.contains { $0.answer.contains("Using Widget") || $0.answer.contains("settings:") })
        XCTAssertFalse(questions[2].answer.contains("image"), "an image's marker is for info, not for a reader: \(questions[2].answer)")
        XCTAssertNil(result.misread)
    }

    func testAManualWithNoFAQChapterIsStillRefused() {
        let faqTitle = "3 Frequently Asked Questions about Widget"
        let manual = Self.manual.replacingOccurrences(of: faqTitle + "\n" + String(repeating: "*", count: faqTitle.count),
                                                      with: "3 More about using Widget\n" + String(repeating: "*", count: 25))
        XCTAssertTrue(PlainTextTexinfo.titles(PlainTextLines(InfoNodes.plainText(manual))).titles.contains { $0.text == "3 More about using Widget" },
                      "the chapter is still a title, named otherwise")
        XCTAssertNil(PlainTextTexinfo.faqChapterOnly(InfoNodes.plainText(manual)))
        XCTAssertThrowsError(try DocumentReader.decode(Array(manual.utf8), file: "widget.info-2"))
    }

    func testAWholeFAQIsNotNarrowedToAChapterNamingIt() {
        // The Emacs FAQ's first chapter is "1 FAQ notation": the whole manual is the FAQ.
        let text = PlainTextTexinfoTests.faq.replacingOccurrences(of: "2 Web Front Ends\n****************", with: "2 FAQ notation!!\n****************")
        XCTAssertTrue(PlainTextTexinfo.looksLikeTexinfo(text))
        XCTAssertNil(PlainTextTexinfo.faqChapterOnly(text))
    }

    func testAnUnnumberedTitleUnderANumberedSectionIsItsHeading() {
        // makeinfo numbers a node under "1.2" as "1.2.1": an unnumbered title there is `@subheading`.
        let titles = PlainTextTexinfo.titles(PlainTextLines(InfoNodes.plainText(Self.manual))).titles
        let subheadings = PlainTextTexinfo.subheadings(titles).map { titles[$0].text }.sorted()
        XCTAssertEqual(subheadings, ["Background: generated files", "Third-party files"])
        // Unnumbered chapters (the top node, an index) are no one's headings.
        XCTAssertTrue(PlainTextTexinfo.subheadings(PlainTextTexinfo.titles(PlainTextLines("Top\n***\n\n1 One\n*****\n\nx\n\nMore\n****\n\ny\n")).titles)
            .isEmpty)
    }

    func testTheGuardCountsNoGroupsAmongANumberedOutlinesHeadings() {
        // Unnumbered titles between numbered ones, each over a line that asks: headings inside the numbered nodes.
        let text = """
        1.1 Generated files
        ===================

        Background
        ----------

        Why are they shipped? Because users lack the tools.

        1.2 Wildcards
        =============

        Third-party files
        -----------------

        Who maintains them? Their upstream.

        1.3 Bugs
        ========

        Report them.
        """
        let headings = ["background", "third party files"]
        XCTAssertFalse(GroupCensus.underlinedGroups(text.newlineSeparatedLines()).contains { headings.contains($0.key) })
        // Unnumbered, the same titles are groups over their questions.
        let unnumbered = text.replacingOccurrences(of: "1.1 ", with: "One ").replacingOccurrences(of: "1.2 ", with: "Two ")
            .replacingOccurrences(of: "1.3 ", with: "Six ")
        XCTAssertEqual(GroupCensus.underlinedGroups(unnumbered.newlineSeparatedLines()).map(\.key).filter(headings.contains), headings)
    }

    func testANodeNamedAsTheFAQAndItsItemizedQuestions() throws {
        // emacs-w3m's manual: the node "Frequently Asked Questions" holds "7 There isn't always an answer", whose
        // sections list "* Q." items, each answered below it; one section holds a single item.
        func title(_ text: String, _ mark: Character) -> String { text + "\n" + String(repeating: mark, count: text.count) + "\n" }
        func node(_ name: String) -> String { "\u{1F}\nFile: w.info,  Node: \(name),  Up: Top\n\n" }
        var text = "This is w.info, produced by makeinfo version 6.8 from w.texi.\n\n"
        for chapter in 1...3 { text += node("Part \(chapter)") + title("\(chapter) Using it, part \(chapter)", "*") + "\nText.\n\n" }
        text += node("Frequently Asked Questions") + title("4 There isn't always an answer", "*") + "\n"
        text += title("4.1 General Questions", "=") + "\n   * Q. What's this?\n\n     A browser.\n\n   * Q. Which versions are\n     supported?\n\n     All.\n\n"
        text += title("4.2 Troubleshooting", "=") + "\n   * Q. Why can't I follow links?\n\n     Upgrade.\n\n"
        text += node("Known Problems") + title("5 You can surely solve it", "*") + "\nNothing yet.\n"
        XCTAssertNotNil(InfoNodes.faqChapterLine(text))
        let result = try DocumentReader.decode(Array(text.utf8), file: "w.info")
        XCTAssertEqual(result.document.title, "4 There isn't always an answer")
        XCTAssertEqual(result.document.sections.map(\.title), ["4.1 General Questions", "4.2 Troubleshooting"])
        XCTAssertEqual(result.document.allSections.flatMap(\.section.questions).map(\.question),
                       ["What's this?", "Which versions are supported?", "Why can't I follow links?"])
        XCTAssertNil(result.misread)
        // Unlabelled items are a list in the text, not questions.
        let unlabelled = text.replacingOccurrences(of: "* Q. ", with: "* ")
        XCTAssertFalse((try? DocumentReader.decode(Array(unlabelled.utf8), file: "w.info"))?.document.allSections
            .flatMap(\.section.questions).contains { $0.question == "Why can't I follow links?" } ?? false)
    }
}
