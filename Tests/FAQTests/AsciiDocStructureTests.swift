import XCTest
@testable import FAQ

/// AsciiDoc as real files write it beyond headings and lists: a title inside a preprocessor
/// condition, problems stated in a labelled list, a closing part that asks nothing, links in
/// questions.
final class AsciiDocStructureTests: XCTestCase {
    func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func testATitleInsideAPreprocessorConditionAndASniffedTxtFile() throws {
        let text = """
        ifndef::external_title[]
        Widget Frequently Asked Questions
        =================================
        endif::external_title[]

        == I just upgraded, and ...
        Read the upgrade notes first.

        == Why does the driver not start?
        Check the permissions.

        == Which model should I buy?
        One that is supported.
        """
        XCTAssertEqual(DocumentFormat.detect(Array(text.utf8), fileName: "FAQ.txt"), .asciiDoc, "preprocessor lines are AsciiDoc's")
        let result = try read(text, file: "FAQ.txt")
        XCTAssertEqual(result.document.title, "Widget Frequently Asked Questions")
        XCTAssertEqual(result.document.questionCount, 3)
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertNil(result.misread)
        XCTAssertNil(DocumentFormat.detect(Array("== One\n\ntext\n\n== Two\n\ntext\n".utf8), fileName: "notes.c"),
                     "== headings alone tell nothing")
    }

    func testProblemsStatedInALabelledListAmongListsThatAsk() throws {
        let text = """
        = FAQ

        [qanda]
        Is it free?::
          Yes.
        Does it run on Windows?::
          No.
        Does it run on macOS?::
          Yes.

        == Troubleshooting

        Unable to view Flash content.::
          Flash is gone.
        My issue is not listed.::
          Ask on the list.

        == Sponsors

        Why sponsors?::
          To pay for hosting.
        Can I donate once?::
          Yes.
        Can I donate monthly?::
          Yes.

        == Glossary

        Tab::
          A page in the window.
        Quickmark::
          A named page.
        """
        let document = try read(text, file: "faq.adoc").document
        XCTAssertEqual(document.sections.filter { !$0.holdsOnlyText }.map(\.title), ["Questions", "Troubleshooting", "Sponsors"])
        XCTAssertEqual(document.sections[1].questions.map(\.question), ["Unable to view Flash content.", "My issue is not listed."])
        XCTAssertEqual(document.questionCount, 8)
        XCTAssertEqual(textParts(document), ["Glossary"], "a glossary's terms are names, not sentences: a closing part")
    }

    func testAClosingPartThatAsksNothingIsTheDocumentsText() throws {
        let text = """
        = FAQ

        == General

        Is it free?::
          Yes.
        Is it fast?::
          Very.

        == Usage

        How do I start?::
          Run it.
        How do I stop?::
          Press q.

        [[privacy]]
        == Privacy Policy

        We keep no data.

        === Website

        No cookies.

        === Crash reports

        Sent only when you say so.
        """
        let result = try read(text, file: "faq.adoc")
        XCTAssertEqual(groups(result.document), ["General", "Usage"])
        XCTAssertEqual(textParts(result.document), ["Privacy Policy"], "the closing part shows its text after the groups")
        XCTAssertEqual(result.document.questionCount, 4)
        let policy = try XCTUnwrap(result.document.sections.last?.description)
        XCTAssertTrue(policy.contains("We keep no data") && policy.contains("### Crash reports"), policy)
        XCTAssertNil(result.misread)
    }

    func testAQuestionsLinksShowTheirText() throws {
        let text = """
        = FAQ

        [qanda]
        What about link:https://example.org/dwb[dwb] or https://example.org/luakit[luakit]?::
          Both are fine.
        Is it fast?::
          Yes.
        """
        let questions = try read(text, file: "faq.adoc").document.sections[0].questions
        XCTAssertEqual(questions[0].question, "What about dwb or luakit?")
        XCTAssertTrue(questions[0].answer.isEmpty == false)
    }

    func testAClosingPartAfterAQandaListUnderTheTitleIsTheDocumentsText() throws {
        let text = """
        = FAQ

        [qanda]
        Is it free?::
          Yes.
        Is it fast?::
          Very.

        == Articles & Presentations

        * https://example.org/talk[A talk]
        * https://example.org/post[A post]
        """
        let result = try read(text, file: "faq.adoc")
        XCTAssertEqual(result.document.questionCount, 2)
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertEqual(result.document.sections[0].questions.map(\.question), ["Is it free?", "Is it fast?"])
    }

    func testMarkdownStyleTitlesAsAsciidoctorReadsThem() throws {
        let text = """
        # Widget Manual

        ## Installing

        ### How do I build it?

        With make:

        ----
        # not a title: a shell comment
        make
        ----

        ### Where does it go?

        To /usr/local.

        ## Using

        ### How do I start it?

        Run `widget`.
        """
        let document = try read(text, file: "faq.adoc").document
        XCTAssertEqual(document.title, "Widget Manual")
        XCTAssertEqual(groups(document), ["Installing", "Using"])
        XCTAssertEqual(questions(document), ["How do I build it?", "Where does it go?", "How do I start it?"])
        XCTAssertTrue(document.allSections.first!.section.questions[0].answer.contains("# not a title"))
        // A line of marks alone is no title either way.
        XCTAssertFalse(AsciiDocFormat.isHeading("## "))
        XCTAssertFalse(AsciiDocFormat.isHeading("#highlighted# text"))
    }

    /// Moloch's FAQ: Asciidoctor's Markdown-style fences ("```", a language after it or not), one right under a
    /// paragraph's line, hold shell comments that are no titles.
    func testMarkdownStyleFencesHoldNoTitles() throws {
        let text = """
        = Widget FAQ

        == Capture

        === Why am I dropping packets?
        Make sure the card is configured:
        ```
        # Set ring buf size, see max with ethtool -g eth0
        ethtool -G eth0 rx 4096
        ```

        === How do I import files?
        Run the importer:
        ```bash
        # one file at a time
        import file.pcap
        ```

        == Viewer

        === What browsers are supported?
        Recent ones.
        """
        let document = try read(text, file: "faq.asciidoc").document
        XCTAssertEqual(groups(document), ["Capture", "Viewer"])
        XCTAssertEqual(questions(document), ["Why am I dropping packets?", "How do I import files?", "What browsers are supported?"])
        let answers = document.allSections.first!.section.questions.map(\.answer)
        XCTAssertTrue(answers[0].contains("# Set ring buf size") && answers[1].contains("```bash"), "\(answers)")
        XCTAssertEqual(AsciiDocBlocks.delimiter("```ruby"), "```")
        XCTAssertNil(AsciiDocBlocks.delimiter("```text with spaces```"))
    }

    /// onyx: a problem's `==== Resolutions` over the causes it asks about is a part of its
    /// answer, so the problem is a question; without that heading the causes under it are its
    /// follow-up questions, a group (`StructureRule`).
    func testASubHeadingNamingAnAnswersPartMakesItsHeadingAQuestion() throws {
        let text = """
            [[faq]]
            == Frequently Asked Questions

            === My job's tasks never start

            The peers start, and nothing happens.

            ==== Resolutions

            ===== Do you have enough virtual peers provisioned?

            Count them.

            ===== Are you using the Greedy job scheduler?

            Switch it.

            === What does Onyx use for compression by default?

            Nippy.

            === Can I return more than one segment from a function?

            Return a vector.

            """
        let document = try read(text, file: "faq.adoc").document
        XCTAssertEqual(questions(document), ["My job's tasks never start", "What does Onyx use for compression by default?",
                                             "Can I return more than one segment from a function?"])
        let answer = document.allSections.first?.section.questions.first?.answer ?? ""
        XCTAssertTrue(answer.contains("Resolutions") && answer.contains("Switch it."), answer)
        XCTAssertTrue(HeadingTree.namesAnAnswerPart("Possible causes:"))
        XCTAssertFalse(HeadingTree.namesAnAnswerPart("Resolving names"))
    }

    /// A review's input: beside sub-headings that ask, one naming an answer part ("Workarounds")
    /// is an entry of the group, and the heading stays a group.
    func testAnAnswerPartBesideAskingSubHeadingsLeavesTheGroup() throws {
        let text = """
            = Foo FAQ

            == Known issues

            === Why does the build fail on macOS?

            Because of Xcode.

            === Why is the app slow on startup?

            It indexes.

            === Workarounds

            Set FOO=1 before starting.

            == General

            === What is Foo?

            A tool.

            """
        let document = try read(text, file: "faq.adoc").document
        XCTAssertEqual(document.sections.map(\.title), ["Known issues", "General"])
        XCTAssertEqual(questions(document), ["Why does the build fail on macOS?", "Why is the app slow on startup?", "Workarounds",
                                             "What is Foo?"])
    }
}
