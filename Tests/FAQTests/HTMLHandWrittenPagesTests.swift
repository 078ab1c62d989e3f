import XCTest
@testable import FAQ

/// Structures of hand-written and DocBook XSL FAQ pages: bold lines named by anchors that the
/// contents link to, an index of questions without links, DocBook XSL article title pages and
/// admonitions, and group headings with no question under them.
final class HTMLHandWrittenPagesTests: XCTestCase {
    private func read(_ html: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(html.utf8), file: "faq.html")
    }

    /// dar: `<a name><b>question</b></a><br>` lines, statements among them, below a list of links.
    func testBoldLinesInsideAnchorsTheContentsLinkToAreQuestions() throws {
        let html = """
            <html><body><h1>Tool FAQ</h1>
            <h2>Questions:</h2>
            <div class=jump><a href="#top">Back to top</a></div>
            <div class=menu><a href="#A1">Why does it hang?</a><br/><a href="#A2">How it compares to tar</a><br/>
            <a href="#A3">Path slash consideration under Windows</a><br/></div>
            <h2>Answers:</h2>
            <a name="A1"><b>Why does it hang?</b></a><br/>
            <p>Pipes need a helper.</p>
            <a name="A2"><b>How it compares to tar</b></a><br/>
            <p>It depends.</p><p>A benchmark helps.</p>
            <a name="A3"><b>Path slash consideration under Windows</b></a><br/>
            <p>Use slashes.</p>
            </body></html>
            """
        let document = try read(html).document
        XCTAssertEqual(questions(document), ["Why does it hang?", "How it compares to tar", "Path slash consideration under Windows"])
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.allSections.flatMap(\.section.questions)[1].answer, "It depends\\.\n\nA benchmark helps\\.")
        XCTAssertEqual(document.allSections.flatMap(\.section.questions)[1].id, "A2")
    }

    /// AWStats: `<a name></a><br>` above a bold-underlined line that may not ask; two lines
    /// over one answer ask one question.
    func testBoldLinesBelowLinkedAnchorsAreQuestionsAndTwoOverOneAnswerAreOne() throws {
        let html = """
            <html><body><h1>Tool FAQ</h1>
            <ul>FAQ-COM100 <a href="#MAIL">Setup for mail logs.</a><br>
            FAQ-COM120 <a href="#ROTATE">How to rotate my logs.</a><br>
            FAQ-SET150 <a href="#SPAWN">Error spawning child.</a><br>
            FAQ-SET200 <a href="#INTERNAL">Internal error.</a><br></ul>
            <hr>
            <a name="MAIL"></a><br>
            <b><u>FAQ-COM100 : SETUP FOR MAIL LOG FILES</u></b><br>
            Use the mail log format.<br>
            <br>
            <a name="ROTATE"></a><br>
            <b><u>FAQ-COM120 : HOW TO ROTATE MY LOGS WITHOUT LOSING DATA</u></b><br>
            Run the update first.<br>
            <a name="SPAWN"></a><a name="INTERNAL"></a><br>
            <b><u>FAQ-SET150 : INTERNAL ERROR 500</u></b><br>
            <b><u>FAQ-SET200 : ERROR COULDN'T SPAWN CHILD</u></b><br>
            Check your web server setup.<br>
            </body></html>
            """
        let document = try read(html).document
        XCTAssertEqual(questions(document), ["FAQ-COM100 : SETUP FOR MAIL LOG FILES", "FAQ-COM120 : HOW TO ROTATE MY LOGS WITHOUT LOSING DATA",
                                             "FAQ-SET150 : INTERNAL ERROR 500 / FAQ-SET200 : ERROR COULDN'T SPAWN CHILD"])
        XCTAssertEqual(document.allSections.flatMap(\.section.questions)[2].answer, "Check your web server setup\\.")
    }

    /// ht://Dig: numbered links under a "Questions" heading, then groups of
    /// `<strong>1.1. <a name>question</a></strong><br>` lines, statements among them.
    func testBoldLinesHoldingALinkedAnchorAfterTheirNumberAreQuestions() throws {
        let html = """
            <html><body><h1>ht://Dig FAQ</h1>
            <h2>Questions</h2>
            <h3>1. General</h3>
            1.1. <a href="#q1.1">Can I search the internet?</a><br>
            1.2. <a href="#q1.2">I have a great idea!</a><br>
            <h3>2. Compiling</h3>
            2.1. <a href="#q2.1">Why does it fail to build?</a><br>
            <h2>Answers</h2>
            <h3>1. General</h3>
            <strong>1.1. <a name="q1.1">Can I search the internet?</a></strong><br>
            <p>No.</p>
            <strong>1.2. <a name="q1.2">I have a great idea!</a></strong><br>
            <p>Send a patch.</p>
            <h3>2. Compiling</h3>
            <strong>2.1. <a name="q2.1">Why does it fail to build?</a></strong><br>
            <p>Old compiler.</p>
            </body></html>
            """
        let result = try read(html)
        XCTAssertEqual(result.document.allSections.map(\.section.title), ["1. General", "2. Compiling"])
        XCTAssertEqual(questions(result.document), ["1.1. Can I search the internet?", "1.2. I have a great idea!", "2.1. Why does it fail to build?"])
        XCTAssertNil(result.misread)
    }

    /// Without links to them, bold lines that state things are text, not questions.
    func testBoldLinesNoContentsLinksToStayText() throws {
        let html = """
            <html><body><h1>Notes</h1>
            <h2>Setup</h2>
            <a name="MAIL"></a><br><b>SETUP FOR MAIL LOG FILES</b><br>Use the mail log format.<br>
            <a name="ROTATE"></a><br><b>HOW TO ROTATE MY LOGS</b><br>Run the update first.<br>
            <h2>Use</h2><p>Run it.</p>
            </body></html>
            """
        XCTAssertEqual(questions(try read(html).document), ["Setup", "Use"])
    }

    /// w3m: an "Index" of group links, each over a list of bold questions without answers or links.
    func testAnIndexOfUnlinkedBoldQuestionsIsContentsAndAnEmptyGroupHoldsNoQuestion() throws {
        let html = """
            <html><body><h1>Questions about w3m</h1>
            <h2 id="index">Index</h2>
            <ul>
             <li><a href="#general"><b>General Questions</b></a></li>
              <ul><li><b>How do I pronounce it?</b></li><li><b>Why is it called so?</b></li></ul>
             <li><a href="#other"><b>Miscellaneous</b></a></li>
              <ul><li><b>What is the configuration file?</b></li><li><b>What are the temporary files?</b></li></ul>
            </ul>
            <h2 id="general">General Questions</h2>
            <dl><dt><b>How do I pronounce it?</b></dt><dd><p>W-three-M.</p></dd>
            <dt><b>Why is it called so?</b></dt><dd><p>It sees the web.</p></dd></dl>
            <h2 id="install">Compile and Install</h2>
            <p>No problem.</p>
            <h2 id="other">Miscellaneous</h2>
            <dl><dt><b>What is the configuration file?</b></dt><dd><p>~/.w3m/config.</p></dd>
            <dt><b>What are the temporary files?</b></dt><dd><p>Caches.</p></dd></dl>
            </body></html>
            """
        let result = try read(html)
        XCTAssertEqual(questions(result.document).count, 4, "the index's questions are not questions again")
        XCTAssertEqual(result.document.sections.map(\.title), ["General Questions", "Compile and Install", "Miscellaneous"])
        XCTAssertEqual(result.document.sectionCount, 2, "a group with only text under it is shown but counts as no section of questions")
        XCTAssertNil(result.misread)
    }

    /// DocBook XSL, an article of sections: the title page's `<h2>` is the document's title,
    /// its author `<h3>`s text; an admonition's `<h3>` "Note" is part of an answer.
    func testDocBookXSLArticleTitlePageAndAdmonitionsAreNoSectionsOrQuestions() throws {
        func question(_ id: String, _ text: String, note: Bool = false) -> String {
            """
            <div class="section"><div class="titlepage"><div><div><h3 class="title"><a id="\(id)"></a>\(text)</h3></div></div></div>
            <p><span class="bold"><strong>Answer:</strong></span> Yes.</p>
            \(note ? #"<div class="note"><h3 class="title">Note</h3><p>Mind the version.</p></div>"# : "")</div>
            """
        }
        let html = """
            <html><head><meta name="generator" content="DocBook XSL Stylesheets"/></head><body><div class="article">
            <div class="titlepage"><div><div><h2 class="title"><a id="idm1"></a>Firewall FAQs</h2></div>
            <div><div class="authorgroup"><h3 class="corpauthor">The Community</h3><div class="author"><h3 class="author">Tom</h3></div></div></div>
            <div><p class="copyright">Copyright © 2016</p></div></div></div>
            <div class="section"><div class="titlepage"><div><div><h2 class="title" style="clear: both"><a id="Install"></a>Installing</h2></div></div></div>
            \(question("faq1", "(FAQ 1) Which package do I install?", note: true))
            \(question("faq2", "(FAQ 2) Where are the files?"))
            </div>
            <div class="section"><div class="titlepage"><div><div><h2 class="title" style="clear: both"><a id="Logging"></a>Logging</h2></div></div></div>
            \(question("faq3", "(FAQ 3) Where are the logs?", note: true))
            \(question("faq4", "(FAQ 4) Why is my console full?"))
            </div>
            </div></body></html>
            """
        let document = try read(html).document
        XCTAssertEqual(document.title, "Firewall FAQs")
        XCTAssertEqual(document.sections.map(\.title), ["Installing", "Logging"])
        XCTAssertEqual(document.questionCount, 4)
        let first = document.sections[0].questions[0]
        XCTAssertEqual(first.id, "faq1")
        XCTAssertTrue(first.answer.contains("**Note**"), first.answer)
    }
    /// eCryptfs: an `h3` "FAQ" under the page's `h1`, at its entries' level, over only a menu link.
    func testAHeadingNamingTheFAQOverOnlyLinksIsNoQuestion() throws {
        let page = """
            <html><body><h1>eCryptfs</h1><h3>FAQ</h3><hr><a href="https://example.org">Main Page</a><hr>
            <h3>Q. What is novel about it?</h3><p>Nothing.</p>
            <h3>Q. Do I have to be root?</h3><p>No.</p>
            </body></html>
            """
        let document = try read(page).document
        XCTAssertEqual(document.title, "eCryptfs")
        XCTAssertEqual(questions(document), ["Q. What is novel about it?", "Q. Do I have to be root?"])
        // A heading over text, or over a link with words beside it, stays.
        let worded = try read(page.replacingOccurrences(of: "<a href", with: "See the <a href")).document
        XCTAssertEqual(questions(worded).first, "FAQ")
        XCTAssertTrue(HeadingTree.isOnlyLinks("[Main Page](<https://example.org>) | [Index](#index)\n"))
        XCTAssertFalse(HeadingTree.isOnlyLinks("See [Main Page](<https://example.org>)"))
        XCTAssertFalse(HeadingTree.isOnlyLinks(""))
    }

    /// fdutils: a site's name as an `h1` over its menu (a bracketed link, a list of links, one
    /// broken over two lines), above the `h1` the page is titled by, is the site's frame.
    func testASitesNameOverItsMenuAboveThePagesHeadingIsNoSection() throws {
        let page = """
            <html><head><title>Frequently asked questions about the floppy driver</title></head><body>
            <div id="logobar"><h1 class="globaltitle">Fdutils</h1></div>
            <div id="navbar"><center><a href="http://example.org">[To my homepage]</a></center>
            <ul><li><a href="index.html">Introduction</a><li><a href="disk-id.html">How to identify<br>an unknown disk</a></ul></div>
            <h1>Frequently asked questions about the floppy driver</h1><p>Most utilities are in fdutils.</p>
            <h4>How do I access floppy drives?</h4><p>Use mtools.</p>
            <h4>How should I report bugs?</h4><p>By mail.</p>
            <h4>I can't fdformat the new formats.</h4><p>Use superformat.</p>
            </body></html>
            """
        let document = try read(page).document
        XCTAssertEqual(document.title, "Frequently asked questions about the floppy driver")
        XCTAssertEqual(document.sections.count, 1)
        XCTAssertEqual(questions(document), ["How do I access floppy drives?", "How should I report bugs?", "I can't fdformat the new formats."])
        XCTAssertTrue(HeadingTree.isOnlyLinks("[\\[To my homepage\\]](<http://example.org>)\n\n- [How to identify\\\n  an unknown disk](<d.html>)"))
        XCTAssertFalse(HeadingTree.isOnlyLinks("[Unclosed \\] text"))
    }

    /// Questions answered by a link alone, above a closing heading that the page's `<title>`
    /// names, are the page's questions: only a first heading right above the page's own is a
    /// site's name.
    func testQuestionsAnsweredByALinkAboveAHeadingNamedAsThePageStay() throws {
        let page = """
            <html><head><title>FAQ</title></head><body>
            <h2>Where do I download it?</h2><p><a href="https://example.org/dl">Downloads page</a></p>
            <h2>Where is the manual?</h2><p><a href="https://example.org/manual">The manual</a></p>
            <h2>Is it free?</h2><p>Yes, under the MIT licence.</p>
            <h2>Why is it slow on NFS?</h2><p>It syncs every write.</p>
            <h2>FAQ</h2><p><a href="faq.pdf">This FAQ as PDF</a></p>
            </body></html>
            """
        XCTAssertEqual(questions(try read(page).document), ["Where do I download it?", "Where is the manual?", "Is it free?", "Why is it slow on NFS?"])
    }

    /// MilkyTracker: each item of a list leads with a link that has no target around its
    /// question (a script makes it the answer's switch), over a nested list with the answer.
    func testListItemsLedByALinkWithNoTargetAreQuestions() throws {
        let page = """
            <html><head><title>Frequently Asked Questions about MilkyTracker</title></head><body>
            <h1>Frequently Asked Questions about MilkyTracker</h1>
            <p>Here are some questions answered which get asked on the forum.</p>
            <ol>
            <li><a id="question">Where can I find a list of all the effect codes?</a>
              <ul><li>Read the manual: <a href="MilkyTracker.html">milkytracker.html</a></li></ul></li>
            <li><a>Why does MilkyTracker look different from Fasttracker II?</a>
              <ul><li>The GUI has been adjusted to fit low resolution displays.</li></ul></li>
            <li><a>Does MilkyTracker support MIDI?</a>
              <ul><li>It supports some basic MIDI input.</li></ul></li>
            </ol></body></html>
            """
        let document = try read(page).document
        XCTAssertEqual(questions(document), ["Where can I find a list of all the effect codes?",
                                             "Why does MilkyTracker look different from Fasttracker II?", "Does MilkyTracker support MIDI?"])
        XCTAssertTrue(answer(document, "Does MilkyTracker support MIDI?")?.contains("basic MIDI input") == true)
    }

    /// SGI's STL FAQ: an `<H2>` going on with the `<H1>` title in lower case ("about the SGI
    /// Standard Template Library") over every question is the title's second line, not a group.
    func testAHeadingGoingOnWithTheTitleIsPartOfTheTitle() throws {
        let html = """
            <HTML><BODY><H1>Frequently Asked Questions</H1>
            <H2>about the SGI Standard Template Library</H2>
            <P><b>Is the STL Y2K compliant?</b><BR>Yes.
            <P><B>Which compilers are supported?</b><BR>Most.
            <P><b>Is the SGI STL thread safe?</b><BR>Mostly.
            </BODY></HTML>
            """
        let document = try read(html).document
        XCTAssertEqual(document.title, "Frequently Asked Questions about the SGI Standard Template Library")
        XCTAssertEqual(groups(document), [])
        XCTAssertEqual(questions(document).count, 3)
        // A lone group named as a topic keeps its name.
        let named = try read(html.replacingOccurrences(of: "about the SGI", with: "General questions about the SGI")).document
        XCTAssertEqual(groups(named), ["General questions about the SGI Standard Template Library"])
    }

    /// A checklist of questions over quoted answers, under a heading that asks, is that question's answer.
    func testQuotedPairsInAListUnderAnAskingHeadingAreItsAnswer() throws {
        let html = """
            <html><head><title>Server FAQ</title></head><body>
            <h1>Server FAQ</h1>
            <h2>Why does the server not start?</h2>
            <p>Go through this checklist:</p>
            <ul>
            <li><p>Does the log say "port in use"?</p>
            <blockquote><p>Stop the other server, or change the port.</p></blockquote></li>
            <li><p>Does the log say "permission denied"?</p>
            <blockquote><p>Run it as root, or pick a port above 1024.</p></blockquote></li>
            <li><p>Is the config file there?</p>
            <blockquote><p>Create it with server --init.</p></blockquote></li>
            </ul>
            <h2>How do I stop the server?</h2>
            <p>Send it SIGTERM.</p>
            <h2>Where are the logs?</h2>
            <p>In /var/log/server.</p>
            </body></html>
            """
        let document = try self.read(html).document
        XCTAssertEqual(questions(document), ["Why does the server not start?", "How do I stop the server?", "Where are the logs?"])
    }

    /// GitBook's Chinese FAQ: one heading "GitBook常见问题" ("GitBook FAQ") over every question names the FAQ: no group.
    func testAHeadingNamingTheFAQInChineseWrapsNoGroup() throws {
        let questions = (1...3).map { "<h4>问题\($0)是什么？</h4><p>答案\($0)。</p>" }.joined()
        let html = "<html><body><section><h1>GitBook常见问题</h1><p>这里是常见问题。</p>\(questions)</section></body></html>"
        let document = try self.read(html).document
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(document.questionCount, 3)
        XCTAssertTrue(HeadingTree.namesFAQ("GitBook常见问题"))
        XCTAssertFalse(HeadingTree.namesFAQ("常见问题排查"), "troubleshooting common problems names no FAQ")
    }

    /// splint's FAQ: each item of one list a paragraph that asks over a `<blockquote>` answer,
    /// with `h4` group titles between the items: the pairs are weighed together.
    func testQuestionsOverQuotedAnswersEachInAListItem() throws {
        func item(_ question: String) -> String { "<li><p><a name=\"q\">\(question)</a></p><blockquote>The answer.</blockquote></li>" }
        let html = """
            <html><body><h1>Splint - Frequently Asked Questions</h1><h3>Questions and Answers</h3><ol>
            <h4>General Questions</h4>\(item("What is the difference between Splint and LCLint?"))\(item("How is Splint pronounced?"))
            <h4>Installation</h4>\(item("How do I install it on Windows?"))\(item("I can't extract the .tgz file."))
            \(item("Does it build with clang?"))\(item("Where do I report a build failure?"))
            </ol></body></html>
            """
        let document = try self.read(html).document
        XCTAssertEqual(groups(document), ["General Questions", "Installation"])
        XCTAssertEqual(document.questionCount, 6)
    }

    /// XPCE's FAQ: under each question, the asker's mail quoted in bold ("&gt; … Do you think …?"): the asker's
    /// words, no question of their own.
    func testABoldQuotedMailUnderAQuestionIsItsText() throws {
        let html = """
            <HTML><BODY><H1>Programmers FAQ for XPCE</H1>
            <h1>General Programming issues</h1>
            <a name="hidden"><h2>How do I attach hidden information to a device object?</h2></a>
            <p><b>&gt; Since I've taken the approach to assert the graph<br>
            &gt; I now face the problem to attach hidden information.<br>
            &gt; Do you think attaching it to the device is a good idea? </b>
            <p>Yes: use an attribute.
            <p><b>
            &gt;  What's the best way to achieve this?</b>
            <p>There are three ways.
            <a name="assert"><h2>How can I assert a text_item value?</h2></a>
            <p><b>&gt; I would like to assert the value of a text item.<br>
            &gt; What's the best way to achieve this?</b>
            <p>Send it a message.
            <h1>Miscellaneous</h1>
            <h2>Is XPCE free?</h2><p>Yes.
            <h2>Does it run on Windows?</h2><p>Yes.
            </BODY></HTML>
            """
        let document = try read(html).document
        XCTAssertEqual(document.sections.map(\.title), ["General Programming issues", "Miscellaneous"])
        XCTAssertEqual(document.questionCount, 4)
        let answer = document.sections[0].questions[0].answer
        XCTAssertTrue(answer.contains("Do you think") && answer.contains("the best way"), answer)
    }

    func testQuotedMailLinesInBoldAfterABlockAreTextOfTheEntry() throws {
        // XPCE's "I have a few questions about identities.": the asker's lines in bold right after a code block, each
        // run ended by the next paragraph; two of them under one heading are no run of questions.
        let html = """
            <HTML><BODY><H1>Programmers FAQ for XPCE</H1>
            <h2>Where is the manual?</h2><p>Online.
            <h2>How do I start it?</h2><p>Type its name.
            <p><a name="identitymisc"><h2>I have a few questions about identities.</h2></a>
            <p>The asker wrote:
            <xmp>
            > set_identities(Old, New) :- new(_, constraint(Old, New)).
            </xmp><b>
            &gt; Do you think it's a good idea?<br>
            &gt; Is there any problem if the user deletes one of the products?</b>
            <p>There won't be any dangling references.
            <xmp>
            > new(_, constraint(A, B)).
            </xmp><b>&gt; In the case in which you assert an identity,<br>
            &gt; which one prevails?</b>
            <p>The first one.
            <h2>Is XPCE free?</h2><p>Yes.
            </BODY></HTML>
            """
        let document = try read(html).document
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).map(\.question), [
            "Where is the manual?", "How do I start it?", "I have a few questions about identities.", "Is XPCE free?",
        ])
    }
}

/// The new HTML structures stay linear on hostile pages.
final class HTMLHandWrittenPagesLinearTests: XCTestCase {
    /// Thousands of bold lines the contents link to, and line breaks by the thousand before
    /// others: each looks back a few nodes only. (The debug build reads a 1 MB page of headings
    /// in about 5 s of CPU on a loaded machine, this one as fast: 256 KB keeps the test short.)
    func testAnchoredBoldLinesAndManyLineBreaksAreLinear() throws {
        try LinearGrowth.assert(1 << 18) { size in
            var html = "<html><body><h1>T</h1>"
            var n = 0
            while html.utf8.count < size {
                html += "<a href=\"#q\(n)\">q\(n)</a><br><a name=\"q\(n)\"></a><br><b>Line \(n)</b><br>answer<br>"
                html += String(repeating: "<br>", count: 20) + "<b>Not linked \(n)</b><br>"
                n += 1
            }
            let document = try DocumentReader.decode(Array((html + "</body></html>").utf8), file: "faq.html").document
            XCTAssertEqual(document.questionCount, n)
        }
    }

    /// A DocBook XSL title page with many empty blocks before many headings: its first heading is found once.
    func testATitlePageWithManyHeadingsIsLinear() throws {
        try LinearGrowth.assert(1 << 18) { size in
            var html = "<html><body><div class=\"article\"><div class=\"titlepage\">"
            html += String(repeating: "<div></div>", count: size / 40)
            while html.utf8.count < size { html += "<h3 class=\"title\">Author</h3><p>x</p>" }
            _ = try? DocumentReader.decode(Array((html + "</div></div></body></html>").utf8), file: "faq.html")
        }
    }
}
