import XCTest
@testable import FAQ

/// Opening and closing parts that ask nothing (`BackMatter`, `HeadingTree.takeBackMatter`) are a
/// document's text in every heading reader; real questions with such words stay questions.
final class BackMatterTests: XCTestCase {
    func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func testBareBackMatterNames() {
        for title in ["Table of Contents", "Contents", "Acknowledgments", "Acknowledgements", "Credits", "Special thanks",
                      "Contributing", "License", "License and copyright", "Copyright & licence", "See also", "SEE ALSO",
                      "Resources", "Useful links", "References", "Authors", "About this FAQ", "Changelog", "Further reading",
                      "Additional LDAP resources.", "External links", "Revision history", "Footnotes", "Endnotes", "Notes:", "Notes"] {
            XCTAssertTrue(BackMatter.names(title), title)
        }
        for title in ["Contributing?", "How do I contribute?", "Contributing a translation", "Licensing questions",
                      "Can I change the license?", "Reading", "Resources consumption", "History of the project", "Links in answers",
                      "Resources Consumption", "Authentication", "Notes on building"] {
            XCTAssertFalse(BackMatter.names(title), title)
        }
    }

    func testAClosingNotesHeadingIsThePagesText() throws {
        // H2O's FAQ page: four questions, then "Notes:" over its footnotes.
        let html = """
        <html><head><title>FAQ - H2O</title></head><body>
        <h2>Frequently Asked Questions</h2>
        <h3>What are the license terms?</h3><p>MIT.</p>
        <h3>Are there any design documents?</h3><p>See the slides.</p>
        <h3>How do I use H2O as a library?</h3><p>Build libh2o.<sup>1</sup></p>
        <h3>Where should I look for answers?</h3><p>The issues tagged FAQ.</p>
        <h3>Notes:</h3><ol><li>libh2o cannot be linked against the bundled LibreSSL.</li></ol>
        </body></html>
        """
        let document = try read(html, file: "faq.html").document
        XCTAssertEqual(document.questionCount, 4)
        XCTAssertEqual(textParts(document), ["Notes:"])
    }


    func testANumberedGroupOfNumberedEntriesIsAGroupWhateverItsName() throws {
        // CImg's Doxygen FAQ: "3. Other resources" holds "3.1 Translations", numbered as the other groups' entries.
        let html = """
        <html><body><h1>FAQ</h1>
        <h1>1. General information</h1><h2>1.1. What is CImg ?</h2><p>A library.</p><h2>1.2. Who is behind it ?</h2><p>David.</p>
        <h1>2. C++ related questions</h1><h2>2.1 How to use CImg ?</h2><p>Include it.</p>
        <h1>3. Other resources</h1><h2>3.1 Translations</h2><p>In Serbo-Croatian.</p>
        </body></html>
        """
        let document = try read(html, file: "faq.html").document
        XCTAssertEqual(document.sections.map(\.title), ["1. General information", "2. C++ related questions", "3. Other resources"])
        XCTAssertEqual(document.sections.last?.questions.map(\.question), ["3.1 Translations"])
        // Unnumbered, the closing "Other resources" is the page's back matter.
        let plain = try read(html.replacingOccurrences(of: "3. Other", with: "Other").replacingOccurrences(of: "3.1 ", with: ""), file: "faq.html").document
        XCTAssertEqual(plain.sectionCount, 2)
        XCTAssertEqual(textParts(plain), ["Other resources"])
    }
    func testOrgsFootnoteSectionClosesTheDocument() throws {
        let text = """
        * Do I need an IDE?
          No, an editor will do[fn:1].

        * Which editor do you use?
          Emacs[fn:2].

        * Footnotes

        [fn:1] Any editor.

        [fn:2] Written in Lisp.
        """
        let document = try read(text, file: "faq.org").document
        XCTAssertEqual(questions(document), ["Do I need an IDE?", "Which editor do you use?"])
    }

    func testAMarkdownFootnotesHeadingAfterGroupsIsNoGroup() throws {
        let text = """
        # Widget FAQ

        ## Setup

        ### How do I install it?

        With pip.[^1]

        ## Use

        ### How do I run it?

        Type its name.

        ## Footnotes

        [^1]: Or pipx.
        """
        let document = try read(text, file: "FAQ.md").document
        XCTAssertEqual(groups(document), ["Setup", "Use"])
        XCTAssertEqual(document.questionCount, 2)
    }

    func testAContentsListAndAClosingAcknowledgementInAFlatFAQ() throws {
        let text = """
        # Widget FAQ

        ## Table of Contents

        * [Can I run it on Android?](#can-i-run-it-on-android)
        * [Widget is too bright!](#widget-is-too-bright)
        * [How do I contribute?](#how-do-i-contribute)

        ## Can I run it on Android?

        Yes, in Termux.

        ## Widget is too bright!

        Choose a darker theme.

        ## How do I contribute?

        Send a patch.

        ## Acknowledgments

        Thanks to everyone who sent a patch.
        """
        let result = try read(text, file: "FAQ.md")
        XCTAssertEqual(result.document.title, "Widget FAQ")
        XCTAssertEqual(result.document.sections.flatMap(\.questions).map(\.question),
                       ["Can I run it on Android?", "Widget is too bright!", "How do I contribute?"])
        XCTAssertNil(result.document.description, "the acknowledgement is no description of the FAQ")
        XCTAssertNil(result.misread)
    }

    func testAListOfLinksToTheDocumentsOwnAnchorsOpensItWhateverItsTitle() throws {
        let text = """
        ## Overview

        1. [Is it free?](#free)
        2. [Does it run on BSD?](#bsd)

        ## Is it free? {#free}

        Yes.

        ## Does it run on BSD? {#bsd}

        On FreeBSD.

        ## Why is it slow on start

        It reads its cache.
        """
        let document = try read(text, file: "faq.md").document
        XCTAssertEqual(document.questionCount, 3)
        XCTAssertEqual(document.sectionCount, 0)
    }

    func testAContentsListClosedByARuleAndContentsNamedInOtherLanguages() throws {
        // EoH's Chinese FAQ: "## 目录" (contents) over nested links to its entries, a rule under them.
        let text = """
        # EoH 常见问题解答

        ## 目录

        - [EoH 常见问题解答](#eoh-常见问题解答)
          - [1. EoH 是什么？](#1-eoh-是什么)
          - [2. 如何安装 EoH？](#2-如何安装-eoh)

        ---

        ## 1. EoH 是什么？

        一个框架。

        ## 2. 如何安装 EoH？

        使用 pip。

        ## 3. 支持哪些模型

        多种模型。
        """
        let document = try read(text, file: "FAQ_CN.md").document
        XCTAssertEqual(document.questionCount, 3)
        XCTAssertFalse(document.sections.flatMap(\.questions).contains { $0.question == "目录" })
        XCTAssertTrue(BackMatter.isListOfAnchorLinks("- [A](#a)\n- [B](#b)\n\n---\n"))
        XCTAssertFalse(BackMatter.isListOfAnchorLinks("- [A](#a)\n- [B](#b)\n\nSee the answers below.\n"))
        for title in ["目录", "目錄", "目次", "목차", "Содержание", "Inhaltsverzeichnis", "Sommaire"] {
            XCTAssertTrue(BackMatter.isContents(title), title)
            XCTAssertTrue(BackMatter.names(title), title)
        }
        XCTAssertFalse(BackMatter.isContents("目录结构"), "a title that says more is a topic")
    }

    /// A Clojure FAQ in Org: "* Introduction" over text, then topics that mostly ask nothing.
    func testAnIntroductionOverTextAloneOpensAFlatFAQ() throws {
        let text = """
        #+title: Clojure FAQ

        * Introduction
          Questions I keep forgetting the answers to.

        * everything about ~contains?~
          It looks up keys.

        * ~map~ vs ~apply~
          One calls per item.

        * ~some~ vs ~some?~
          One finds, one tests.
        """
        let result = try read(text, file: "faq.org")
        XCTAssertEqual(result.document.sections.flatMap(\.questions).map(\.question), ["everything about contains?", "map vs apply", "some vs some?"])
        XCTAssertEqual(result.document.sections.first?.title, "Introduction", "the introduction stays, as the document's text")
        XCTAssertTrue(result.document.sections.first?.holdsOnlyText ?? false)
        XCTAssertNil(result.misread)
        // "Introduction" over questions of its own is a group.
        let grouped = text.replacingOccurrences(of: "  Questions I keep", with: "** Why Clojure?\n   Questions I keep")
        XCTAssertEqual(try read(grouped, file: "faq.org").document.questionCount, 4)
    }

    func testAClosingTitleInSymmetricAsciiDocMarks() throws {
        let text = """
        = SRC FAQ =

        == Why SRC instead of $VCS? ==
        Because it is simple.

        == Is SRC used to develop itself? ==
        Yes.

        == How should I report bugs in SRC? ==
        By mail.

        == Acknowledgments ==
        Thanks to the testers.
        """
        let result = try read(text, file: "FAQ.adoc")
        XCTAssertEqual(result.document.questionCount, 3)
        XCTAssertFalse(result.document.sections.flatMap(\.questions).contains { $0.question == "Acknowledgments" })
    }

    func testAClosingPartWithTopicsIsNoGroupButAnAboutPartOfEntriesIs() throws {
        let text = """
        # Tool FAQ

        ## About this FAQ

        ### Q: 1.1 Where to find this document

        On the web site.

        ### Q: 1.2 How to contribute to this document

        Send mail.

        ## Usage

        ### How do I start it?

        Run `tool`.

        ### How do I stop it?

        Press q.

        ## Contributing

        ### Reporting bugs

        Use the tracker.

        ### Getting the latest sources

        Clone the repository.

        ## Additional Tool resources

        ### Books

        Read the book.
        """
        let document = try read(text, file: "FAQ.md").document
        XCTAssertEqual(groups(document), ["About this FAQ", "Usage"])
        XCTAssertEqual(textParts(document), ["Contributing", "Additional Tool resources"], "closing parts of text, after the groups")
        XCTAssertEqual(document.questionCount, 4)
    }

    func testBackMatterInAManualPageAfterItsGroups() throws {
        let text = """
        .TH TOOL-FAQ 7
        .SH NAME
        tool-faq \\- questions about tool
        .SH CONFIGURATION
        .SS Why is my file overwritten?
        Because it is copied.
        .SS Which type should I use?
        The plain one.
        .SH USAGE
        .SS Can I run a daemon?
        Not easily.
        .SH CONTRIBUTING
        .SS Getting help
        Ask on the list.
        .SS Reporting bugs
        Use the tracker.
        .SH AUTHORS
        Someone.
        """
        let document = try read(text, file: "tool-faq.7").document
        XCTAssertEqual(groups(document), ["CONFIGURATION", "USAGE"])
        XCTAssertEqual(textParts(document), ["CONTRIBUTING"], "a closing part of text")
        XCTAssertEqual(document.questionCount, 3)
    }

    func testNothingIsTakenWhenOnlyBackMatterWouldStay() throws {
        let text = """
        ## Credits

        Alice wrote it.

        ## License

        MIT.
        """
        XCTAssertEqual(try read(text, file: "FAQ.md").document.questionCount, 2)
    }

    // MARK: Statements among questions

    func testStatementHeadingsAfterQuestionsAnsweredInPartsAreQuestionsNotAFooter() throws {
        let text = """
        Tool FAQ
        ========

        How should I organize my disks?
        -------------------------------

        As you like.

        ### Layout one

        Flat.

        How do I convert the root?
        --------------------------

        In steps.

        ### Step 1: make a snapshot

        Run it.

        I'm getting an error: Aborted: "Received UUID" is set
        -----------------------------------------------------

        You restored a backup by hand.

        I'm getting an error: Aborted: subvolume has no UUID
        ----------------------------------------------------

        Your file system is old.
        """
        let result = try read(text, file: "FAQ.md")
        XCTAssertEqual(result.document.questionCount, 4)
        XCTAssertEqual(result.document.sections.flatMap(\.questions).last?.question, "I'm getting an error: Aborted: subvolume has no UUID")
    }

    func testASentenceHeadingAnsweredInPartsAmongQuestionsIsOneQuestion() throws {
        let text = """
        # Troubleshooting

        ## **Email**

        ### Why is my address important?

        It signs you in.

        ### What providers work well?

        Most.

        ### Checking that my SMTP server is reachable.

        #### Quick check

        Use `nc`.

        #### Sending an actual email

        Use `swaks`.

        ## **Domains**

        ### Can I use another registrar?

        Yes.

        ### I keep getting logged out!

        Clear your cookies.
        """
        let document = try read(text, file: "faq.mdx").document
        XCTAssertEqual(document.sections.map(\.title), ["Email", "Domains"])
        XCTAssertEqual(document.sections[0].questions.map(\.question).last, "Checking that my SMTP server is reachable.")
        XCTAssertTrue(document.sections[0].questions[2].answer.contains("Quick check"))
        XCTAssertEqual(document.questionCount, 5)
    }
}
