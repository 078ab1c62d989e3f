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

    /// In an Org file whose headlines start at one star, a one-star line under text is a headline.
    func testAOneStarLineIsAHeadlineWhereTheHeadlinesStartAtOneStar() throws {
        let org = "#+TITLE: FAQ\n\n* General\n** Is it free?\nYes.\n* Usage\n** How do I start?\nRun it.\n"
        let document = try DocumentReader.decode(Array(org.utf8), file: "faq.org").document
        XCTAssertEqual(document.sections.map(\.title), ["General", "Usage"])
    }
}
