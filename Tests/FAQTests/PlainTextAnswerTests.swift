import XCTest
@testable import FAQ

/// A plain-text answer as Markdown: text escaped so nothing in it turns into markup, examples
/// kept as code, lists of prose kept as lists.
final class PlainTextAnswerTests: XCTestCase {
    func testAnswersAreMarkdownSafeAndKeepExamples() {
        let lines = PlainTextLines("""
            Use *stars* and <tags> and a_b, see http://example.org/a_b.
            # not a heading
            1. not a list either

                $ make  *all*
                $ echo `done`

            - an item
              wrapped
            + another
            """)
        XCTAssertEqual(PlainTextAnswer.markdown(lines.lines), """
            Use \\*stars\\* and \\<tags\\> and a\\_b, see <http://example.org/a_b>\\. \\# not a heading

            1. not a list either

            ```
            $ make  *all*
            $ echo `done`
            ```

            - an item wrapped
            - another
            """)
    }

    func testAnIndentedListOfProseIsAListAndAnIndentedListOfSettingsAnExample() {
        let lines = PlainTextLines("""
            Pros of the tool:

              - it is thread-safe
              - including its header is over 20 times lighter
                on compile times than the others
              - it executes tests many times faster

            A configuration:

              - name: tool
              - path: /usr/bin
            """)
        XCTAssertEqual(PlainTextAnswer.markdown(lines.lines), """
            Pros of the tool:

            - it is thread-safe
            - including its header is over 20 times lighter on compile times than the others
            - it executes tests many times faster

            A configuration:

            ```
            - name: tool
            - path: /usr/bin
            ```
            """)
    }
}
