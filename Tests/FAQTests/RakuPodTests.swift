import XCTest
@testable import FAQ

/// Raku's Pod (Pod 6) through the POD reader: the `=begin pod` wrapper read, not skipped; `=TITLE`;
/// `=item` bullets; `=for code` and `=begin code` blocks (their end with no blank line before it);
/// `X<text|entry>` shown as its text; French-quoted codes.
final class RakuPodTests: XCTestCase {
    private func read(_ text: String, file: String = "faq.pod6") throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: file).document
    }

    static let document = """
        =begin pod :tag<index>

        =TITLE FAQ

        =SUBTITLE Frequently Asked Questions about Raku

        =head1 General

        =head2 Is there a version 6.0.0?
        X<|version (FAQ)>

        No. Running C<raku -v> shows it:

        =for code :lang<shell>
        $ raku -v
        This is Rakudo.

        =head2 What is X<Any|Any type>?

        The type most objects inherit from, as L«C<say> shows|/routine/say»:

        =begin code
        my $foo;
        say $foo;

        say 1;
        =end code

        =head1 Language

        =head2 Why sigils?

        There are several reasons:

        =item they make it easy to interpolate

        =item they form micro-namespaces

        =head2 Type Str does not support associative indexing.

        You mixed interpolation and HTML.

        =end pod
        """

    func testARakuPodDocument() throws {
        let document = try read(Self.document)
        XCTAssertEqual(document.title, "FAQ")
        XCTAssertEqual(document.sections.map(\.title), ["General", "Language"])
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) }, [
            ["Is there a version 6.0.0?", "What is Any?"], ["Why sigils?", "Type Str does not support associative indexing."]])
        let general = document.sections[0].questions
        XCTAssertEqual(general[0].answer, "No. Running `raku -v` shows it:\n\n```\n$ raku -v\nThis is Rakudo.\n```")
        XCTAssertTrue(general[1].answer.contains("```\nmy $foo;\nsay $foo;\n\nsay 1;\n```"), general[1].answer)
        XCTAssertTrue(general[1].answer.contains("as say shows:"), general[1].answer)
        XCTAssertFalse(general[1].answer.contains("«"))
        XCTAssertEqual(document.sections[1].questions[0].answer, "There are several reasons:\n\n- they make it easy to interpolate\n\n- they form micro-namespaces")
    }

    func testTheSameCommandsInPerlsPODKeepPODsMeaning() throws {
        // A `.pod` file opening with `=begin pod` is Raku's; one that does not is Perl's, where `X<>` shows nothing.
        XCTAssertEqual(try read(Self.document, file: "faq.pod").questionCount, 4)
        let perl = try read("=head1 FAQ\n\n=head2 Is it free?X<free>\n\nYes.\n\n=head2 Does it run on BSD?\n\nYes.\n", file: "faq.pod")
        XCTAssertEqual(perl.sections.flatMap(\.questions).map(\.question), ["Is it free?", "Does it run on BSD?"])
        XCTAssertEqual(RakuPod.indexEntriesShown("What is X<Any|Any type>? X<|entry>X<so>"), "What is Any? so")
        XCTAssertEqual(DocumentFormat.detect(Array("=begin pod\n\n=head1 FAQ\n".utf8), fileName: "faq.rakudoc"), .pod)
        XCTAssertEqual(RakuPod.frenchQuotesAsBrackets("L«C<say>|/routine/say» and «quoted»"), "L<< C<say>|/routine/say >> and «quoted»")
    }

    func testTheGuardReadsInsideTheBeginPodWrapper() throws {
        // Raku's `=begin pod` wraps the document: the census and the guard's headings read what it holds.
        let census = QuestionCensus.take(Self.document, format: .pod)
        XCTAssertTrue(census.keys.contains("is there a version 6 0 0"), "\(census.keys)")
        XCTAssertTrue(SourceHeadings.list(Self.document, format: .pod).contains { $0.key == "why sigils" })
        var document = try read(Self.document)
        document.sections.removeFirst()
        XCTAssertNotNil(MisreadGuard.check(document, source: Self.document, format: .pod), "a lost group is caught")
    }

    func testBlocksEndedInsideAParagraphAndBlocksNeverEnded() throws {
        let document = try read("""
            =begin pod
            =TITLE FAQ
            =SUBTITLE Questions
            =head2 How do I quote?
            =begin code
            say Q«$not-interpolated»;
            my %h = X<a|b>;
            =end code
            =begin code
            say 2;
            =end code
            =begin comment
            Not shown.
            =end comment
            =head2 What is X<C<Any>|Any type>?

            The root type.

            =head2 Is it fast?
            =begin code
            say 3;

            =head2 Is it free?

            Yes.
            =end pod
            """)
        XCTAssertEqual(document.title, "FAQ", "a directive line starts a block of its own")
        let questions = document.sections.flatMap(\.questions)
        XCTAssertEqual(questions.map(\.question), ["How do I quote?", "What is Any?", "Is it fast?", "Is it free?"])
        guard questions.count == 4 else { return }
        XCTAssertEqual(questions[0].answer, "```\nsay Q«$not-interpolated»;\nmy %h = X<a|b>;\n\nsay 2;\n```",
                       "code keeps its characters (two blocks in a row, one as POD's verbatim paragraphs are); a comment shows nothing")
        XCTAssertEqual(questions[2].answer, "```\nsay 3;\n```", "a block never ended holds its own paragraph only")
    }

    func testManyBlocksInOneParagraphCostLinearTime() throws {
        // Each block used to read the rest of its paragraph again, recursively: 2,000 overflowed the stack.
        let blocks = (0..<5_000).map { "=begin code\nsay \($0);\n=end code" }.joined(separator: "\n")
        let document = try read("=begin pod\n\n=head2 What does it print?\n" + blocks + "\n\n=end pod\n")
        XCTAssertEqual(document.questionCount, 1)
        XCTAssertTrue(document.sections.first?.questions.first?.answer.hasSuffix("say 4999;\n```") == true)
    }
}
