import XCTest
@testable import FAQ

/// Entries the Fresh50 draw (Debian's HTML FAQs) showed: list items led by their own text or
/// first paragraph under group headings, bold paragraphs opened by a bullet, title bars named by
/// an anchor inside them over answers indented with a bare `<ul>`, a title classed over an
/// answer classed so, a site's `div.header`, and topics ranked below one closing heading.
final class HTMLListAndBarEntriesTests: XCTestCase {
    private func read(_ html: String, file: String = "faq.html") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(html.utf8), file: file)
    }

    /// Redland's FAQ: each item's own text asks, up to its first paragraph.
    func testListItemsLedByTheirOwnText() throws {
        let html = """
        <html><head><title>Redland FAQ</title></head><body><h1>Frequently Asked Questions</h1><ol>
        <li>What is the license?
        <p>Redland is Free Software.</p></li>
        <li>Why is it written in C?<br />
        <p>Writing in C allows reuse.</p></li>
        <li>Redmond?
        <p>No. It is named after a region of Bristol.</p></li>
        </ol></body></html>
        """
        let document = try read(html).document
        XCTAssertEqual(questions(document), ["What is the license?", "Why is it written in C?", "Redmond?"])
        XCTAssertEqual(answer(document, "Why is it written in C?"), "Writing in C allows reuse\\.")
        // Steps led by their own text are no questions.
        let steps = html.replacingOccurrences(of: "What is the license?", with: "Download it.")
            .replacingOccurrences(of: "Why is it written in C?", with: "Unpack it.")
        XCTAssertFalse(questions((try? read(steps).document) ?? FAQDocument(title: "", sections: [])).contains("Unpack it."))
    }

    /// LIRC's FAQ: groups of items whose text asks over line breaks and its answer; a later
    /// group's items may state their problems where most ask or say what the reader gets.
    func testGroupsOfItemsAskingOverLineBreaks() throws {
        func item(_ question: String, _ answer: String) -> String { "<LI>\(question)<BR>\n<BR>\n\(answer)<BR>\n<BR>\n</LI>\n" }
        let html = """
        <HTML><BODY><H1>FAQ</H1><H1>Hardware related</H1><OL>
        \(item("Is my USB dongle supported?", "No, it is not."))\(item("Can I share the serial port?", "Yes."))\(item("Do they use polling?", "No."))
        </OL><H1>Software setup</H1><OL>
        \(item("Which module do I load?", "See the list."))\(item("When I run mode2 I get this error message:<PRE>busy</PRE>", "Another program holds it."))
        \(item("Every press shows five events.", "That is the remote's repeat."))\(item("Why is it slow?", "It polls."))
        </OL><H1>HOWTOs</H1><UL><LI><A HREF="a.html">One</A></LI><LI><A HREF="b.html">Two</A></LI></UL></BODY></HTML>
        """
        let document = try read(html).document
        XCTAssertEqual(groups(document), ["Hardware related", "Software setup"])
        XCTAssertEqual(document.questionCount, 7)
        XCTAssertEqual(answer(document, "Is my USB dongle supported?"), "No\\, it is not\\.")
        XCTAssertEqual(document.sections.first { $0.title == "Software setup" }?.questions.map(\.question).contains("Every press shows five events."), true)
        let quoted = answer(document, "When I run mode2 I get this error message:") ?? ""
        XCTAssertTrue(quoted.hasPrefix("```\nbusy\n```\n\n") && quoted.hasSuffix("Another program holds it\\."), quoted)
        XCTAssertFalse(quoted.contains("\\\n"), "line breaks after the code open no paragraph: \(quoted)")
    }

    /// The review's troubleshooting page: under a heading that states a problem, a list of asking
    /// leads is its checklist; on a page that names no FAQ, items that state problems ask nothing.
    func testChecklistsUnderStatedProblemsAndKnownIssues() throws {
        let troubleshooting = """
        <html><body><h1>Foo troubleshooting</h1><h2>Build fails on Windows</h2><ul>
        <li>Is MSYS2 installed?<br>Install it.</li><li>Is make on the PATH?<br>Add it.</li><li>Are you in the MINGW64 shell?<br>Use it.</li></ul>
        <h2>Window is blank on macOS</h2><p>Update to the latest release.</p></body></html>
        """
        XCTAssertEqual(questions(try read(troubleshooting).document), ["Build fails on Windows", "Window is blank on macOS"])
        let notes = """
        <html><head><title>Foo 2.0 release notes</title></head><body><h1>Foo 2.0</h1><h2>New features</h2><p>Faster.</p><h2>Known issues</h2><ul>
        <li>Printing fails on some HP printers<br>Use the PDF export.</li><li>The window crashes on resize<br>Do not resize.</li>
        <li>Sound fails after sleep<br>Restart it.</li></ul><h2>Upgrading</h2><p>Install over the old version.</p></body></html>
        """
        XCTAssertFalse(questions(try read(notes, file: "notes.html").document).contains("Printing fails on some HP printers"))
    }

    /// RapidJSON's Doxygen page: `p.startli` questions under group headings, one group written as two lists.
    func testParagraphLedItemsUnderGroupHeadings() throws {
        func list(_ questions: [String]) -> String {
            "<ol type=\"1\">" + questions.map { "<li><p class=\"startli\">\($0)</p>\n<p class=\"startli\">Answer.</p></li>" }.joined() + "</ol>"
        }
        let html = """
        <html><body><div class="title">FAQ</div><div class="textblock">
        <h1><a class="anchor" id="a1"></a>General</h1>\(list(["What is it?", "Is it free?", "Is it small?"]))
        <h1><a class="anchor" id="a2"></a>JSON</h1>\(list(["What is JSON?", "What is it for?"]))\(list(["Does it conform?"]))
        </div></body></html>
        """
        let document = try read(html).document
        XCTAssertEqual(groups(document), ["General", "JSON"])
        XCTAssertEqual(document.sections.last?.questions.map(\.question), ["What is JSON?", "What is it for?", "Does it conform?"])
    }

    /// Castro's Sphinx FAQ: each group a numbered list whose items open with an emphasised question or problem;
    /// a group of one item ("Profiling", "Runtime Errors") holds an entry as the others do.
    func testAListOfOneLeadBesideListsOfLeadsIsAnEntry() throws {
        func list(_ leads: [String]) -> String {
            "<ol class=\"arabic\">" + leads.map { "<li><p><em>\($0)</em></p>\n<p>The answer, in a paragraph of its own.</p></li>" }.joined() + "</ol>"
        }
        func page(_ groups: [(String, [String])]) -> String {
            "<html><body><h1>Frequently Asked Questions</h1>" + groups.map { "<section><h2>\($0.0)</h2>\(list($0.1))</section>" }.joined()
                + "</body></html>"
        }
        let groups = [("Compiling", ["Compiling fails with a cryptic message.", "How can I see the make variables?"]),
                      ("Debugging", ["Castro crashes with a floating point exception.", "How can I monitor a zone?"]),
                      ("Profiling", ["How can I get line-by-line profiling information?"]),
                      ("Runtime Errors", ["Castro requests too many substeps and crashes."])]
        let document = try read(page(groups)).document
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) }, groups.map(\.1))
        // With one such list beside it, a lone item stays its heading's text.
        let alone = try read(page([groups[0], groups[3]])).document
        XCTAssertEqual(alone.questionCount, 2)
    }

    /// Blitz++'s Texinfo chapter: bold paragraphs opened by "•", most stating a problem.
    func testBoldParagraphsOpenedByABulletOnAFAQPage() throws {
        let html = """
        <html><body><h2 class="chapter">11 Frequently Asked Questions</h2>
        <h3 class="section">11.1 Questions about installation</h3>
        <p><strong>&bull; The linker complains about undefined references.</strong></p><p>Link with -lblitz.</p>
        <p><strong>&bull; DECcxx reports problems about templates</strong></p><p>Upgrade it.</p>
        <p><strong>&bull; Why do I need a Fortran compiler?</strong></p><p>For the benchmarks.</p>
        <h3 class="section">11.2 Questions about functionality</h3>
        <p><strong>&bull; Can it be used from Python?</strong></p><p>Not yet.</p>
        <p><strong>&bull; When I write A * v I get an error.</strong></p><p>Use product().</p>
        </body></html>
        """
        let document = try read(html).document
        XCTAssertEqual(groups(document), ["11.1 Questions about installation", "11.2 Questions about functionality"])
        XCTAssertEqual(document.sections.first?.questions.map(\.question), [
            "The linker complains about undefined references.", "DECcxx reports problems about templates", "Why do I need a Fortran compiler?"])
        XCTAssertEqual(answer(document, "When I write A * v I get an error."), "Use product\\(\\)\\.")
        // On a page that names no FAQ, bold bullet paragraphs that state things are a list of features.
        let features = html.replacingOccurrences(of: "11 Frequently Asked Questions", with: "11 Features")
            .replacingOccurrences(of: "Why do I need a Fortran compiler?", with: "Fast templates.")
            .replacingOccurrences(of: "Can it be used from Python?", with: "Small arrays.")
        XCTAssertFalse(questions((try? read(features, file: "features.html").document) ?? FAQDocument(title: "", sections: []))
            .contains("The linker complains about undefined references."))
        // The review's: under a heading that asks, bold bullets are its answer's points; names in credits ask nothing.
        let points = """
        <html><head><title>Zed FAQ</title></head><body><h1>Zed FAQ</h1><h2>What is Zed?</h2><p>Zed is an editor. Its main features:</p>
        <p><b>&bull; Fast startup</b></p><p>Under 50 ms.</p><p><b>&bull; Small footprint</b></p><p>20 MB.</p>
        <h2>How do I install Zed?</h2><p>Use your package manager.</p><h2>Credits</h2>
        <p><b>&bull; Alice Smith</b></p><p>Wrote the core.</p><p><b>&bull; Bob Jones</b></p><p>Wrote the docs.</p></body></html>
        """
        XCTAssertEqual(questions(try read(points).document), ["What is Zed?", "How do I install Zed?"])
    }

    /// FOX's FAQ: title bars named by an anchor inside their bold run, each answer a paragraph
    /// indented with a bare `<ul>` (text in the list, in no item), which is kept.
    func testTitleBarsNamedInsideOverBareListAnswers() throws {
        func bar(_ name: String, _ title: String, _ answer: String) -> String {
            """
            <p><table width=100%><tr><td id=HEADLINE><b><a NAME="\(name)"></a>\(title)
            <br><img src='art/line.gif'></b></td></tr></table></p>
            <ul>\(answer)<p>More of it.<ul><li>an item</li></ul></ul>
            """
        }
        let html = "<html><body>" + bar("LOOK", "Why does it look like Windows?", "In part for history.")
            + bar("GIF", "Why Support GIF!", "Because the patent expired.") + bar("MDI", "Creating an MDI application.", "Use FXMDIClient.") + "</body></html>"
        let document = try read(html).document
        XCTAssertEqual(questions(document), ["Why does it look like Windows?", "Why Support GIF!", "Creating an MDI application."])
        let gif = answer(document, "Why Support GIF!") ?? ""
        XCTAssertTrue(gif.hasPrefix("Because the patent expired\\."), gif)
        XCTAssertTrue(gif.contains("More of it\\.") && gif.contains("- an item"), gif)
    }

    /// A line break closing a bold run (FOX's title bars: `<b>Questions<br><img></b>`) or a paragraph
    /// shows no backslash; one in a code block stays.
    func testLineBreaksClosingBoldOrAParagraphShowNoBackslash() {
        XCTAssertEqual(HTMLToMarkdown.convert("<p><b>\nQuestions\n<br><img src='line.gif'></b></p><p>Text<br></p>"), "**Questions**\n\nText")
        XCTAssertEqual(HTMLToMarkdown.convert("<p><b>One<br></b>two</p>"), "**One**\\\ntwo")
        XCTAssertEqual(HTMLToMarkdown.convert("<pre>make \\\n\nrun</pre><p>Done.</p>"), "```\nmake \\\n\nrun\n```\n\nDone\\.")
        // A line break between a list's items parts no paragraph (the review's `<li>-v</li><br><li>-q</li>`).
        XCTAssertEqual(HTMLToMarkdown.convert("<ul><li>-v</li><br><li>-q</li></ul>"), "- \\-v\n- \\-q")
    }

    /// SQLite/Ruby's FAQ: a `div.faq-title` over a `div.faq-answer`, questions and statements.
    func testATitleClassedOverAnAnswerClassed() throws {
        let html = """
        <html><body><h1>SQLite/Ruby FAQ</h1>
        <a name="1"></a><div class='faq-title'>How do I do a database query?</div><div class='faq-answer'><p>Use execute.</p></div>
        <a name="2"></a><div class='faq-title'>I'd like the rows to be indexible by column name.</div><div class='faq-answer'><p>Set results_as_hash.</p></div>
        <a name="3"></a><div class='faq-title'>How do I prepare a statement?</div><div class='faq-answer'><p>Use prepare.</p></div>
        </body></html>
        """
        let document = try read(html).document
        XCTAssertEqual(questions(document), ["How do I do a database query?", "I'd like the rows to be indexible by column name.", "How do I prepare a statement?"])
        XCTAssertEqual(answer(document, "I'd like the rows to be indexible by column name."), "Set results\\_as\\_hash\\.")
    }

    /// eXpress' pages: the site's header is a `div.header` in the page's wrappers, its name and tagline headings over a menu.
    func testASiteHeaderDivIsNoPartOfTheFAQ() throws {
        let page = """
        <html><head><title>eXpress • FAQ</title></head><body><div class="container">
        <div class="header"><div class="header-top"><div class="sitelogo"><ul><li><a href="#"><img src="logo.png"/></a></li></ul></div>
        <div class="sitename"><h1><a href="#">eXpress</a></h1> &nbsp; <h2><i>Streaming</i> quantification for high-throughput sequencing</h2></div>
        <div class="navbutton"><ul><li><a href="http://www.berkeley.edu"><img src="seal.gif"/></a></li></ul></div></div>
        <div class="header-bottom"><div class="searchform" id="cse-search-form">Loading</div></div></div>
        <div class="main"><h1 class="pagetitle">FAQ</h1>
        <h2 id="a">Can eXpress find differentially expressed genes?</h2><p>No.</p>
        <h2 id="b">Does it work in streaming mode only?</h2><p>No.</p></div></div></body></html>
        """
        let document = try read(page).document
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertEqual(questions(document), ["Can eXpress find differentially expressed genes?", "Does it work in streaming mode only?"])
        // A header holding the FAQ's own title keeps it.
        let titled = page.replacingOccurrences(of: "<h1><a href=\"#\">eXpress</a></h1>", with: "<h1>eXpress Frequently Asked Questions</h1>")
            .replacingOccurrences(of: "<h1 class=\"pagetitle\">FAQ</h1>", with: "")
        XCTAssertEqual(try read(titled).document.title, "eXpress Frequently Asked Questions")
        // The review's accordion: a `div.header` around each question, under group headings, is no site header.
        func item(_ question: String) -> String { "<div class=\"item\"><div class=\"header\"><h3>\(question)</h3></div><div class=\"content\"><p>Yes.</p></div></div>" }
        let accordion = "<html><body><div class=\"container\"><h1>Acme support</h1><h2>Installing</h2>" + item("How do I install Acme?")
            + item("Which systems are supported?") + "<h2>Using</h2>" + item("How do I open a file?") + item("How do I save?") + "</div></body></html>"
        let groupsRead = try read(accordion).document
        XCTAssertEqual(groups(groupsRead), ["Installing", "Using"])
        XCTAssertEqual(groupsRead.questionCount, 4)
    }

    /// atlc's FAQ: each entry a list of two items, labelled "Question:" and "Answer:" in bold; a
    /// "Question:" paragraph under a topic's heading words that heading's question again (MICKA's).
    func testListItemsLabelledQuestionAndAnswer() throws {
        func entry(_ question: String, _ answer: String) -> String {
            "<LI><UL><LI><STRONG>Question: </STRONG> <A NAME=\"q\">\(question)</A></LI><LI><STRONG>Answer:</STRONG>\(answer)</LI></UL></LI>\n"
        }
        let html = "<HTML><BODY><H1>atlc's Frequently asked questions</H1><OL>\n" + entry("What is atlc?", "A set of programs.")
            + entry("Who wrote atlc ?", "David Kirkby.") + entry("Bitmap files are large, can I use JPEG instead?", "No.") + "</OL></BODY></HTML>"
        let document = try read(html).document
        XCTAssertEqual(questions(document), ["What is atlc?", "Who wrote atlc ?", "Bitmap files are large, can I use JPEG instead?"])
        XCTAssertEqual(answer(document, "Who wrote atlc ?"), "David Kirkby\\.")
        var topics = "<html><body><h1>Frequently asked questions</h1>"
        for n in 1...3 {
            topics += "<h2>4.\(n). Topic number \(n)</h2><p><strong>Question:</strong> <em>Why does thing \(n) fail?</em></p><p>Because.</p>"
        }
        let restated = try read(topics + "</body></html>").document
        XCTAssertEqual(questions(restated), ["4.1. Topic number 1", "4.2. Topic number 2", "4.3. Topic number 3"])
    }

    /// SQL-Ledger's fragment: topics ranked below the one heading that closes the page are its entries.
    func testTopicsRankedBelowAClosingHeading() throws {
        var html = "<ul>\n"
        for topic in ["spool directory missing", "Apache 2.4 configuration", "preamble.tex : No such file or directory", "unknown terminal!"] {
            html += "<p><li><h4>\(topic)</h4>\nSome text about \(topic).\n"
        }
        html += "</ul>\n<hr>\n<h1>SQL-Ledger security</h1>\n<ul><li>Use SSL.</li><li>Restrict access.</li></ul>\n"
        let document = try read(html).document
        XCTAssertEqual(questions(document), ["spool directory missing", "Apache 2.4 configuration", "preamble.tex : No such file or directory", "unknown terminal!"])
        XCTAssertEqual(document.sections.last?.title, "SQL-Ledger security")
        // Where headings are entries by their looks, a last one ranked above them is an entry too (the review's).
        let markdown = "# Foo FAQ\n\n### How do I install foo?\n\nRun make.\n\n### How do I configure foo?\n\nEdit it.\n\n## Builds fail with missing headers\n\nInstall them.\n"
        XCTAssertEqual(try DocumentReader.decode(Array(markdown.utf8), file: "faq.md").document.questionCount, 3)
        // One naming a topic there, "Contact", still closes it (the second review's).
        let contact = markdown.replacingOccurrences(of: "## Builds fail with missing headers\n\nInstall them.", with: "## Contact\n\nMail us.")
        let closed = try DocumentReader.decode(Array(contact.utf8), file: "faq.md").document
        XCTAssertEqual(closed.questionCount, 2)
        XCTAssertEqual(textParts(closed), ["Contact"])
    }
}
