import XCTest
@testable import FAQ

/// Structures of generator families and hand-written pages the holdout showed: DocBook DSSSL's
/// `div.qandaentry` blocks, lists whose items open with a bold topic over an answer, a lone
/// named group under the page's title, DocBook fragments using their book's entities, and HTML
/// kept in an XML file under a root of its own.
final class HTMLGeneratorFamiliesTests: XCTestCase {
    private func read(_ text: String, file: String = "faq.html") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    /// DSSSL (jade) writes capitals: `DIV CLASS="QANDAENTRY"`, its label in a `<B>`, an empty `<B> </B>` before the answer.
    func testDocBookDSSSLEntriesAreQuestions() throws {
        let html = """
            <HTML><BODY><DIV CLASS="CHAPTER"><H1>Chapter 1. Basics</H1><DIV CLASS="QANDASET">
            <DL><DT>1.1. <A HREF="#AEN1">Is it free?</A></DT><DT>1.2. <A HREF="#AEN2">Version numbering</A></DT></DL>
            <DIV CLASS="QANDAENTRY"><DIV CLASS="QUESTION"><P><A NAME="AEN1"></A><B>1.1. </B>Is it free?</P></DIV>
            <DIV CLASS="ANSWER"><P><B> </B>Yes, under the LGPL.</P></DIV></DIV>
            <DIV CLASS="QANDAENTRY"><DIV CLASS="QUESTION"><P><A NAME="AEN2"></A><B>1.2. </B>Version numbering</P></DIV>
            <DIV CLASS="ANSWER"><P><B> </B>Odd minors are betas.</P></DIV></DIV>
            </DIV></DIV>
            <DIV CLASS="CHAPTER"><H1>Chapter 2. Running</H1><DIV CLASS="QANDASET">
            <DIV CLASS="QANDAENTRY"><DIV CLASS="QUESTION"><P><B>2.1. </B>Why does it stop?</P></DIV>
            <DIV CLASS="ANSWER"><P>See the log.</P></DIV></DIV></DIV></DIV></BODY></HTML>
            """
        let document = try read(html).document
        XCTAssertEqual(questions(document), ["Is it free?", "Version numbering", "Why does it stop?"])
        XCTAssertEqual(document.sections.map(\.title), ["Chapter 1. Basics", "Chapter 2. Running"])
        XCTAssertEqual(document.sections[0].questions[0].answer, "Yes\\, under the LGPL\\.")
        XCTAssertEqual(document.sections[0].questions[0].id, "AEN1")
    }

    /// texinfo's FAQ chapter: an `<ol>` right under the heading, a first item of only an anchor,
    /// items opening with a bold topic, the problem after it and the answer in blocks.
    func testAListOpeningAHeadingOfBoldTopicsOverAnswersIsQuestions() throws {
        let html = """
            <html><body><h2 class="chapter">22 FAQ</h2>
            <ol><li><span id="faqrtck"></span></li>
            <li> <b>Win32 Pathnames</b> Backslashes do not work in Windows paths.<p>Use braces around them.</p></li>
            <li> <b>LPC2000 Flash</b> Erasing fails at random.<p>Check the core frequency.</p></li>
            <li> <b>USB Power</b> The adapter resets.<p>Use a powered hub.</p><pre>lsusb</pre></li>
            </ol></body></html>
            """
        let document = try read(html).document
        XCTAssertEqual(questions(document), ["Win32 Pathnames", "LPC2000 Flash", "USB Power"])
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.sections[0].questions[0].answer, "Backslashes do not work in Windows paths\\.\n\nUse braces around them\\.")
    }

    /// The same list after an answer's opening paragraph is part of that answer: a list of
    /// features is not questions unless its leads ask.
    func testABoldTopicListInsideAnAnswerStaysText() throws {
        let html = """
            <html><body><h1>Tool FAQ</h1>
            <h2>Which backends are there?</h2><p>Three of them:</p>
            <ul><li><b>Disk</b> Files on a local disk.<p>The default.</p></li>
            <li><b>Network</b> A server.<p>Needs a URL.</p></li></ul>
            <h2>Is it fast?</h2><p>Yes.</p></body></html>
            """
        let document = try read(html).document
        XCTAssertEqual(questions(document), ["Which backends are there?", "Is it fast?"])
        XCTAssertTrue(document.sections[0].questions[0].answer.contains("**Disk**"))
    }

    /// libxml2: `<em>Where can I get it</em> ?`: the question mark ending the lead's line is the question's.
    func testAMarkAfterTheEmphasisEndsTheQuestion() throws {
        let html = """
            <html><body><h3>Installation</h3><ol>
            <li><em>Where can I get libxml</em> ?<p>From xmlsoft.org.</p></li>
            <li><em>I can't install the package</em><p>Remove the old one first.</p></li>
            </ol><h3>Compilation</h3><ol>
            <li><em>What is the process to compile it ?</em><p>configure; make.</p></li>
            <li><em>Make check fails</em><p>Some tests need a network.</p></li>
            <li>etc ...</li></ol></body></html>
            """
        let document = try read(html).document
        XCTAssertEqual(questions(document), ["Where can I get libxml?", "I can't install the package", "What is the process to compile it ?",
                                             "Make check fails"])
        XCTAssertEqual(document.sectionCount, 2)
        XCTAssertEqual(document.sections[1].questions[1].answer, "Some tests need a network\\.\n\n- etc \\.\\.\\.")
    }

    /// icecast: the site's `h1`, the page's `h2`, one named `h3` group of `h4` questions: the group
    /// keeps its name; a wrapper of groups ("The Answers") or one named "Answers:" does not.
    func testALoneGroupOfQuestionsUnderThePageTitleKeepsItsName() throws {
        let page = """
            <html><body><h1>Icecast documentation</h1><h2>Docs &mdash; FAQ</h2>
            <h3>General Questions</h3><h4>What is it?</h4><p>A server.</p><h4>What is libshout?</h4><p>A library.</p>
            </body></html>
            """
        let document = try read(page).document
        XCTAssertEqual(document.sections.map(\.title), ["General Questions"])
        XCTAssertEqual(document.sectionCount, 1)
        let answers = page.replacingOccurrences(of: "General Questions", with: "Answers:")
        XCTAssertEqual(try read(answers).document.sectionCount, 0)
        let wrapper = page.replacingOccurrences(of: "<h4>What is libshout?", with: "<h3>More</h3><h4>What is libshout?")
            .replacingOccurrences(of: "<h3>General Questions</h3>", with: "<h3>The Answers</h3><h4>Basics</h4><p>x</p><h5>Is it?</h5><p>y</p>")
        XCTAssertFalse(try read(wrapper).document.sections.map(\.title).contains("Docs — FAQ"))
    }

    /// repmgr's appendix: a DocBook fragment (no DOCTYPE) whose group title is only an entity its book declares.
    func testAnUndeclaredEntityInAFragmentReadsAsItsName() throws {
        let xml = """
            <appendix id="faq"><title>FAQ</title>
            <sect1><title>General</title>
              <sect2><title>Does &repmgr; support hash indexes?</title><para>Since 10.</para></sect2>
              <sect2><title>What is &amp; for?</title><para>AT&amp;T.</para></sect2></sect1>
            <sect1><title>&repmgrd;</title>
              <sect2><title>How can I stop a promotion?</title><para>Set the priority to 0.</para></sect2>
              <sect2><title>Why does it log twice?</title><para>Two handlers.</para></sect2></sect1>
            </appendix>
            """
        let document = try read(xml, file: "appendix-faq.xml").document
        XCTAssertEqual(document.sections.map(\.title), ["General", "repmgrd"])
        XCTAssertEqual(questions(document)[0], "Does repmgr support hash indexes?")
        XCTAssertEqual(questions(document)[1], "What is & for?")
        XCTAssertEqual(XMLUndeclaredEntities.spelledOut("<!DOCTYPE a><a>&x;</a>"), "<!DOCTYPE a><a>&x;</a>")
        XCTAssertEqual(XMLUndeclaredEntities.spelledOut("<a>&#38; &x-y; & a;</a>"), "<a>&#38; x-y & a;</a>")
    }

    /// UMLGraph's faq.xml: HTML headings and paragraphs under a root of its own (`<notes>`).
    func testHTMLUnderAnUnknownXMLRootIsReadAsAPage() throws {
        let xml = """
            <?xml version="1.0" ?>
            <notes>
            <h2>Contents</h2><ul><li><a href="#a">Why is it slow?</a></li><li><a href="#b">Can I use C++?</a></li></ul>
            <h2><a name="a">Why is it slow?</a></h2>It runs dot.
            <h2><a name="b">Can I use C++?</a></h2>No.
            </notes>
            """
        let result = try read(xml, file: "faq.xml")
        XCTAssertEqual(result.importer, "HTML")
        XCTAssertEqual(questions(result.document), ["Why is it slow?", "Can I use C++?"])
        XCTAssertThrowsError(try read("<notes><para>Why?</para></notes>", file: "faq.xml"))
    }

    /// Doxygen: `div.toc` links every question, and `div.contents` holds the whole page (it is
    /// no table of contents: links are little of its text); docutils' `div.contents` is one.
    func testABlockNamedContentsIsContentsOnlyWhenItIsMostlyLinks() throws {
        let html = """
            <html><body><div class="header"><div class="title">Frequently Asked Questions</div></div>
            <div class="contents"><div class="toc"><h3>Table of Contents</h3><ul>
            <li><a href="#q1">How do I get an index page?</a></li><li><a href="#q2">My file is not parsed.</a></li></ul></div>
            <div class="textblock"><h1><a class="anchor" id="q1"></a>How do I get an index page?</h1><p>Use the mainpage command.</p>
            <h1><a class="anchor" id="q2"></a>My file is not parsed.</h1><p>Map its extension.</p></div></div></body></html>
            """
        XCTAssertEqual(questions(try read(html).document), ["How do I get an index page?", "My file is not parsed."])
        let docutils = """
            <html><body><h1>Tool FAQ</h1><div class="contents topic" id="contents"><p class="topic-title">Contents</p>
            <ul><li><a href="#a">Is it fast?</a></li><li><a href="#b">Is it free?</a></li></ul></div>
            <h2 id="a">Is it fast?</h2><p>Yes.</p><h2 id="b">Is it free?</h2><p>Yes.</p></body></html>
            """
        XCTAssertEqual(questions(try read(docutils).document), ["Is it fast?", "Is it free?"])
    }

    /// khal (Sphinx): bullets of one-term `<dl>`s whose terms are bold error messages, on a page
    /// titled FAQ; bold terms on a page that is no FAQ (a glossary) stay text.
    func testBoldTermsOnAPageNamedFAQAreQuestions() throws {
        let html = """
            <html><head><title>FAQ &mdash; khal</title></head><body><h1>FAQ</h1><p>Frequently asked questions:</p>
            <ul><li><dl><dt><strong>fatal error: Python.h: No such file or directory</strong></dt><dd><p>Install python-dev.</p></dd></dl></li>
            <li><dl><dt><strong>unknown key "default_command"</strong></dt><dd><p>It was removed.</p></dd></dl></li></ul></body></html>
            """
        XCTAssertEqual(questions(try read(html).document), ["fatal error: Python.h: No such file or directory", "unknown key \"default_command\""])
        let glossary = html.replacingOccurrences(of: "FAQ", with: "Glossary").replacingOccurrences(of: "Frequently asked questions", with: "Terms")
        XCTAssertThrowsError(try read(glossary))
    }

    /// ExifTool: `<a name="QN"></a>` (a target of the page's contents) over `<p>N. <b>"…"</b></p>`,
    /// some giving one question in several wordings ("3a. … or 3b. …"), answers in blockquotes.
    func testNumberedBoldParagraphsNamedByTheContentsAreQuestions() throws {
        let html = """
            <html><body><ol><li><a href="#Q1">Forum</a></li><li><a href="#Q2">Wrong values</a></li><li><a href="#Q3">Dates</a></li></ol>
            <h1>Tool FAQ</h1>
            <a name="Q1"></a><p>1. <b>"Is there a forum?"</b></p><blockquote>Yes, on the site.</blockquote>
            <a name="Q2"></a><p>2a. <b>"It reports the wrong value"</b>,<br>2b. <b>"It doesn't write a tag"</b>, or<br>2c. <b>"Other software can't read it"</b></p>
            <blockquote>Check the group.</blockquote><blockquote>Then the file type.</blockquote>
            <a name="Q3"></a><p>3. <b>"Date/time gets reset to today"</b></p><blockquote>Use -P.</blockquote>
            </body></html>
            """
        let document = try read(html).document
        XCTAssertEqual(questions(document), ["Is there a forum?", "It reports the wrong value / It doesn't write a tag / Other software can't read it",
                                             "Date/time gets reset to today"])
        XCTAssertEqual(document.sections[0].questions[1].answer, "Check the group\\.\n\nThen the file type\\.")
        XCTAssertEqual(document.sections[0].questions[1].id, "Q2")
    }

    /// graphviz: `<A name=Q1 HREF=#Q1><B>Q1</A>. Where …?</B>` (the label alone stays bold, the
    /// question follows as text to the next block), mixed with `<A name=Q4a><B>Q. How …?</B></A><p>`
    /// and `<A name=Q28><B>Q. I've installed … generated.</A>` running into its answer.
    func testQuestionLinesOpenedByABoldQLabelAreQuestions() throws {
        let html = """
            <html><body><h1>Graphviz FAQ</h1><h2>General</h2>
            <A name=Q1 HREF=#Q1>
            <B>Q1</A>. Where can I see a list of attributes?</B>
            </A>
            <P>See the attributes page.
            <A name=Q4a>
            <B>Q. How can I make duplicate nodes?</B>
            </A>
            <p>Use unique names.
            <h2>Output</h2>
            <A name=Q6 HREF=#Q6>
            <B>Q6</A>. Clusters are hard to see.</B>
            <P>Set bgcolor.
            <P>
            <A name=Q28>
            <B>Q. I've installed it, but no output is generated.</A>
            For example, a CGI script. <P>Check the path.
            </body></html>
            """
        let document = try read(html).document
        XCTAssertEqual(questions(document), ["Where can I see a list of attributes?", "How can I make duplicate nodes?", "Clusters are hard to see.",
                                             "I've installed it, but no output is generated."])
        XCTAssertEqual(document.sections.map(\.title), ["General", "Output"])
        XCTAssertEqual(document.sections[0].questions[0].id, "Q1")
        XCTAssertTrue(HTMLLabelledQuestionLines.isLabelText("Q16b."))
        XCTAssertFalse(HTMLLabelledQuestionLines.isLabelText("QEMU"))
    }

    /// User-mode Linux: each problem a bold title bar (a one-cell table) named by an anchor,
    /// its answer the blockquote after it; a bar without an anchor (a side menu's) stays text.
    func testTitleBarsNamedByAnchorsAreQuestions() throws {
        let bar = { (name: String) in
            "<a name=\"\(name)\"/><table width=\"100%\" bgcolor=\"#e0e0e0\"><tr><td><b><font color=black>\(name)</font></b></td></tr></table>"
        }
        let html = """
            <html><body><table><tr><td><table><tr><td><center><b>Main Menu</b></center></td></tr></table></td>
            <td><center><h3>What to do when it doesn't work</h3></center>
            \(bar("Strange compilation errors"))<blockquote head="x">Set ARCH=um.<p>See the build page.</blockquote>
            \(bar("It hangs on boot"))<blockquote>Disable devfs.</blockquote>
            \(bar("Why does it segfault?"))<blockquote>Check the stack size.</blockquote>
            </td></tr></table></body></html>
            """
        let document = try read(html).document
        XCTAssertEqual(questions(document), ["Strange compilation errors", "It hangs on boot", "Why does it segfault?"])
        XCTAssertEqual(document.sections[0].questions[0].answer, "Set ARCH\\=um\\.\n\nSee the build page\\.")
        XCTAssertEqual(document.sections[0].questions[1].id, "It hangs on boot")
    }

    /// The new structures stay linear: thousands of DSSSL entries, Q-labelled lines, title bars,
    /// numbered bold paragraphs and bold-topic list items, and an anchor left open over them all.
    func testTheNewStructuresAreLinearOnAHostilePage() throws {
        LinearGrowth.assert(1 << 18) { size in
            var html = "<html><body><h1>FAQ</h1><a name=open><b>"
            var n = 0
            while html.utf8.count < size {
                html += "<div class=qandaentry><div class=question><p>\(n). Why \(n)?</p></div><div class=answer><p>A.</p></div></div>"
                html += "<a name=Q\(n) href=#Q\(n)><b>Q\(n)</a>. Line \(n)</b><p>x</p>"
                html += "<a name=\"t\(n)\"/><table><tr><td><b>Bar \(n)</b></td></tr></table><blockquote>y</blockquote>"
                html += "<p>\(n). <b>\"Para \(n)?\"</b></p><ol><li><b>Topic</b> z<p>w</p></li><li><b>T</b> v<p>u</p></li></ol>"
                n += 1
            }
            _ = try? DocumentReader.decode(Array((html + "</body></html>").utf8), file: "faq.html")
        }
    }

    /// JCIFS's FAQ: `<em>Q:</em>` lines right in the body after an empty `<a name>`, answered
    /// after `<em>A:</em>`; headings that lead into their text ("Diagnosis:") inside an answer are
    /// parts of it.
    func testEmphasisedLabelsOpenQuestionsAndALeadingHeadingInAnAnswerIsItsPart() throws {
        let page = """
        <html><body><h1>Widget Frequently Asked Questions</h1>
        <ol><li><a href="#one">How do I sign in?</a></li><li><a href="#two">Does it support v2?</a></li></ol>
        <a name="one"></a>
        <em>Q:</em> How do I sign in?
        <p></p>
        <em>A:</em> See the guide.
        <h3>Breakdown of possible problems:</h3>
        <p>Names do not resolve.</p>
        <h3>Diagnosis:</h3>
        <pre>ping host</pre>
        <a name="two"></a>
        <em>Q:</em> Does it support v2?
        <p></p>
        <em>A:</em> Yes.
        <a name="three"></a>
        <em>Q:</em> The window stays blank. What am I doing wrong?
        <p></p>
        <em>A:</em> Update it.
        </body></html>
        """
        let document = try read(page).document
        XCTAssertEqual(questions(document), ["How do I sign in?", "Does it support v2?", "The window stays blank. What am I doing wrong?"])
        XCTAssertEqual(groups(document), [])
        let first = try XCTUnwrap(document.allSections.first?.section.questions.first)
        XCTAssertEqual(first.id, "one")
        XCTAssertTrue(first.answer.contains("Diagnosis") && first.answer.contains("ping host"))
        XCTAssertTrue(HTMLLabelledQuestionLines.isLabelText("Q:"))
    }

    /// Groups whose titles end in ":" over `Q:` lines stay groups: only a heading deeper than the
    /// one over the question lines is a part of an answer.
    func testGroupTitlesEndingInAColonOverQuestionLinesStayGroups() throws {
        let page = """
        <html><head><title>Foo FAQ</title></head><body>
        <h1>Foo FAQ</h1>
        <h2>General:</h2>
        <p><b>Q:</b> What is Foo?</p>
        <p>A: Foo is a library.</p>
        <p><b>Q:</b> Who wrote Foo?</p>
        <p>A: Many people.</p>
        <h2>Installation:</h2>
        <p><b>Q:</b> How do I install Foo?</p>
        <p>A: Run make install.</p>
        <p><b>Q:</b> Does it build on Windows?</p>
        <p>A: Yes, with MSYS.</p>
        <h2>Usage:</h2>
        <p><b>Q:</b> How do I call it?</p>
        <p>A: Link with -lfoo.</p>
        <p><b>Q:</b> Is it thread safe?</p>
        <p>A: Yes.</p>
        </body></html>
        """
        let document = try read(page).document
        XCTAssertEqual(groups(document), ["General:", "Installation:", "Usage:"])
        XCTAssertEqual(questions(document).count, 6)
    }

    /// Sphinx's loose list under the page's one heading (PDAL's FAQ): each item a plain
    /// paragraph that asks over paragraphs of its own. A list whose leads mostly state is text.
    func testALooseListOfAskingParagraphsUnderTheHeading() throws {
        func page(_ leads: [String]) -> String {
            "<html><body><section><h1>FAQ</h1><ul>"
                + leads.map { "<li><p>\($0)</p><p>Answer to it.</p><p>More.</p></li>" }.joined()
                + "</ul></section></body></html>"
        }
        let asking = ["Why do I get the error <code>Couldn't create stage</code>?", "What is PDAL?",
                      "Why do I get the error <code>Unable to convert scaled value</code>", "How do you pronounce it?", "Is it free?"]
        let document = try read(page(asking)).document
        XCTAssertEqual(document.sections.flatMap(\.questions).map(\.question), [
            "Why do I get the error Couldn't create stage?", "What is PDAL?",
            "Why do I get the error Unable to convert scaled value", "How do you pronounce it?", "Is it free?"])
        // Two paragraphs of Markdown, the converter's escapes and all.
        XCTAssertEqual(document.sections[0].questions[1].answer.replacingOccurrences(of: "\\", with: ""), "Answer to it.\n\nMore.")
        let stating = ["Install the package.", "Run the tool.", "Read the log.", "What next?"]
        let steps = try? read(page(stating)).document
        XCTAssertFalse(steps?.sections.flatMap(\.questions).contains { $0.question == "Install the package." } ?? false)
    }

    /// A review's input: under a heading that is itself an entry ("Crash when opening a file",
    /// among headings that ask), a list of asking paragraphs is the answer's checklist.
    func testAChecklistUnderAnEntryHeadingIsItsAnswer() throws {
        let html = """
        <html><body><h2>Why does my build fail?</h2><p>A missing header.</p>
        <h2>Where are the logs?</h2><p>In /var/log.</p>
        <h2>Crash when opening a file</h2>
        <ul><li><p>Is the file larger than 2 GB?</p><p>Upgrade to 2.0.</p></li>
        <li><p>Is the file on a network share?</p><p>Copy it locally.</p></li>
        <li><p>Does it crash with every file?</p><p>Delete the cache.</p></li></ul>
        </body></html>
        """
        let document = try read(html).document
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.questionCount, 3)
    }
}
