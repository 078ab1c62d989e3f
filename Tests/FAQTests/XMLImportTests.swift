import XCTest
@testable import FAQ

/// Maven FML and DocBook (XML and SGML): lists in answers, every qandaset, untitled parts.
final class XMLImportTests: XCTestCase {
    func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func testFMLDefinitionListsBecomeMarkdownListsAndUntitledPartsGetATitle() throws {
        let fml = """
        <?xml version="1.0"?>
        <faqs title="Acme FAQ"><part id="general">
          <faq id="q1"><question>Which options?</question><answer>
            <p>These:</p><dl><dt>-v</dt><dd>verbose</dd><dt>-q</dt><dd>quiet</dd></dl></answer></faq>
        </part></faqs>
        """
        let result = try read(fml, file: "faq.fml")
        XCTAssertEqual(result.importer, "Maven FML")
        XCTAssertEqual(result.document.sections[0].title, "Acme FAQ", "an untitled part is named after the document, not its id")
        XCTAssertEqual(result.document.sections[0].id, "general")
        XCTAssertEqual(result.document.sectionCount, 0, "the one part of a file, untitled, is no group: the FAQ is flat")
        XCTAssertEqual(result.document.sections[0].questions[0].answer, "These\\:\n\n- **\\-v**\n\n  verbose\n- **\\-q**\n\n  quiet")
        let two = fml.replacingOccurrences(of: "</part></faqs>", with: "</part><part id=\"more\"><faq><question>Q?</question><answer>A.</answer></faq></part></faqs>")
        XCTAssertEqual(try read(two, file: "faq.fml").document.sections.map(\.title), ["Questions", "Questions"])
        XCTAssertEqual(try read(two, file: "faq.fml").document.sectionCount, 2)
    }

    func testOneFAQElementWithSeveralQuestionAnswerPairs() throws {
        let fml = "<faqs title=\"T\"><part id=\"p\"><title>P</title><faq id=\"f\"><question>One?</question><answer>A.</answer>"
            + "<question>Two?</question><answer>B.</answer></faq></part></faqs>"
        let questions = try read(fml, file: "faq.fml").document.sections[0].questions
        XCTAssertEqual(questions.map(\.question), ["One?", "Two?"])
        XCTAssertEqual(questions.map(\.answer), ["A\\.", "B\\."])
        XCTAssertEqual(questions[0].id, "f")
    }

    /// libESMTP's faq.xml: an XHTML page kept as `.xml` is read as the web page it is.
    func testAnXHTMLPageInAnXMLFileIsReadAsHTML() throws {
        let page = """
            <?xml version="1.0" encoding="iso-8859-1"?>
            <html xmlns="http://www.w3.org/1999/xhtml">
            <head><title>FAQ</title></head>
            <body>
            <dl>
              <dt>What is it?</dt>
              <dd>A library.</dd>
              <dt>Why not pipe into <code>sendmail</code>?</dt>
              <dd>It adds a server.</dd>
              <!-- <dt>Is it done?</dt><dd>No.</dd> -->
            </dl>
            </body>
            </html>
            """
        let result = try read(page, file: "faq.xml")
        XCTAssertEqual(result.importer, "HTML")
        XCTAssertEqual(result.document.allSections.flatMap { $0.section.questions.map(\.question) },
                       ["What is it?", "Why not pipe into sendmail?"])
        // Without the XHTML namespace an <html> root is no web page the XML reader knows.
        XCTAssertThrowsError(try read(page.replacingOccurrences(of: #" xmlns="http://www.w3.org/1999/xhtml""#, with: ""), file: "faq.xml"))
    }

    func testDocBookListsAndEveryQandaset() throws {
        let docbook = """
        <?xml version="1.0"?>
        <article><title>Guide</title>
        <section><title>Install</title><qandaset><qandaentry><question><para>How?</para></question>
          <answer><para>Either:</para><simplelist><member>apt</member><member>dnf</member></simplelist>
          <orderedlist><listitem><para>download</para></listitem><listitem><para>run</para></listitem></orderedlist></answer></qandaentry></qandaset></section>
        <section><title>Use</title><qandaset><qandadiv><title>Basics</title><qandaentry><question><para>Start?</para></question><answer><para>Run it.</para></answer></qandaentry></qandadiv></qandaset></section>
        </article>
        """
        let result = try read(docbook, file: "guide.xml")
        XCTAssertEqual(result.importer, "DocBook XML")
        let document = result.document
        XCTAssertEqual(document.sections.map(\.title), ["Install", "Use"], "each qandaset is a section named by its enclosing section")
        XCTAssertEqual(document.sections[0].questions[0].answer, "Either\\:\n\n- apt\n- dnf\n\n1. download\n2. run")
        XCTAssertEqual(document.sections[1].sections.map(\.title), ["Basics"])
        XCTAssertEqual(document.questionCount, 2)
    }

    func testSGMLWithUnclosedEmptyElementsAndLatin1() throws {
        var sgml = "<!DOCTYPE article PUBLIC \"-//OASIS//DTD DocBook V4.1//EN\">\n<ARTICLE><TITLE>Caf\u{E9} FAQ</TITLE>\n<QANDASET>\n"
        for n in 1...3 {
            sgml += "<QANDAENTRY ID=q\(n)><QUESTION><PARA>Question \(n)?</PARA></QUESTION>\n<ANSWER><PARA>See <XREF LINKEND=q1> and <ANCHOR ID=a\(n)>more.</PARA></ANSWER></QANDAENTRY>\n"
        }
        sgml += "</QANDASET></ARTICLE>\n"
        let latin1 = sgml.unicodeScalars.map { UInt8($0.value) }
        let result = try DocumentReader.decode(latin1, file: "faq.sgml")
        XCTAssertEqual(result.importer, "DocBook SGML")
        XCTAssertEqual(result.document.title, "Café FAQ")
        XCTAssertEqual(result.document.questionCount, 3, "an unclosed <xref> does not swallow the rest")
        XCTAssertEqual(result.document.sections[0].questions.map(\.id), ["q1", "q2", "q3"])
        XCTAssertEqual(result.warnings.count, 0, "SGML that is not UTF-8 is ISO-8859-1, its own default, without a warning")
    }

    func testTheGTKFileReadAsSGMLGivesTheSameCounts() throws {
        let url = repositoryRoot.appendingPathComponent("Tests/FAQTests/Corpus/Real/GNOME--gtk--question_index.sgml")
        let text = try String(contentsOf: url, encoding: .utf8)
        let (document, _, importer) = try XMLFormats.decode(text, file: "gtk.sgml", sgml: true)
        XCTAssertEqual(importer, "DocBook SGML")
        XCTAssertEqual(document.sectionCount, 6)
        XCTAssertEqual(document.questionCount, 33)
    }
}

/// JSON-LD graphs whose FAQPage names its questions by `@id`.
final class JSONLDGraphTests: XCTestCase {
    func testReferencesInsideAGraphAreFollowed() throws {
        let graph = """
        {"@context": "https://schema.org", "@graph": [
          {"@type": ["WebPage", "FAQPage"], "@id": "https://ex.org/faq", "name": "Acme FAQ",
           "mainEntity": [{"@id": "https://ex.org/faq#q1"}, {"@id": "https://ex.org/faq#q2"}]},
          {"@type": "Question", "@id": "https://ex.org/faq#q1", "name": "Is it free?", "acceptedAnswer": {"@id": "https://ex.org/faq#a1"}},
          {"@type": "Answer", "@id": "https://ex.org/faq#a1", "text": "<p>Yes.</p>"},
          {"@type": "Question", "@id": "https://ex.org/faq#q2", "name": "Is it fast?", "acceptedAnswer": {"@type": "Answer", "text": "Very."}}
        ]}
        """
        let result = try DocumentReader.decode(Array(graph.utf8), file: "faq.json")
        XCTAssertEqual(result.importer, "schema.org JSON-LD")
        XCTAssertEqual(result.document.title, "Acme FAQ")
        XCTAssertEqual(result.document.sections[0].questions.map(\.id), ["q1", "q2"])
        XCTAssertEqual(result.document.sections[0].questions.map(\.answer), ["Yes\\.", "Very\\."])
    }
}
