import Foundation
@testable import FAQ

/// Variants of a real FAQ file that an importer is likely to get wrong, each made by one edit
/// of the source text at a question's or a section's title line. Written against the text,
/// not the importers: the title lines are found by their words.
struct GuardMutations {
    enum Operator: String, CaseIterable {
        case headingMarkerDropped = "heading marker dropped"
        case headingMarkerChanged = "heading marker changed"
        case underlineChanged = "underline character changed"
        case questionMarkRemoved = "question mark removed"
        case tableOfContentsAdded = "table of contents added"
        case groupWrapperRemoved = "group wrapper removed"
    }

    struct Mutant {
        var op: Operator
        var text: String
        var place: String
    }

    let lines: [String]
    let fileName: String
    let document: FAQDocument

    init(text: String, fileName: String, document: FAQDocument) {
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        self.fileName = fileName.hasSuffix(".gz") ? String(fileName.dropLast(3)) : fileName
        self.document = document
    }

    var isMarkup: Bool { [".html", ".htm", ".xml", ".fml", ".sgml", ".sgm", ".docbook"].contains { fileName.lowercased().hasSuffix($0) } }
    var isXML: Bool { [".xml", ".fml", ".sgml", ".sgm", ".docbook"].contains { fileName.lowercased().hasSuffix($0) } }

    /// Up to `perOperator` variants of each operator, on titles spread through the document.
    func mutants(perOperator: Int = 3) -> [Mutant] {
        let questions = document.allSections.flatMap(\.section.questions).map(\.question)
        let picked = spread(questions, count: perOperator)
        var result: [Mutant] = []
        for title in picked {
            guard let line = titleLine(title) else { continue }
            let asks = StructureRule.asks(title) || QuestionShape.hasQuestionLabel(Substring(title))
            if asks, let text = dropMarker(at: line) { result.append(Mutant(op: .headingMarkerDropped, text: text, place: title)) }
            if let text = changeMarker(at: line) { result.append(Mutant(op: .headingMarkerChanged, text: text, place: title)) }
            if let text = changeUnderline(at: line) { result.append(Mutant(op: .underlineChanged, text: text, place: title)) }
            if let text = removeQuestionMark(at: line) { result.append(Mutant(op: .questionMarkRemoved, text: text, place: title)) }
        }
        if let text = addTableOfContents(questions) { result.append(Mutant(op: .tableOfContentsAdded, text: text, place: "start")) }
        let groups = document.allSections.map(\.section).filter { !$0.isImplicit && !$0.questions.isEmpty }.map(\.title)
        for title in spread(groups, count: perOperator) {
            if let text = removeGroup(title) { result.append(Mutant(op: .groupWrapperRemoved, text: text, place: title)) }
        }
        return result
    }

    private func spread<T>(_ items: [T], count: Int) -> [T] {
        guard items.count > count else { return items }
        return (0..<count).map { items[$0 * (items.count - 1) / max(1, count - 1)] }
    }

    private func plain(_ line: String) -> String {
        QuestionShape.key(QuestionShape.bareText(Substring(line.contains("<") ? MarkupCensus.plainText(ArraySlice(line.utf8)) : line)))
    }

    /// The last line that holds the title's words (a table of contents comes first).
    func titleLine(_ title: String) -> Int? {
        let key = QuestionShape.key(Substring(title))
        guard key.count >= 4 else { return nil }
        return lines.indices.last { plain(lines[$0]).contains(key) && lines[$0].count < key.count * 3 + 80 }
    }

    private func isAdornment(_ line: String) -> Bool {
        guard let first = line.first, line.count >= 3, "=-~^+*#\"'`:.".contains(first) else { return false }
        return line.allSatisfy { $0 == first }
    }

    private func replacing(_ index: Int, with new: [String]) -> String {
        var copy = lines
        copy.replaceSubrange(index...index, with: new)
        return copy.joined(separator: "\n")
    }

    func dropMarker(at i: Int) -> String? {
        var line = lines[i]
        var copy = lines
        if isXML { return nil }
        if isMarkup {
            line = line.replacingOccurrences(of: #"<(/?)(h[1-6]|dt|b|strong)\b"#, with: "<$1p", options: .regularExpression)
        } else if let range = line.range(of: #"^(#{1,6}|=+|\*+|=head[1-4]|=item|\.S[HS]|\.B)\s+"#, options: .regularExpression) {
            line.removeSubrange(range)
        } else if line.hasPrefix("**") {
            line = line.replacingOccurrences(of: "**", with: "")
        }
        copy[i] = line
        if i + 1 < copy.count, isAdornment(copy[i + 1]) { copy.remove(at: i + 1) }
        if i > 0, isAdornment(copy[i - 1]) { copy.remove(at: i - 1) }
        if i > 0, copy[i - 1].hasPrefix(".TP") || copy[i - 1].hasPrefix(".IP") { copy[i - 1] = ".PP" }
        let text = copy.joined(separator: "\n")
        return text == lines.joined(separator: "\n") ? nil : text
    }

    func changeMarker(at i: Int) -> String? {
        let line = lines[i]
        if isMarkup {
            guard let range = line.range(of: #"<h[1-5]"#, options: .regularExpression) else { return nil }
            let level = Int(String(line[line.index(before: range.upperBound)]))!
            let changed = line.replacingOccurrences(of: "h\(level)", with: "h\(level + 1)")
            return replacing(i, with: [changed])
        }
        for mark in ["#", "=", "*"] where line.hasPrefix(mark) {
            let marks = line.prefix { String($0) == mark }
            guard marks.count < 6, line.dropFirst(marks.count).first == " " else { return nil }
            return replacing(i, with: [mark + line])
        }
        if line.hasPrefix("=head"), let level = Int(String(line.dropFirst(5).prefix(1))), level < 4 {
            return replacing(i, with: ["=head\(level + 1)" + line.dropFirst(6)])
        }
        return nil
    }

    func changeUnderline(at i: Int) -> String? {
        guard i + 1 < lines.count, isAdornment(lines[i + 1]), let first = lines[i + 1].first else { return nil }
        let cycle: [Character] = ["=", "-", "~", "^"]
        let next = cycle[((cycle.firstIndex(of: first) ?? 0) + 1) % cycle.count]
        var copy = lines
        copy[i + 1] = String(repeating: next, count: lines[i + 1].count)
        return copy.joined(separator: "\n")
    }

    func removeQuestionMark(at i: Int) -> String? {
        guard let mark = lines[i].lastIndex(of: "?") else { return nil }
        var line = lines[i]
        line.remove(at: mark)
        return replacing(i, with: [line])
    }

    /// A list of the questions near the top, in the file's own list syntax.
    func addTableOfContents(_ questions: [String]) -> String? {
        let titles = questions.prefix(40)
        guard !titles.isEmpty, let first = lines.firstIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else { return nil }
        let name = fileName.lowercased()
        var toc: [String]
        if isXML {
            return nil
        } else if isMarkup {
            guard let body = lines.firstIndex(where: { $0.lowercased().contains("<body") || $0.lowercased().contains("<h1") }) else { return nil }
            toc = ["<h2>Contents</h2>", "<ul>"] + titles.enumerated().map { "<li><a href=\"#toc\($0.offset)\">\($0.element)</a></li>" } + ["</ul>"]
            var copy = lines
            copy.insert(contentsOf: toc, at: body + 1)
            return copy.joined(separator: "\n")
        } else if name.hasSuffix(".pod") || name.hasSuffix(".pm") {
            toc = ["=head1 CONTENTS", "", "=over 4", ""] + titles.flatMap { ["=item * \($0)", ""] } + ["=back", ""]
        } else if name.range(of: #"\.[1-9][a-z]*$"#, options: .regularExpression) != nil {
            toc = [".SH CONTENTS"] + titles.flatMap { [".IP \\(bu 2", $0] }
        } else if name.hasSuffix(".org") {
            toc = ["* Contents"] + titles.map { "- \($0)" } + [""]
        } else {
            toc = ["Contents:", ""] + titles.enumerated().map { "  \($0.offset + 1). \($0.element)" } + [""]
        }
        var copy = lines
        let after = name.hasSuffix(".pod") || name.hasSuffix(".pm") || name.range(of: #"\.[1-9][a-z]*$"#, options: .regularExpression) != nil
            ? (lines.firstIndex { $0.hasPrefix("=head1") || $0.hasPrefix(".SH") } ?? first) : first + 1
        copy.insert(contentsOf: [""] + toc + [""], at: min(after + (after == first + 1 ? 1 : 0), copy.count))
        return copy.joined(separator: "\n")
    }

    /// The group's title gone (with its underline), so that its questions join the group before.
    func removeGroup(_ title: String) -> String? {
        guard let i = titleLine(title) else { return nil }
        var copy = lines
        if isXML {
            // The qandadiv (or part) around this title: its start tag and its title go, its end tag too.
            guard let open = lines[...i].lastIndex(where: { $0.contains("<qandadiv") || $0.contains("<part") }),
                  let close = lines[i...].firstIndex(where: { $0.contains("</qandadiv") || $0.contains("</part") }) else { return nil }
            copy[close] = copy[close].replacingOccurrences(of: #"</(qandadiv|part)\s*>"#, with: "", options: .regularExpression)
            copy[i] = copy[i].replacingOccurrences(of: #"<title>.*</title>"#, with: "", options: .regularExpression)
            copy[open] = copy[open].replacingOccurrences(of: #"<(qandadiv|part)[^>]*>"#, with: "", options: .regularExpression)
            return copy.joined(separator: "\n")
        }
        copy.remove(at: i)
        if i < copy.count, isAdornment(copy[i]) { copy.remove(at: i) }
        if i > 0, isAdornment(copy[i - 1]) { copy.remove(at: i - 1) }
        return copy.joined(separator: "\n")
    }
}
