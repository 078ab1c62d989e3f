import XCTest
@testable import FAQ

/// Texinfo FAQs written otherwise than as a section a question: entries as a list's items
/// (Gnus's "@item" over "Q1.1  What is …?"), an `@end example` after a line's text (lm_sensors'),
/// and a question whose subsections report problems as exclamations beside questions.
final class TexinfoEntriesTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "faq.texi").document
    }

    func testListItemsLabelledAsQuestionsAreEntries() throws {
        let text = """
        \\input texinfo
        @setfilename gnus-faq.info

        @node Frequently Asked Questions
        @section Frequently Asked Questions

        This is the FAQ.

        @node Installation FAQ
        @subsection Installation

        @itemize @bullet
        @item
        Q1.1  What is the latest version?

        The latest is 5.0.

        @item
        Q1.2  Where do I get it?

        Any of these:

        @itemize @minus
        @item
        @file{ftp://ftp.example.org/gnus/}
        @end itemize

        @item
        Q1.3  It hangs on connecting to the server

        Set the timeout.
        @end itemize

        @node Mail FAQ
        @subsection Reading Mail

        @itemize @bullet
        @item
        Q2.1  How do I expire mail?

        Mark it.

        @item
        Q2.2  Not scoring mail groups

        Score them.
        @end itemize

        """
        let document = try read(text)
        XCTAssertEqual(document.title, "Frequently Asked Questions")
        XCTAssertEqual(document.sections.map(\.title), ["Installation", "Reading Mail"])
        XCTAssertEqual(document.sections[0].questions.map(\.question),
                       ["What is the latest version?", "Where do I get it?", "It hangs on connecting to the server"])
        XCTAssertEqual(document.sections[1].questions.map(\.question), ["How do I expire mail?", "Not scoring mail groups"])
        XCTAssertTrue(document.sections[0].questions[1].answer.contains("ftp://ftp.example.org/gnus/"))
    }

    /// Octave's FAQ opens with `%` licence lines before `\\input texinfo`: texi2any reads from that line on.
    func testLinesBeforeTheInputLineAreNoText() throws {
        let text = """
        % Copyright (C) 1997 J. Eaton
        %
        % This file is free software.

        \\input texinfo.tex      @c -*-texinfo-*-
        @setfilename OctaveFAQ.info
        @settitle Octave FAQ

        @chapter General

        @section What is Octave?

        A language.

        @section Who develops it?

        Volunteers.

        """
        let document = try read(text)
        XCTAssertEqual(document.title, "Octave FAQ")
        XCTAssertNil(document.description)
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).count, 2)
        // One inside an example shows in it, and what is above it stays.
        let example = try read(text.replacingOccurrences(of: "% Copyright (C) 1997 J. Eaton\n%\n% This file is free software.\n\n\\input texinfo.tex      @c -*-texinfo-*-\n",
                                                         with: "").replacingOccurrences(of: "A language.", with: "A language:\n@example\n\\input texinfo\n@end example"))
        XCTAssertEqual(example.allSections.flatMap(\.section.questions).count, 2)
        XCTAssertTrue(example.allSections[0].section.questions[0].answer.contains("\\input texinfo"))
    }

    func testAQuestionLabelNumberedWithoutAMark() {
        XCTAssertEqual(MarkdownQuestionPatterns.questionPrefix("Q1.1  What is it?"), "What is it?")
        XCTAssertNil(MarkdownQuestionPatterns.questionPrefix("Q3 2024 was a good quarter"), "a quarter, no label")
        XCTAssertNil(MarkdownQuestionPatterns.questionPrefix("Q1.2025 Ship the new parser."), "a quarter of a year")
        XCTAssertEqual(MarkdownQuestionPatterns.questionPrefix("Q1.2025: Will it ship?"), "Will it ship?", "a label with its mark")
        XCTAssertNil(MarkdownQuestionPatterns.questionPrefix("Q1.1What"))
    }

    func testAnExampleEndingAfterALinesTextEndsThere() throws {
        let text = """
        \\input texinfo
        @settitle Sensors FAQ

        @chapter Problems

        @section Why can't it access sysfs?

        Add this line to @file{/etc/fstab}:
        @example
        sys   /sys   sysfs   defaults   0   0@end example
        and mount @file{/sys}.

        @section Why are fans read as 0?

        Raise the divisor.

        @section Why do alarms go off?

        The limits are wrong.

        @bye
        """
        let questions = try read(text).sections[0].questions
        XCTAssertEqual(questions.map(\.question), ["Why can't it access sysfs?", "Why are fans read as 0?", "Why do alarms go off?"])
        XCTAssertTrue(questions[0].answer.contains("```\nsys   /sys   sysfs   defaults   0   0\n```"), questions[0].answer)
        XCTAssertTrue(questions[0].answer.hasSuffix("```\n\nand mount `/sys`\\."), questions[0].answer)
    }

    /// "Do I need the configuration file?" over "The labels are incorrect!" and "Is there a database?": the
    /// problems it answers in turn follow it; sub-headings that only name topics stay its answer's parts.
    func testExclaimedProblemsUnderAQuestionFollowIt() throws {
        let text = """
        \\input texinfo
        @settitle Sensors FAQ

        @chapter Installation

        @section Do I need the configuration file?

        Yes.

        @subsection The labels for the readings are incorrect!

        Edit them.

        @subsection The min and max settings did not take effect!

        Run sensors -s.

        @subsection Is there a database of configurations?

        No.

        @section Which modules should I insert?

        Run sensors-detect.

        @subsection On Linux 2.6

        Use modprobe.

        @subsection On Linux 2.4

        Use insmod.

        """
        let questions = try read(text).sections[0].questions
        XCTAssertEqual(questions.map(\.question), ["Do I need the configuration file?", "The labels for the readings are incorrect!",
                                                   "The min and max settings did not take effect!", "Is there a database of configurations?",
                                                   "Which modules should I insert?"])
        XCTAssertTrue(questions[4].answer.contains("On Linux 2.4"))
    }
}
