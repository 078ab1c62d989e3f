import Foundation
import XCTest

/// Every string a widget shows is marked for translation: a scan of the app's sources for string
/// literals given straight to a widget's text (labels, titles, tooltips, placeholders, accessible
/// names, menu items), not through `tr(` or `trn(`, which `Scripts/update-translations` extracts.
final class TranslatableStringsTests: XCTestCase {
    /// Where a literal is shown to the user: a property set (`.tooltip = "…"`), an argument
    /// (`Button(label: "…")`), or the first argument of a call that shows it (`Label("…")`,
    /// `menu.append("…", action:`). A ternary's literals count too (`= flag ? "A" : "B"`).
    static let shownLiteral = try! NSRegularExpression(pattern: "(?:" + [
        #"\.(?:text|tooltip|placeholder|accessibleName|accessibleDescription|title|subtitle|message|markup)\s*=\s*"#,
        #"\b(?:label|title|text|tooltip|placeholder|subtitle|message|markup)\s*:\s*"#,
        #"\b(?:Label|setLabel|setMarkup|appendSubmenu)\(\s*"#,
        #"\.append\((?="[^"\n]*"\s*,\s*action:)"#,
    ].joined(separator: "|") + ")" + #"(?:[^"\n;]*?\?\s*)?"((?:[^"\\\n]|\\.)*)"(?:\s*:\s*"((?:[^"\\\n]|\\.)*)")?"#)

    /// Literals shown that are not words to translate: (file, literal).
    static let allowed: Set<[String]> = [
        // A dispatch queue's name (`DispatchQueue(label:)`), seen only in a debugger.
        ["State/WindowStateKeeper.swift", "faq-browser.state-saving"],
    ]

    /// The literals with a letter in them (interpolations and markup tags aside) shown without
    /// `tr`, as "FILE:LINE: literal", in `text` (a Swift file's contents, named `file`).
    static func untranslated(in text: String, file: String) -> [String] {
        var found: [String] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let range = NSRange(line.startIndex..., in: line)
            for match in shownLiteral.matches(in: line, range: range) {
                for group in 1..<match.numberOfRanges {
                    guard let literalRange = Range(match.range(at: group), in: line) else { continue }
                    let literal = String(line[literalRange])
                    let words = literal
                        .replacingOccurrences(of: #"\\\([^)]*\)"#, with: "", options: .regularExpression)
                        .replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
                    guard words.rangeOfCharacter(from: .letters) != nil, !allowed.contains([file, literal]) else { continue }
                    found.append("\(file):\(index + 1): \(literal)")
                }
            }
        }
        return found
    }

    func testEveryStringAWidgetShowsIsMarkedForTranslation() throws {
        let folder = repositoryRoot.appendingPathComponent("Sources/FAQBrowser")
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(files.count, 50)
        var found: [String] = []
        for file in files {
            found += Self.untranslated(in: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8), file: file)
        }
        XCTAssertEqual(found, [], "wrap these in tr(…), then run Scripts/update-translations and translate po/de.po")
    }

    /// The scan finds each kind of place, and lets through what is translated or no word.
    func testTheScanSeesEachWayAStringReachesTheScreen() {
        let source = """
            label.text = "Shown"
            button.tooltip = tr("Marked")
            marker.accessibleName = checked ? "Done" : "Not done"
            let title = Label("Heading")
            let open = Button(label: "_Open")
            menu.append("_Print…", action: "win.print")
            items.append("faq.json")
            count.text = "\\(n) / \\(m)"
            icon.markup = "<b>\\(name)</b>"
            entry.placeholder = tr("Search {1}", name)
            """
        XCTAssertEqual(Self.untranslated(in: source, file: "F.swift"), [
            "F.swift:1: Shown", "F.swift:3: Done", "F.swift:3: Not done", "F.swift:4: Heading",
            "F.swift:5: _Open", "F.swift:6: _Print…",
        ])
    }
}
