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

    /// JED's last answer: set in by two spaces, then a rule and text at the margin (its closing function). The text
    /// after the rule is a part of its own; the answer stays prose, not code measured from that margin. An example
    /// between rules, deeper than the text, stays code.
    func testTextAfterARuleSetFurtherLeftIsAPartOfItsOwn() {
        let answer = PlainTextLines("""
              Jed will load a fallback keybinding file.

                define keybindings_hook(emulation)
            -------------------------------------------------------
            This is a useful function.
            """)
        XCTAssertEqual(PlainTextAnswer.markdown(answer.lines), """
            Jed will load a fallback keybinding file.

            ```
            define keybindings_hook(emulation)
            ```

            This is a useful function.
            """)
        let example = PlainTextLines("  Run it:\n  ------\n      make all\n  ------\n  Done.\n")
        XCTAssertTrue(PlainTextAnswer.markdown(example.lines).contains("```\nmake all\n```"))
        XCTAssertNil(PlainTextAnswer.outdentingRule(example.lines))
    }
}
