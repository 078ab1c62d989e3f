import XCTest
@testable import FAQ

/// Numbered entries whose last number is 0 title their group (`PlainTextGroupZero`).
final class PlainTextGroupZeroTests: XCTestCase {
    func testZeroNumbersTheGroupItself() throws {
        // Structure: nas's FAQ: a contents list between rules, then `N.0)` groups of `N.M)` entries.
        let text = """
        Network Audio System FAQ

        ------------------------------------------------------------------------

        0.0) About this document
          0.1) Submitting FAQ entries
          0.2) Getting the most recent version

        1.0) General
          1.1) What is it?
          1.2) Where can I get it?
          1.3) Is there a mailing list?

        ------------------------------------------------------------------------

        0.0) About this document

        0.1) Submitting FAQ entries

             Send them by mail.

        0.2) Getting the most recent version

             It is on the web site.

        1.0) General

        1.1) What is it?

             An audio server.

        1.2) Where can I get it?

             From the web site.

        1.3) Is there a mailing list?

             Yes, there is one.
        """
        let document = try DocumentReader.decode(Array(text.utf8), file: "FAQ").document
        XCTAssertEqual(document.sections.map(\.title), ["About this document", "General"])
        XCTAssertEqual(document.questionCount, 5)
    }

    func testOnlyALastZeroWithoutALetterIsTheGroups() {
        XCTAssertEqual(PlainTextGroupZero.groupNumbers([1, 0], letter: 0), [1])
        XCTAssertEqual(PlainTextGroupZero.groupNumbers([1, 0, 2], letter: 0), [1, 0, 2])
        XCTAssertEqual(PlainTextGroupZero.groupNumbers([1, 0], letter: 2), [1, 0])
        XCTAssertEqual(PlainTextGroupZero.groupNumbers([10], letter: 0), [10])
    }

    func testReadInLinearTime() throws {
        try LinearGrowth.assert(4_000) { count in
            var text = "FAQ\n\n"
            for n in 1...count { text += "\(n % 900 + 1).0) Group \(n)\n\n\(n % 900 + 1).1) Why \(n)?\n\n     Because.\n\n" }
            _ = try? DocumentReader.decode(Array(text.utf8), file: "FAQ")
        }
    }
}
