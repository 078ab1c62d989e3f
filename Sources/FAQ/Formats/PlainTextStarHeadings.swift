/// Headings as the text browser html2text writes them: the heading's words joined by "_" between
/// runs of "*", more of them for a higher level ("*****_2_Platforms_*****" over
/// "****_2.1_Is_there_a_Windows_port?_****"), a long one broken over lines at its spaces.
enum PlainTextStarHeadings {
    struct Heading {
        /// The heading's last line.
        var end: Int
        var title: String
        /// How many "*" frame it.
        var stars: Int
    }

    /// A heading takes this many lines at most.
    static let maximumLines = 6
    /// A file writes its headings so when it has this many.
    static let minimumCount = 3

    /// The heading starting at line `i`, if one does.
    static func heading(_ lines: PlainTextLines, _ i: Int) -> Heading? {
        let first = lines[i].text
        guard lines[i].indent == 0, first.hasPrefix("***") else { return nil }
        let stars = first.prefix { $0 == "*" }.count
        guard first.dropFirst(stars).first == "_" else { return nil }
        let close = "_" + String(repeating: "*", count: stars)
        var parts: [Substring] = []
        for k in i..<min(lines.count, i + maximumLines) {
            let text = Substring(lines[k].text)
            guard !lines[k].isBlank, lines[k].indent == 0 else { return nil }
            let closes = text.hasSuffix(close) && !text.dropLast(close.count).hasSuffix("*")
            var part = k == i ? text.dropFirst(stars + 1) : text
            if closes { part = part.dropLast(close.count) }
            parts.append(part)
            if closes {
                var title = PlainTextLines.collapsed(String(parts.joined(separator: " ").map { $0 == "_" ? " " : $0 }))
                // The page's numbering ("2.1 Is there …") is the heading's place, not its words.
                let number = title.prefix { $0.isNumber || $0 == "." }
                if number.contains(where: \.isNumber), title.dropFirst(number.count).first == " " { title = String(title.dropFirst(number.count + 1)) }
                return PlainTextLines.letterCount(title) >= 2 ? Heading(end: k, title: title, stars: stars) : nil
            }
        }
        return nil
    }

    /// The frames' star counts in the file, most first, when it has enough such headings: a
    /// heading's rank among titles is its count's place in this list.
    static func starCounts(_ lines: PlainTextLines) -> [Int] {
        var counts: Set<Int> = []
        var found = 0
        var i = 0
        while i < lines.count {
            // Only a line opening with three "*" and a "_" is looked at further.
            guard lines[i].text.hasPrefix("***"), let heading = heading(lines, i) else { i += 1; continue }
            counts.insert(heading.stars)
            found += 1
            i = heading.end + 1
        }
        return found >= minimumCount ? counts.sorted(by: >) : []
    }
}
