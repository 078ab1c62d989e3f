import XCTest
@testable import FAQ

/// HTML FAQ structures beyond headings: DocBook XSL Q and A tables, schema.org microdata,
/// bold questions in paragraphs and lists, AsciiDoc output, and tables of contents left out.
final class HTMLStructureTests: XCTestCase {
    private func read(_ html: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(html.utf8), file: "faq.html").document
    }

    private func outline(_ document: FAQDocument) -> [String] {
        var lines: [String] = []
        func add(_ section: FAQSection, _ depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + "# " + section.title)
            lines += section.questions.map { String(repeating: "  ", count: depth + 1) + $0.question }
            for child in section.sections { add(child, depth + 1) }
        }
        document.sections.forEach { add($0, 0) }
        return lines
    }

    func testDocBookXSLTableGroupsAreSectionsAndRowsAreQuestions() throws {
        func entry(_ n: String, _ q: String, _ a: String) -> String {
            "<tr class=\"question\" title=\"\(n)\"><td align=\"left\" valign=\"top\"><a name=\"q\(n)\"></a><p><b>\(n)</b></p></td>"
                + "<td align=\"left\" valign=\"top\"><p>\(q)</p></td></tr>"
                + "<tr class=\"answer\"><td align=\"left\" valign=\"top\"><p><b>A:</b></p></td><td align=\"left\" valign=\"top\"><p>\(a)</p></td></tr>"
        }
        let page = """
            <html><head><title>Chapter 3. FAQ</title></head><body><div class="chapter"><h1 class="title">Chapter 3. FAQ</h1>
            <div class="qandaset"><dl><dt>3.1. <a href="faq.html#d1">Installing</a></dt><dd><dl><dt>1. <a href="faq.html#q1">Does it install?</a></dt></dl></dd></dl>
            <table border="0" summary="Q and A Set"><col align="left" width="1%"><tbody>
            <tr class="qandadiv"><td align="left" valign="top" colspan="2"><h3 class="title"><a name="d1"></a>3.1. Installing</h3></td></tr>
            <tr class="toc"><td colspan="2"><dl><dt>1. <a href="#q1">Does it install?</a></dt></dl></td></tr>
            \(entry("1.", "Does it install?", "Yes."))\(entry("2.", "Where do files go?", "To /usr."))
            <tr class="qandadiv"><td align="left" valign="top" colspan="2"><h3 class="title">3.2. Running</h3></td></tr>
            \(entry("3.", "Why is it slow?", "It is not."))
            </tbody></table></div></div></body></html>
            """
        let document = try read(page)
        XCTAssertEqual(outline(document), ["# 3.1. Installing", "  Does it install?", "  Where do files go?", "# 3.2. Running", "  Why is it slow?"])
        XCTAssertEqual(document.sections[0].questions[0].answer, "Yes\\.")
        XCTAssertEqual(document.sections[0].questions[0].id, "q1.")
        XCTAssertEqual(document.title, "Chapter 3. FAQ")
    }

    func testMicrodataQuestionsWhateverTheirElements() throws {
        var page = "<html><body><h1>Shop</h1><p>Welcome.</p><section itemscope itemtype=\"https://schema.org/FAQPage\"><h2>FAQ</h2>"
        for n in 1...4 {
            page += "<div itemscope itemprop=\"mainEntity\" itemtype=\"https://schema.org/Question\"><span class=\"q\" itemprop=\"name\">Question \(n)</span>"
                + "<div itemscope itemprop=\"acceptedAnswer\" itemtype=\"https://schema.org/Answer\"><meta itemprop=\"name\" content=\"not this\">"
                + "<div itemprop=\"text\"><p>Answer <b>\(n)</b>.</p></div></div></div>"
        }
        page += "</section></body></html>"
        let document = try read(page)
        XCTAssertEqual(document.questionCount, 4)
        XCTAssertEqual(document.sections.flatMap(\.questions).map(\.question), (1...4).map { "Question \($0)" })
        XCTAssertEqual(document.sections.flatMap(\.questions)[1].answer, "Answer **2**\\.")
    }

    /// mdtraj's Sphinx page: under "FAQs", a list of one item whose emphasised first paragraph
    /// asks, answered by the item's other paragraphs, is the FAQ's one question; under a topic's
    /// heading, or without its answer, such a list stays text.
    func testOneEmphasisedQuestionInAListUnderAFAQHeading() throws {
        func page(_ heading: String, _ answer: String) -> String {
            "<html><body><section><h1>\(heading)</h1><ol><li><p><em>Why do I see \"symbol not found\" errors?</em></p>\(answer)</li></ol></section></body></html>"
        }
        let document = try read(page("FAQs", "<p>Your compiler is too old.</p><pre>export CC=gcc44</pre>"))
        XCTAssertEqual(questions(document), ["Why do I see \"symbol not found\" errors?"])
        XCTAssertEqual(document.sectionCount, 0)
        XCTAssertTrue(document.sections[0].questions[0].answer.contains("compiler is too old"))
        XCTAssertThrowsError(try read(page("Installing", "<p>Your compiler is too old.</p>")), "under a topic's heading")
        XCTAssertThrowsError(try read(page("FAQs", "")), "with no answer of its own")
    }

    /// A page whose questions no markup marks, only its text ("Q:" and "A:" lines in paragraphs,
    /// numbered entries in paragraphs styled by classes), is read as the plain-text FAQ its
    /// text is; a page of prose is still refused, naming what an HTML FAQ needs.
    func testAPageWhoseTextAloneMarksItsQuestionsIsReadAsPlainText() throws {
        let pairs = """
            <html><head><title>Widget questions</title></head><body>
            <p>Here are the questions people ask about Widget.</p>
            <p>Q: How do I install it?<br>A: Run make install as root.</p>
            <p>Q: Why is it called Widget?<br>A: Nobody remembers.</p>
            <p>Q: Does it run on BSD?<br>A: Yes, on every BSD.</p>
            <pre>make install</pre>
            </body></html>
            """
        let result = try DocumentReader.decode(Array(pairs.utf8), file: "faq.html")
        XCTAssertEqual(result.importer, "HTML, its text read as plain text (Q/A pairs)")
        XCTAssertEqual(questions(result.document), ["How do I install it?", "Why is it called Widget?", "Does it run on BSD?"])
        XCTAssertTrue(result.document.sections[0].questions[2].answer.contains("make install"), "the example after the last answer is its")
        XCTAssertNil(result.misread)
        let numbered = """
            <html><body><p class="group">1. Viewing</p>
            <p class="question">1.1 How do I zoom in?</p><p class="answer">Press the plus key.</p>
            <p class="question">1.2 How do I zoom out?</p><p class="answer">Press the minus key.</p>
            <p class="group">2. Editing</p>
            <p class="question">2.1 Can I edit images?</p><p class="answer">No, it is a viewer.</p>
            <p class="question">2.2 Can I rotate images?</p><p class="answer">Yes, with R.</p></body></html>
            """
        let document = try read(numbered)
        XCTAssertEqual(groups(document), ["Viewing", "Editing"])
        XCTAssertEqual(document.questionCount, 4)
        let prose = "<html><body><p>Widget draws widgets.</p><p>It was written in 2001 by a team of three.</p></body></html>"
        XCTAssertThrowsError(try read(prose)) { error in
            XCTAssertTrue((error as! DocumentError).description.contains("no questions found in this page"))
        }
    }

    /// PySDL2's Sphinx page: headings that are stems ending in "…" ("On importing…"), each
    /// over paragraphs that complete them, opening with "…", over quoted answers. Few of them
    /// ask and no heading holds more than two, so they are weighed across the page's sections.
    func testParagraphsCompletingTheirHeadingsStemsAreQuestions() throws {
        let page = """
            <html><body><div class="body"><section id="faq"><h1>PySDL2 FAQ</h1><p>Questions about PySDL2.</p>
            <section id="on-importing"><h2>On importing…</h2>
            <p>… my script fails and complains that a SDL2 library could not be found!</p>
            <blockquote><div><p>Install the libraries.</p></div></blockquote>
            <p>… my script fails complaining that the found SDL2 library can’t be used!</p>
            <blockquote><div><p>Match the builds.</p></div></blockquote>
            </section>
            <section id="how-do-i"><h2>How do I…</h2>
            <p>… save my surfaces as image files?</p>
            <blockquote><div><p>Use SDL_SaveBMP.</p></div></blockquote>
            </section>
            <section id="font-handling"><h2>Font handling…</h2>
            <p>… is too hard. Why can’t it work the same way as pygame does?</p>
            <blockquote><div><p>Use the extension module.</p></div></blockquote>
            </section></section></div></body></html>
            """
        let document = try read(page)
        XCTAssertEqual(document.sections.map(\.title), ["On importing…", "How do I…", "Font handling…"])
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) }, [
            ["… my script fails and complains that a SDL2 library could not be found!",
             "… my script fails complaining that the found SDL2 library can’t be used!"],
            ["… save my surfaces as image files?"], ["… is too hard. Why can’t it work the same way as pygame does?"]])
        XCTAssertTrue(document.sections[0].questions[1].answer.hasPrefix("Match the builds"), document.sections[0].questions[1].answer)
    }

    /// lmod's Sphinx page: paragraphs over `<blockquote>` answers (docutils' question over an
    /// indented answer) are questions when most of the pairs side by side ask; one written
    /// without its "?" is a question too; the answer is the quotation's content. A lone quotation
    /// under a paragraph stays text.
    func testParagraphsOverQuotedAnswersAreQuestions() throws {
        let page = """
            <html><body><section><h1>Frequently Asked Questions</h1>
            <p>How does the module command work?</p>
            <blockquote><div><p>It is a <strong>two part</strong> process.</p><pre>eval $(lmod bash)</pre></div></blockquote>
            <p>How does one debug a modulefile?</p>
            <blockquote><div><p>Run it with <code>-D</code>.</p></div></blockquote>
            <p>When I start zsh, why do I get a message like: "compinit: not found"</p>
            <blockquote><div><p>Your fpath is wrong.</p></div></blockquote>
            </section></body></html>
            """
        let document = try read(page)
        XCTAssertEqual(questions(document), ["How does the module command work?", "How does one debug a modulefile?",
                                             "When I start zsh, why do I get a message like: \"compinit: not found\""])
        let answer = document.sections[0].questions[0].answer
        XCTAssertTrue(answer.hasPrefix("It is a **two part** process") && answer.contains("eval $(lmod bash)"), answer)
        XCTAssertFalse(answer.contains("> "), "the answer is no quotation")
        let lone = "<html><body><h1>Quotes</h1><p>Einstein said:</p><blockquote><p>Imagination is more important.</p></blockquote>"
            + "<h1>More</h1><p>Why not?</p><blockquote><p>Because.</p></blockquote></body></html>"
        XCTAssertFalse(try read(lone).allSections.flatMap(\.section.questions).contains { $0.question == "Why not?" })
    }

    func testTheTextOfAHostilePageIsLaidOutLinearly() throws {
        try LinearGrowth.assert(20_000) { count in
            let page = String(repeating: "<div><p>Q: Why?<br>", count: count) + String(repeating: "</p></div>", count: count)
            _ = HTMLPageText.text(of: page)
        }
        try LinearGrowth.assert(8_000) { count in
            let page = "<html><body>" + String(repeating: "<p>Why?</p><blockquote><p>Because.</p></blockquote>", count: count) + "</body></html>"
            _ = try? DocumentReader.decode(Array(page.utf8), file: "faq.html")
        }
    }

    func testBoldQuestionsInListItemsUnderHeadings() throws {
        let page = """
            <html><body><h1>FAQ</h1>
            <h2>General</h2><ul><li><b>Is it free?</b> Yes, <a href="https://x.org">see</a> the licence.</li>
            <li><strong>Who wrote it?</strong><p>Volunteers.</p></li><li><b>Is there a list?</b> Yes.</li></ul>
            <h2>Features</h2><ul><li><b>Fast:</b> it is quick.</li><li><b>Small:</b> it is tiny.</li></ul>
            <h2>More</h2><ul><li><b>Can I help?</b> Please.</li><li><b>How?</b> Send patches.</li></ul>
            </body></html>
            """
        let document = try read(page)
        XCTAssertEqual(outline(document), ["# General", "  Is it free?", "  Who wrote it?", "  Is there a list?",
                                           "# Features", "# More", "  Can I help?", "  How?"], "a list of bold terms that do not ask stays text")
        XCTAssertEqual(document.sections[1].description, "- **Fast\\:** it is quick\\.\n- **Small\\:** it is tiny\\.")
        XCTAssertEqual(document.sections[0].questions[0].answer, "Yes\\, [see](<https://x.org>) the licence\\.")
        XCTAssertEqual(document.sections[0].questions[1].answer, "Volunteers\\.")
    }

    func testAnItemLedByABoldQuestionParagraphMayHoldASecondOne() throws {
        // NanoVDB's Doxygen page: one item holds two question paragraphs, each with its answer.
        let page = """
            <html><body><h1>FAQ</h1><ul>
            <li><p class="startli"><b>What is NanoVDB?</b></p>
            <p class="startli">A mini-version of OpenVDB.</p>
            <p class="startli"><b>What graphics API does NanoVDB support?</b></p>
            <p class="startli">CUDA, OpenCL and more.</p></li>
            <li><p class="startli"><b>Are there known issues?</b></p><p class="startli">None known.</p><p><b>Note:</b></p><p>Tell us.</p></li>
            </ul></body></html>
            """
        let questions = try read(page).allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), ["What is NanoVDB?", "What graphics API does NanoVDB support?", "Are there known issues?"])
        XCTAssertEqual(questions.map(\.answer), ["A mini\\-version of OpenVDB\\.", "CUDA\\, OpenCL and more\\.",
                                                 "None known\\.\n\n**Note\\:**\n\nTell us\\."], "a bold paragraph that asks nothing stays in the answer")
    }

    func testAsciiDocQandaListAsksOneQuestionInSeveralWordings() throws {
        let page = """
            <html><body><div class="sect1"><h2 id="_faq">FAQ</h2><div class="sectionbody"><div class="qlist qanda"><ol>
            <li><p><em>Are cameras allowed?</em></p><p><em>Are phones allowed?</em></p><p>No.</p></li>
            <li><p><em>Is there food?</em></p><p>Yes.</p></li></ol></div></div></div></body></html>
            """
        let document = try read(page)
        XCTAssertEqual(document.sections.flatMap(\.questions).map(\.question), ["Are cameras allowed? Are phones allowed?", "Is there food?"])
        XCTAssertEqual(document.sections.flatMap(\.questions).map(\.answer), ["No\\.", "Yes\\."])
    }

    func testBoldNumberedParagraphsWithoutHeadingsAndTheirContentsList() throws {
        var page = "<html><head><title>Project FAQ</title></head><body><ol><li><a href=\"#q1\">Why?</a></li><li><a href=\"#q2\">How?</a></li><li><a href=\"#q3\">When?</a></li></ol>"
        for (n, question) in ["Why does it crash?", "How do I build it?", "It prints garbage!"].enumerated() {
            page += "<a name=\"q\(n + 1)\"></a><p><b>(\(n + 1)) \(question)</b></p><blockquote><p>Answer \(n + 1).</p><p>More.</p></blockquote>"
        }
        page += "</body></html>"
        let document = try read(page)
        XCTAssertEqual(document.title, "Project FAQ")
        let questions = document.sections.flatMap(\.questions)
        XCTAssertEqual(questions.map(\.question), ["(1) Why does it crash?", "(2) How do I build it?", "(3) It prints garbage!"])
        XCTAssertEqual(questions.map(\.id), ["q1", "q2", "q3"])
        XCTAssertEqual(questions[2].answer, "Answer 3\\.\n\nMore\\.")
    }

    func testBoldQuestionLinesWithAnswersAfterABreak() throws {
        let page = "<html><body><h1>FAQ for Game</h1><hr><b>Q: Does it run on Linux?</b><br>A: Yes, it does.<p>"
            + "<b>Q: Can I play online?</b><br>A: Over TCP.<p><b>Q: My question is not here.</b><br>A: Ask us.<p></body></html>"
        let document = try read(page)
        XCTAssertEqual(document.title, "FAQ for Game")
        XCTAssertEqual(document.sections.flatMap(\.questions).map(\.question), ["Does it run on Linux?", "Can I play online?", "My question is not here."])
        XCTAssertEqual(document.sections.flatMap(\.questions)[0].answer, "Yes\\, it does\\.")
    }

    func testAPageOfOneHeadingIsRefusedUnlessItHoldsBoldQuestions() throws {
        XCTAssertThrowsError(try read("<html><body><h1>About us</h1><p>We make things.</p><p>Many things.</p></body></html>")) { error in
            XCTAssertTrue((error as? DocumentError)?.problems[0].message.contains("no questions found") == true)
        }
        let document = try read("<html><body><h1>FAQ</h1><p><b>Is it free?</b></p><p>Yes.</p><p><strong>Is it fast?</strong></p><p>Very.</p></body></html>")
        XCTAssertEqual(document.title, "FAQ")
        XCTAssertEqual(document.questionCount, 2)
        XCTAssertEqual(document.sections[0].questions[1].answer, "Very\\.")
    }

    func testTablesOfContentsAreLeftOut() throws {
        let page = """
            <html><body><h1>Tool FAQ</h1><div class="toc"><p><b>Table of Contents</b></p><dl><dt><a href="#a">A</a></dt></dl></div>
            <h3>Table of Contents</h3>
            <h3><a href="#g1">1. General</a></h3><blockquote><p><a href="#q1">1.1. What is it?</a><br><a href="#q2">1.2. Why?</a></p></blockquote>
            <h3><a href="#g2">2. Building</a></h3><blockquote><p><a href="#q3">2.1. How?</a><br><a href="#q4">2.2. Where?</a></p></blockquote>
            <h1><a name="g1"></a>1. General</h1><h3><a name="q1"></a>1.1. What is it?</h3><p>A tool.</p><h3>1.2. Why?</h3><p>Because.</p>
            <h1>2. Building</h1><h3>2.1. How?</h3><p>Make.</p><h3>2.2. Where?</h3><p>Here.</p>
            <h1>Contents</h1><p>This heading holds text, so it is kept.</p><h3>Is it kept?</h3><p>Yes.</p>
            </body></html>
            """
        let document = try read(page)
        XCTAssertEqual(document.title, "Tool FAQ")
        XCTAssertEqual(outline(document), ["# 1. General", "  1.1. What is it?", "  1.2. Why?", "# 2. Building", "  2.1. How?", "  2.2. Where?",
                                           "# Contents", "  Is it kept?"])
    }

    func testTextAfterAContentsListIsNotUnderTheContentsHeading() throws {
        let page = "<html><body><h1>FAQ</h1><h2>Contents</h2><ul><li><a href=\"#a\">Why?</a></li><li><a href=\"#b\">How?</a></li></ul>"
            + "<p>Questions about the tool.</p><h2 id=\"a\">Why?</h2><p>x</p><h2 id=\"b\">How?</h2><p>y</p></body></html>"
        let document = try read(page)
        XCTAssertEqual(outline(document), ["# Questions", "  Why?", "  How?"])
        XCTAssertEqual(document.description, "Questions about the tool.")
    }

    func testGroupNamesUnderADetailedContentsHeadingAreContentsToo() throws {
        let page = """
            <html><body><h1>Intro</h1><p>Read G3 first.</p><h1>Detailed Contents</h1><h2>General</h2><a href="#G1">G1. Why?</a><br><a href="#G2">G2. How?</a><br>
            <h2>Other</h2><a href="#O1">O1. Who?</a><br><h1>General</h1><h2>G1. Why?</h2><p>a</p><h2>G2. How?</h2><p>b</p>
            <h1>Other</h1><h2>O1. Who?</h2><p>c</p></body></html>
            """
        let document = try read(page)
        XCTAssertEqual(document.title, "Intro", "the introducing heading above the parts is the title")
        XCTAssertEqual(outline(document), ["# General", "  G1. Why?", "  G2. How?", "# Other", "  O1. Who?"])
    }

    func testAHeadingRankedBelowTheEntriesAboveThemOpensThePage() throws {
        // bogofilter's Italian FAQ: an <h3> of conventions above the <h2> entries, some stating a problem.
        let page = """
            <html><body><h1>Bogofilter FAQ</h1><p>Intro.</p><h3>Convenzioni tipografiche</h3><ul><li>$ comandi</li><li># root</li></ul>
            <h2 id="a">Che cos&egrave; bogofilter?</h2><p>Un filtro.</p><h2 id="b">Liste di discussione</h2><p>Due liste.</p>
            <h2 id="c">datastore_db.c non compila!</h2><p>Usa la patch.</p></body></html>
            """
        let document = try read(page)
        XCTAssertEqual(outline(document), ["# Convenzioni tipografiche", "# Questions",
                                           "  Che cosè bogofilter?", "  Liste di discussione", "  datastore_db.c non compila!"])
        XCTAssertEqual(document.sections[0].holdsOnlyText, true)
        // Ranked as the entries, it is one of them.
        let level = try read(page.replacingOccurrences(of: "h3>", with: "h2>"))
        XCTAssertEqual(level.questionCount, 4)
        // Ranked as the first entry after it, it is an entry, whatever rank a later group has.
        let peers = try read("""
            <html><body><h1>Tool FAQ</h1><p>Intro.</p><h3>Licence terms</h3><p>Free to use.</p><h3>Why is it slow?</h3><p>Because.</p>
            <h3>How do I run it?</h3><p>So.</p><h2>More</h2><h3>Who wrote it?</h3><p>Me.</p><h3>Where is it?</h3><p>Here.</p></body></html>
            """)
        XCTAssertEqual(outline(peers), ["# Questions", "  Licence terms", "  Why is it slow?", "  How do I run it?",
                                        "# More", "  Who wrote it?", "  Where is it?"])
    }

    func testAsciiDocManualPageWithDefinitionListsSomeOfWhichStateProblems() throws {
        func group(_ title: String, _ terms: [String]) -> String {
            "<div class=\"sect1\"><h2>\(title)</h2><div class=\"sectionbody\">"
                + terms.map { "<div class=\"dlist\"><dl><dt class=\"hdlist1\">\($0)</dt><dd><p>Answer.</p></dd></dl></div>" }.joined() + "</div></div>"
        }
        let page = "<html><head><title>toolfaq(7)</title></head><body><div id=\"header\"><h1>toolfaq(7) Manual Page</h1>"
            + "<h2>NAME</h2><div class=\"sectionbody\"><p>toolfaq - questions</p></div></div><div id=\"content\">"
            + group("SYNOPSIS", []).replacingOccurrences(of: "</div></div>", with: "<p>toolfaq</p></div></div>")
            + group("Configuration", ["How do I set it?", "Why is it slow?"])
            + group("Platforms", ["I'm on Windows and it fails.", "Does it run on BSD?"])
            + group("Hooks", ["How do I add a hook?"])
            + "<div class=\"sect1\"><h2>TOOL</h2><div class=\"sectionbody\"><p>Part of the tool suite</p></div></div></div></body></html>"
        let document = try read(page)
        XCTAssertEqual(outline(document), ["# Configuration", "  How do I set it?", "  Why is it slow?",
                                           "# Platforms", "  I'm on Windows and it fails.", "  Does it run on BSD?",
                                           "# Hooks", "  How do I add a hook?", "# TOOL"])
        XCTAssertEqual(document.sections.last?.description, "Part of the tool suite", "the closing part shows its text")
        XCTAssertEqual(document.sectionCount, 3, "a part of text is no group")
    }

    func testHostileDepthAndSizeStayQuick() throws {
        let deep = String(repeating: "<div><ul><li><b>Q?</b> a", count: 2000) + String(repeating: "</li></ul></div>", count: 2000)
        var flat = "<html><body><h1>F</h1>"
        for n in 0..<5000 { flat += "<p><b>(\(n)) Question \(n)?</b></p><p>Answer \(n) with <a href=\"#x\">a link</a>.</p>" }
        for page in [deep, flat] {
            let start = ContinuousClock.now
            _ = try? read(page)
            XCTAssertLessThan(ContinuousClock.now - start, .seconds(20), "linear in the size of the page")
        }
        XCTAssertEqual(try read(flat).questionCount, 5000)
    }

    /// collectl: a stray `<h2>` before a question's `<h2>` is closed by it, as a browser closes
    /// it, so the questions after it stay questions instead of one heading's words.
    func testAHeadingOpenedInsideAHeadingClosesIt() throws {
        let html = """
            <html><body><h1>Tool FAQ</h1>
            <h2>Why so big?</h2>It is compressed.
            <a name="x"><a><h2>
            <h2>What happened to -sy?</h2>It was dropped.
            <h2>Why an empty file?</h2>Too rare a case.
            <h2>Why no prc file?</h2>The raw file holds it.
            </body></html>
            """
        let document = try read(html)
        XCTAssertEqual(questions(document), ["Why so big?", "What happened to -sy?", "Why an empty file?", "Why no prc file?"])
        XCTAssertEqual(document.sections.flatMap(\.questions).last?.answer, "The raw file holds it\\.")
    }

    /// mksh's FAQ: notices, an `<h1>` "Table of Contents", one `<h1>` naming the FAQ over every
    /// entry, and a closing "Imprint": the page's title names it, and the FAQ's heading wraps it.
    func testOneHeadingNamingTheFAQBetweenContentsAndAnImprintWrapsIt() throws {
        let html = """
            <html><head><title>mksh FAQ (local copy)</title></head><body>
            <p>Note: links marked so connect to external resources.</p>
            <h1>Table of Contents</h1><ul><li><a href="#spell">How do you spell mksh?</a></li><li><a href="#fails">The testsuite fails!</a></li></ul>
            <h1>Frequently Asked Questions</h1>
            <h2 id="spell">How do you spell mksh?</h2><div><p>In lowercase.</p></div>
            <h2 id="fails">The testsuite fails!</h2><div><p>Report it.</p></div>
            <h2 id="prompt">Multiline command editing</h2><div><p>Use set -o.</p></div>
            <h1>Imprint</h1><p>This document is provided by the MirOS project.</p>
            </body></html>
            """
        let document = try read(html)
        XCTAssertEqual(document.title, "mksh FAQ (local copy)")
        XCTAssertEqual(groups(document), [])
        XCTAssertEqual(questions(document), ["How do you spell mksh?", "The testsuite fails!", "Multiline command editing"])
        XCTAssertEqual(textParts(document).last, "Imprint")
        // Beside a heading that may be a question stated as a fact, the FAQ's heading stays a group.
        let topic = html.replacingOccurrences(of: "<h1>Imprint</h1>", with: "<h1>Shell history</h1>")
        XCTAssertEqual(groups(try read(topic)), ["Frequently Asked Questions"])
    }

    /// One stray heading before many questions (libxml2 nests no deeper than 255, so the width
    /// is what grows): closed in linear time.
    func testAStrayHeadingBeforeManyQuestionsClosesInLinearTime() {
        LinearGrowth.assert(1 << 16) { size in
            var html = "<html><body><h1>T</h1><h2>\n"
            while html.utf8.count < size { html += "<h2>Why?</h2>text <b>x</b>\n" }
            _ = try? DocumentReader.decode(Array((html + "</body></html>").utf8), file: "faq.html")
        }
    }

    /// DOSMA's FAQ: paragraphs that are each only a link to a question on the page are its
    /// contents, not the page's introduction.
    func testParagraphsOfOneLinkToTheQuestionsAreContents() throws {
        let html = """
            <html><body><h1>FAQs</h1>
            <p><a href="#faq-preferences">How do I change my preferences?</a></p>
            <p><a href="#faq-citation">How do I cite DOSMA?</a></p>
            <p id="faq-preferences"><strong>How do I change my preferences?</strong></p>
            <p>Launch the GUI and press Preferences.</p>
            <p id="faq-citation"><strong>How do I cite DOSMA?</strong></p>
            <p>Cite the paper.</p>
            </body></html>
            """
        let result = try DocumentReader.decode(Array(html.utf8), file: "faq.html")
        XCTAssertEqual(questions(result.document), ["How do I change my preferences?", "How do I cite DOSMA?"])
        XCTAssertNil(result.document.description)
        XCTAssertNil(result.misread)
    }

    /// Inside an answer, paragraphs of one link each to other questions are its text ("see
    /// these entries"), not contents.
    func testLinkParagraphsInsideAnAnswerAreItsText() throws {
        let html = """
            <html><body><h1>Widget FAQ</h1>
            <h2>How do I install it?</h2>
            <p>Run the installer. If that fails, see these entries:</p>
            <p><a href="#perm">Why do I get a permission error?</a></p>
            <p><a href="#disk">What if the disk is full?</a></p>
            <h2 id="perm">Why do I get a permission error?</h2><p>Run as administrator.</p>
            <h2 id="disk">What if the disk is full?</h2><p>Free some space.</p>
            </body></html>
            """
        let document = try DocumentReader.decode(Array(html.utf8), file: "faq.html").document
        XCTAssertTrue(answer(document, "How do I install it?")?.contains("(<#disk>)") == true)
    }
}
