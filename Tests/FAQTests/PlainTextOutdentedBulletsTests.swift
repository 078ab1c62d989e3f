import XCTest
@testable import FAQ

/// Bulleted questions as real files mark them: set in from the margin over answers at the margin
/// (pxljr's FAQ), or with a bullet of an old 8-bit set (lsh's FAQ, Latin-1's "×").
final class PlainTextOutdentedBulletsTests: XCTestCase {
    func testIndentedBulletsOverAnswersAtTheMarginAreEntries() throws {
        let text = """
                * What is this?

            PXLJR is an IJS-based driver for the HP JetReady 4.x protocol printer
            family under Linux and other Unix-like systems.

            It is licensed under the terms of the GNU General Public License.

                * Compiling and Run-time requirements?

            About the same as HPIJS, but a C compiler rather than a C++ compiler.

                * HPIJS/HPLIP also supports these two printers. Why are you
                  "reinventing the wheel"?

            HPIJS provides 2 printing modes; PXLJR adds two more.

                * Known problems, Limitations?

            The right-hand border is about 0.5mm wider than HPIJS's.

            """
        XCTAssertEqual(PlainTextPatterns.outdentedBulletIndent(PlainTextLines(text)), 4)
        let result = try DocumentReader.decode(Array(text.utf8), file: "FAQ")
        XCTAssertEqual(result.importer, "plain text (bulleted questions)")
        XCTAssertEqual(questions(result.document), ["What is this?", "Compiling and Run-time requirements?",
                                                    "HPIJS/HPLIP also supports these two printers. Why are you \"reinventing the wheel\"?",
                                                    "Known problems, Limitations?"])
        XCTAssertEqual(answer(result.document, "Known problems, Limitations?"), "The right-hand border is about 0.5mm wider than HPIJS's.")
    }

    /// An answer's own list, set in under its text, with the text going on at the margin after
    /// its last item only, is no run of entries.
    func testAnAnswersIndentedListIsNoRunOfEntries() {
        let text = """
            * How do I configure it?

            Set one of these options:

                * verbose

                * quiet

                * debug

            Then restart the daemon.

            """
        XCTAssertNil(PlainTextPatterns.outdentedBulletIndent(PlainTextLines(text)))
    }

    func testALatin1BulletMarksQuestions() throws {
        var bytes: [UInt8] = []
        for (question, answer) in [("Out of curiosity, what's the relationship between LSH and OpenSSH?", "They are almost unrelated."),
                                   ("Why use a gc?", "It keeps the code modular."),
                                   ("I don't see the value in lsh-writekey. Why not have lsh-keygen\n  do the writing?", "They do one thing each.")] {
            bytes += [0xD7] + Array(" \(question)\n\n\(answer)\n\n\n".utf8)
        }
        let document = try DocumentReader.decode(bytes, file: "FAQ").document
        XCTAssertEqual(questions(document), ["Out of curiosity, what's the relationship between LSH and OpenSSH?", "Why use a gc?",
                                             "I don't see the value in lsh-writekey. Why not have lsh-keygen do the writing?"])
    }
}
