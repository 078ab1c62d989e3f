import XCTest
@testable import FAQ

/// reStructuredText: adornment styles give levels in order of appearance; bodies become Markdown.
final class RestructuredTextFormatTests: XCTestCase {
    func read(_ text: String, file: String = "faq.rst") throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    func testAdornmentLevelsInOrderOfAppearanceAndTheOverlinedTitle() throws {
        let text = """
        .. comment that is dropped

        =========
         The FAQ
        =========

        Intro paragraph.

        General
        ~~~~~~~

        What is it?
        ^^^^^^^^^^^

        A tool.

        Why?
        ^^^^

        Because.

        Sub part
        ^^^^^^^^

        How deep?
        #########

        Very.

        Other
        ~~~~~

        Where?
        ^^^^^^

        Here.
        """
        let document = try read(text)
        XCTAssertEqual(document.title, "The FAQ")
        XCTAssertEqual(document.description, "Intro paragraph.")
        XCTAssertEqual(document.sections.map(\.title), ["General", "Other"])
        XCTAssertEqual(document.sections[0].questions.map(\.question), ["What is it?", "Why?"])
        XCTAssertEqual(document.sections[0].sections[0].title, "Sub part")
        XCTAssertEqual(document.sections[0].sections[0].questions.map(\.answer), ["Very."])
    }

    /// Sphinx FAQs' `.. topic:: Question?` blocks: docutils sets the title in bold over the text.
    func testTopicsThatAskAreQuestions() throws {
        let text = """
        FAQs
        ====

        Below is a list of frequently asked questions:

        .. topic:: Why do I get a :code:`FileNotFound` error?

           You did not include the storage flags.

        .. topic:: Can other data products be added?

           Yes! Open an issue.

        .. note::
           Need help? Open an issue.
        """
        let document = try read(text)
        XCTAssertEqual(questions(document), ["Why do I get a FileNotFound error?", "Can other data products be added?"])
        let wrapped = text.replacingOccurrences(of: "Why do I get a :code:`FileNotFound` error?", with: "Why do I get a very long error\n   about the storage flags?")
        XCTAssertEqual(questions(try read(wrapped)), ["Why do I get a very long error about the storage flags?", "Can other data products be added?"],
                       "a title wrapped onto the next line")
        XCTAssertTrue(document.allSections.flatMap(\.section.questions)[1].answer.hasPrefix("Yes! Open an issue."))
    }

    func testTitlesInsideLiteralBlocksAndTargetsAreNotTitles() throws {
        let text = """
        Section
        =======

        .. _how-title:

        How do I write a title?
        -----------------------

        Like this::

            This is the Document Title
            ==========================

        .. _Can this look like a question?:

        Other question?
        ---------------

        Text.
        """
        let document = try read(text)
        XCTAssertEqual(document.questionCount, 2)
        let first = document.sections[0].questions[0]
        XCTAssertEqual(first.id, "how-title", "a target right above a title is its id")
        XCTAssertEqual(first.answer, "Like this:\n\n```\nThis is the Document Title\n==========================\n```")
        XCTAssertEqual(document.sections[0].questions[1].id, "other-question", "a phrase target is not an id")
    }

    func testBodyMarkupBecomesMarkdown() throws {
        let text = """
        Q one?
        ======

        Use ``rst2html`` and :file:`setup.py`, see :ref:`the guide <guide>` and
        `Docutils <https://docutils.sourceforge.io/>`_ or PEP_ and `this`__.

        * item one
        * item two

        #. first
        #. second

        :Author: Someone

        .. note:: Be careful.

           Very careful.

        .. code-block:: python
           :linenos:

           print("hi")

        .. contents::

        __ https://example.org

        Q two?
        ======

        Text <b>bold</b>.
        """
        let answer = try read(text).sections[0].questions[0].answer
        XCTAssertEqual(answer, """
        Use `rst2html` and `setup.py`, see the guide and [Docutils](<https://docutils.sourceforge.io/>) or PEP and this.

        - item one
        - item two

        1. first
        2. second

        **Author:** Someone

        > **Note**
        >
        > Be careful.
        >
        > Very careful.

        ```python
        print("hi")
        ```
        """)
        XCTAssertEqual(try read(text).sections[0].questions[1].answer, "Text \\<b\\>bold\\</b\\>.", "text is never read as HTML")
    }

    /// Barman's FAQ: groups of `**bold**` question paragraphs, one group holding one, and a bold
    /// statement among them ("Does Barman support incremental backups", its "?" forgotten).
    func testBoldParagraphQuestionsUnderGroupsAStatementAndAGroupOfOne() throws {
        let text = """
        FAQ
        ===

        General
        -------

        **Can it perform physical backups?**

        Yes.

        **Can it manage multiple servers?**

        Yes, remote ones.

        Backup
        ------

        **Does it support incremental backups**

        Yes, with rsync.

        **Can it compress base backups?**

        Yes.

        Requirements
        ------------

        **Does it work on Windows?**

        Only to take backups.
        """
        let document = try read(text)
        XCTAssertEqual(document.sections.map(\.title), ["General", "Backup", "Requirements"])
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) },
                       [["Can it perform physical backups?", "Can it manage multiple servers?"],
                        ["Does it support incremental backups", "Can it compress base backups?"], ["Does it work on Windows?"]])
        // Where bold lines mark no questions, a lone bold paragraph under a group stays its text.
        let emphasis = """
        Notes
        =====

        Setup
        -----

        **Important**

        Read the manual first.
        """
        XCTAssertEqual(try read(emphasis).sections.flatMap(\.questions).map(\.question), ["Setup"])
        // Where bold lines do mark questions, a lone bold statement under a group is still its text.
        let noted = text + "\n\nSetup\n-----\n\n**Important**\n\nRead the manual first.\n"
        XCTAssertFalse(try read(noted).sections.flatMap(\.questions).map(\.question).contains("Important"))
    }

    /// LcdMenu's FAQ: sphinx-design's `.. dropdown:: Question?` with options over the answer;
    /// sphinx-toolbox's `.. collapse::` likewise; a dropdown with no title asks nothing.
    func testFoldingBlocksTitledByTheirQuestions() throws {
        let text = """
        FAQ
        ===

        Questions about |project|.

        .. dropdown:: How do I get started with **LcdMenu**?
            :animate: fade-in-slide-down

            Follow the :doc:`Getting Started guide </overview/getting-started>`.

        .. dropdown:: How do I hide the menu?
            :animate: fade-in-slide-down
            :open:

            Call :cpp:func:`LcdMenu::hide`.

            It clears the screen.

        .. collapse:: Can I nest |project| menus?

            Yes.

        .. dropdown::

            No title.

        """
        let document = try read(text)
        let questions = document.sections.flatMap(\.questions)
        XCTAssertEqual(questions.map(\.question), ["How do I get started with LcdMenu?", "How do I hide the menu?", "Can I nest project menus?"])
        XCTAssertEqual(questions[1].answer, "Call LcdMenu::hide.\n\nIt clears the screen.")
    }

    /// GTlab's FAQ: among folding blocks that ask, one stating a problem ("… fails") is a question
    /// too, alone in its group; one naming an example stays its group's text.
    func testAFoldingBlockStatingAProblemAmongAskingOnesIsAQuestion() throws {
        let text = """
        FAQ
        ===

        Console
        -------

        .. collapse:: Running the console in a CI job fails ("Could not connect to any X display")

            Use xvfb-run.

        Calculators
        -----------

        .. collapse:: Why can't I see my calculator?

            Start in developer mode.

        .. collapse:: Why do sub-properties fail in the wizard?

            Register them first.

        .. collapse:: What is the difference between link and path properties?

            One keeps the UUID.

        .. collapse:: How do I delete a child?

            Delete it.

        .. collapse:: Example configuration

            key = value

        """
        let document = try read(text)
        XCTAssertEqual(document.sections.map(\.title), ["Console", "Calculators"])
        XCTAssertEqual(document.sections[0].questions.map(\.question), ["Running the console in a CI job fails (\"Could not connect to any X display\")"])
        XCTAssertEqual(document.sections[1].questions.count, 4)
        XCTAssertTrue(document.sections[1].description?.contains("key = value") ?? false, "the example stays its group's text")
    }

    /// Simu5G's FAQ: a site's own `.. question:: Question?` directive (Sphinx renders it through an extension) over
    /// its answer, its question wrapped onto the indented line below; `.. faq::` likewise.
    func testOwnQuestionDirectivesTitledByTheirQuestions() throws {
        let text = """
        Frequently Asked Questions
        ==========================

        .. question:: Where can I download the code?

           Visit :doc:`this page <install>`.

        .. question:: How is it different from other simulators,
           such as LENA?

           It is end to end.

        .. faq:: How do I get involved?

           Write to us.

        """
        let questions = try read(text).sections.flatMap(\.questions)
        XCTAssertEqual(questions.map(\.question), ["Where can I download the code?",
                                                  "How is it different from other simulators, such as LENA?", "How do I get involved?"])
        XCTAssertEqual(questions.last?.answer, "Write to us.")
        let faqs = "FAQ\n===\n\n.. faq:: Is it free?\n\n   Yes.\n\n.. faq:: Where is the code?\n\n   On the site.\n"
        XCTAssertEqual(try read(faqs).sections.flatMap(\.questions).map(\.question), ["Is it free?", "Where is the code?"])
    }

    /// ZFSBootMenu's FAQ: a title's inline literal and role show their words plain, as a dropdown's question does.
    func testInlineMarkupInTitlesShowsPlain() throws {
        let text = """
        FAQ
        ===

        Why no separate pool for ``/boot``?
        -----------------------------------

        It needs none.

        How do I run :program:`zbm-builder`?
        ------------------------------------

        From the release.

        """
        XCTAssertEqual(try read(text).sections.flatMap(\.questions).map(\.question),
                       ["Why no separate pool for /boot?", "How do I run zbm-builder?"])
    }

    /// A page that is one question and its follow-ups (rsyslog's): its title asks and the text
    /// under it answers; the title is the first question, and still the page's title.
    func testATitleThatAsksAndIsAnsweredIsTheFirstQuestion() throws {
        let text = """
        What is the difference between the main queue and a ruleset queue?
        ===================================================================

        A ruleset queue replaces the main queue for its input.

        What default does a ruleset have?
        ---------------------------------

        The main queue.

        Should there be a queue for each ruleset?
        -----------------------------------------

        Only for different work.

        """
        let document = try read(text)
        XCTAssertEqual(document.title, "What is the difference between the main queue and a ruleset queue?")
        XCTAssertNil(document.description)
        let questions = document.allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), ["What is the difference between the main queue and a ruleset queue?",
                                                   "What default does a ruleset have?", "Should there be a queue for each ruleset?"])
        XCTAssertEqual(questions[0].answer, "A ruleset queue replaces the main queue for its input.")
        // A title that names the FAQ over its questions keeps its text as the description.
        let named = try read(text.replacingOccurrences(of: "What is the difference between the main queue and a ruleset queue?\n===================================================================",
                                                       with: "Queues FAQ\n=========="))
        XCTAssertEqual(named.allSections.flatMap(\.section.questions).count, 2)
        XCTAssertEqual(named.description, "A ruleset queue replaces the main queue for its input.")
        // So does a short one that asks ("Why Rust?") or one about questions ("Got questions?").
        for short in ["Why Rust?\n=========", "Got any questions?\n=================="] {
            let page = try read(text.replacingOccurrences(of: "What is the difference between the main queue and a ruleset queue?\n===================================================================",
                                                          with: short))
            XCTAssertEqual(page.allSections.flatMap(\.section.questions).count, 2, short)
            XCTAssertEqual(page.description, "A ruleset queue replaces the main queue for its input.", short)
        }
        // A title asking about something questionable is still a question, not about questions.
        let questionable = try read(text.replacingOccurrences(of: "What is the difference between the main queue and a ruleset queue?\n===================================================================",
                                                              with: "Is a queue for each ruleset questionable?\n========================================="))
        XCTAssertEqual(questionable.allSections.flatMap(\.section.questions).first?.question, "Is a queue for each ruleset questionable?")
    }

    /// A wiki export leaves a heading's closing "=" after its question (libvirt's): a question
    /// among the groups, shown without them; a title that only ends in "=" keeps it.
    func testWikiClosingMarksAfterAQuestionAreDropped() throws {
        let text = """
        FAQ
        ===

        Networking
        ----------

        How do I bridge?
        ~~~~~~~~~~~~~~~~

        Like this.

        How do I forward ports? =
        -------------------------

        See the page on forwarding.

        Operators
        ---------

        What does x = mean
        ~~~~~~~~~~~~~~~~~~

        It assigns.

        Is a ==
        ~~~~~~~

        A test.

        """
        let document = try read(text)
        XCTAssertEqual(document.sections.filter { !$0.isImplicit }.map(\.title), ["Networking", "Operators"])
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).map(\.question),
                       ["How do I bridge?", "How do I forward ports?", "What does x = mean", "Is a =="])
    }

    /// A review's inputs: a folding block's title may go on over indented lines; one inside an
    /// answer (under a title that asks), or in a file whose folding blocks mostly state
    /// ("Example configuration"), is the answer's text.
    func testFoldingBlocksThatWrapAnswerOrShowExamples() throws {
        let wrapped = """
        Installation
        ------------

        .. dropdown:: Why does the installer fail when I run it from behind a corporate
           proxy server?

           Set the ``HTTPS_PROXY`` variable first.

        .. dropdown:: How do I upgrade?

           Run the installer again.

        """
        XCTAssertEqual(try read(wrapped).sections.flatMap(\.questions).map(\.question), [
            "Why does the installer fail when I run it from behind a corporate proxy server?", "How do I upgrade?"])
        let inAnswer = """
        How do I change the port?
        -------------------------

        Set ``port`` in ``config.toml``.

        .. dropdown:: Is there an example?

           ``port = 8080``

        .. dropdown:: Can I see another?

           ``port = 9090``

        Where are the logs?
        -------------------

        In ``/var/log``.

        """
        let document = try read(inAnswer)
        XCTAssertEqual(document.sections.flatMap(\.questions).map(\.question), ["How do I change the port?", "Where are the logs?"])
        XCTAssertTrue(document.sections[0].questions[0].answer.contains("8080"))
        let examples = "Options\n-------\n\nText.\n\n.. dropdown:: Example configuration\n\n   ``port = 1``\n\n"
            + ".. collapse:: Show the default logging settings\n\n   Standard error.\n\n.. dropdown:: Is it fast?\n\n   Yes.\n"
        XCTAssertFalse(RestructuredTextDropdowns.holdQuestions(RestructuredTextFormat.sourceLines(examples)))
    }

    /// pulse2percept's FAQ: where the titles ask, one that asks has its answer pose numbered bold questions
    /// ("Start with two questions." then "**1. Are you modeling …?**"): they are its answer's, and the guard is silent.
    func testNumberedBoldQuestionsUnderAnAskingTitleAreItsAnswers() throws {
        var rst = "Frequently Asked Questions\n==========================\n\nGetting started\n---------------\n\n"
        for question in ["What can I do with it?", "How do I look at a percept?", "Can I use the defaults?"] {
            rst += "\(question)\n\(String(repeating: "~", count: question.count))\n\nYes, as the guide shows.\n\n"
        }
        rst += """
        Which model should I use?
        ~~~~~~~~~~~~~~~~~~~~~~~~~

        Start with two questions.

        **1. Are you modeling retinal or cortical stimulation?**

        The two need different models.

        **2. Do you need to model space, time, or both?**

        A spatial model predicts where; a temporal one, when.

        """
        let result = try DocumentReader.decode(Array(rst.utf8), file: "faq.rst")
        XCTAssertEqual(result.document.questionCount, 4)
        XCTAssertEqual(result.document.sections.map(\.title), ["Getting started"])
        XCTAssertEqual(result.document.sections.first?.questions.last?.answer.contains("**1. Are you modeling"), true)
        XCTAssertNil(result.misread)
        // Numbered otherwise than 1, 2, … they are questions a reader left in an answer.
        let skipped = rst.replacingOccurrences(of: "**2. Do you", with: "**3. Do you")
        XCTAssertNotNil(try DocumentReader.decode(Array(skipped.utf8), file: "faq.rst").misread)
    }
}
