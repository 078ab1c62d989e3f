import XCTest
@testable import FAQ

/// AsciiDoc, Org and plain HTML FAQ pages.
final class LightMarkupFormatTests: XCTestCase {
    func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func testAsciiDocLevelsQandaListingsAndAdmonitions() throws {
        let text = """
        = Acme FAQ
        :toc:

        == General

        [qanda]
        What is Acme?::
          A tool, see https://example.org[the site].
        Is it free?:: Yes.

        == Usage

        === How do I start?

        NOTE: Read the manual.

        [source,sh]
        ----
        == not a heading
        acme start
        ----
        """
        let result = try read(text, file: "faq.adoc")
        XCTAssertEqual(result.importer, "AsciiDoc")
        let document = result.document
        XCTAssertEqual(document.title, "Acme FAQ")
        XCTAssertEqual(document.sections.map(\.title), ["General", "Usage"])
        XCTAssertEqual(document.sections[0].questions.map(\.question), ["What is Acme?", "Is it free?"])
        XCTAssertEqual(document.sections[0].questions[0].answer, "A tool, see [the site](<https://example.org>).")
        XCTAssertEqual(document.sections[1].questions[0].answer, "> **Note**\n>\n> Read the manual.\n\n```sh\n== not a heading\nacme start\n```")
    }

    func testOrgHeadlinesKeywordsDrawersAndBlocks() throws {
        let text = """
        #+TITLE: Acme FAQ
        * General
        ** What is Acme?
           A tool with =code= and [[https://example.org][a link]].
        ** TODO Is it free?                                        :money:
           :PROPERTIES:
           :CUSTOM_ID: free
           :END:
           Yes.
           #+BEGIN_SRC sh
           * not a headline
           #+END_SRC
        """
        let result = try read(text, file: "faq.org")
        XCTAssertEqual(result.importer, "Org")
        let questions = result.document.sections[0].questions
        XCTAssertEqual(result.document.title, "Acme FAQ")
        XCTAssertEqual(questions.map(\.question), ["What is Acme?", "Is it free?"])
        XCTAssertEqual(questions[0].answer, "A tool with `code` and [a link](<https://example.org>).")
        XCTAssertEqual(questions[1].id, "free")
        XCTAssertEqual(questions[1].answer, "Yes.\n\n```sh\n* not a headline\n```")
    }

    func testHTMLPageHeadingsAndDefinitionLists() throws {
        let page = """
        <!DOCTYPE html><html><head><title>Acme</title></head><body>
        <nav><h2>Menu</h2><a href="/">Home</a></nav>
        <h1>Acme FAQ</h1><p>Welcome.</p>
        <h2 id="general">General</h2>
        <h3>What is Acme?</h3><p>A <b>tool</b>.</p><ul><li>one</li><li>two</li></ul>
        <h3>Is it free?</h3><p>Yes.</p>
        <h2>Glossary</h2>
        <dl><dt>What is a widget?</dt><dd><p>A thing.</p></dd><dt>What is a gadget?</dt><dd>Another.</dd></dl>
        </body></html>
        """
        let result = try read(page, file: "faq.html")
        XCTAssertEqual(result.importer, "HTML")
        let document = result.document
        XCTAssertEqual(document.title, "Acme FAQ")
        XCTAssertEqual(document.sections.map(\.title), ["General", "Glossary"], "navigation is left out")
        XCTAssertEqual(document.sections[0].id, "general")
        XCTAssertEqual(document.sections[0].questions[0].answer, "A **tool**\\.\n\n- one\n- two")
        XCTAssertEqual(document.sections[1].questions.map(\.question), ["What is a widget?", "What is a gadget?"])
    }

    func testAPageWithFAQPageJSONLDIsReadForIt() throws {
        let page = """
        <html><head><script type="application/ld+json">{"@type":"FAQPage","mainEntity":[{"@type":"Question","name":"Q?","acceptedAnswer":{"text":"A."}}]}</script></head>
        <body><h2>Other</h2><p>Text</p></body></html>
        """
        let result = try read(page, file: "saved.html")
        XCTAssertEqual(result.importer, "schema.org JSON-LD")
        XCTAssertEqual(result.document.questionCount, 1)
    }

    func testAsciiDocTermsWithoutAnAnswerJoinTheNext() throws {
        let text = "= FAQ\n\n== General\n\n[qanda]\nWhy not a timer?::\n\nA timer has limits, so why use this?::\n\nBecause.\n\nIs it free?:: Yes.\n"
        let questions = try read(text, file: "faq.adoc").document.sections[0].questions
        XCTAssertEqual(questions.map(\.question), ["Why not a timer? A timer has limits, so why use this?", "Is it free?"])
        XCTAssertEqual(questions[0].answer, "Because.")
    }

    func testOrgLoneTopHeadlineIsTheTitleWithoutATitleKeyword() throws {
        let text = "* Acme FAQ\n** Is it free?\nYes.\n** Is it fast?\nVery.\n"
        let document = try read(text, file: "faq.org").document
        XCTAssertEqual(document.title, "Acme FAQ")
        XCTAssertEqual(document.questionCount, 2)
        XCTAssertEqual(document.sectionCount, 0)
    }

    /// A subtree tagged :noexport: is left out, as Org's export leaves it out (spacemacs' FAQ
    /// keeps its generated table of contents in one).
    func testOrgSubtreesTaggedNoexportAreLeftOut() throws {
        let text = "#+TITLE: FAQ\n* Contents   :TOC_4_gh:noexport:\n- [[#setup][Setup]]\n** Draft :noexport:\nNot shown.\n"
            + "* Setup\n** Is it free?\nYes.\n** Why is it slow? :perf:\nIt is not.\n* Use\n** How do I start?\nRun it.\n"
        let document = try read(text, file: "faq.org").document
        XCTAssertEqual(document.sections.map(\.title), ["Setup", "Use"])
        XCTAssertEqual(document.questionCount, 3)
        XCTAssertEqual(document.sections[0].questions.map(\.question), ["Is it free?", "Why is it slow?"])
        XCTAssertFalse(document.description?.contains("Setup") ?? false, "the table of contents is not shown")
    }

    /// devcinch's FAQ: an Org file with no headlines, a numbered list of bold questions whose
    /// answers are indented under them.
    func testOrgWithoutHeadlinesListsBoldQuestions() throws {
        let text = """
           1) *Why wouldn't I just hire a senior developer?*

              The annual cost exceeds what you need.
              You may pause your plan.

           2) *How do I request development?*

              Directly via [[https://example.org][the board]].

           10) *Who are the developers?*

               A small team.

        """
        let document = try read(text, file: "faq.org").document
        XCTAssertEqual(document.sections.flatMap { $0.questions.map(\.question) },
                       ["Why wouldn't I just hire a senior developer?", "How do I request development?", "Who are the developers?"])
        XCTAssertTrue(document.sections[0].questions[0].answer.contains("You may pause your plan."))
        // Text with no questions in it is still no FAQ.
        XCTAssertThrowsError(try read("Just some notes.\n\n- a point\n- another\n", file: "notes.org"))
    }

    /// treemacs' README: list items set in under a headline keep the lines set in under them (an
    /// item's answer, a source block) as the item's own, not paragraphs after the list; so a
    /// "FAQ" headline whose items ask over their answers shows them as a list of entries, and
    /// the guard says the questions in it were not taken.
    func testOrgListItemsKeepTheLinesSetInUnderThem() throws {
        let entries = (1...3).map { n in
            " * How do I do thing \(n)?\n\n   Set option \(n) first,\n   then run it.\n\n   #+BEGIN_SRC sh\n     run \(n)\n   #+END_SRC\n"
        }.joined(separator: "\n")
        let text = "* Installation\nClone it.\n* Usage\nRun it.\n* FAQ\n" + entries + "* Contributing\nSend patches.\n"
        let result = try read(text, file: "README.org")
        let faq = try XCTUnwrap(result.document.allSections.flatMap(\.section.questions).first { $0.question == "FAQ" })
        XCTAssertTrue(faq.answer.hasPrefix("- How do I do thing 1?\n\n  Set option 1 first,\n  then run it.\n\n  ```sh\n  run 1\n  ```\n- How do I"),
                      faq.answer)
        XCTAssertEqual(result.misread?.kind, .questionsInAnswers)
        // An item's end: a line no further in than its bullet, or two blank lines.
        let lines = ["- a", "  b", "", "  c", "", "", "  d", "e"]
        XCTAssertEqual(OrgFormat.itemEnd(lines, from: 0, indent: 0, blockEnds: [:]), 4)
        XCTAssertEqual(OrgFormat.itemEnd(lines, from: 6, indent: 0, blockEnds: [:]), 7)
        XCTAssertEqual(OrgFormat.itemEnd(["- a", "- b"], from: 0, indent: 0, blockEnds: [:]), 1)
        // Not inside a block it opens: code at the margin, and two blank lines between definitions, are the block's.
        let block = ["- How do I configure it?", "  #+BEGIN_SRC python", "def a():", "    pass", "", "", "def b():", "    pass",
                     "  #+END_SRC", "- Next"]
        XCTAssertEqual(OrgFormat.itemEnd(block, from: 0, indent: 0, blockEnds: OrgFormat.blockEnds(block)), 9)
        let read = try read("* FAQ\n" + block.joined(separator: "\n") + "\n", file: "faq.org").document
        XCTAssertTrue(read.allSections.flatMap(\.section.questions).contains { $0.answer.contains("```python\n  def a():\n      pass\n\n\n  def b():") },
                      "the block stays whole in the item")
    }

    /// mu's FAQ: `**` headlines over `*Q*:` / `*A*:` paragraphs are groups of those questions,
    /// and a closing headline with nothing under it shows nothing.
    func testOrgHeadlinesOverLabelledQuestionsAreTheirGroups() throws {
        let text = """
        Questions & answers about mu.

        ** Indexing

           *Q*: I have some maildirs with spam that I /don't/ want to
           include in the indexing process. How can I tell =mu= to ignore those?

           *A*: Put a file called =.noindex= in the directory.

           *Q*: =mu index= complains about some messages being too big; what can I do
           about that?

           *A*: Use =--max-msg-size=.

        ** Searching

           *Q*: Do you have some examples of queries?

           *A*: Sure, see the =mu-easy= man page.

           *Q*: I have some folders with spaces in their names; how can I match those?

           *A*: Quote the folder name.

        ** Example queries

        """
        let document = try read(text, file: "faq.org").document
        XCTAssertEqual(groups(document), ["Indexing", "Searching"])
        XCTAssertEqual(questions(document), [
            "I have some maildirs with spam that I don't want to include in the indexing process. How can I tell mu to ignore those?",
            "mu index complains about some messages being too big; what can I do about that?",
            "Do you have some examples of queries?", "I have some folders with spaces in their names; how can I match those?",
        ])
        XCTAssertEqual(document.sectionCount, 2)
    }

    func testOrgBoldLinesUnderAHeadlineThatAsksAreItsAnswersParts() throws {
        let text = """
        #+TITLE: Foo FAQ

        * Which platforms does Foo support?
        *Linux?*
        Yes, every distribution.

        *Windows?*
        Only under WSL.

        * Is Foo free?
        Yes.

        * Where are the logs?
        In /var/log/foo.

        """
        let document = try read(text, file: "faq.org").document
        XCTAssertEqual(groups(document), [])
        XCTAssertEqual(questions(document), ["Which platforms does Foo support?", "Is Foo free?", "Where are the logs?"])
        // Under a headline that asks nothing they are its questions.
        let topic = text.replacingOccurrences(of: "Which platforms does Foo support?", with: "Platforms")
        XCTAssertEqual(groups(try read(topic, file: "faq.org").document), ["Platforms"])
        // Markdown reads the same labels alike, and full questions under a headline that asks
        // make it their group in both.
        let markdown = "# Foo FAQ\n\n## Which platforms does Foo support?\n\n**Linux?**\nYes.\n\n**Windows?**\nUnder WSL.\n\n## Is Foo free?\n\nYes.\n"
        XCTAssertEqual(questions(try read(markdown, file: "faq.md").document), ["Which platforms does Foo support?", "Is Foo free?"])
        let full = text.replacingOccurrences(of: "*Linux?*", with: "*Does it run on Linux?*")
            .replacingOccurrences(of: "*Windows?*", with: "*Does it run on Windows?*")
        XCTAssertEqual(groups(try read(full, file: "faq.org").document), ["Which platforms does Foo support?"])
        let fullMarkdown = markdown.replacingOccurrences(of: "**Linux?**", with: "**Does it run on Linux?**")
            .replacingOccurrences(of: "**Windows?**", with: "**Does it run on Windows?**")
        XCTAssertEqual(groups(try read(fullMarkdown, file: "faq.md").document), ["Which platforms does Foo support?"])
    }

    func testAHeadingOverNothingThatTheTextLinksToStaysSoItsLinksLand() throws {
        let text = """
        # Foo FAQ

        ## General

        ### Is Foo free?

        Yes. See [FreeBSD](#building-foo-on-freebsd).

        ## Building Foo on FreeBSD

        ## Installation

        ### Does Foo run on Windows?

        Yes.

        """
        let document = try read(text, file: "faq.md").document
        XCTAssertEqual(document.allSections.map(\.section.id), ["general", "building-foo-on-freebsd", "installation"])
        // With no link to it, it shows nothing, as a group over nothing does.
        let unlinked = text.replacingOccurrences(of: " See [FreeBSD](#building-foo-on-freebsd).", with: "")
        XCTAssertEqual(try read(unlinked, file: "faq.md").document.allSections.map(\.section.id), ["general", "installation"])
        // A site's anchor ("foo-20-notes" for "Foo 2.0 notes") names it too, and becomes its id; so
        // for the last heading, which would otherwise close the document as text.
        let trailing = text.replacingOccurrences(of: "(#building-foo-on-freebsd)", with: "(#foo-20-notes)") + "\n## Foo 2.0 notes\n"
        XCTAssertEqual(try read(trailing, file: "faq.md").document.allSections.map(\.section.id).last, "foo-20-notes")
    }

    func testHTMLDetailsRunsAreQuestionsAndALoneOneOrAGlossaryIsContent() throws {
        let page = """
        <html><body><h2>Install?</h2><p>Run it.</p><details><summary>Log</summary><pre>trace</pre></details>
        <h2>Terms</h2><dl><dt>widget</dt><dd>A thing.</dd><dt>gadget</dt><dd>Another.</dd></dl>
        <h2>More</h2><details><summary>One?</summary><p>A.</p></details><details><summary>Two?</summary><p>B.</p></details>
        </body></html>
        """
        let document = try read(page, file: "faq.html").document
        XCTAssertEqual(document.sections.filter { !$0.isImplicit }.map(\.title), ["More"])
        XCTAssertEqual(document.sections.last?.questions.map(\.question), ["One?", "Two?"])
        let flat = document.allSections.flatMap { $0.section.questions.map(\.question) }
        XCTAssertEqual(flat, ["Install?", "Terms", "One?", "Two?"])
        XCTAssertTrue(document.allSections.flatMap { $0.section.questions }.first { $0.question == "Terms" }!.answer.contains("**widget**"))
    }

    /// LuaJIT's doc/faq.html: a `<dl>` for each question, its terms start with "Q:", one asks
    /// in three `<dt>`s before its one `<dd>`, and the menu is a `<div id="nav">`.
    func testHTMLOneDefinitionListPerQuestion() throws {
        let page = """
        <html><head><title>FAQ</title></head><body><div id="head"><h1>Acme FAQ</h1></div>
        <div id="nav"><ul><li><a href="index.html">Acme</a></li><li><a href="faq.html">FAQ</a></li></ul></div>
        <div id="main">
        <dl id="where"><dt>Q: Where can I learn more?</dt><dd>On the list.</dd></dl>
        <dl id="fpu"><dt>Q: Why do I get "bad FPU precision"?<br><dt>Q: Direct3D breaks it.<br></dt><dd>Use the flag.</dd></dl>
        <dl><dt>Q: Can it be sandboxed?</dt><dd>No.</dd></dl>
        </div></body></html>
        """
        let document = try read(page, file: "faq.html").document
        XCTAssertEqual(document.title, "Acme FAQ")
        XCTAssertEqual(document.sectionCount, 0)
        let questions = document.sections[0].questions
        XCTAssertEqual(questions.map(\.question), ["Where can I learn more?", "Why do I get \"bad FPU precision\"? Direct3D breaks it.",
                                                   "Can it be sandboxed?"])
        XCTAssertEqual(questions.map(\.id), ["where", "fpu", "can-it-be-sandboxed"], "a list's id is its question's")
        guard questions.count == 3 else { return }
        XCTAssertEqual(questions[1].answer, "Use the flag\\.")
        XCTAssertNil(document.sections[0].description, "the menu is left out")
        XCTAssertNil(document.description)
    }

    /// Neko's www/faq.html: each question's anchor is an empty `<a name>` just before its
    /// heading, which the page's own table of contents links to.
    func testHTMLAnEmptyAnchorBeforeAHeadingIsItsID() throws {
        let page = """
        <h1>FAQ</h1><ul><li><a href="#jvm">How is it different from the JVM ?</a></li></ul>
        <a name="jvm"></a>
        <h2>How is it different from the JVM ?</h2><p>It is smaller.</p>
        <a name="gc"></a><p>Text between.</p>
        <h2>Which collector ?</h2><p>Boehm.</p>
        """
        let questions = try read(page, file: "faq.html").document.sections[0].questions
        XCTAssertEqual(questions.map(\.id), ["jvm", "which-collector"], "an anchor with text after it is not the heading's")
    }

    /// A fuzzer finding (FuzzFindings/html-newline-only-page-leak.bin): a page with no element
    /// left its parsed document unfreed; it is refused as empty, and Scripts/fuzz replays it
    /// under LeakSanitizer.
    func testAPageWithoutElementsIsRefusedAsEmpty() {
        XCTAssertThrowsError(try read("\n", file: "page.html")) { error in
            XCTAssertEqual((error as? DocumentError)?.description, "page.html: error: the page is empty")
        }
    }
}
