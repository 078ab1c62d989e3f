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
}
