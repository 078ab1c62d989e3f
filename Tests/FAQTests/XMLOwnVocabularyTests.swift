import XCTest
@testable import FAQ

/// XML of a project's own vocabulary (`XMLOwnVocabulary`): question and answer elements, titled
/// sections by attribute or child, lists of bold questions; XML with neither is still refused.
final class XMLOwnVocabularyTests: XCTestCase {
    func read(_ text: String, file: String = "faq.xml") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func testQuestionAndAnswerElementsUnderTitledSections() throws {
        // Structure: NEdit's `faq.dtd`: a head with the title, sections with a `<title>` child
        // holding `<qna>` entries of `<q>` and `<a>`.
        let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE faq SYSTEM "faq.dtd">
        <faq>
        <head><title>Editor FAQ</title><summary><p>Answers about the editor.</p></summary></head>
        <body>
        <section id="info"><title>Where to get information</title>
        <qna id="web"><q>Where is the web page?</q><a><p>At <link href="http://example.org">example.org</link>.</p></a></qna>
        <qna><q>Is there a mailing list?</q><a><p>Yes.</p></a></qna>
        </section>
        <section id="keys"><title>Keyboard</title>
        <qna><q>Backspace deletes forward.</q><a><p>Change the key map.</p></a></qna>
        </section>
        </body>
        </faq>
        """
        let result = try read(xml)
        XCTAssertEqual(result.importer, "XML")
        XCTAssertEqual(result.document.sectionCount, 2)
        XCTAssertEqual(questions(result.document), ["Where is the web page?", "Is there a mailing list?", "Backspace deletes forward."])
        XCTAssertEqual(result.document.allSections.first { !$0.section.questions.isEmpty }?.section.title, "Where to get information")
        XCTAssertTrue(result.document.allSections.flatMap(\.section.questions)[0].answer.contains("](<http://example.org>)"), result.document.allSections.flatMap(\.section.questions)[0].answer)
    }

    func testSectionsTitledByAnAttributeNestAsHeadings() throws {
        // Structure: AnkhSVN's `<doc title>` and a wrapper `<section header>` over `<section header>` questions.
        let xml = """
        <doc title="Tool FAQ">
          <section header="Tool Frequently Asked Questions">
            <section header="What versions does it run on?"><p>All of them.</p></section>
            <section header="The menu entries are disabled."><p>Enable the add-in.</p></section>
            <section header="Can I use it with CVS?"><p>No.</p></section>
          </section>
        </doc>
        """
        let document = try read(xml).document
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(questions(document), ["What versions does it run on?", "The menu entries are disabled.", "Can I use it with CVS?"])
    }

    func testListItemsOpeningWithABoldQuestion() throws {
        // Structure: VampyreDoc's `<doc><chapter><title>` and an `<olist>` whose items open with `<b>`.
        let xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <doc><title>FAQ</title><chapter><title>FAQ</title>
        <olist>
          <li><b>Where do I find the package?</b><par>In the Projects directory.</par></li>
          <li><b>Why does it not compile in Lazarus?</b><par>Use the latest release.</par></li>
          <li><b>How large are the programs?</b><par>Large, with debug info.</par></li>
        </olist></chapter></doc>
        """
        let document = try read(xml).document
        XCTAssertEqual(questions(document), ["Where do I find the package?", "Why does it not compile in Lazarus?", "How large are the programs?"])
    }

    func testXMLWithoutPairsOrTitledSectionsIsStillRefused() {
        // Unaffected: a build file, and a paragraph whose inline `<q>` and `<a href>` are no pair.
        for xml in ["<project><target name=\"build\"><javac srcdir=\"src\"/></target></project>",
                    "<notes><p>He said <q>why?</q> and <a href=\"x\">left</a>.</p></notes>"] {
            XCTAssertThrowsError(try read(xml)) { error in
                XCTAssertTrue((error as? DocumentError)?.problems.first?.message.contains("neither") ?? false, "\(error)")
            }
        }
    }

    func testEntitiesStayWithinTheXMLBudget() {
        // The same loading as DocBook and FML: an entity that expands a billion times is refused.
        let bomb = """
        <?xml version="1.0"?>
        <!DOCTYPE faq [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
        <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">
        <!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;">]>
        <faq><section><title>T</title><qna><q>Q?</q><a>&h;&h;&h;&h;&h;&h;&h;&h;&h;&h;</a></qna></section></faq>
        """
        XCTAssertThrowsError(try read(bomb))
    }

    func testReadInLinearTime() throws {
        try LinearGrowth.assert(1 << 18) { size in
            var xml = "<faq><title>T</title>"
            var n = 0
            while xml.utf8.count < size {
                xml += "<section header=\"G\(n)\"><qna><q>Why \(n)?</q><a><p>x <i>y</i></p><olist><li><b>Z?</b><par>w</par></li></olist></a></qna></section>\n"
                n += 1
            }
            _ = try? DocumentReader.decode(Array((xml + "</faq>").utf8), file: "faq.xml")
        }
    }

    func testAPageWhoseFirstPartListsCrossReferencesToTheOthersHasNoContentsQuestion() throws {
        // Structure: Doxygen's XML for a FAQ page: an index part of `<ref>`s to every entry and
        // an index term, then one part per entry; list items are items, not lists.
        let xml = """
        <?xml version='1.0' encoding='UTF-8'?>
        <doxygen version="1.9.1">
          <compounddef id="FAQ" kind="page">
            <compoundname>FAQ</compoundname>
            <title>Frequently Asked Questions</title>
            <detaileddescription>
        <sect1 id="FAQ_1index">
        <title>FAQ Index</title>
        <para><indexentry><primaryie>FAQ</primaryie></indexentry></para>
        <para><orderedlist>
        <listitem><para><ref refid="FAQ_1slow" kindref="member">Why is it slow?</ref></para></listitem>
        <listitem><para><ref refid="FAQ_1bind" kindref="member">How do I bind a variable?</ref></para></listitem>
        <listitem><para><ref refid="FAQ_1fuses" kindref="member">My UART is generating nonsense!</ref></para></listitem>
        </orderedlist></para>
        </sect1>
        <sect1 id="FAQ_1slow"><title>Why is it slow?</title><para>Optimise: use</para>
        <para><itemizedlist><listitem><para>-Os</para></listitem><listitem><para>-O2</para></listitem></itemizedlist></para></sect1>
        <sect1 id="FAQ_1bind"><title>How do I bind a variable?</title><para>Like so, see <ref refid="FAQ_1slow" kindref="member">above</ref>.</para></sect1>
        <sect1 id="FAQ_1fuses"><title>My UART is generating nonsense!</title><para>Check the fuses.</para></sect1>
            </detaileddescription>
          </compounddef>
        </doxygen>
        """
        let document = try read(xml).document
        XCTAssertEqual(questions(document), ["Why is it slow?", "How do I bind a variable?", "My UART is generating nonsense!"])
        let first = document.allSections[0].section.questions[0].answer
        XCTAssertTrue(first.contains("- -Os") || first.contains("* -Os") || first.contains("- \\-Os"), first)
        XCTAssertFalse(first.contains("FAQ"), first)
    }

    func testQuestionsInARowOverOneAnswerAreOneQuestionInOtherWords() throws {
        // mod-xslt's FAQ: an entry may hold several questions over one shared answer.
        let xml = """
        <?xml version="1.0"?>
        <faq xmlns="http://www.masobit.net/ns/faq/1.0">
          <sect title="Build process">
            <entry>
              <question>Configure cannot find apxs. Why?</question>
              <answer><p>Pass --with-apxs.</p></answer>
            </entry>
            <entry>
              <question>I get a 500 error page. Why?</question>
              <question>Apache says the stylesheet cannot be loaded. Why?</question>
              <answer><p>Check the error log.</p></answer>
            </entry>
          </sect>
        </faq>
        """
        let result = try read(xml)
        XCTAssertEqual(result.document.sections.flatMap { $0.questions.map(\.question) }, [
            "Configure cannot find apxs. Why?", "I get a 500 error page. Why? / Apache says the stylesheet cannot be loaded. Why?"])
        XCTAssertEqual(result.document.sections.first?.questions.last?.answer, "Check the error log\\.")
        XCTAssertNil(result.misread, "the guard counts the shared answer's questions once")
        XCTAssertEqual(MarkupCensus.take(xml).markedQuestions, 2)
    }

    func testAChildNamedAfterItsElementTitlesIt() throws {
        // BioPerl's faq.dtd (XML::Twig's): `<section><section_name>` over `<q><question><answer>` entries.
        let result = try read("""
        <?xml version="1.0"?>
        <faq>
          <header><title>Bioperl FAQ</title><version>1.2.2</version></header>
          <section id="0">
            <section_name>About this FAQ</section_name>
            <q id="1"><question>What is this FAQ?</question><answer><p>A list.</p></answer></q>
          </section>
          <section id="1">
            <section_name>Bioperl in general</section_name>
            <q id="1"><question>What is Bioperl?</question><answer><p>A toolkit.</p></answer></q>
            <q id="2"><question>Where is the latest release?</question><answer><p>On the site.</p></answer></q>
          </section>
        </faq>
        """)
        XCTAssertEqual(result.document.sections.map(\.title), ["About this FAQ", "Bioperl in general"])
        XCTAssertEqual(result.document.sections.map(\.questions.count), [1, 2])
        XCTAssertNil(result.misread)
    }

    func testDataFilesAndSeparateRunsAreNoMergedQuestions() throws {
        // A deployment descriptor's `<servlet><servlet-name>` titles nothing: no questions, refused.
        XCTAssertThrowsError(try read("""
            <?xml version="1.0"?>
            <web-app><servlet><servlet-name>Cart</servlet-name><servlet-class>a.Cart</servlet-class></servlet>
            <servlet><servlet-name>Order</servlet-name><servlet-class>a.Order</servlet-class></servlet></web-app>
            """, file: "web.xml"))
        // Four questions, then their four answers: not one question in other words.
        let xml = """
            <?xml version="1.0"?>
            <faq><question>How do I install it?</question><question>How do I remove it?</question>
            <question>Does it run on Windows?</question><question>Is it free?</question>
            <answer>make install</answer><answer>make uninstall</answer><answer>No.</answer><answer>Yes.</answer></faq>
            """
        let result = try read(xml)
        XCTAssertEqual(result.document.questionCount, 4)
        XCTAssertFalse(result.warnings.isEmpty, "answers standing apart from their questions are said to be empty, not merged silently")
        XCTAssertEqual(MarkupCensus.take(xml).markedQuestions, 4)
    }
}
