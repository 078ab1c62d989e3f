import XCTest
@testable import FAQ

/// "Q."/"A." pairs in their less common forms: bracketed numbered labels, two questions over one
/// answer, groups titled by bulleted lines (`PlainTextPatterns.questionAnswer`).
final class PlainTextQAPairsTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "FAQ").document
    }

    /// src2tex: "[Q1]" over "[A1]", one answer's bracket mistyped as a brace ("[A2}").
    func testBracketedNumberedLabels() throws {
        let text = """

            \t\tFrequently Asked Questions (FAQ)

            [Q1] How can I install src2tex and src2latex?
            [A1] You have only to issue the following commands
            \tmake install

            [Q2] Is it possible, for src2latex, to use a style file?
            [A2} Yes, it is possible.

            [Q3] Can I print line numbers?
            [A3] There are dirty tricks.

            """
        let document = try read(text)
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).map(\.question),
                       ["How can I install src2tex and src2latex?", "Is it possible, for src2latex, to use a style file?", "Can I print line numbers?"])
        XCTAssertEqual(document.allSections[0].section.questions[1].answer, "Yes, it is possible.")
        XCTAssertEqual(PlainTextPatterns.marker("[Q12] Why?", letter: "Q"), 6)
        XCTAssertNil(PlainTextPatterns.marker("[Q} Why?", letter: "Q"), "a brace closes a numbered label only")
        XCTAssertNil(PlainTextPatterns.marker("[Q1]Why?", letter: "Q"))
    }

    /// base-files: groups titled by bulleted lines ending in a colon, each right over its first
    /// "Q."; two questions in a row over one "A." ask one question.
    func testBulletedGroupTitlesAndTwoQuestionsOverOneAnswer() throws {
        let text = """
            Frequently Asked Questions about base-files
            ===========================================

            * Questions about /etc/issue:

            Q. I upgraded to testing and my /etc/issue says "trixie/sid".
            Should it not read "trixie"?

            Q. I upgraded to unstable and my /etc/issue says "trixie/sid".
            Should it not read "sid"?

            A. That would be nice, but it is not possible.

            Q. Why "trixie/sid" and not "testing/unstable"?

            A. The codename is more informative.

            * Other questions:

            Q. Why isn't license "foo" included in common-licenses?

            A. Only the most common ones are.

            """
        let document = try read(text)
        XCTAssertEqual(document.sections.map(\.title), ["Questions about /etc/issue", "Other questions"])
        XCTAssertEqual(document.sections[0].questions.map(\.question), [
            "I upgraded to testing and my /etc/issue says \"trixie/sid\". Should it not read \"trixie\"? / "
                + "I upgraded to unstable and my /etc/issue says \"trixie/sid\". Should it not read \"sid\"?",
            "Why \"trixie/sid\" and not \"testing/unstable\"?"])
        XCTAssertEqual(document.sections[0].questions[0].answer, "That would be nice, but it is not possible.")
        let oneGroup = try read(text.replacingOccurrences(of: "* Other questions:\n\n", with: ""))
        XCTAssertTrue(oneGroup.sections.allSatisfy(\.isImplicit), "one bulleted line titles no group: \(oneGroup.sections.map(\.title))")
    }

    /// jcrontab's FAQ: "Q:How can i …?" over "A:\tThis is …", the label bound to its text with no space, among
    /// "Q: " and "A: " pairs; the first question is no document title.
    func testLabelsBoundToTheirTextWithNoSpace() throws {
        let text = """
            Q:How can i use jcrontab with tomcat?

            A:\tThis is a receipt useful with any app-server.

            Q:How can i change the crontab to any other file?

            A:This can be done by editing the properties file.

            Q: When i launch a script with NativeExec it doesn't work, why?

            A: Pass the interpreter.

            Q: How can i avoid the log?

            A: Set the log level.
            """
        let document = try read(text)
        XCTAssertEqual(document.questionCount, 4)
        XCTAssertEqual(document.sections.flatMap(\.questions).first?.question, "How can i use jcrontab with tomcat?")
        XCTAssertNil(PlainTextPatterns.marker("Q:\\path", letter: "Q"), "a drive's path is no label")
    }

    /// XKeymacs's FAQ: "Q.Why …?" and "Q.I …" with no space after the stop, and one entry answered with no "A." (its
    /// answer's sentence right under the question); "Q.E.D." is no label. A second line set in under the question (xz's)
    /// or over an "A." (fceux's) still asks.
    func testALabelsStopBoundToItsWordAndAnAnswerWithoutItsLabel() throws {
        let text = """
            Q. How can I run it automatically when I log on?
            A. Check Auto Run.

            Q.Why does the indication differ from the system's behaviour?
            A. It shows the last key.

            Q. What is Program Manager (Progman.exe)?
            Program Manager is the desktop interface.

            Q. I turned off a key which is needed
            to log on. How should I log on again?
            A. Log on from the network.

            Q. Can I use the Esc key?
            A. Yes.

            Q. Why is it named so?
               Shouldn't it be named otherwise?

            A. The name was kept.

            Q. Why do some sounds sound too loud?
            Why do the drums sound fuzzy?
            A. The converter is faulty.

            Q.I turned it off. How do I turn it on?
            A. Press the gold key.
            """
        let questions = try read(text).allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.map(\.question), [
            "How can I run it automatically when I log on?", "Why does the indication differ from the system's behaviour?",
            "What is Program Manager (Progman.exe)?", "I turned off a key which is needed to log on. How should I log on again?",
            "Can I use the Esc key?", "Why is it named so? Shouldn't it be named otherwise?",
            "Why do some sounds sound too loud? Why do the drums sound fuzzy?", "I turned it off. How do I turn it on?",
        ])
        XCTAssertEqual(questions[2].answer, "Program Manager is the desktop interface.")
        XCTAssertNil(PlainTextPatterns.marker("Q.E.D. as shown", letter: "Q"))
    }

    /// davfs2's FAQ: a "Q:" right under a question that ends in "?" asks with it, over one "A:".
    func testAQuestionRightUnderAnotherIsOneEntryWithIt() throws {
        let text = """
            Q: What are these files of size 0?
            A: Locked names.

            Q: But the files don't disappear. How can I get rid of them?
            Q: Some files cannot be accessed because they are locked.
            A: Locks may not be released.

            Q: Why does it copy every file?
            A: The kernel needs it.
            """
        let questions = try read(text).allSections.flatMap(\.section.questions)
        XCTAssertEqual(questions.count, 3)
        XCTAssertTrue(questions[1].question.hasSuffix("Some files cannot be accessed because they are locked."), questions[1].question)
        XCTAssertEqual(questions[1].answer, "Locks may not be released.")
    }

    /// pam_usb's FAQ, exported from a wiki: "> Q:" over ">> A:", a question or an answer over two lines.
    func testPairsLedByQuoteMarks() throws {
        let text = """
        ====== Frequently Asked Questions ======

        > Q: Can I use my USB drive as usual ?
        >> A: Yes. pam_usb only occupies a few kilobytes of the device's space.

        > Q: What if someone copies the content of my flash drive ? Will she/he be able
        to log into my account ?
        >> A: Even if that person manages to fake your device's attributes, the one time
        pad they copied will be outdated as soon as you authenticate.

        > Q: Is my USB drive compatible with pam_usb ?
        >> A: About every USB flash drive will work with pam_usb.

        """
        let document = try read(text)
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).map(\.question),
                       ["Can I use my USB drive as usual ?",
                        "What if someone copies the content of my flash drive ? Will she/he be able to log into my account ?",
                        "Is my USB drive compatible with pam_usb ?"])
        XCTAssertEqual(PlainTextPatterns.marker(">> A: Yes.", letter: "A"), 6)
        XCTAssertNil(PlainTextPatterns.marker(">>> Q: Why?", letter: "Q"), "three marks quote a quote")
        XCTAssertNil(PlainTextPatterns.marker(">Q: Why?", letter: "Q"))
    }
}
