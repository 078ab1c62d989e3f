import XCTest
@testable import FAQ

/// DocBook FAQs written with sections and no `<qandaset>` (`DocBookSections`): the divisions
/// are headings, `StructureRule` decides, and a DocBook manual that is no FAQ is refused.
final class DocBookSectionsTests: XCTestCase {
    private func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }, file: file)
    }

    func testSect1GroupsOfSect2QuestionsIncludingAStatement() throws {
        let xml = """
            <?xml version='1.0'?>
            <!DOCTYPE article PUBLIC "-//OASIS//DTD DocBook XML V4.4//EN" "docbookx.dtd" [
            <!ENTITY tool "crcgen">
            ]>
            <article><articleinfo><title>&tool; FAQ</title></articleinfo>
              <sect1 id="general"><title>General questions</title>
                <sect2 id="why"><title>Why yet another tool?</title><para>Because.</para></sect2>
              </sect1>
              <sect1 id="usage"><title>Usage</title>
                <sect2 id="slow"><title>But the Python code is slow!</title><para>On purpose.</para></sect2>
                <sect2 id="best"><title>Which is the best model?</title><para>It depends.</para>
                  <informaltable><tgroup cols="1"><tbody><row><entry>table</entry></row></tbody></tgroup></informaltable></sect2>
              </sect1>
            </article>
            """
        let result = try read(xml, file: "faq.xml")
        XCTAssertEqual(result.importer, "DocBook XML")
        XCTAssertEqual(result.document.title, "crcgen FAQ")
        XCTAssertEqual(result.document.sections.map(\.title), ["General questions", "Usage"])
        XCTAssertEqual(result.document.sectionCount, 2)
        XCTAssertEqual(result.document.sections[1].questions.map(\.question), ["But the Python code is slow!", "Which is the best model?"])
        XCTAssertEqual(result.document.sections[1].questions[0].answer, "On purpose\\.")
        XCTAssertEqual(result.document.sections[1].questions[0].id, "slow")
    }

    func testAChapterOfSimplesectsIsFlatAndItsIntroductionTheDescription() throws {
        let xml = """
            <chapter><title>FAQ</title><para>Tips for the PDF output.</para>
            <simplesect><title>My images are too big. What can I do?</title><para>Scale them.</para></simplesect>
            <simplesect><title>I cannot put a table in an example.</title><para>Use a figure.</para></simplesect>
            <simplesect><title>Why are links black?</title><para>Set a colour.</para></simplesect>
            </chapter>
            """
        let result = try read(xml, file: "docs.xml")
        XCTAssertEqual(result.document.title, "FAQ")
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertEqual(result.document.questionCount, 3)
        XCTAssertEqual(result.document.description, "Tips for the PDF output.")
    }

    func testSGMLBookWithAnUntitledFAQArticleSubGroupsAndAnswerParts() throws {
        // End tags left out, as DocBook SGML allows; the `<article>` has no title of its own.
        let sgml = """
            <!DOCTYPE book PUBLIC "-//OASIS//DTD DocBook V4.1//EN">
            <book><bookinfo><title>The engine FAQ list</title></bookinfo>
            <article class="faq">
            <sect1 id=general><title>General</title>
            <sect2><title>What is it?</title><para>An engine.
            <sect2><title>Where do I get it?</title><para>From the site.
            <sect2><title>Is it free?</title><para>Yes.
            <sect2><title>Who wrote it?</title><para>Its team.
            <sect2><title>How do I compile it?</title>
            <sect3><title>Simple build instructions</title><para>Run make.
            <sect3><title>Complete build instructions</title><para>Read INSTALL.
            <sect2><title>Build problems: the library</title>
            <sect3><title>The package doesn't compile at all!</title><para>Update.
            <sect3><title>The plugin fails to compile!</title><para>Install headers.
            <sect2><title>Getting sound from an old card</title><para>It works so.
            <sect3><title>Requirements</title><para>A card.
            <sect1 id=more><title>More</title>
            <sect2><title>Does it run on BSD?</title><para>Yes.
            </article></book>
            """
        let result = try read(sgml, file: "faq.sgml")
        XCTAssertEqual(result.importer, "DocBook SGML")
        XCTAssertEqual(result.document.title, "The engine FAQ list")
        XCTAssertEqual(result.document.allSections.map(\.section.title), ["General", "Build problems: the library", "More"])
        XCTAssertEqual(result.document.sectionCount, 3)
        XCTAssertEqual(result.document.questionCount, 9)
        let compile = result.document.sections[0].questions[4]
        XCTAssertEqual(compile.question, "How do I compile it?")
        XCTAssertTrue(compile.answer.contains("### Simple build instructions"), "its sub-sections are parts of its answer")
    }

    func testADocBookManualThatIsNoFAQIsRefused() {
        let xml = """
            <book><title>Acme Manual</title>
            <chapter><title>Installing</title><para>Unpack it.</para></chapter>
            <chapter><title>Running</title><sect1><title>Options</title><para>None.</para></sect1></chapter>
            </book>
            """
        XCTAssertThrowsError(try read(xml, file: "manual.xml")) { error in
            XCTAssertTrue("\(error)".contains("does not call itself a FAQ"), "\(error)")
        }
    }
}

extension DocBookSectionsTests {
    /// live-manual's FAQ chapter: no sections, a list whose items are "Q:" and "A:" paragraphs.
    func testAChapterListingQAndAItemsIsItsQuestions() throws {
        let xml = """
        <?xml version="1.0"?>
        <chapter id="faq"><title>Frequently asked questions (FAQ)</title>
        <itemizedlist>
        <listitem><para>Q: How do I log my build?</para><para>A: Use tee:<screen>lh_build | tee build.log</screen></para></listitem>
        <listitem><para>Q: What is the root password?</para><para>A: There is none.</para></listitem>
        <listitem><para>Q: The build fails with a loop device error</para><para>A: Free the loop devices.</para></listitem>
        </itemizedlist>
        </chapter>
        """
        let result = try read(xml, file: "faq.xml")
        XCTAssertEqual(result.document.title, "Frequently asked questions (FAQ)")
        XCTAssertEqual(result.document.sectionCount, 0)
        let questions = result.document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), ["How do I log my build?", "What is the root password?", "The build fails with a loop device error"])
        XCTAssertTrue(questions[0].answer.hasPrefix("Use tee"), questions[0].answer)
        XCTAssertNil(result.misread)
    }

    /// A LinuxDoc FAQ (`<sect>` is no DocBook division) or an article with no sections: refused,
    /// never one question holding the whole text.
    func testADocumentWithoutSectionsUnderItsTitleIsRefused() {
        let xml = "<article><title>Tool FAQ</title><sect>What is it?<p>A tool.</p></sect><sect>Where are patches<p>Online.</p></sect></article>"
        XCTAssertThrowsError(try DocumentReader.decode(Array(xml.utf8), file: "faq.xml")) { error in
            XCTAssertTrue("\(error)".contains("no sections under its title"), "\(error)")
        }
    }
}
