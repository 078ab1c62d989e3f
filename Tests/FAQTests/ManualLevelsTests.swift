import XCTest
@testable import FAQ

/// Man pages and POD whose questions sit below the top level (`ManualLevels`): top-level headings
/// that neither ask nor hold questions are front or back matter, `NAME` holds no headings, and
/// bullet entries that ask over an answer are questions.
final class ManualLevelsTests: XCTestCase {
    func read(_ text: String, file: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    func testTopLevelHeadingsThatHoldNoQuestionsAreFrontAndBackMatterWhenQuestionsSitDeeper() throws {
        // Structure: a notice and a closing pointer at the top level, `DESCRIPTION` holding the
        // `.SS` questions (one of them a statement), as pod2man writes GD::Graph's FAQ.
        let text = """
        .TH FAQ 3
        .SH NAME
        Widget::FAQ \\- Frequently asked questions
        .SH IMPORTANT
        Read the distribution notes first.
        .SH DESCRIPTION
        .SS "Why is the chart small?"
        Because of the margins.
        .SS "TrueType fonts do not work from CGI."
        Set the font path.
        .SH "AVAILABLE FROM"
        Everywhere.
        """
        let document = try read(text, file: "Widget::FAQ.3pm")
        XCTAssertEqual(questions(document), ["Why is the chart small?", "TrueType fonts do not work from CGI."])
        XCTAssertEqual(groups(document), [])
        XCTAssertEqual(document.description, "Read the distribution notes first.", "front matter is the document's text")
    }

    func testPODEntriesUnderAQuestionsHeadingLeaveATrailingHeadingAsBackMatter() throws {
        // Structure: `=item` questions under one `=head1`, then `=head1 AVAILABLE FROM` (XBase).
        let text = """
        =head1 NAME

        XBase::FAQ - Questions about XBase

        =head1 Questions and answers

        =over 4

        =item Does it read memo files?

        Yes.

        =item The module dies with "Unknown header".

        Upgrade it.

        =item Can I write indexes?

        No.

        =back

        =head1 AVAILABLE FROM

        CPAN.

        =cut
        """
        let document = try read(text, file: "FAQ.pod")
        XCTAssertEqual(questions(document).count, 3)
        XCTAssertFalse(questions(document).contains("AVAILABLE FROM"))
    }

    func testHeadingsUnderNameAreThePagesHeadings() throws {
        // Structure: `=head1 NAME`, then `=head2` groups of `=head3` questions (Perlbal).
        let text = """
        =head1 NAME

        Perlbal::FAQ - Frequently Asked Questions about Perlbal

        =head2 VERSION

        1.80

        =head2 DESCRIPTION

        Answers to common questions.

        =head2 Configuring

        =head3 Is there a sample file?

        Yes.

        =head3 How can I restart gracefully?

        Send HUP.

        =head2 Plugins

        =head3 Can I order plugins?

        Yes.

        =head2 SEE ALSO

        L<Perlbal>.

        =cut
        """
        let document = try read(text, file: "FAQ.pod")
        XCTAssertEqual(document.title, "Perlbal::FAQ - Frequently Asked Questions about Perlbal")
        XCTAssertEqual(groups(document), ["Configuring", "Plugins"])
        XCTAssertEqual(questions(document), ["Is there a sample file?", "How can I restart gracefully?", "Can I order plugins?"])
    }

    func testBulletEntriesThatAskOverAnAnswerAreQuestions() throws {
        // Structure: `.IP "\(bu" 4` bullets whose first paragraph asks, under one `.SS` topic,
        // then `HOMEPAGE` and `SOURCE` at the top level (Rinci).
        let text = """
        .TH FAQ 3
        .SH NAME
        Rinci::FAQ \\- FAQ
        .SH FAQ
        .SS "Rinci::function"
        .IP "\\(bu" 4
        Why an array?
        .sp
        Brevity.
        .IP "\\(bu" 4
        How to handle binary data?
        .sp
        Use buf.
        .SH HOMEPAGE
        Somewhere.
        .SH SOURCE
        Elsewhere.
        """
        let document = try read(text, file: "Rinci::FAQ.3pm")
        XCTAssertEqual(groups(document), ["Rinci::function"])
        XCTAssertEqual(questions(document), ["Why an array?", "How to handle binary data?"])
        XCTAssertEqual(document.allSections.first { !$0.section.isImplicit }?.section.questions[0].answer, "Brevity.")
    }

    func testBulletListsInAnswersAndTopLevelQuestionsStayAsTheyWere() throws {
        // Unaffected: top-level questions only (no deeper level), and bullets that do not ask.
        let text = """
        .TH FAQ 7
        .SH "Why is it slow?"
        Because:
        .IP "\\(bu" 2
        the disk
        .sp
        is old.
        .SH "The build fails."
        Install make.
        """
        let document = try read(text, file: "faq.7")
        XCTAssertEqual(questions(document), ["Why is it slow?", "The build fails."])
    }

    func testLevelsAreDecidedInLinearTime() throws {
        try LinearGrowth.assert(8_000) { count in
            var pod = "=head1 NAME\n\nX - y\n\n=head2 Group\n\n"
            for n in 0..<count { pod += "=head3 Question \(n)?\n\nAnswer.\n\n=over\n\n=item * Why \(n)?\n\nBecause.\n\n=back\n\n=head1 NOTE \(n)\n\nText.\n\n" }
            _ = try? DocumentReader.decode(Array(pod.utf8), file: "big.pod")
        }
    }
}
