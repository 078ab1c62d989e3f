import XCTest
@testable import FAQ

/// Manual pages and POD whose questions are spread over several headings or entries
/// (`ManualPairs`): Q/A heading pairs, `Q`/`A` entries, headings sharing one answer, an index of
/// the questions before their answers.
final class ManualPairsTests: XCTestCase {
    func read(_ text: String, file: String) throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func testPODHeadingLabelledQThenOneLabelledAIsOneQuestion() throws {
        // Structure: `=head2 Q: …` with no text, then `=head2 A: …` at its level (qpsmtpd).
        let text = """
        =head1 FAQ

        =head2 Q: Do I need a logging plugin?

        =head2 A: No.

        Logs go to STDERR.

        =head2 Q: How do I watch the logs?

        =head2 A: Here are a few examples:

         tail -F log/main/current

        =cut
        """
        let document = try read(text, file: "FAQ.pod").document
        XCTAssertEqual(questions(document), ["Do I need a logging plugin?", "How do I watch the logs?"])
        XCTAssertEqual(groups(document), [])
        XCTAssertTrue(document.allSections.first!.section.questions[0].answer.hasPrefix("No.\n\nLogs go to STDERR."))
    }

    func testEntriesTaggedQAndAInBulletsAreQuestions() throws {
        // Structure: rst2man's field or definition list, each bullet a `.TP` `Q` and a `.TP` `A`,
        // or the `Q` and the `A` in bullets of their own (ycm-faq).
        let text = """
        .de INDENT
        .RS
        ..
        .de UNINDENT
        .RE
        ..
        .TH YCM-FAQ 7
        .SH NAME
        ycm-faq \\- YCM FAQ
        .SH YCM FAQ
        .INDENT 0.0
        .IP \\(bu 2
        .INDENT 2.0
        .TP
        .B \\fBQ\\fP
        What does YCM mean?
        .TP
        .B \\fBA\\fP
        It meant YARP CMake Modules.
        .UNINDENT
        .UNINDENT
        .INDENT 0.0
        .IP \\(bu 2
        .INDENT 2.0
        .TP
        .B \\fBQ\\fP
        How do I report a bug?
        .UNINDENT
        .IP \\(bu 2
        .INDENT 2.0
        .TP
        .B \\fBA\\fP
        Open an issue.
        .UNINDENT
        .UNINDENT
        """
        let document = try read(text, file: "ycm-faq.7").document
        XCTAssertEqual(questions(document), ["What does YCM mean?", "How do I report a bug?"])
        XCTAssertEqual(document.allSections.first!.section.questions[1].answer, "Open an issue.")
    }

    func testRunOfHeadingsWithNoTextSharesTheNextOnesAnswer() throws {
        // Structure: `.SS` titles with nothing between them, the last with text: one question.
        let text = """
        .TH G 1
        .SH NAME
        g \\- FAQ
        .SH "GETTING HELP"
        .SS "How can I get help?"
        .SS "What mailing lists are available?"
        Write to the list.
        .SS "How do I report bugs?"
        Use the tracker.
        .SH "ERRORS"
        .SS "error: cannot find any appliance"
        .SS "supermin-helper: parent directory not found"
        Install supermin.
        .SS "Why is it slow?"
        It boots a VM.
        """
        let document = try read(text, file: "g.1").document
        XCTAssertEqual(groups(document), ["GETTING HELP", "ERRORS"])
        XCTAssertEqual(questions(document), [
            "How can I get help? What mailing lists are available?", "How do I report bugs?",
            "error: cannot find any appliance / supermin-helper: parent directory not found", "Why is it slow?",
        ])
    }

    func testTopLevelHeadingsWithNoTextAreNotJoined() throws {
        // `.SH GIT` with nothing under it stays a heading left out, not joined to the next group.
        let text = """
        .TH H 7
        .SH NAME
        h \\- FAQ
        .SH GIT
        .SH USAGE
        .SS "How do I start?"
        Run it.
        .SS "How do I stop?"
        Press q.
        """
        let document = try read(text, file: "h.7").document
        XCTAssertEqual(questions(document), ["How do I start?", "How do I stop?"])
    }

    func testAnIndexOfAnswerlessEntriesAskedAgainLaterIsLeftOut() throws {
        // Structure: a group listing its questions as tags with no text, then the same tags with
        // their answers (wml_faq's DESCRIPTION).
        let text = """
        .TH W 7
        .SH NAME
        w \\- FAQ
        .SH DESCRIPTION
        .SS "General questions:"
        .IP "\\fBG01:\\fR What is WML?" 5
        .IP "\\fBG02:\\fR Is it free?" 5
        .SS "Error messages:"
        .IP "\\fBE01:\\fR Cannot load file" 5
        .IP "\\fBE02:\\fR Perl runtime error" 5
        .SS "GENERAL QUESTIONS"
        .IP "\\fBG01: What is WML?\\fR" 5
        A toolkit.
        .IP "\\fBG02: Is it free?\\fR" 5
        Yes.
        .SS "ERROR MESSAGES"
        .IP "\\fBE01: Cannot load file\\fR" 5
        Check /tmp.
        .IP "\\fBE02: Perl runtime error\\fR" 5
        Fix the script.
        """
        let document = try read(text, file: "w.7").document
        XCTAssertEqual(groups(document), ["GENERAL QUESTIONS", "ERROR MESSAGES"])
        XCTAssertEqual(document.questionCount, 4)
    }

    func testAListOfTagsWithoutTextNotAskedAgainStays() throws {
        // Tags with no text that never come again (a list of options) are no index.
        let headings = [
            ManualHeading(level: 0, title: "", line: 0),
            ManualHeading(level: 1, title: "OPTIONS", line: 1, blocks: [
                .item(ManualItem(marker: .tag, tag: styled("-a"), line: 2)),
                .item(ManualItem(marker: .tag, tag: styled("-b"), line: 3)),
            ]),
        ]
        XCTAssertEqual(ManualPairs.settle(headings).count, 2)
    }

    func testPairsAreLinear() throws {
        // Empty headings (one run), labelled headings and answerless entries: four times the
        // text (1 MB) takes well under eight times as long.
        func hostile(_ n: Int) -> String {
            "=head1 G\n\n" + String(repeating: "=head2 Q: x\n\n", count: 7_500 * n)
                + String(repeating: "=head2 A: y\n\n=over\n\n=item Q\n\n=item A\n\n=back\n\n", count: 2_000 * n)
                + String(repeating: "=head3 z\n\n=over\n\n=item a\n\n=item b\n\n=back\n\n", count: 2_000 * n)
        }
        let texts = [1: hostile(1), 4: hostile(4)]
        XCTAssertGreaterThan(texts[4]!.utf8.count, 1_000_000)
        LinearGrowth.assert(4) { n in _ = try? PODFormat.decode(texts[n]!, file: "hostile.pod") }
    }

    private func styled(_ text: String) -> StyledText {
        var styled = StyledText()
        styled.append(text, .plain)
        return styled
    }
}
