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

/// Every message of the FAQ module has its German: each `TranslatableText("…")` and
/// `TranslatableText.plural("…", "…", …)` template in `Sources/FAQ` is translated in `po/de.po`.
final class FAQMessagesTranslatedTests: XCTestCase {
    /// The templates in `text`: a `TranslatableText(` or `.plural(` call's first literals (in
    /// code, not comments).
    static func templates(in source: String) -> [String] {
        let text = source.components(separatedBy: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        let literal = #""((?:[^"\\\n]|\\.)*)""#
        let pattern = try! NSRegularExpression(pattern: #"(?:TranslatableText\(|\.plural\()\s*"# + literal + #"(?:,\s*"# + literal + ")?")
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).flatMap { match in
            (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
        }
    }

    /// `po`'s translated msgids (and msgid_plurals), as written in the file (escapes kept);
    /// fuzzy entries are not translated.
    static func translated(in po: String) -> Set<String> {
        var result = Set<String>()
        var ids: [String] = [], inID = false, translatedEntry = false, fuzzy = false, nextIsFuzzy = false
        func close() {
            if translatedEntry && !fuzzy { result.formUnion(ids) }
            ids = []; translatedEntry = false
        }
        for line in po.components(separatedBy: "\n") {
            if line.hasPrefix("#, fuzzy") {
                nextIsFuzzy = true
            } else if line.hasPrefix("msgid ") || line.hasPrefix("msgid_plural ") {
                if line.hasPrefix("msgid ") {
                    close()
                    fuzzy = nextIsFuzzy
                    nextIsFuzzy = false
                }
                let start = line.firstIndex(of: "\"")!
                ids.append(String(line[line.index(after: start)..<line.index(before: line.endIndex)]))
                inID = true
            } else if line.hasPrefix("msgstr") {
                inID = false
                // `msgstr ""` or `msgstr[1] ""`: empty (unless continued on the next lines).
                if !line.hasSuffix(" \"\"") { translatedEntry = true }
            } else if line.hasPrefix("\""), let last = ids.indices.last {
                // A string continued on the next line: the msgid's, or the msgstr's.
                if inID { ids[last] += String(line.dropFirst().dropLast()) } else if line != "\"\"" { translatedEntry = true }
            }
        }
        close()
        return result
    }

    func testEveryFAQMessageIsInTheGermanCatalog() throws {
        let folder = repositoryRoot.appendingPathComponent("Sources/FAQ")
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }
        var templates: [String] = []
        for file in files { templates += Self.templates(in: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) }
        XCTAssertGreaterThan(templates.count, 80)
        let german = Self.translated(in: try String(contentsOf: repositoryRoot.appendingPathComponent("po/de.po"), encoding: .utf8))
        let missing = Set(templates).subtracting(german).sorted()
        XCTAssertEqual(missing, [], "run Scripts/update-translations and translate these in po/de.po")
    }

    func testTheScanSeesBothForms() {
        let source = #"""
            throw fail(TranslatableText("the file is empty"))
            return .plural("{1} question", "{1} questions", n, String(n))
            let kind = TranslatableText("a \"quoted\" word", name)
            /// `TranslatableText("…")` in a comment
            """#
        XCTAssertEqual(Self.templates(in: source), ["the file is empty", "{1} question", "{1} questions", #"a \"quoted\" word"#])
        let po = "msgid \"a\"\nmsgstr \"b \\\"q\\\"\"\n\nmsgid \"c\"\nmsgstr \"\"\n\n#, fuzzy\nmsgid \"d\"\nmsgstr \"e\"\n\nmsgid \"\"\n\"long\"\nmsgstr \"\"\n\"lang\"\n"
        XCTAssertEqual(Self.translated(in: po), ["a", "long"])
    }
}
