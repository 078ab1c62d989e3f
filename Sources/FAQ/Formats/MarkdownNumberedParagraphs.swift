import CCmark

/// Questions written as paragraphs that open with a section number extending their group
/// heading's, with no heading of their own (sysstat's `FAQ.md`: "1.2.<a name="1_2"></a> When I try to compile
/// sysstat, it fails…", then the answer's "A:" paragraph and code). The numbers have two parts
/// or more ("1." alone would be a Markdown list), an anchor may follow them, and they run in
/// sequence ("2.9", "2.10", "2.11"; up to `PlainTextNumbered.largestGap` may be missing), so a
/// "3.5 kernels are supported." sentence in an answer is no question.
enum MarkdownNumberedParagraphs {
    /// The paragraphs that open a numbered question, in order; the text up to the next one is the answer.
    /// Only under a numbered heading ("### 2. Questions related to sar"), whose number the
    /// paragraphs' numbers extend ("2.1.", "2.2."): a numbered line under any other heading is text.
    static func openers(_ blocks: [MarkdownFormat.Block], source: MarkdownSource, under heading: String) -> [MarkdownQuestionPatterns.Opener] {
        let headingDigits = heading.prefix { $0.isASCII && $0.isNumber }
        guard !headingDigits.isEmpty, headingDigits.count <= 3, let group = Int(headingDigits),
              [".", " "].contains(heading.dropFirst(headingDigits.count).first ?? "x") else { return [] }
        var openers: [MarkdownQuestionPatterns.Opener] = []
        var last: [Int]?
        var asking = 0
        for (b, block) in blocks.enumerated() where block.type == CMARK_NODE_PARAGRAPH {
            let firstLine = source.text(from: block.startLine, to: block.startLine)
            guard let numbers = number(firstLine), numbers.count == 2, numbers[0] == group else { continue }
            if let last {
                guard PlainTextNumbered.follows(last, numbers) else { continue }
            } else {
                guard numbers.dropFirst().allSatisfy({ $0 <= PlainTextNumbered.largestGap }) else { continue }
            }
            let text = MarkdownFormat.plainText(block.node)
            let question = PlainTextLines.collapsed(String(text.drop { $0.isNumber || $0 == "." || $0 == " " }))
                .replacingAll("\n", with: " ")
            guard PlainTextLines.letterCount(question) >= 2 else { continue }
            if PlainTextLines.asks(question) || question.hasSuffix(":") || question.hasSuffix("...") { asking += 1 }
            var opener = MarkdownQuestionPatterns.Opener(kind: .numbered, block: b, lastBlock: b, question: question, answer: "", closed: false)
            // "…complains with the following message:" and the message in code below: the
            // message's first line completes the question (as the file's contents write it),
            // and the code opens the answer.
            if question.hasSuffix(":"), b + 1 < blocks.count, blocks[b + 1].type == CMARK_NODE_CODE_BLOCK,
               let message = cmark_node_get_literal(blocks[b + 1].node).map({ String(cString: $0) }),
               let line = message.split(separator: "\n").first.map({ String($0).trimmingCharacters(in: " \t") }), !line.isEmpty, !line.contains("`") {
                opener.question += " `" + line + "`"
                opener.answer = source.text(from: blocks[b + 1].startLine, to: blocks[b + 1].endLine)
                opener.lastBlock = b + 1
            }
            openers.append(opener)
            last = numbers
        }
        // Two in sequence at least, most of them asking or naming a problem with a colon.
        return openers.count >= 2 && asking * 2 >= openers.count ? openers : []
    }

    /// "2.10." or "2.10" at the line's start (then an anchor or a space): [2, 10].
    static func number(_ line: String) -> [Int]? {
        var rest = Substring(line)
        var numbers: [Int] = []
        while let first = rest.first, first.isASCII, first.isNumber {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard digits.count <= 3 else { return nil }
            numbers.append(Int(digits)!)
            rest = rest.dropFirst(digits.count)
            guard rest.first == "." else { break }
            rest = rest.dropFirst()
        }
        guard numbers.count >= 2, rest.hasPrefix(" ") || rest.hasPrefix("<a ") || rest.hasPrefix("<a\t") else { return nil }
        return numbers
    }
}
