import XCTest
@testable import FAQ

/// LinuxDoc SGML (`LinuxDocFormat`): `<sect>` groups and `<sect1>` questions whose titles run to
/// `<p>`, no end tags, short tags, lists and code; detection from the doctype.
final class LinuxDocFormatTests: XCTestCase {
    func read(_ text: String, file: String = "faq.sgml") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    static let faq = """
    <!doctype linuxdoc system>
    <article>
    <title>The Tool FAQ
    <author>
      <name>A. Author <tt><htmlurl url="mailto:a@example.org" name="a at example.org"></tt>
    </author>
    <date>v1.5, 2003
    <abstract>
    Frequently asked questions about the tool.
    </abstract>
    <toc>
    <p>
    <sect> Reporting bugs
    <p>
    <sect1> Where do I report bugs?
    <p>
    On the <bf>debug</bf> list, see <url url="http://example.org/list">.
    <sect1> What must I include?
    <p>
    <itemize>
      <item>the version
      <item>the log, from <tt/partimage.log/
    </itemize>
    <sect> General questions
    <p>
    <sect1> I need write support for NTFS. It exists in the kernel,
    but not on the boot disk. How can I use it ?
    <p>
    Build it:
    <tscreen><verb>
    make <target> &amp;&amp; install
    </verb></tscreen>
    <sect>ChangeLog
    <p>
    <itemize><item>revision 1.5</itemize>
    <sect>Copyright
    <p>
    Copyright 2003.
    </article>
    """

    func testSectsAreGroupsAndSect1sQuestionsWithoutEndTags() throws {
        let result = try read(Self.faq)
        XCTAssertEqual(result.importer, "LinuxDoc SGML")
        XCTAssertEqual(result.document.title, "The Tool FAQ")
        XCTAssertEqual(groups(result.document), ["Reporting bugs", "General questions"])
        XCTAssertEqual(textParts(result.document), ["ChangeLog", "Copyright"], "the closing sects show their text after the groups")
        XCTAssertEqual(result.document.sections.last?.description, "Copyright 2003\\.")
        XCTAssertEqual(questions(result.document), ["Where do I report bugs?", "What must I include?",
                                                    "I need write support for NTFS. It exists in the kernel, but not on the boot disk. How can I use it ?"])
        let answers = result.document.allSections.flatMap { $0.section.questions.map(\.answer) }
        XCTAssertTrue(answers[0].contains("**debug**") && answers[0].contains("(<http://example.org/list>)"), answers[0])
        XCTAssertTrue(answers[1].contains("`partimage.log`"), answers[1])
        XCTAssertTrue(answers[2].contains("make <target> && install"), answers[2])
    }

    func testDetectedByItsDoctypeWithoutAnExtension() throws {
        XCTAssertEqual(DocumentFormat.detect(Array(Self.faq.utf8), fileName: "FAQ"), .sgml)
        XCTAssertEqual(try read(Self.faq, file: "FAQ").importer, "LinuxDoc SGML")
    }

    func testDocBookSGMLIsUnaffected() throws {
        let docbook = """
        <!DOCTYPE article PUBLIC "-//OASIS//DTD DocBook V4.1//EN">
        <article><title>T</title><qandaset><qandaentry><question><para>Why?</para></question>
        <answer><para>Because.</para></answer></qandaentry></qandaset></article>
        """
        XCTAssertFalse(LinuxDocFormat.declares(docbook))
        XCTAssertEqual(try read(docbook).importer, "DocBook SGML")
    }

    func testReadInLinearTime() throws {
        try LinearGrowth.assert(1 << 18) { size in
            var sgml = "<!doctype linuxdoc system>\n<article><title>T\n"
            var n = 0
            while sgml.utf8.count < size {
                sgml += "<sect>G\(n)<p>\n<sect1>Why \(n)?<p>x <bf/y/ <url url=\"u\" name=\"n\"> <verb>a < b</verb><itemize><item>i</itemize>\n"
                n += 1
            }
            _ = try? DocumentReader.decode(Array(sgml.utf8), file: "faq.sgml")
        }
        // Unclosed comments, tags and verbatim blocks end with the text.
        try LinearGrowth.assert(1 << 18) { size in
            for unit in ["<!-- ", "<verb>a", "<sect1 url=\"", "<tt/"] {
                _ = try? DocumentReader.decode(Array(("<!doctype linuxdoc system>\n" + String(repeating: unit, count: size / unit.utf8.count)).utf8), file: "faq.sgml")
            }
        }
    }

    func testTheAppendixClosesTheDocumentItsSectionsAreNoGroups() throws {
        let text = """
        <!doctype linuxdoc system>
        <article>
        <title>Mailer FAQ
        <toc>
        <sect>General
        <p>
        <sect1>Q01. What is Mailer?
        <p>A mail client.
        <sect1>Q02. Where do I get it?
        <p>From the web site.
        <sect>Sending
        <p>
        <sect1>Q01. Where is the Bcc field?
        <p>Open the account's Compose settings.
        <appendix>
        <sect>The documentation team:<label id="team"/>
        <p>A. Author, B. Author.
        <sect>GNU Free Documentation License
        <p>Version 1.1, March 2000
        <sect1>PREAMBLE
        <p>The purpose of this License is to make a manual free.
        <sect1>APPLICABILITY AND DEFINITIONS
        <p>This License applies to any manual.
        </article>
        """
        let document = try read(text).document
        XCTAssertEqual(groups(document), ["General", "Sending"])
        XCTAssertEqual(questions(document), ["Q01. What is Mailer?", "Q02. Where do I get it?", "Q01. Where is the Bcc field?"])
        XCTAssertFalse(try XCTUnwrap(document.allSections.flatMap(\.section.questions).last).answer.contains("PREAMBLE"))
        XCTAssertEqual(textParts(document), ["Appendix"], "the appendix closes the document as a part of text")
        let appendix = try XCTUnwrap(document.sections.last?.description)
        XCTAssertTrue(appendix.contains("The documentation team") && appendix.contains("PREAMBLE"), appendix)
    }
}
