import XCTest
@testable import FAQ

/// Plain-text FAQs written with asterisk headings, as Emacs's outline mode and Org read them:
/// `*** Group ***` and `**** Question ****` banners, and `* ` bullets in the answers.
final class OutlineModeTextTests: XCTestCase {
    static let banners = """
    *** FAQ for Batteries Included ***

    *** Common Problems ***

    **** "Error: Unbound module Batteries"

    Check that you're using ocamlfind.

    *** General ***

    **** What is it good for ****

    Batteries Included serves the following purposes:
    * define a standard set of libraries which may be
      expected on every compliant installation
    * organize these libraries into a hierarchy of modules

    *** Installation ***

    **** Errors ****

    Rebuild omake.
    """

    func testBannerHeadingsWithBulletsInTheirAnswers() throws {
        let document = try DocumentReader.decode(Array(Self.banners.utf8), file: "FAQ").document
        XCTAssertEqual(document.title, "FAQ for Batteries Included", "the first heading with nothing under it")
        XCTAssertEqual(document.sections.map(\.title), ["Common Problems", "General", "Installation"])
        XCTAssertEqual(document.sections.map { $0.questions.map(\.question) },
                       [["\"Error: Unbound module Batteries\""], ["What is it good for"], ["Errors"]])
        let answer = try XCTUnwrap(document.sections[1].questions.first?.answer)
        XCTAssertTrue(answer.contains("define a standard set of libraries"), "the bullets stay in the answer")
        XCTAssertTrue(answer.contains("organize these libraries"))
    }

    /// CRM114's FAQ: `***` entries whose long questions wrap onto lines at their text's column,
    /// and `* ` bullets after blank lines whose text wraps two spaces in.
    static let wrappedEntries = """
            The FAQ

    *** What does it stand for?

    - Nothing at all.

    *** I want to change classifiers.  Can I just change it in the setup of
        the mailfilter, or must I start again?

    - Sorry, no.  If you post a bug report, include:

    * What version you are running (find out by typing "crm -v",
      or by turning on the headers).

    * Any other details that might be pertinent, like how you invoke
      it (via procmail, via .forward, etc).

    *** Installation

        Run make install in the source folder of the program, as root.

    *** It was working fine, then I trained one thing and it started making
        mistakes.

    - Train it again.
    """

    func testWrappedEntriesAndBulletsAfterBlankLines() throws {
        let document = try DocumentReader.decode(Array(Self.wrappedEntries.utf8), file: "FAQ.txt").document
        XCTAssertEqual(document.sectionCount, 0)
        let questions = document.sections.flatMap(\.questions)
        XCTAssertEqual(questions.map(\.question), [
            "What does it stand for?",
            "I want to change classifiers. Can I just change it in the setup of the mailfilter, or must I start again?",
            "Installation",
            "It was working fine, then I trained one thing and it started making mistakes.",
        ])
        let answer = questions[1].answer
        XCTAssertTrue(answer.contains("What version you are running"), "the bullets stay in the answer")
        XCTAssertTrue(answer.contains("Any other details"))
        XCTAssertTrue(questions[2].answer.contains("Run make install"), "a short headline's text under it is its answer")
    }

    /// In an Org file whose headlines start at one star, a one-star line under text is a headline.
    func testAOneStarLineIsAHeadlineWhereTheHeadlinesStartAtOneStar() throws {
        let org = "#+TITLE: FAQ\n\n* General\n** Is it free?\nYes.\n* Usage\n** How do I start?\nRun it.\n"
        let document = try DocumentReader.decode(Array(org.utf8), file: "faq.org").document
        XCTAssertEqual(document.sections.map(\.title), ["General", "Usage"])
    }
}
