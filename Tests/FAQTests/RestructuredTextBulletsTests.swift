import XCTest
@testable import FAQ

/// reStructuredText bullet lists of questions over indented answers (`ConvertedListQuestions`).
final class RestructuredTextBulletsTests: XCTestCase {
    func questions(_ text: String) throws -> [String] {
        try DocumentReader.decode(Array(text.utf8), file: "faq.rst").document.allSections.flatMap { $0.section.questions.map(\.question) }
    }

    func testBulletsThatAskOverIndentedAnswersAreQuestions() throws {
        // Structure: a title, then `- Question?` bullets whose answers are indented below (rmqtools).
        let text = """
        Frequently Asked Questions
        ==========================

        - Is it threaded?

            The high-level API is threaded.

        - How do I report a bug?

            Use the `issue tracker <https://example.org>`_.

        - How can I contribute?

            Fork the project.
        """
        XCTAssertEqual(try questions(text), ["Is it threaded?", "How do I report a bug?", "How can I contribute?"])
    }

    func testBulletsThatAreOneDefinitionEachAreQuestions() throws {
        // Structure: each bullet's question over its answer set in deeper, which docutils reads as
        // a definition list inside the item (CENotes); the item shows the term over its definition.
        let text = """
        Questions and answers
        =====================

        Less technical questions
        ------------------------

        - What is the license for this project?
           **GPL version 3**
        - Can I deploy my own server?
           Sure you can! See :doc:`deployment`

           It takes a minute.
        - I found a bug! Where do I report?
           See :doc:`contributing`
        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "qa.rst").document
        XCTAssertEqual(FAQTests.questions(document), ["What is the license for this project?", "Can I deploy my own server?",
                                                      "I found a bug! Where do I report?"])
        XCTAssertEqual(answer(document, "Can I deploy my own server?"), "Sure you can! See deployment\n\nIt takes a minute.")
        XCTAssertEqual(groups(document), ["Less technical questions"])
    }

    func testAQuestionsOwnListStaysInItsAnswer() throws {
        // Unaffected: bullets that ask inside the answer of a title that asks.
        let text = """
        FAQ
        ===

        Why is it slow?
        ---------------

        Ask yourself:

        - Is the disk full?

            Then clean it.

        - Is the network down?

            Then wait.

        How do I install it?
        --------------------

        With pip.
        """
        XCTAssertEqual(try questions(text), ["Why is it slow?", "How do I install it?"])
    }

    /// sfepy's FAQ: beside a group of `#.` questions, its sibling groups' `#.` items that state
    /// problems or error messages over answers of their own are entries too; a group whose list
    /// items have no answer of their own keeps its text.
    func testStatedEntriesBesideAGroupOfBulletQuestions() throws {
        let text = """
        Snippets and FAQ
        ================

        Miscellaneous
        -------------

        #. ``No module named 'widget.ext'``.

           Compile the extension modules first.

        #. Numbering of DOFs.

           They are stored node by node.

        Regions
        -------

        #. A region defined by a function of coordinates.

           Use a Function.

        Links
        -----

        - One link.
        - Another link.

        Materials
        ---------

        #. How to set parameters per region?

           Use a dictionary.

        #. How to implement state dependent materials?

           Use a function.
        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.rst").document
        XCTAssertEqual(document.allSections.flatMap { $0.section.questions.map(\.question) }, ["No module named 'widget.ext'", "Numbering of DOFs.",
                                             "A region defined by a function of coordinates.",
                                             "How to set parameters per region?", "How to implement state dependent materials?"])
        XCTAssertEqual(groups(document), ["Miscellaneous", "Regions", "Materials"])
        XCTAssertEqual(textParts(document), ["Links"])
        // Without a sibling group of questions, the same lists stay text.
        let alone = text.components(separatedBy: "Materials\n")[0]
        XCTAssertFalse(try self.questions(alone).contains("Numbering of DOFs."))
    }

    /// Horovod's troubleshooting page: headings that report problems over their fixes, two of
    /// which open with a numbered checklist of questions (`TroubleChecklists`). The headings are
    /// the entries, the checklists their answers' parts; beside headings that name topics, the
    /// same lists are questions.
    func testChecklistsUnderProblemHeadingsStayInTheirAnswers() throws {
        var text = """
        Troubleshooting
        ===============

        Import TensorFlow failed during installation
        ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        1. Is TensorFlow installed?

        If you see the error below, TensorFlow is not installed.

        2. Are the CUDA libraries available?

        If you see the error below, TensorFlow cannot be loaded.

        MPI is not found during installation
        ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        1. Is MPI in PATH?

        Add the directory that holds mpicxx to PATH.

        2. Are MPI libraries added to ld.so.conf?

        Add them.


        """
        for problem in ["Error during installation: fatal error: pyconfig.h", "NCCL 2 is not found during installation",
                        "Pip install: no such option: --no-cache-dir", "Running out of memory", "bash: orted: command not found"] {
            text += problem + "\n" + String(repeating: "~", count: problem.count) + "\n\nIf you see this, upgrade.\n\n"
        }
        let document = try DocumentReader.decode(Array(text.utf8), file: "troubleshooting.rst").document
        XCTAssertEqual(FAQTests.questions(document).count, 7)
        XCTAssertEqual(FAQTests.questions(document).prefix(2), ["Import TensorFlow failed during installation", "MPI is not found during installation"])
        XCTAssertTrue(answer(document, "MPI is not found during installation")?.contains("Is MPI in PATH?") == true)
        // Under headings that name topics, the lists are questions.
        var topics = text
        for (problem, topic) in [("Import TensorFlow failed during installation", "Installing TensorFlow"),
                                 ("MPI is not found during installation", "Installing MPI")] {
            topics = topics.replacingOccurrences(of: problem + "\n" + String(repeating: "~", count: problem.count),
                                                 with: topic + "\n" + String(repeating: "~", count: topic.count))
        }
        XCTAssertTrue(try self.questions(topics).contains("Is MPI in PATH?"))
    }

    func testReadInLinearTime() throws {
        try LinearGrowth.assert(8_000) { count in
            var text = "FAQ\n===\n\n"
            for n in 0..<count { text += "- Question \(n)?\n\n    Answer \(n).\n\n" }
            _ = try? DocumentReader.decode(Array(text.utf8), file: "faq.rst")
        }
    }

    func testTabIndentedNumberedQuestionsUnderEachTitleAreItsEntries() throws {
        // MESmerize's FAQ: each title's `#.` items are set in by a tab (a block quote to reST), each over a bullet answer.
        let text = "FAQs\n****\n\nROIs\n====\n\t#. Can I delete an ROI?\n\t\t- See the ROI Manager guide.\n\n"
            + "\t#. Can I tag more than one piece of information to each ROI?\n\t\t- Yes, add categories.\n\n"
            + "CNMFE\n=====\n\t#. I have ROIs that encompass multiple cells\n\t\t- Increase min_corr.\n\n"
            + "\t#. Why is the image blue?\n\t\t- Increase gSig.\n"
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.rst").document
        XCTAssertEqual(document.sections.map(\.title), ["ROIs", "CNMFE"])
        XCTAssertEqual(try questions(text), ["Can I delete an ROI?", "Can I tag more than one piece of information to each ROI?",
                                             "I have ROIs that encompass multiple cells", "Why is the image blue?"])
        XCTAssertEqual(ConvertedListQuestions.unquoted("> 1. Why?\n>\n>    - So.\n"), "1. Why?\n\n   - So.\n")
        XCTAssertEqual(ConvertedListQuestions.unquoted("Text.\n\n> quoted\n"), "Text.\n\n> quoted\n", "a quote among text stays")
    }

    func testARawRolesMarkupIsNoTextAndAListOfLinksNoEntries() throws {
        // ElegantRL's questions in `:raw-html:` roles, and a sibling section listing sites by name over their addresses.
        let text = """
            FAQ
            ===

            Questions
            ---------

            .. role:: raw-html(raw)
               :format: html

            - :raw-html:`<font color="#A52A2A">What kinds of environment can I use? </font>`

              Any gym-style environment.

            - :raw-html:`<font color="#A52A2A">How can I use a VecEnv? </font>`

              Import one.

            Resources
            ---------

            - OpenAI Gym
                https://gym.openai.com/

            - MuJoCo
                https://mujoco.org/
            """
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.rst").document
        XCTAssertEqual(document.allSections.flatMap { $0.section.questions.map(\.question) },
                       ["What kinds of environment can I use?", "How can I use a VecEnv?"], "the sites' names are no entries")
        XCTAssertEqual(RestructuredTextInline.withoutTags("<b>Why</b> <i>not</i>?"), "Why not?")
        XCTAssertTrue(ConvertedListQuestions.isAddressOnly("https://mujoco.org/"))
        XCTAssertFalse(ConvertedListQuestions.isAddressOnly("See https://mujoco.org/ for more."))
    }
}
