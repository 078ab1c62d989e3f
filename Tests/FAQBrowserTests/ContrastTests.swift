import CGtk
import XCTest
@testable import FAQBrowser
import FAQ
@_spi(GtkTestSupport) @testable import Gtk
import GtkTestSupport

/// Issue 24, "Contrast and direction": every text of the window and every border the app's own
/// style draws (answer blocks, rows, badges) stands out from what is behind it, WCAG's 4.5:1
/// for text and 3:1 for borders, in the light and dark styles and in HighContrast, read from the
/// style contexts GTK computed with the real theme.
final class ContrastTests: BrowserTestCase {
    private static let richAnswers = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/samples/rich-answers.faq.json").path

    /// The style classes of what `Resources/style.css` draws borders for.
    private static let ownBorders = ["answer-", "accordion-row", "separator-after", "status-", "shelf-"]

    /// The theme under test, above the one the session forces (`GTK_THEME`, which wins over
    /// GTK's settings, dark preference included): its rules and colours replace Adwaita's.
    private var theme: OpaquePointer?

    override func tearDown() {
        onMain {
            if let theme { gtk_style_context_remove_provider_for_screen(gdk_screen_get_default(), theme) }
            theme = nil
        }
        super.tearDown()
    }

    func testTextAndBordersContrastInTheLightStyle() { checkContrast(theme: "Adwaita", dark: false) }
    func testTextAndBordersContrastInTheDarkStyle() { checkContrast(theme: "Adwaita", dark: true) }
    func testTextAndBordersContrastInHighContrast() { checkContrast(theme: "HighContrast", dark: false) }
    func testTextAndBordersContrastInHighContrastInverse() { checkContrast(theme: "HighContrastInverse", dark: false) }

    /// The checks themselves fail on a colour too close to its background.
    func testTheRatioIsWCAGs() {
        let white = StyleColor(red: 1, green: 1, blue: 1), black = StyleColor(red: 0, green: 0, blue: 0)
        XCTAssertEqual(white.contrast(with: black), 21, accuracy: 0.001)
        XCTAssertEqual(StyleColor(red: 0.463, green: 0.463, blue: 0.463).contrast(with: white), 4.54, accuracy: 0.02)
        XCTAssertEqual(StyleColor(red: 0, green: 0, blue: 0, alpha: 0.1).over(white).contrast(with: white), 1.24, accuracy: 0.02)
    }

    private func checkContrast(theme name: String, dark: Bool) {
        onMain {
            let provider = gtk_css_provider_get_named(name, dark ? "dark" : nil)!
            theme = OpaquePointer(provider)
            gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), theme, guint(GTK_STYLE_PROVIDER_PRIORITY_SETTINGS + 1))
            browser.window.resize(width: 1280, height: 3000)
            XCTAssertTrue(browser.open(path: Self.richAnswers))
            browser.faq!.outline.expandAll()
            // Answers are laid out over a few frames: wait for the last blocks' widgets.
            XCTAssertTrue(MainLoop.wait(upTo: 20) {
                let classes = Set(self.browser.window.styledDescendants().flatMap(\.styleClasses))
                return classes.isSuperset(of: ["answer-quote-title", "answer-cell", "answer-code", "count-badge"])
            }, "every kind of answer block is on screen")
            var failures: [String] = []
            var textsChecked = 0, bordersChecked = 0
            for part in browser.window.styledDescendants() where !part.isInsensitive {
                if let text = part.text, !text.trimmingCharacters(in: .whitespaces).isEmpty {
                    textsChecked += 1
                    let ratio = part.color.over(part.background).contrast(with: part.background)
                    if ratio < 4.5 { failures.append(String(format: "text %@ “%@”: %.2f:1 (%@ on %@)", part.name, String(text.prefix(30)), ratio, part.color.description, part.background.description)) }
                }
                if let border = part.border, part.styleClasses.contains(where: { c in Self.ownBorders.contains { c.hasPrefix($0) } }) {
                    bordersChecked += 1
                    let ratio = border.color.over(part.background).contrast(with: part.background)
                    if ratio < 3 { failures.append(String(format: "border %@: %.2f:1 (%@ on %@)", part.name, ratio, border.color.description, part.background.description)) }
                }
            }
            XCTAssertGreaterThan(textsChecked, 30, "the window's texts were read")
            XCTAssertGreaterThan(bordersChecked, 3, "the answer blocks' borders were read")
            XCTAssertEqual(failures, [], "\(name)\(dark ? " dark" : "")")
        }
    }
}

