import XCTest
@testable import FAQ

/// A manual's one FAQ part read as the FAQ (man pages, POD, Texinfo sources); FAQ pages whose
/// questions all sit in such a part, or that name FAQs elsewhere too, read whole as before.
final class ManualFAQPartsTests: XCTestCase {
    /// A tool's manual page, as sesam(1) is: its own sections (one with a question of its own),
    /// then a `FREQUENTLY ASKED QUESTIONS` section of `.SS` entries, then `SEE ALSO`.
    static let manPage = """
    .TH TOOL 1
    .SH NAME
    tool \\- manage secrets
    .SH DESCRIPTION
    .SS What is a secret manager?
    A program that keeps secrets.
    .SS Features
    Many.
    .SH COMMANDS
    .SS init
    Creates a repository.
    .SS add
    Adds a secret.
    .SH "FREQUENTLY ASKED QUESTIONS"
    This page collects questions that come up.
    .SS I cloned the repo but my secrets are not there
    Run \\fBtool reveal\\fR.
    .SS Why is it slow?
    It is not.
    .SS Can I use \\fBtool\\fR as a password manager?
    No.
    .SH SEE ALSO
    git(1)
    """

    func testAManPagesFAQSectionIsTheFAQ() throws {
        let result = try DocumentReader.decode(Array(Self.manPage.utf8), file: "tool.1")
        XCTAssertEqual(result.document.title, "tool - manage secrets")
        XCTAssertEqual(result.document.allSections.flatMap(\.section.questions).map(\.question),
                       ["I cloned the repo but my secrets are not there", "Why is it slow?", "Can I use tool as a password manager?"])
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertNil(result.misread)
        // Lines keep their numbers: the part is where it was, the rest blank.
        let part = try XCTUnwrap(ManualFAQParts.only(Self.manPage, format: .manPage, fileNamesFAQ: false))
        XCTAssertEqual(part.split(separator: "\n", omittingEmptySubsequences: false).count,
                       Self.manPage.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertFalse(part.contains("Creates a repository"))
        XCTAssertTrue(part.contains(".TH TOOL 1") && part.contains("tool \\- manage secrets"), "the head stays")
    }

    func testASubsectionNamedQuestionsAndAnswersToo() throws {
        // epoll(7): `.SS Questions and answers` under DESCRIPTION, its questions bullets that ask.
        let page = """
        .TH EPOLL 7
        .SH NAME
        epoll \\- I/O event notification facility
        .SH DESCRIPTION
        The epoll API monitors file descriptors.
        .SS Level-triggered and edge-triggered
        Two modes.
        .SS Example for suggested usage
        A loop.
        .SS Questions and answers
        .IP \\[bu] 3
        What is the key used to distinguish the file descriptors?
        .IP
        The file descriptor number.
        .IP \\[bu]
        Can two epoll instances wait for the same file descriptor?
        .IP
        Yes.
        .IP \\[bu]
        Is the epoll file descriptor itself pollable?
        .IP
        Yes.
        .SH SEE ALSO
        poll(2)
        """
        let document = try DocumentReader.decode(Array(page.utf8), file: "epoll.7").document
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).map(\.question),
                       ["What is the key used to distinguish the file descriptors?", "Can two epoll instances wait for the same file descriptor?",
                        "Is the epoll file descriptor itself pollable?"])
    }

    func testAPODAndATexinfoManualsFAQChapter() throws {
        let pod = """
        =head1 NAME

        Tool - manage secrets

        =head1 COMMANDS

        =head2 init

        Creates.

        =head2 add

        Adds.

        =head1 FAQ

        =head2 Why is it slow?

        It is not.

        =head2 Can I embed it?

        Yes.

        =cut
        """
        let podDocument = try DocumentReader.decode(Array(pod.utf8), file: "Tool.pod").document
        XCTAssertEqual(podDocument.allSections.flatMap(\.section.questions).map(\.question), ["Why is it slow?", "Can I embed it?"])
        let texinfo = """
        \\input texinfo
        @settitle Bison

        @node Top
        @top Bison

        @node Concepts
        @chapter The Concepts of Bison

        Text.

        @section Languages and Grammars

        Text.

        @node Algorithm
        @chapter The Bison Parser Algorithm

        @section Lookahead Tokens

        Text.

        @node FAQ
        @chapter Frequently Asked Questions

        Several questions come up occasionally.

        @section Memory Exhausted

        Increase the stack.

        @section How Can I Reset the Parser

        Call it again.

        @section Strings are Destroyed

        Copy them.

        @bye
        """
        let result = try DocumentReader.decode(Array(texinfo.utf8), file: "bison.texi")
        XCTAssertEqual(result.document.allSections.flatMap(\.section.questions).map(\.question),
                       ["Memory Exhausted", "How Can I Reset the Parser", "Strings are Destroyed"])
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertNil(result.misread)
    }

    func testFAQPagesAreReadWhole() {
        // A page named as a FAQ (mclfaq.7), or one whose other parts name FAQs too (tkg2's "NWIS/ADAPS FAQs"): no part.
        XCTAssertNil(ManualFAQParts.only(Self.manPage, format: .manPage, fileNamesFAQ: true))
        let more = Self.manPage.replacingOccurrences(of: ".SH COMMANDS", with: ".SH ADAPS FAQs")
        XCTAssertNil(ManualFAQParts.only(more, format: .manPage, fileNamesFAQ: false))
        // Boilerplate that names questions ("MORE QUESTIONS") holds more of them: no part either.
        XCTAssertNil(ManualFAQParts.only(Self.manPage.replacingOccurrences(of: ".SH SEE ALSO", with: ".SH MORE QUESTIONS"),
                                         format: .manPage, fileNamesFAQ: false))
        // Only boilerplate beside the part: the page is the FAQ, read whole (its one group lifted).
        let faqPage = ".TH TOOL 7\n.SH NAME\ntool \\- FAQ\n.SH FAQ\n.SS Why?\nBecause.\n.SS How?\nSo.\n.SH SEE ALSO\nx(1)\n"
        XCTAssertNil(ManualFAQParts.only(faqPage, format: .manPage, fileNamesFAQ: false))
        // A part of a FAQ named so is no FAQ part; nor is anything in a format without manual sections.
        XCTAssertFalse(HeadingTree.namesAFAQPart("FAQ notation"))
        // A title's font changes in every form troff writes them; a heading inside a Texinfo example is none.
        XCTAssertEqual(ManualFAQParts.withoutFontEscapes("\\fBsesam\\fR \\f(CWFAQ\\fP \\f[B]more\\f[]"), "sesam FAQ more")
        let example = "@chapter Usage\n\n@example\n@chapter FAQ\n@end example\n"
        XCTAssertEqual(ManualFAQParts.headings(example.split(separator: "\n", omittingEmptySubsequences: false), format: .texinfo).map(\.title), ["Usage"])
        XCTAssertTrue(HeadingTree.namesAFAQPart("26 Frequently Asked Questions about Automake"))
        XCTAssertTrue(HeadingTree.namesAFAQPart("\"FREQUENTLY ASKED QUESTIONS\""))
        XCTAssertNil(ManualFAQParts.only("# Tool\n\n## Usage\n\n## Install\n\n## FAQ\n\n### Why?\n\nBecause.\n", format: .markdown, fileNamesFAQ: false))
    }

    func testAStringDefinedInCopyModeAndAModulesPODAfterItsCode() throws {
        // s-nail(1): `.ds UA \\%S-nail` holds `\%S-nail` (troff reads a definition in copy mode), shown "S-nail".
        let page = ".TH T 1\n.ds UA \\\\%S-nail\n.SH NAME\n\\*(UA \\- mail\n.SH FAQ\n.SS \"\\*(UA hangs\"\nWait.\n.SS \"Can \\*(UA send?\"\nYes.\n"
        let document = try DocumentReader.decode(Array(page.utf8), file: "t.1").document
        XCTAssertEqual(document.allSections.flatMap(\.section.questions).map(\.question), ["S-nail hangs", "Can S-nail send?"])
        XCTAssertEqual(document.title, "S-nail - mail")
        // Net::OpenSSH: 4,800 lines of Perl before `__END__` and its POD.
        let module = String(repeating: "my $x = 1;\n", count: 5_000) + "__END__\n\n=head1 NAME\n\nNet::X - a module\n"
        XCTAssertEqual(DocumentFormat.detect(Array(module.utf8), fileName: "X.pm"), .pod)
        XCTAssertNil(DocumentFormat.detect(Array(String(repeating: "my $x = 1;\n", count: 10).utf8), fileName: "X.pm"))
    }

    /// Expect.pm: a module's code, then its POD, whose "FAQ - Frequently Asked Questions" is one part among the
    /// manual's. The code before the POD is no head of the page: its words would outweigh the FAQ's for the guard.
    func testAModulesFAQPartAfterItsCodeIsReadAlone() throws {
        let code = (0..<400).map { "my $variable\($0) = compute(\($0), 'some words of code that are no text');" }.joined(separator: "\n")
        let pod = """

            =head1 NAME

            Expect - automate interactions

            =head1 USAGE

            Use it so, with some more words of the manual around it.

            =head1 METHODS

            =head2 spawn

            Starts a command.

            =head1 FAQ - Frequently Asked Questions

            This is a growing collection of things that might help.

            =head2 What systems does Expect run on?

            Any Unix.

            =head2 Can I use this module on Windows?

            With Cygwin.

            =head2 How can I find out what Expect is doing?

            Turn on debugging.

            =head1 AUTHORS

            Someone.

            =cut
            """
        let result = try DocumentReader.decode(Array((code + "\n" + pod).utf8), file: "Expect.pm")
        XCTAssertEqual(questions(result.document), ["What systems does Expect run on?", "Can I use this module on Windows?",
                                                    "How can I find out what Expect is doing?"])
        XCTAssertNil(result.misread)
        XCTAssertTrue(HeadingTree.namesAFAQPart("FAQ - Frequently Asked Questions"))
        XCTAssertFalse(HeadingTree.namesAFAQPart("FAQ notation and questions"))
    }

    /// Denote's Org manual: one chapter "Frequently Asked Questions" among the manual's; its headline would group every
    /// question under the document's own `#+title`. Over list items instead, the headline stays: it makes them entries.
    func testAnOrgManualsFAQChapterIsTheFAQ() throws {
        let org = """
            #+title: denote: Simple notes
            #+author: Someone

            * Overview
            Notes with a file-naming scheme.
            * Points of entry
            ** Create a note from the current subtree
            Use the command.
            * Frequently Asked Questions  :faq:
            Some answers.
            ** Why develop Denote when PACKAGE already exists?
            Because.
            ** Why not rely exclusively on Org?
            Files.
            #+begin_example
            * Not a headline
            #+end_example
            ** Does Denote perform well at scale?
            Yes.
            * Acknowledgements
            Many people.
            """
        let result = try DocumentReader.decode(Array(org.utf8), file: "README.org")
        XCTAssertEqual(result.document.title, "denote: Simple notes")
        XCTAssertEqual(result.document.sectionCount, 0)
        XCTAssertEqual(questions(result.document), ["Why develop Denote when PACKAGE already exists?", "Why not rely exclusively on Org?",
                                                    "Does Denote perform well at scale?"])
        // Over list items of questions instead of headlines (Treemacs' "* FAQ"), the headline stays: it makes them entries.
        let listed = org.replacingOccurrences(of: "** Why develop", with: "- Why develop")
            .replacingOccurrences(of: "** Why not rely", with: "- Why not rely").replacingOccurrences(of: "** Does Denote", with: "- Does Denote")
        let part = try XCTUnwrap(ManualFAQParts.only(listed, format: .org, fileNamesFAQ: false))
        XCTAssertTrue(part.contains("* Frequently Asked Questions"))
        XCTAssertFalse(part.contains("* Overview"))
        XCTAssertEqual(ManualFAQParts.orgHeadlines(org.split(separator: "\n", omittingEmptySubsequences: false)).map(\.title),
                       ["Overview", "Points of entry", "Create a note from the current subtree", "Frequently Asked Questions",
                        "Why develop Denote when PACKAGE already exists?", "Why not rely exclusively on Org?",
                        "Does Denote perform well at scale?", "Acknowledgements"])
    }
}
