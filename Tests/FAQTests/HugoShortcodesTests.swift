import XCTest
@testable import FAQ

/// Hugo's folding shortcodes over their answers are questions, as `<details>` blocks are (`HugoShortcodes`).
final class HugoShortcodesTests: XCTestCase {
    private func read(_ text: String) throws -> FAQDocument {
        try DocumentReader.decode(Array(text.utf8), file: "faq.md").document
    }

    /// Hello Cards' FAQ: `{{< accordion summary="…" id="1" >}}` over Markdown and HTML, closed by `{{< /accordion >}}`.
    func testAccordionShortcodesAreQuestions() throws {
        let fold = { (open: String, close: String, answer: String) in "\(open)\n\n\(answer)\n\n\(close)\n\n" }
        let text = "---\ntitle: \"FAQs\"\ndraft: false\n---\n\n"
            + fold("{{< accordion summary=\"What is this project about?\" id=\"1\" >}}", "{{< /accordion >}}", "A card generator.")
            + fold("{{% details title=\"I’m a developer, can I get involved?\" %}}", "{{% /details %}}", "Sure thing.")
            + fold("{{< expand \"Who made this thing?\" >}}", "{{< /expand >}}", "We did.")
            + "{{< figure src=\"card.png\" >}}\n"
        let document = try read(text)
        XCTAssertEqual(questions(document), ["What is this project about?", "I’m a developer, can I get involved?", "Who made this thing?"])
        XCTAssertEqual(answer(document, "Who made this thing?"), "We did.")
    }

    /// Shortcodes that fold nothing, and folding ones inside fenced code, stay text.
    func testOtherShortcodesAndCodeStayText() {
        let lines = ["```", "{{< accordion summary=\"Shown as code?\" >}}", "```", "{{< figure src=\"a.png\" >}}", "{{< accordion >}}"]
        XCTAssertEqual(HugoShortcodes.translating(lines), lines)
        XCTAssertEqual(HugoShortcodes.translating(["{{< toggle summary='It is \"quoted\"?' >}}", "Yes.", "{{< /toggle >}}"]),
                       ["<Details summary='It is \"quoted\"?'>", "Yes.", "</Details>"])
    }
}
