import XCTest
@testable import FAQ

/// Perl POD: headings, `=item` questions, formatting codes, verbatim code, HTML blocks, the blocks left
/// out, boilerplate sections and the title.
final class PODFormatTests: XCTestCase {
    func read(_ text: String, file: String = "faq.pod") throws -> DocumentReader.Result {
        try DocumentReader.decode(Array(text.utf8), file: file)
    }

    func testGroupsQuestionsTitleAndBoilerplate() throws {
        // perlfaq4's shape.
        let text = """
        =head1 NAME

        perlfaq4 - Data Manipulation

        =head1 VERSION

        version 5.20210520

        =head1 DESCRIPTION

        This section answers questions about data.

        =head1 Data: Numbers

        =head2 Why is int() broken?

        It is not.

        =head2 How do I round?

        Use C<sprintf>.

        =head1 Data: Dates

        =head2 How do I find the day of the year?

        Use C<localtime>.

        =head1 AUTHOR AND COPYRIGHT

        Copyright (c) 1997 Someone.

        =cut
        """
        let result = try read(text)
        XCTAssertEqual(result.importer, "POD")
        let document = result.document
        XCTAssertEqual(document.title, "perlfaq4 - Data Manipulation")
        XCTAssertEqual(document.description, "This section answers questions about data.")
        XCTAssertEqual(document.sections.map(\.title), ["Data: Numbers", "Data: Dates"])
        XCTAssertEqual(document.sections[0].questions.map(\.question), ["Why is int() broken?", "How do I round?"])
        XCTAssertEqual(document.sections[0].questions[1].answer, "Use `sprintf`.")
        XCTAssertEqual(document.questionCount, 3)
    }

    func testAnHTMLBlockIsAnAnswersText() throws {
        // MisterHouse's FAQ: two answers are only an `=begin html` link, its text on the command's own
        // paragraph; left out, each question looked textless and was merged with the next.
        let pod = """
        =pod

        =head1 1: Operational questions

        =head2 1.16: How can I use Family Radios with MisterHouse?

        =begin html
        There is a separate FAQ on the FRS topic in
        <a href="faq_frs.html">mh/docs/faq_frs.html</a>

        =end html

        =head2 1.17: Is there a way to tell if MH is shut down correctly?

        mh.bat checks the return code.

        =head2 1.18: Can I see the log?

        =begin html

        <p>Open <b>mh/data/logs</b>.</p>

        =end html

        =begin latex

        \\section{Dropped}

        =end latex

        =cut
        """
        let document = try read(pod).document
        XCTAssertEqual(questions(document), ["1.16: How can I use Family Radios with MisterHouse?",
                                             "1.17: Is there a way to tell if MH is shut down correctly?", "1.18: Can I see the log?"])
        let answers = document.allSections.flatMap(\.section.questions).map(\.answer)
        XCTAssertEqual(answers[0], #"There is a separate FAQ on the FRS topic in [mh\/docs\/faq\_frs\.html](<faq_frs.html>)"#)
        XCTAssertEqual(answers[2], #"Open **mh\/data\/logs**\."#)
        // A block the file never ends still shows.
        let unended = "=head1 Q\n\n=head2 Where is it?\n\n=begin html\n\n<p>In <b>/opt</b>.</p>\n"
        XCTAssertEqual(try read(unended).document.allSections.flatMap(\.section.questions).first?.answer, "In **\\/opt**\\.")
    }

    func testTheOneGroupHoldingEveryQuestionIsNotASection() throws {
        // perlfaq1 (`=head1 DESCRIPTION`) and Mojolicious (`=head1 QUESTIONS`).
        for group in ["DESCRIPTION", "QUESTIONS", "FAQs"] {
            let text = """
            =head1 NAME

            perlfaq1 - General Questions About Perl

            =head1 \(group)

            The intro.

            =head2 What is Perl?

            A language.

            =head2 Perl Books

            Many.

            =head1 FURTHER QUESTIONS?

            Ask on the list.

            =head1 SEE ALSO

            L<perlfaq>
            """
            let document = try read(text).document
            XCTAssertEqual(document.sectionCount, 0, group)
            XCTAssertEqual(document.description, "The intro.", group)
            XCTAssertEqual(document.allSections.flatMap { $0.section.questions.map(\.question) }, ["What is Perl?", "Perl Books"], group)
        }
    }

    func testItemsAreQuestionsWhenTheyAsk() throws {
        // DBIx::Class and MakeMaker FAQs: =head2 groups of =item questions; an entry that
        // does not ask among ones that do, a bullet list and a nested list in an answer.
        let text = """
        =head1 NAME

        Acme::FAQ - questions

        =head1 DESCRIPTION

        =head2 Installing

        =over 4

        =item How do I install it?

        Run:

          cpan Acme

        =item PREFIX vs INSTALL_BASE

        Use one.

        =item What does it need?

        =over 4

        =item * perl

        =item * make

        =back

        =back

        =head2 Custom methods

        You can add your own.

        =head2 Troubleshooting

        =over

        =item Why does it fail
        on Windows?

        See below.

        =back
        """
        let document = try read(text).document
        XCTAssertEqual(document.sections.map(\.title), ["Questions", "Installing", "Troubleshooting"])
        XCTAssertEqual(document.sectionCount, 2)
        XCTAssertEqual(document.sections[0].questions.map(\.question), ["Custom methods"])
        XCTAssertEqual(document.sections[1].questions.map(\.question), ["How do I install it?", "PREFIX vs INSTALL_BASE", "What does it need?"])
        XCTAssertEqual(document.sections[1].questions[0].answer, "Run:\n\n```\ncpan Acme\n```")
        XCTAssertEqual(document.sections[1].questions[2].answer, "- perl\n\n- make")
        XCTAssertEqual(document.sections[2].questions.map(\.question), ["Why does it fail on Windows?"])
    }

    /// DB_File's FAQ: `=item B<1.>` numbers an entry as `=item 1.` does; its bold first paragraph asks.
    func testANumberInBoldNumbersAnItem() throws {
        let text = """
        =head1 NAME

        DB_File FAQ - DB_File Frequently Asked Questions

        =head1 GENERAL

        =over 5

        =item B<1.>

        B<What is the latest version of Berkeley DB?>

        At the time of writing this file, 1.85.

        =item B<2.>

        B<What is the latest version of DB_File?>

        The one that ships with Perl.

        =back

        """
        let document = try read(text).document
        XCTAssertEqual(questions(document), ["What is the latest version of Berkeley DB?", "What is the latest version of DB_File?"])
        XCTAssertEqual(document.sections.flatMap(\.questions).first?.answer, "At the time of writing this file, 1.85.")
        // `=item C<0>` names a value: it stays in the answer.
        let values = "=head1 NAME\n\nTool FAQ\n\n=head1 QUESTIONS\n\n=head2 What does it return?\n\n=over 4\n\n=item C<0>\n\nSuccess.\n\n=item C<255>\n\nFailure.\n\n=back\n"
        XCTAssertTrue(try read(values).document.sections.flatMap(\.questions).first?.answer.contains("255") ?? false)
    }

    func testItemsInAnAnswerStayAList() throws {
        // perlfaq4's "How do I convert between bases?" holds =item entries that do not ask.
        let text = """
        =head1 NAME

        t - items

        =head1 DESCRIPTION

        =head2 How do I convert between bases?

        Several ways:

        =over 4

        =item How do I convert hexadecimal into decimal

        Use C<hex>.

        =item 1. First

        =back
        """
        let document = try read(text).document
        XCTAssertEqual(document.questionCount, 1)
        XCTAssertEqual(document.sections[0].questions[0].answer,
                       "Several ways:\n\n- How do I convert hexadecimal into decimal\n\n  Use `hex`.\n\n1. First")
    }

    func testFormattingCodes() throws {
        let text = """
        =head1 NAME

        t - codes

        =head1 DESCRIPTION

        =head2 Which B<codes> work?

        B<bold> I<italic> F<file.txt> C<code> C<< $a <=> $b >> C<<< x >> y >>> B<I<both>> B<C<in code>>
        L<perlfunc/open> L<the docs|perlfaq4> L<"Section"> L<https://example.org> L<site|https://example.org/x>
        E<lt>tagE<gt> E<eacute> E<0x263A> E<233> S<no break> X<index>Z<>done 1 < 2 and A<unclosed
        """
        let question = try read(text).document.sections[0].questions[0]
        XCTAssertEqual(question.question, "Which codes work?")
        XCTAssertEqual(question.answer, "**bold** *italic* *file.txt* `code` `$a <=> $b` `x >> y` ***both*** `in code` "
            + "\u{201C}open\u{201D} in perlfunc the docs \u{201C}Section\u{201D} [https://example.org](<https://example.org>) "
            + "[site](<https://example.org/x>) \\<tag\\> \u{00E9} \u{263A} \u{00E9} no break done 1 \\< 2 and A\\<unclosed")
    }

    func testVerbatimBlocksLeftOutBlocksAndPerlCode() throws {
        let text = """
        package Acme;
        use strict;
        my $x = "=head1 not POD";

        =head1 NAME

        Acme - a module

        =head1 QUESTIONS

        =head2 How do I use it?

            use Acme;

            Acme->new;

        =begin html

        <p>=head2 Not a heading</p>

        =end html

        =for html <b>left out</b>

        =for text Plain text.

        =begin comment

        =head2 Hidden?

        =end comment

        Done.

        =cut

        sub new { bless {}, shift }

        =head2 Is it fast?

        Yes.

        =cut

        1;
        """
        let result = try read(text, file: "Acme.pm")
        XCTAssertEqual(result.importer, "POD")
        let questions = result.document.allSections.flatMap { $0.section.questions }
        XCTAssertEqual(questions.map(\.question), ["How do I use it?", "Is it fast?"])
        // The HTML block's text is the answer's, read as HTML: no heading.
        XCTAssertEqual(questions[0].answer, "```\nuse Acme;\n\nAcme->new;\n```\n\n\\=head2 Not a heading\n\n```\nPlain text.\n```\n\nDone.")
    }

    func testDetection() {
        let pod = Array("=head1 NAME\n\nx - y\n".utf8)
        XCTAssertEqual(DocumentFormat.detect(pod, fileName: "faq.pod"), .pod)
        XCTAssertEqual(DocumentFormat.detect(pod, fileName: "FAQ"), .pod)
        XCTAssertEqual(DocumentFormat.detect(Array("package X;\n\n=head1 NAME\n\nX\n\n=cut\n".utf8), fileName: "X.pm"), .pod)
        XCTAssertEqual(DocumentFormat.detect(Array("#!/usr/bin/perl\nprint 1;\n\n=head1 NAME\n\nx\n\n=cut\n".utf8), fileName: "script"), .pod)
        XCTAssertNil(DocumentFormat.detect(Array("package X;\nsub f { 1 }\n1;\n".utf8), fileName: "X.pm"))
        // Log::Log4perl::FAQ.pm: code, `__END__`, then POD that never ends with `=cut`.
        XCTAssertEqual(DocumentFormat.detect(Array("1;\n\n__END__\n\n=head1 NAME\n\nx\n".utf8), fileName: "FAQ.pm"), .pod)
        // AsciiDoc titles and Markdown underlines are not POD.
        XCTAssertEqual(DocumentFormat.detect(Array("= Title\n:toc:\n\n== Section\n".utf8), fileName: "faq"), .asciiDoc)
        XCTAssertTrue(DocumentFormat.supportedFormats.description.contains("Perl and Raku POD"))
    }

    func testAFileWithoutQuestionsIsRefused() {
        let text = "=head1 NAME\n\nx - y\n\n=head1 SYNOPSIS\n\n  use x;\n\n=head1 DESCRIPTION\n\nIt does things.\n"
        XCTAssertThrowsError(try read(text)) { error in
            XCTAssertTrue("\(error)".contains("no questions found in this POD file"), "\(error)")
        }
    }

    func testAStubOfAManualsStandardSectionsIsRefused() {
        // A FAQ's page begun and never written: every section a manual's own, none asks.
        for section in ["BUG REPORTS", "REPORTING BUGS", "SUPPORT"] {
            let text = "=head1 NAME\n\nX::FAQ - X Frequently Asked Questions\n\n=head1 DESCRIPTION\n\nAnswers to common questions.\n\n"
                + "    XXX Work in progress\n\n=head1 \(section)\n\nWrite to the list.\n\n=head1 AUTHOR\n\nA. Author.\n"
            XCTAssertThrowsError(try read(text), section) { error in
                XCTAssertTrue("\(error)".contains("no questions found in this POD file"), "\(error)")
            }
        }
    }

    func testLargeAndHostileFilesReadInLinearTime() throws {
        // 105,000 lines: 15,000 questions in 100 groups, seven lines each.
        var text = "=head1 NAME\n\nbig - many questions\n\n"
        for group in 0..<100 {
            text += "=head1 Group \(group)\n\n"
            for n in 0..<150 { text += "=head2 Question \(group)-\(n)?\n\nAn B<answer>\nover I<two> lines.\n\n    code\n\n" }
        }
        XCTAssertGreaterThanOrEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, 100_000)
        let start = ContinuousClock.now
        let document = try read(text).document
        XCTAssertEqual(document.sectionCount, 100)
        XCTAssertEqual(document.questionCount, 15_000)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(30))

        // Deep lists, deeply nested and unclosed codes, a long multi-bracket code.
        var hostile = "=head1 NAME\n\nh - hostile\n\n=head1 G\n\n=head2 Q?\n\n"
        hostile += String(repeating: "=over\n\n=item x\n\n", count: 20_000)
        hostile += String(repeating: "B<I<", count: 50_000) + "\n\n"
        hostile += "C<<<< " + String(repeating: "a > b >> c ", count: 50_000) + "\n\n"
        hostile += String(repeating: "E<", count: 50_000) + "\n"
        let hostileStart = ContinuousClock.now
        let answers = try read(hostile).document.allSections.flatMap { $0.section.questions }
        XCTAssertEqual(answers.count, 1)
        XCTAssertLessThan(ContinuousClock.now - hostileStart, .seconds(30))
    }
}
