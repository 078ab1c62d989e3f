/// Headings that are only a label and a number ("Question 3", "Q 3", "Q3:") carry their
/// question in the paragraph under them, and a sibling "Answer 3" ("A 3", "Answer") that
/// follows carries its answer: the two are one question, titled with that paragraph, whose
/// answer is the rest of the question's text and the answer heading's text and sub-headings
/// (doxygen's FAQ pages). Any heading format reaches this through `HeadingTree`; man pages and
/// POD before their headings are weighed (`QUESTION` alone is one of their boilerplate words).
enum LabelHeadings {
    /// The number of a heading that is only `word` ("question", "answer") or its first letter
    /// and a number ("Question 3", "Q 3", "Q3.", "Answer #2"); "" for the word alone; nil for
    /// any other title.
    static func number(_ title: String, word: String) -> String? {
        // Most titles are no label: their first letter tells at once.
        guard let first = title.unicodeScalars.first(where: { !$0.properties.isWhitespace }),
              first.isASCII, Character(first).lowercased() == String(word.prefix(1)) else { return nil }
        var rest = Substring(StyledText.collapsed(title).lowercased())
        while let last = rest.last, ":.)".contains(last) { rest = rest.dropLast() }
        if rest.hasPrefix(word) {
            rest = rest.dropFirst(word.count)
        } else if rest.first == word.first {
            rest = rest.dropFirst()
        } else {
            return nil
        }
        rest = rest.drop { $0 == " " || $0 == "#" || $0 == "." }
        guard rest.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), rest.first?.isNumber ?? (word == "question" || word == "answer") else { return nil }
        // "Q" or "A" alone is no label: a heading of one letter names something else.
        if rest.isEmpty, StyledText.collapsed(title).count < word.count { return nil }
        return String(rest)
    }

    /// A manual page's label headings made one question: the first paragraph is the title, the
    /// rest and an "Answer N" heading's text after it at its level the answer.
    static func merged(_ headings: [ManualHeading]) -> [ManualHeading] {
        var result: [ManualHeading] = []
        var i = 0
        while i < headings.count {
            var heading = headings[i]
            i += 1
            guard heading.level > 0, let label = number(heading.title, word: "question"),
                  case .paragraph(let question)? = heading.blocks.first, !question.singleLine.isEmpty else {
                result.append(heading)
                continue
            }
            heading.title = question.singleLine
            heading.blocks.removeFirst()
            if i < headings.count, headings[i].level == heading.level, let answer = number(headings[i].title, word: "answer"),
               answer == label || answer.isEmpty || label.isEmpty {
                heading.blocks += headings[i].blocks
                i += 1
            }
            result.append(heading)
        }
        return result
    }

    /// A label heading's text split into its first paragraph, as plain text, and the rest (as
    /// Markdown); nil when it does not open with a paragraph.
    static func splitQuestion(_ body: String) -> (question: String, rest: String)? {
        let text = body.trimmingBlankLines()
        let end = text.range(ofLiteralIn: "\n\n")
        let first = end.map { String(text[..<$0.lowerBound]) } ?? text
        guard !first.isEmpty, let question = MarkdownFormat.firstParagraphText(first),
              !question.isEmpty, !first.hasPrefix("#") else { return nil }
        // The paragraph must be all of that first block (not a list item's or a quote's text).
        guard !["-", "*", "+", ">", "`", "|"].contains(where: { first.hasPrefix($0) }), !(first.first?.isNumber ?? false) else { return nil }
        return (HTMLText.collapseWhitespace(question), end.map { String(text[$0.upperBound...]) } ?? "")
    }
}

extension HeadingTree {
    /// Label headings ("Question 3" over its question, then "Answer 3") made one question
    /// (`LabelHeadings`), wherever they are siblings.
    mutating func mergeLabelHeadings() {
        for parent in nodes.indices {
            let children = nodes[parent].children
            guard children.contains(where: { LabelHeadings.number(nodes[$0].title, word: "question") != nil }) else { continue }
            var kept: [Int] = []
            var i = 0
            while i < children.count {
                let q = children[i]
                kept.append(q)
                i += 1
                guard let number = LabelHeadings.number(nodes[q].title, word: "question"), nodes[q].children.isEmpty,
                      let split = LabelHeadings.splitQuestion(nodes[q].body) else { continue }
                let (question, rest) = split
                var body = rest
                var below: [Int] = []
                if i < children.count, let answer = LabelHeadings.number(nodes[children[i]].title, word: "answer"),
                   answer == number || answer.isEmpty || number.isEmpty {
                    let a = children[i]
                    body = [rest, nodes[a].body].filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n\n")
                    below = nodes[a].children
                    i += 1
                }
                setTitle(question, of: q)
                setBody(body, of: q)
                setChildren(below, of: q)
            }
            if kept.count != children.count { setChildren(kept, of: parent) }
        }
    }
}
