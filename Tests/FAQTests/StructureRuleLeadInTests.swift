import XCTest
@testable import FAQ

/// AmziProlog's FAQ: among a group's entries, one whose text leads into its sub-headings
/// ("Three options:") is a question answered in parts, so it weighs as a question beside its
/// siblings, and they stay questions.
final class StructureRuleLeadInTests: XCTestCase {
    func testAHeadingWhoseTextLeadsIntoItsPartsIsAQuestionAnsweredInParts() throws {
        let text = """
        # Frequently Asked Questions

        ## Prolog

        ### Performance

        Compile it.

        ### Program Runs Interpreted but not Compiled

        Check the flags.

        ## Windows

        ### Backslash woes in Windows file names

        Use forward slashes.

        ### I/O in Embedded Windows Applications

        Windows does not support standard input/output.

        Three options:

        #### Return information in predicate arguments

        Pass it back.

        #### Provide your own I/O predicates

        Write them.

        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.md").document
        XCTAssertEqual(groups(document), ["Prolog", "Windows"])
        XCTAssertEqual(questions(document), ["Performance", "Program Runs Interpreted but not Compiled",
                                             "Backslash woes in Windows file names", "I/O in Embedded Windows Applications"])
        let io = try XCTUnwrap(document.allSections.flatMap(\.section.questions).last)
        XCTAssertTrue(io.answer.contains("Provide your own I/O predicates"), "its parts stay in its answer")
        // Without the lead-in, the heading over two topics stays their group.
        let plain = text.replacingOccurrences(of: "Three options:\n\n", with: "")
        XCTAssertEqual(groups(try DocumentReader.decode(Array(plain.utf8), file: "faq.md").document).last, "I/O in Embedded Windows Applications")
    }
}

/// icingaweb2's director FAQ: among entries answered directly, a heading whose text calls
/// itself a section ("This section tries to summarize …") is the group of the entries under it.
final class StructureRuleSelfNamedGroupTests: XCTestCase {
    func testAHeadingWhoseTextCallsItselfASectionIsTheGroupOfItsEntries() throws {
        let text = """
        Frequently Asked Questions
        ==========================

        I got an exception...
        ---------------------

        This section tries to summarize well known pitfalls and their solution.

        ### Binary data corruption with ZF 1.12.6

        Upgrade.

        ### Connection error when setting up the database

        Check the grants.

        Import succeeded but nothing happened
        -------------------------------------

        Run the sync.

        My Director doesn't look as good as on your screenshots
        -------------------------------------------------------

        Clear the cache.

        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.md").document
        XCTAssertEqual(groups(document), ["I got an exception..."])
        XCTAssertEqual(questions(document), ["Binary data corruption with ZF 1.12.6", "Connection error when setting up the database",
                                             "Import succeeded but nothing happened", "My Director doesn't look as good as on your screenshots"])
        // Text that does not speak of itself leaves the heading a question answered in parts.
        let plain = text.replacingOccurrences(of: "This section tries to summarize", with: "People often meet")
        XCTAssertEqual(questions(try DocumentReader.decode(Array(plain.utf8), file: "faq.md").document).first, "I got an exception...")
    }

    func testAHeadingThatAsksOverStepsIsAQuestionThoughItsTextCallsItselfASection() throws {
        let text = """
        # Foo FAQ

        ## Does Foo run on Windows?

        Yes.

        ## How to build Foo from source

        This section walks you through it.

        ### Step 1: get the code

        Clone the repository.

        ### Step 2: compile

        Run `make`.

        ## Is Foo free?

        Yes, under the MIT licence.

        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.md").document
        XCTAssertEqual(groups(document), [])
        XCTAssertEqual(questions(document), ["Does Foo run on Windows?", "How to build Foo from source", "Is Foo free?"])
        // Steps under a topic that asks nothing are its answer's parts too.
        let topic = text.replacingOccurrences(of: "How to build Foo from source", with: "Building Foo from source")
        XCTAssertEqual(questions(try DocumentReader.decode(Array(topic.utf8), file: "faq.md").document).count, 3)
        // Entries, numbered or not, under a title that opens like a question stay its group.
        for (title, first, second) in [("How-to recipes", "Rotating the logs every night", "Sending the reports by mail"),
                                       ("Known problems", "1. The window stays blank", "2. Saving fails")] {
            let group = text.replacingOccurrences(of: "How to build Foo from source", with: title)
                .replacingOccurrences(of: "Step 1: get the code", with: first).replacingOccurrences(of: "Step 2: compile", with: second)
            XCTAssertEqual(groups(try DocumentReader.decode(Array(group.utf8), file: "faq.md").document), [title])
        }
    }
}

/// aHash's FAQ writes its questions without "?": a sub-heading that asks by its opening words
/// under such a question is a question of its own, as one ending in "?" would be.
final class StructureRuleUnmarkedFollowUpTests: XCTestCase {
    func testASubHeadingAskingWithoutAMarkFollowsAQuestionAskingWithoutOne() throws {
        let text = """
        ## How does aHash prevent DOS attacks

        By keys.

        ## Why isn't aHash cryptographically secure

        It need not be.

        ## How is aHash so fast

        It reads 8 or 16 bytes at a time.

        ### Which CPUs can use the hardware acceleration

        Intel after 2010.

        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "FAQ.md").document
        XCTAssertEqual(questions(document), ["How does aHash prevent DOS attacks", "Why isn't aHash cryptographically secure",
                                             "How is aHash so fast", "Which CPUs can use the hardware acceleration"])
        // A sub-heading naming a topic stays a part of the answer.
        let topic = text.replacingOccurrences(of: "Which CPUs can use the hardware acceleration", with: "Hardware acceleration")
        XCTAssertEqual(questions(try DocumentReader.decode(Array(topic.utf8), file: "FAQ.md").document).count, 3)
        // A verb and a pronoun ask: "Can I …" is a question.
        let pronoun = text.replacingOccurrences(of: "Which CPUs can use the hardware acceleration", with: "Can I turn the hardware acceleration off")
        XCTAssertEqual(questions(try DocumentReader.decode(Array(pronoun.utf8), file: "FAQ.md").document).last,
                       "Can I turn the hardware acceleration off")
    }

    func testTopicsOpeningWithAQuestionWordAreNoQuestionsWithoutAMark() throws {
        // "How to install Foo" and "What you need first" name topics: the sub-headings are parts of the answer.
        let text = """
        # Foo FAQ

        ## Why use Foo

        It is small.

        ## How to install Foo

        It takes two steps.

        ### What you need first

        Python 3.8 or later.

        ### How to run the installer

        Run `./install.sh` as root.

        ## Where to get help

        Ask on the mailing list.

        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "FAQ.md").document
        XCTAssertEqual(questions(document), ["Why use Foo", "How to install Foo", "Where to get help"])
        XCTAssertTrue(document.allSections.flatMap(\.section.questions).contains { $0.answer.contains("### How to run the installer") })
    }

    /// r10k's FAQ: a question whose sub-headings first name the ways of its answer ("Move your local modules"),
    /// then ask questions of their own, each answered: the topics stay in its answer, the questions follow it.
    func testQuestionsAfterAnAnswersTopicsFollowTheQuestion() throws {
        let text = """
        Frequently Asked Questions
        ==========================

        ### How can I run a command after each deployment?

        Use a hook.

        ### How do I reconcile the branch names?

        Rename one.

        ### How do I keep r10k from removing my local modules?

        By default r10k removes them. Two ways:

        #### Including your local modules in the Puppetfile

        Add them as local modules.

        #### Move your local modules

        Put them elsewhere.

        #### Does r10k support a private Forge?

        Yes, set its address.

        #### What does the name mean?

        It is the tenth version.

        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "faq.mkd").document
        XCTAssertEqual(questions(document), ["How can I run a command after each deployment?", "How do I reconcile the branch names?",
                                             "How do I keep r10k from removing my local modules?",
                                             "Does r10k support a private Forge?", "What does the name mean?"])
        XCTAssertEqual(document.sectionCount, 0)
        let answer = document.allSections.flatMap(\.section.questions)[2].answer
        XCTAssertTrue(answer.contains("### Move your local modules") && !answer.contains("private Forge"), answer)
        // A topic after the questions keeps it a group of them all.
        let mixed = text.replacingOccurrences(of: "#### What does the name mean?", with: "#### The name")
        XCTAssertEqual(try DocumentReader.decode(Array(mixed.utf8), file: "faq.mkd").document.sectionCount, 1)
    }
}
