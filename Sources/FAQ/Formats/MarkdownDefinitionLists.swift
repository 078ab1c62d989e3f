import CCmark

/// Definition lists as kramdown, PHP Markdown Extra, Pandoc and Hugo write them: a term line,
/// then one or more `: definition` lines (a blank line between them allowed), the definition
/// going on in the lines and blocks indented below it. CommonMark reads them as paragraphs;
/// each term is a question with its definitions as the answer (`MarkdownQuestionPatterns`
/// takes them when most terms ask).
enum MarkdownDefinitionLists {
    typealias Opener = MarkdownQuestionPatterns.Opener

    /// A term and its definitions for each item that starts in one of `blocks`.
    static func openers(_ blocks: [MarkdownFormat.Block], source: MarkdownSource) -> [Opener] {
        var openers: [Opener] = []
        var b = 0
        while b < blocks.count {
            defer { b += 1 }
            guard blocks[b].type == CMARK_NODE_PARAGRAPH else { continue }
            var lines = (blocks[b].startLine...blocks[b].endLine).map { source.text(from: $0, to: $0) }
            var last = b
            // `Term`, a blank line, then `: definition`.
            if lines.count == 1, b + 1 < blocks.count, blocks[b + 1].type == CMARK_NODE_PARAGRAPH,
               isDefinition(source.text(from: blocks[b + 1].startLine, to: blocks[b + 1].startLine)) {
                last = b + 1
                lines += (blocks[last].startLine...blocks[last].endLine).map { source.text(from: $0, to: $0) }
            }
            guard lines.count >= 2, isTerm(lines[0]), isDefinition(lines[1]) else { continue }
            // The blocks indented below the last definition are part of it.
            var continuation: [String] = []
            while last + 1 < blocks.count, source.text(from: blocks[last + 1].startLine, to: blocks[last + 1].startLine).hasPrefix("  ")
                    || source.text(from: blocks[last + 1].startLine, to: blocks[last + 1].startLine).hasPrefix("\t") {
                last += 1
                continuation.append(dedent(source.text(from: blocks[last].startLine, to: blocks[last].endLine)))
            }
            var k = 0
            var items: [(term: String, definitions: [String])] = []
            while k < lines.count {
                if k + 1 < lines.count, isTerm(lines[k]), isDefinition(lines[k + 1]) {
                    items.append((lines[k], []))
                } else if isDefinition(lines[k]), !items.isEmpty {
                    items[items.count - 1].definitions.append(String(lines[k].dropFirst().drop { $0 == " " || $0 == "\t" }))
                } else if !items.isEmpty, !items[items.count - 1].definitions.isEmpty {
                    let n = items[items.count - 1].definitions.count - 1
                    items[items.count - 1].definitions[n] += "\n" + lines[k].drop { $0 == " " || $0 == "\t" }
                } else if !items.isEmpty {
                    items[items.count - 1].term += " " + lines[k]  // a term of several lines
                }
                k += 1
            }
            for (n, item) in items.enumerated() {
                var answer = item.definitions.joined(separator: "\n\n")
                if n == items.count - 1, !continuation.isEmpty { answer += "\n\n" + continuation.joined(separator: "\n\n") }
                let term = item.term.trimmingCharacters(in: " \t")
                openers.append(Opener(kind: .definition, block: b, lastBlock: last,
                                      question: MarkdownFormat.firstParagraphText(term) ?? term, answer: answer, closed: true))
            }
            b = last
        }
        return openers
    }

    /// `: definition` (or `:   definition`).
    static func isDefinition(_ line: String) -> Bool {
        line.hasPrefix(": ") || line.hasPrefix(":\t")
    }

    private static func isTerm(_ line: String) -> Bool {
        guard let first = line.first else { return false }
        return first != " " && first != "\t" && first != ":" && !line.allSatisfy(\.isWhitespace)
    }

    private static func dedent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let spaces = line.prefix { $0 == " " }.count
            return String(line.dropFirst(min(4, spaces)))
        }.joined(separator: "\n")
    }
}
