import XCTest
@testable import FAQ

/// A page's frame is no part of its FAQ: headings outside the marked main content, in the
/// page's banner, footer or sidebars, and group titles that head only a table of contents.
final class HTMLPageFrameTests: XCTestCase {
    private func read(_ html: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(html.utf8), file: "faq.html").document
    }

    /// A Sphinx theme's banner (`role="banner"`: the site's name over the page's) above `role="main"`.
    func testHeadingsOutsideAMainRoleAreNotStructure() throws {
        let document = try read("""
            <html><head><title>FAQ</title></head><body>
            <div class="header" role="banner"><h1>Tool 3 documentation</h1><h2>Frequently Asked Questions</h2></div>
            <div class="nav"><h3>Navigation</h3><p><a href="other.html">Next page</a></p></div>
            <div class="content" role="main">
            <h1>Frequently Asked Questions</h1>
            <h2>Driver</h2>
            <h3>I get errors about missing headers</h3><p>Install the headers.</p>
            <h3>Why is it slow?</h3><p>Debug builds are.</p>
            </div>
            <div class="footer"><h3>Quick search</h3><p>Type words.</p></div>
            </body></html>
            """)
        XCTAssertEqual(groups(document), ["Driver"])
        XCTAssertEqual(questions(document), ["I get errors about missing headers", "Why is it slow?"])
    }

    /// `<main>` beside a sidebar of `<h3>` links, the page's `<h1>` in the main content.
    func testOnlyTheMainElementIsRead() throws {
        let document = try read("""
            <html><body>
            <div class="sidebar"><h3>Table of contents</h3><ul><li><a href="a.html">Install</a></li></ul>
            <h3>This page</h3><p>Show source</p></div>
            <main><h1>FAQ</h1>
            <h2>Can I use it offline?</h2><p>Yes.</p>
            <h2>Where are the logs?</h2><p>In the cache.</p>
            </main>
            </body></html>
            """)
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(questions(document), ["Can I use it offline?", "Where are the logs?"])
    }

    /// A blog-style page: one `<article>` whose header holds its title, sidebars in `<aside>`.
    func testTheOneArticleIsTheMainContent() throws {
        let document = try read("""
            <html><body>
            <div id="site"><h1>My Project</h1><h2>Latest news</h2><p>Version 2 is out.</p></div>
            <article><header><h1>Questions people ask</h1></header>
            <h2>How do I install it?</h2><p>With pip.</p>
            <h2>Does it run on Windows?</h2><p>Yes.</p>
            <aside><h3>Related</h3><p>See the manual.</p></aside>
            </article>
            </body></html>
            """)
        XCTAssertEqual(document.title, "Questions people ask")
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(questions(document), ["How do I install it?", "Does it run on Windows?"])
    }

    /// No main content marked: the page's own `<header>`, `<footer>` and `<aside>` are still left out.
    func testThePagesHeaderFooterAndAsideAreLeftOut() throws {
        let document = try read("""
            <html><head><title>Tool FAQ</title></head><body>
            <header><h2>Tool</h2><p>A tool.</p></header>
            <h2>General</h2>
            <h3>What is it?</h3><p>A tool.</p>
            <h3>Is it free?</h3><p>Yes.</p>
            <h2>Building</h2>
            <h3>Which compiler?</h3><p>Any.</p>
            <aside role="complementary"><h2>Sponsors</h2><h3>Acme</h3><p>Thanks.</p></aside>
            <footer><h2>Contact</h2><p>Write to us.</p></footer>
            </body></html>
            """)
        XCTAssertEqual(groups(document), ["General", "Building"])
        XCTAssertEqual(questions(document), ["What is it?", "Is it free?", "Which compiler?"])
    }

    /// A `main` role that holds nothing is no main content: the whole page is read.
    func testAnEmptyMainRoleIsIgnored() throws {
        let document = try read("""
            <html><body><div role="main"> </div>
            <h1>FAQ</h1><h2>Why?</h2><p>Because.</p><h2>How?</h2><p>Like this.</p>
            </body></html>
            """)
        XCTAssertEqual(questions(document), ["Why?", "How?"])
    }

    /// toybox: group titles over lists of `<li><h2><a href="#…">` at the questions' own level.
    func testGroupTitlesOverOnlyContentsAreNotQuestions() throws {
        let document = try read("""
            <html><body><h1>Frequently Asked Questions</h1>
            <h2>General Questions</h2>
            <ul><li><h2><a href="#why">Why this tool?</a></h2></li><li><h2><a href="#caps">Do you capitalize it?</a></h2></li></ul>
            <h2>Using it</h2>
            <ul><li><h2><a href="#install">How do I install it?</a></h2></li><li><h2><a href="#cross">How do I cross compile it?</a></h2></li></ul>
            <hr><h2><a name="why"></a>Q: Why this tool?</h2><p>A: Because.</p>
            <h2><a name="caps"></a>Q: Do you capitalize it?</h2><p>A: No.</p>
            <h2><a name="install"></a>Q: How do I install it?</h2><p>A: Copy it.</p>
            <h2><a name="cross"></a>Q: How do I cross compile it?</h2><p>A: Set CROSS.</p>
            </body></html>
            """)
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(questions(document), ["Q: Why this tool?", "Q: Do you capitalize it?", "Q: How do I install it?", "Q: How do I cross compile it?"])
    }

    /// EFO's page: three contents headings, each over links to some of the questions, then the questions one level
    /// down, after the last of them. They are all the run's, no group of the last one's; one contents heading
    /// over its own sub-headings keeps them.
    func testTheLastOfARunOfContentsHeadingsHoldsNoQuestions() throws {
        let question = { (id: String, title: String) in "<a name=\"\(id)\"></a><h4>\(title)</h4><div><p>An answer.</p></div>\n" }
        let document = try read("""
            <html><body><h2>Frequently Asked Questions about EFO</h2>
            <h3>EFO Introduction</h3><ul><li><a href="#what">What is EFO?</a></li><li><a href="#query">How can I query EFO?</a></li></ul>
            <h3>Adapting EFO</h3><ul><li><a href="#add">How do I add a term?</a></li><li><a href="#tools">Can I get your tools?</a></li></ul>
            """ + question("what", "What is EFO?") + question("query", "How can I query EFO?") + question("add", "How do I add a term?")
            + question("tools", "Can I get your tools?")
            + "</body></html>")
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(questions(document), ["What is EFO?", "How can I query EFO?", "How do I add a term?", "Can I get your tools?"])
        let one = try read("""
            <html><body><h1>FAQ</h1><h2>Installing</h2><ul><li><a href="#a">How do I install it?</a></li><li><a href="#b">Where is it?</a></li></ul>
            """ + question("a", "How do I install it?") + question("b", "Where is it?")
            + "<h2>Using</h2><h4>How do I run it?</h4><p>Type its name.</p><h4>Can I stop it?</h4><p>Yes.</p></body></html>")
        XCTAssertEqual(groups(one), ["Installing", "Using"])
        // A review's input: an overview linking to the groups, and each group over its own list and its questions.
        let overview = try read("""
            <html><body><h1>FAQ</h1><h2>Overview</h2><ul><li><a href="#inst">Installing</a></li><li><a href="#use">Using</a></li></ul>
            <h2 id="inst">Installing</h2><ul><li><a href="#a">How do I install it?</a></li><li><a href="#b">Where is it?</a></li></ul>
            """ + question("a", "How do I install it?") + question("b", "Where is it?") + """
            <h2 id="use">Using</h2><ul><li><a href="#c">How do I run it?</a></li><li><a href="#d">Can I stop it?</a></li></ul>
            """ + question("c", "How do I run it?") + question("d", "Can I stop it?") + "</body></html>")
        XCTAssertEqual(groups(overview), ["Installing", "Using"])
    }

    /// The same with an ordered list of plain links, and a contents group that goes on with text
    /// after its links (an introduction), which stays the page's text, not a question.
    func testAContentsTitleWithTextAfterItsLinksIsKept() throws {
        let document = try read("""
            <html><body><h1>Tool FAQ</h1>
            <h3>Questions</h3>
            <ol><li><a href="#q1">Is it fast?</a></li><li><a href="#q2">Is it small?</a></li></ol>
            <h3>Before you ask</h3>
            <ol><li><a href="#q1">Speed</a></li><li><a href="#q2">Size</a></li></ol>
            <p>Read the manual first.</p>
            <h3><a name="q1"></a>Is it fast?</h3><p>Yes.</p>
            <h3><a name="q2"></a>Is it small?</h3><p>Yes, 2 kB.</p>
            </body></html>
            """)
        XCTAssertEqual(questions(document), ["Before you ask", "Is it fast?", "Is it small?"])
    }

    /// A question answered only by links to other questions on the page stays a question.
    func testAQuestionAnsweredByLinksToOtherQuestionsIsKept() throws {
        let document = try read("""
            <html><body><h1>Tool FAQ</h1>
            <h2 id="a">Is it fast?</h2><p>Yes.</p>
            <h2 id="b">Is it small?</h2><p>Yes.</p>
            <h2>Which questions are about size and speed?</h2>
            <ul><li><a href="#a">Is it fast?</a></li><li><a href="#b">Is it small?</a></li></ul>
            <h2>Is it free?</h2><p>Yes.</p>
            </body></html>
            """)
        XCTAssertTrue(questions(document).contains("Which questions are about size and speed?"))
    }

    /// An empty heading that repeats the FAQ's name among the questions is none of them.
    func testAnEmptyHeadingNamingTheFAQIsNoQuestion() throws {
        let document = try read("""
            <html><head><title>Tool FAQ</title></head><body>
            <h2>Tool</h2><p>A tool for things.</p>
            <h2>Frequently Asked Questions (FAQ)</h2>
            <h2>Why is it called Tool?</h2><p>It is one.</p>
            <h2>Who wrote it?</h2><p>We did.</p>
            </body></html>
            """)
        XCTAssertFalse(questions(document).contains("Frequently Asked Questions (FAQ)"))
        XCTAssertTrue(questions(document).contains("Why is it called Tool?"))
    }

    /// Finding the main content and the frame stays linear: many headers, footers and asides
    /// inside sections, empty main roles before the real one, and many contents titles.
    func testFindingTheFrameGrowsLinearly() throws {
        try LinearGrowth.assert(1 << 18) { size in
            var html = "<html><body>"
            html += String(repeating: "<div role=\"main\"> </div>", count: size / 200)
            html += "<main><h1>FAQ</h1>"
            var n = 0
            while html.utf8.count < size {
                html += "<h2>Group \(n)</h2><ul><li><a href=\"#q\(n)\">q</a></li><li><a href=\"#r\(n)\">r</a></li></ul>"
                html += "<h2 id=\"q\(n)\">Why \(n)?</h2><p>Because.</p>"
                html += "<section><div><header><h4>Note</h4></header><footer>f</footer><aside><h2>Ad</h2></aside></div></section>"
                n += 1
            }
            let document = try DocumentReader.decode(Array((html + "</main></body></html>").utf8), file: "faq.html").document
            XCTAssertEqual(document.questionCount, n)
        }
    }

    /// phpMyAdmin's FAQ in an older Sphinx theme: a `div.related` bar and a `div.sphinxsidebar`
    /// with no role, a `div.footer` right in the body, and entries marked "(withdrawn)." over
    /// nothing, a whole group of them at the end.
    func testAnOlderSphinxFrameAndWithdrawnEntries() throws {
        let html = """
            <html><body>
            <div class="related"><h3>Navigation</h3><ul><li><a href="index.html">index</a></li></ul></div>
            <div class="document"><div class="body">
            <h1>FAQ - Frequently Asked Questions</h1>
            <h2>Server</h2>
            <h3>1.1 My server is crashing. Why?</h3><p>A bug in PHP.</p>
            <h3>1.2 (withdrawn).</h3>
            <h3>1.3 My Apache server crashes when using it.</h3><p>Upgrade.</p>
            <h2>Synchronization</h2>
            <h3>9.1 (withdrawn).</h3>
            <h3>9.2 (withdrawn).</h3>
            </div></div>
            <div class="sphinxsidebar"><h3>This Page</h3><ul><li><a href="x.txt">Show Source</a></li></ul>
            <h3>Quick search</h3><form><input type="text"></form></div>
            <div class="footer">&copy; Copyright 2014, the team. Created using Sphinx.</div>
            </body></html>
            """
        let document = try read(html)
        XCTAssertEqual(document.sections.map(\.title), ["Server"])
        XCTAssertEqual(questions(document), ["1.1 My server is crashing. Why?", "1.3 My Apache server crashes when using it."])
        XCTAssertEqual(document.sections.first?.questions.last?.answer, "Upgrade\\.")
        XCTAssertTrue(HeadingTree.marksAWithdrawnEntry("1.13 (withdrawn)."))
        XCTAssertTrue(HeadingTree.marksAWithdrawnEntry("Q7: [obsolete]"))
        XCTAssertFalse(HeadingTree.marksAWithdrawnEntry("Why was 1.13 withdrawn?"))
        XCTAssertFalse(HeadingTree.marksAWithdrawnEntry("(withdrawn)"), "a number names the entry")
        // A "related" block inside an answer is the answer's.
        let related = html.replacingOccurrences(of: "<p>Upgrade.</p>", with: "<p>Upgrade.</p><div class=\"related\"><p>See 1.1 too.</p></div>")
        XCTAssertEqual(try read(related).sections.first?.questions.last?.answer, "Upgrade\\.\n\nSee 1\\.1 too\\.")
    }

    /// Armagetron Advanced's pages open with their site's menu as a table of one row of links, the page's own
    /// name in bold: no title and no text of the FAQ, whichever reader reads the page.
    func testAMenuWrittenAsATableOfLinksIsLeftOut() throws {
        let bar = """
            <table><tr><td><a href="index.html">First Start</a></td><td><a href="install.html"> Installation</a></td>
            <td><strong>FAQ</strong></td><td><a href="compile.html">Redistribution</a></td></tr></table>
            """
        let entries = """
            <ol><li><table><tr><td>Q:</td><td><b>Why is it slow?</b></td></tr><tr><td>A:</td><td>Debug builds are.</td></tr></table></li>
            <li><table><tr><td>Q:</td><td><b>Where are the logs?</b></td></tr><tr><td>A:</td><td>In the cache.</td></tr></table></li></ol>
            """
        let document = try read("<html><body>\(bar)<h1>Frequently Asked Questions</h1><p>Read the wiki too.</p>\(entries)</body></html>")
        XCTAssertEqual(document.title, "Frequently Asked Questions")
        XCTAssertEqual(document.description, "Read the wiki too.")
        XCTAssertEqual(questions(document), ["Why is it slow?", "Where are the logs?"])
        // A table of two rows, or of cells that say more than a link, is content.
        let lines = "<tr><td>A long cell that holds a whole sentence of text</td><td><a href=\"a\">A</a></td><td><a href=\"b\">B</a></td></tr>"
        let content = try read("<html><body><table>\(lines)</table><h1>Frequently Asked Questions</h1>\(entries)</body></html>")
        XCTAssertTrue(content.description?.contains("A long cell") == true)
    }

    /// anyRemote's pages mark no main content, but a "Skip to content" link points to it: the logo's `<h1>` before it
    /// is no group.
    func testASkipLinkPointsToThePagesContent() throws {
        let page = """
            <html><body><a class="skip" href="#content">Skip to content</a>
            <div id="head"><h1><a href="index.html">anyRemote</a></h1></div>
            <div id="sidebar"><dl><dt>Information</dt><dd><p>Frequently Asked Questions and their answers.</p></dd></dl></div>
            <div id="content"><a class="skip" name="content"></a><h1>FAQ</h1>
            <h2>Why does configure fail?</h2><p>Run autogen first.</p>
            <h2>What can I do about compilation errors?</h2><p>Install the headers.</p></div>
            </body></html>
            """
        let document = try read(page)
        XCTAssertEqual(document.title, "FAQ")
        XCTAssertEqual(groups(document), [])
        XCTAssertEqual(questions(document), ["Why does configure fail?", "What can I do about compilation errors?"])
        // A link to an anchor that says nothing of skipping is no pointer to the content.
        let other = try read(page.replacingOccurrences(of: "Skip to content", with: "Top of the list"))
        XCTAssertEqual(other.title, "anyRemote", "the logo's heading over every other titles the page")
    }

    /// Honeyd's FAQ: its site's menus are `div`s classed `nav` in the layout table's left cell, each under an `<h4>`
    /// ("Honeyd Resources"), with no role and no main content marked; an answer's "see also" links to another entry.
    func testMenusInDivsClassedAsNavigationAreLeftOut() throws {
        let html = """
            <html><body><table><tr><td>
            <div class=nav><h4>Honeyd&nbsp;Resources</h4><p><a href="/index.php">Main</a><br>
            <a href="/faq.php">Frequently&nbsp;Asked&nbsp;Questions</a><br><a href="/links.php">Links, Press, etc.</a><br></p></div>
            <div class="navigation"><h4>Honeyd&nbsp;Research</h4><p><a href="/worms.php">Immunization&nbsp;Against&nbsp;Worms</a><br>
            <a href="/spam.php">Understanding Spam</a><br></p></div>
            </td><td><div class="faq">
            <h3>Is there a Windows version?</h3>It has been ported. See also,
            <a href="#windows">Why does it fail to detect the network interface?</a>.<p>
            <a name="windows"><h3>Why does it fail to detect the network interface?</h3>Install the driver.</a>
            <h3>How do I test it without a network?</h3>Use the loopback.
            </div></td></tr></table></body></html>
            """
        let result = try DocumentReader.decode(Array(html.utf8), file: "faq.html")
        XCTAssertEqual(questions(result.document), ["Is there a Windows version?", "Why does it fail to detect the network interface?",
                                                    "How do I test it without a network?"])
        XCTAssertNil(result.misread, "the link to another entry is no question missed")
        XCTAssertEqual(result.document.sections.map(\.title), ["Questions"], "the menus are no parts of the page's text")
        let classedOther = html.replacingOccurrences(of: "class=nav", with: "class=box").replacingOccurrences(of: "class=\"navigation\"", with: "class=\"box\"")
        XCTAssertEqual(try read(classedOther).sections.map(\.title), ["Honeyd Resources", "Honeyd Research", "Questions"],
                       "a div of another class is read")
        // A layout's wrapper classed for its sidebar holds the page (CalyxOS's `div.wrapper.sidebar`).
        let wrapped = "<html><body><div class=\"wrapper sidebar\"><h3>Why?</h3><p>So.</p><h3>How?</h3><p>Thus.</p></div></body></html>"
        XCTAssertEqual(try read(wrapped).questionCount, 2)
    }

    /// SAMS2's FAQ: a heading numbered "1.12." and never written, over nothing, is no entry.
    func testANumberedHeadingWithNoTitleAndNoAnswerIsNoEntry() throws {
        let html = """
            <html><body><h2>1. General</h2>
            <h3>1.1. What is it?</h3><p>A tool.</p><h3>1.2. Can I use it?</h3><p>Yes.</p><h3>1.3.</h3>
            <h2>2. Errors</h2><h3>2.1. Why does it fail?</h3><p>No disk.</p><h3>2.2.</h3><p>Only this answer.</p>
            </body></html>
            """
        let document = try read(html)
        XCTAssertEqual(questions(document), ["1.1. What is it?", "1.2. Can I use it?", "2.1. Why does it fail?", "2.2."],
                       "a numbered entry with an answer stays")
    }

    /// Qvitter's FAQ: a contents list links to every `<h2>`, each closed by a link back to it ("Top"); one listed
    /// heading holds `<h3>` parts and no text of its own ("Groups" over "Public Groups", "Private Groups").
    func testHeadingsTheContentsListAreEntriesAndTheirBackLinksNoWords() throws {
        let html = """
            <html><body><p>A guide for new users.</p>
            <h2 id="toc">Table of contents</h2>
            <ul><li><a href="#faq-1">What is it?</a></li><li><a href="#faq-2">Groups</a></li>
            <li><a href="#faq-3">How to block</a></li><li><a href="#faq-4">Lists</a></li></ul>
            <h2 id="faq-1">What is it? <a href="#toc">Top</a></h2><p>A server.</p>
            <h2 id="faq-2">Groups <a href="#toc">Top</a></h2>
            <h3>Public Groups</h3><p>Anyone may join.</p><h3>Private Groups</h3><p>Only those invited.</p>
            <h2 id="faq-3">How to block <a href="#toc">Top</a></h2><p>Use the menu.</p>
            <h2 id="faq-4">Lists <a href="#toc">Top</a></h2><p>Lists gather users.</p><h3>Adding users</h3><p>Drag them.</p>
            </body></html>
            """
        let document = try read(html)
        XCTAssertEqual(questions(document), ["What is it?", "Groups", "How to block", "Lists"])
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertTrue(document.allSections.flatMap(\.section.questions)[1].answer.contains("Public Groups"))
        // Without the contents list, the leaf rule stands: "Groups" over its parts is a group.
        let unlisted = html.replacingOccurrences(of: ##"<li><a href="#faq-2">Groups</a></li>"##, with: "")
        XCTAssertEqual(try read(unlisted).sectionCount, 1)
        // Contents that list a page's groups, over sub-headings that ask, list no entries: the groups stay.
        let groups = """
            <html><body><ul><li><a href="#install">Installation</a></li><li><a href="#use">Usage</a></li>
            <li><a href="#bugs">Troubleshooting</a></li></ul>
            <h2 id="install">Installation</h2><h3>How do I install it?</h3><p>With make.</p>
            <h2 id="use">Usage</h2><h3>How do I start it?</h3><p>Run it.</p>
            <h2 id="bugs">Troubleshooting</h2><h3>Why does it crash?</h3><p>A bug.</p></body></html>
            """
        XCTAssertEqual(try read(groups).sections.map(\.title), ["Installation", "Usage", "Troubleshooting"])
        // A heading that is only a link named "top" (the `top` command's entry) keeps its word.
        XCTAssertEqual(questions(try read("<html><body><h3>Why?</h3><p>So.</p><h3><a href=\"#top\">top</a></h3><p>A command.</p></body></html>")),
                       ["Why?", "top"])
        // A link that says more than "Top" is the heading's own words.
        XCTAssertEqual(questions(try read(html.replacingOccurrences(of: ">Top<", with: ">Top questions<")))[0], "What is it? Top questions")
    }
}
