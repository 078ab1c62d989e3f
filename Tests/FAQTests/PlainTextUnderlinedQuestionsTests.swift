import XCTest
@testable import FAQ

/// Net-SNMP's FAQ: groups in capitals underlined with "=", questions underlined with dashes over
/// answers indented two spaces, a title naming the FAQ underlined as the groups are, and a
/// "TABLE OF CONTENTS" listing every title (`PlainTextPatterns.titled`).
final class PlainTextUnderlinedQuestionsTests: XCTestCase {
    private let text = """
              Frequently Asked Questions (FAQ) for the Widget package
              =======================================================
                           FAQ Author: Ann Example

        TABLE OF CONTENTS
        =================

         GENERAL
           What is it?
           What's the difference between v1 and v2?
           What's the difference between v2 and v2c?
         AGENT
           How do I configure users?
           Why does 'make test' skip tests?



        GENERAL
        =======

        What is it?
        -----------

          A package of tools.

        What's the difference between v1 and v2?
        ----------------------------------------
        What's the difference between v2 and v2c?
        -----------------------------------------

          Security, and community strings.



        AGENT
        =====

        How do I configure users?
        -------------------------

          There are two ways:

          1) Stop the agent, and add the line

        	createUser {myUser} MD5 {myPassword}

            to the file snmpd.conf.

          2) Stop the agent, run the command

                widget-config --create-user

        Why does 'make test' skip tests?
        --------------------------------

          Some tests are only relevant to particular systems.

        """

    func testUnderlinedQuestionsUnderUnderlinedGroups() throws {
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ")
        XCTAssertEqual(result.importer, "plain text (titled entries)")
        XCTAssertEqual(result.document.title, "Frequently Asked Questions (FAQ) for the Widget package")
        XCTAssertEqual(result.document.sections.map(\.title), ["GENERAL", "AGENT"])
        XCTAssertEqual(result.document.sections.map { $0.questions.map(\.question) }, [
            ["What is it?", "What's the difference between v1 and v2? / What's the difference between v2 and v2c?"],
            ["How do I configure users?", "Why does 'make test' skip tests?"]])
        let answer = result.document.sections[1].questions[0].answer
        XCTAssertTrue(answer.contains("Stop the agent, run the command"), answer)
        XCTAssertNil(result.misread)
    }

    /// An underlined line is a title: the indented shape leaves it to the titled one.
    func testAnUnderlinedLineIsNoQuestionOverAnIndentedAnswer() {
        let lines = PlainTextLines(text)
        let heads = PlainTextPatterns.indented(lines, titles: PlainTextTitles.find(lines))?.headings.map(\.title) ?? []
        XCTAssertFalse(heads.contains { $0.hasPrefix("What is it?") }, "\(heads)")
    }

    /// The contents title is set aside only when its lines name the titles after it.
    func testAContentsTitleIsSkippedOnlyWhenItListsTheTitles() {
        let lines = PlainTextLines(text)
        let titles = PlainTextTitles.find(lines)
        XCTAssertNotNil(PlainTextPatterns.listedTitles(titles, lines))
        let renamed = PlainTextLines(text.replacingOccurrences(of: "   How do I configure users?\n   Why does 'make test' skip tests?",
                                                               with: "   Mail the list for help.\n   Read the manual."))
        XCTAssertNil(PlainTextPatterns.listedTitles(PlainTextTitles.find(renamed), renamed), "two of seven lines naming no title")
    }

    /// apwal's FAQ: an underline drawn by hand may stop short of its question, by a fifth at most.
    func testAnUnderlineStoppingShortStillTitlesItsQuestion() {
        let text = """
            How to launch the editor?
            =========================
              Click right on any application icon.

            How to bind Apwal on the left click with Enlightenment 0.16?
            =======================================================
              Copy the key bindings into your local directory.

            How to create submenu ?
            =======================
              Add an icon with another configuration file.

            """
        let titles = PlainTextTitles.find(PlainTextLines(text)).map(\.title)
        XCTAssertEqual(titles, ["How to launch the editor?", "How to bind Apwal on the left click with Enlightenment 0.16?",
                                "How to create submenu ?"])
        let halfway = text.replacingOccurrences(of: "=======================================================", with: "==============================")
        XCTAssertEqual(PlainTextTitles.find(PlainTextLines(halfway)).count, 2, "a rule under half its line underlines nothing")
    }

    /// ACARM-ng's `TROUBLESHOOTING.txt`: its first title repeats the file's name, underlined as the entries are; it is
    /// the document's title over the introduction, not an entry (`PlainTextFormat.namesTheFile`).
    func testAFirstTitleNamingTheFileIsTheDocuments() throws {
        let text = """
            troubleshooting
            ===============

            here are some issues you might find during installation, along with typical solutions.


            system does not compile
            =======================
            check if you have latest version of sources.


            source compiles with warnings
            =============================
            send us report from compilation along with you environment details.


            graphs do not show
            ==================
            there can be multiple reasons for this, since images are generated at runtime.

            """
        let named = try DocumentReader.decode(Array(text.utf8), file: "docs/TROUBLESHOOTING.txt").document
        XCTAssertEqual(named.title, "troubleshooting")
        XCTAssertEqual(questions(named), ["system does not compile", "source compiles with warnings", "graphs do not show"])
        XCTAssertTrue(named.description?.contains("typical solutions") == true, named.description ?? "")
        XCTAssertTrue(PlainTextFormat.namesTheFile("Troubleshooting", "acarm-ng-troubleshooting.txt.gz"))
        XCTAssertFalse(PlainTextFormat.namesTheFile("ng troubleshooting", "TROUBLESHOOTING.txt"), "more words than the name has")
        XCTAssertFalse(PlainTextFormat.namesTheFile("FAQ", "faq.txt"), "too short a word to tell")
        // Under another name the title is the first entry, as before.
        let other = try DocumentReader.decode(Array(text.utf8), file: "PROBLEMS").document
        XCTAssertEqual(questions(other).first, "troubleshooting")
    }

    /// Beehive Forum's FAQ: groups and questions all underlined with "=", so that only their
    /// numbers ("1." over "1.1") rank them; a numbered "0. Contents" lists them first.
    func testTitlesUnderlinedAlikeAreRankedByTheirNumbers() throws {
        func underlined(_ title: String) -> String { title + "\n" + String(repeating: "=", count: title.count) + "\n\n" }
        let groups = [("1. About Beehive", ["1.1 What is Beehive?", "1.2 Who wrote it?"]),
                      ("2. Other questions", ["2.1 Why the fixation with bees?"]),
                      ("3. Trouble shooting", ["3.1 Unknown or missing table errors", "3.2 Blank page errors"])]
        var text = "Beehive Forum Frequently Asked Questions\n\nVersion 0.1\n\n" + underlined("0. Contents")
        for (group, questions) in groups { text += group + "\n" + questions.map { "   " + $0 + "\n" }.joined() }
        text += "\n"
        for (group, questions) in groups {
            text += underlined(group)
            for question in questions { text += underlined(question) + "The answer to it, in a sentence or two of plain text.\n\n" }
        }
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.txt").document
        XCTAssertEqual(document.sections.map(\.title), groups.map(\.0))
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) }, groups.map(\.1))
        // Numbers that do not nest ("1." then "2.") leave titles of one rank as they were: entries.
        let flat = underlined("1. Why bees?") + "Because.\n\n" + underlined("2. Why frames?") + "Handy.\n\n" + underlined("3. Why PHP?") + "Fast.\n"
        XCTAssertEqual(try DocumentReader.decode(Array(flat.utf8), file: "faq.txt").document.questionCount, 3)
    }
}
