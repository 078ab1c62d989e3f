import XCTest
@testable import FAQ

/// A web page's FAQ as a text browser saves it (squidGuard's `faq.txt`): "[1]" link marks that
/// open the file as JSON's "[" would, each entry's number alone above its question, answers
/// indented deeper, code and a shell's commands among them.
final class PlainTextBrowserDumpTests: XCTestCase {
    static let text = """
       [1][logo.gif] The Widget FAQ
       [2]Widget is a fast filter.

    FAQ - Frequently Asked/Answered Questions

        1.

            Is there a mailing list for Widget?
                    [3]Yes!.

        2.

            How do I debug Widget?
                    Do something like this:
                    echo "http://foo/bar" | widget -d
                    This logs to stderr.

        3.

            Can I manipulate the database from Perl?
                    Yes, like this:

            sub mirror($) {
                    my $s = shift;
            }

        4.

            How can I get around "no /bin/false"?
                    If you have /usr/bin/false do:

            # ln -s ../usr/bin/false /bin/.
                    (no output)

            # ls -l /bin/false
                    lrwxrwxrwx 1 root root

                    And try again.

    """

    func testATextFileThatOnlyStartsLikeJSONIsText() throws {
        let result = try DocumentReader.decode(Array(Self.text.utf8), file: "faq.txt")
        XCTAssertEqual(result.importer, "plain text (numbered entries)")
        XCTAssertNil(result.misread)
        XCTAssertEqual(questions(result.document), ["Is there a mailing list for Widget?", "How do I debug Widget?",
                                                    "Can I manipulate the database from Perl?", "How can I get around \"no /bin/false\"?"])
        XCTAssertEqual(groups(result.document), [], "a number alone numbers its entry: no group")
        let answers = result.document.allSections.flatMap(\.section.questions).map(\.answer)
        XCTAssertTrue(answers[3].contains("ln -s") && answers[3].contains("ls -l"), "two commands at the margin are the answer's")
        XCTAssertTrue(answers[2].contains("sub mirror"), "a block of code is its answer's")
        for answer in answers {
            XCTAssertNil(answer.range(of: #"(?m)^\s*\d\.\s*$"#, options: .regularExpression), "the next entry's number is no answer's text: \(answer)")
        }
    }

    func testAFileNamedAsJSONKeepsJSONsError() {
        XCTAssertThrowsError(try DocumentReader.decode(Array(Self.text.utf8), file: "faq.json")) { error in
            XCTAssertTrue("\(error)".contains("faq.json"))
        }
    }

    /// A broken JSON file named like text is refused with JSON's own error, not read as text.
    func testBrokenJSONNamedFAQKeepsJSONsError() throws {
        let broken = #"[{"question": "Why?", "answer": "Because." "#
        let jsonError = try XCTUnwrap(catchError { () throws(DocumentError) in try DocumentReader.decode(Array(broken.utf8), file: "faq.json") })
        let textError = try XCTUnwrap(catchError { () throws(DocumentError) in try DocumentReader.decode(Array(broken.utf8), file: "FAQ") })
        XCTAssertEqual(textError.problems.map(\.message), jsonError.problems.map(\.message))
    }

    /// A Markdown FAQ that opens with a badge's "[![" is tried as Markdown, its name being text's.
    func testAMarkdownFileOpeningWithABadgeIsMarkdown() throws {
        let text = """
        [![Build](https://ci.example/badge.svg)](https://ci.example)

        # Widget FAQ

        ## How do I install Widget?

        Run the installer.

        ## Why does Widget crash?

        Update it.

        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ")
        XCTAssertEqual(result.importer, "Markdown")
        XCTAssertEqual(questions(result.document), ["How do I install Widget?", "Why does Widget crash?"])
    }

    /// getmail's `faq.txt`: group titles at the margin, questions at two spaces, answers at
    /// three, an example at one; a group may open with an introduction before its first question.
    func testAGroupOverAnIntroductionAndAnAnswersExample() throws {
        let text = """
        About Widget

          What is Widget?

           A filter.

          Does Widget run on Windows?

           No.

        Configuring Widget

          How do I make Widget ignore a header?

           Add the following to your configuration:

         ignore_header X-Widget-Filter

          How do I create a folder?

           Run the following command from your shell:

         $ mkdir -p /path/to/folder

           Or use your mail client.

        Using Widget with other software

           A reader contributed the following questions about other filters.

          How do I use SpamAssassin with Widget?

           Configure it as a filter.

          How do I use ClamAV with Widget?

           Likewise.

        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "faq.txt")
        XCTAssertEqual(result.importer, "plain text (questions with indented answers)")
        XCTAssertNil(result.misread)
        XCTAssertEqual(groups(result.document), ["About Widget", "Configuring Widget", "Using Widget with other software"])
        XCTAssertEqual(questions(result.document).count, 6)
        let answers = result.document.allSections.flatMap(\.section.questions).map(\.answer)
        XCTAssertTrue(answers[2].contains("X-Widget-Filter"), "the line the answer leads into is its example")
        XCTAssertTrue(answers[3].contains("mkdir"))
    }

    private func catchError(_ body: () throws(DocumentError) -> DocumentReader.Result) -> DocumentError? {
        do { _ = try body(); return nil } catch { return error }
    }

    /// An introduction ending in ":" right above the first group title leaves it a group: only a
    /// line away from the group titles' own indent is an answer's example.
    func testAGroupTitleUnderAnIntroductionEndingInAColonStaysAGroup() throws {
        let text = """
        Foo FAQ

           Questions are grouped by topic; if yours is not here, ask on
           the mailing list. Thanks to everyone who contributed, including:

        General
           What is foo?
              Foo is a small tool for reading bar files.

           Who maintains foo?
              The foo team.

        Building
           How do I build foo?
              Run make in the top directory.

           Does foo build on Windows?
              Yes, with MSYS.

        Using
           How do I read a file?
              Run foo FILE.

           Can foo write bar files?
              Not yet.

        """
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ")
        XCTAssertEqual(groups(result.document), ["General", "Building", "Using"])
        XCTAssertEqual(questions(result.document).count, 6)
    }
}
