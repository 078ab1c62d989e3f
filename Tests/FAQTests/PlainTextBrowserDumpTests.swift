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

                    And try again.

    """

    func testATextFileThatOnlyStartsLikeJSONIsText() throws {
        let result = try DocumentReader.decode(Array(Self.text.utf8), file: "faq.txt")
        XCTAssertEqual(result.importer, "plain text (questions with indented answers)")
        XCTAssertEqual(questions(result.document), ["Is there a mailing list for Widget?", "How do I debug Widget?",
                                                    "Can I manipulate the database from Perl?", "How can I get around \"no /bin/false\"?"])
        XCTAssertEqual(groups(result.document), [], "a number alone numbers its entry: no group")
        XCTAssertTrue(result.document.allSections.flatMap(\.section.questions)[3].answer.contains("ln -s"), "a command is its answer's")
        // A file named as JSON stays JSON, and its error is JSON's.
        XCTAssertThrowsError(try DocumentReader.decode(Array(Self.text.utf8), file: "faq.json"))
    }
}
