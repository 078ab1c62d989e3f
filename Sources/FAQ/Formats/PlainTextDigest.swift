/// Mail digests: a `Subject:` line per entry, in mail headers (the minimal digest format of FAQ postings).
extension PlainTextPatterns {
    static let headerFields = ["from:", "date:", "to:", "cc:", "message-id:", "reply-to:", "newsgroups:", "organization:", "keywords:", "summary:"]

    /// A digest marks an entry changed or new since the last posting with "!" or "+" before its
    /// number ("Subject: !01.02 What is …"); the mark is no part of the entry. The guard's census
    /// drops it too, written again there (`QuestionShape`), as it shares no code with a reader.
    static func withoutChangeMark(_ subject: Substring) -> Substring {
        guard let mark = subject.first, mark == "!" || mark == "+",
              subject.dropFirst().first?.isNumber == true else { return subject }
        return subject.dropFirst()
    }

    /// A posting in parts marks the parts after its first with an ellipsis ("Subject: ... 5.1
    /// Setting Up Mailagent" after "Subject: 5.0 Mailagent"); the mark is no part of the subject.
    static func withoutSeriesMark(_ subject: Substring) -> Substring {
        for mark in ["... ", "… "] where subject.hasPrefix(mark) { return subject.dropFirst(mark.count).drop { $0 == " " } }
        return subject
    }

    /// Mail headers around each "Subject:" line; the message's text is the answer.
    static func digest(_ lines: PlainTextLines, titles: [PlainTextTitles.Title]) -> PlainTextCandidate? {
        func isHeader(_ k: Int) -> Bool {
            let lower = lines[k].text.lowercased()
            return lines[k].indent == 0 && (lower.hasPrefix("from ") || lower.hasPrefix("subject:") || headerFields.contains(where: lower.hasPrefix))
        }
        var candidate = PlainTextCandidate(shape: .digest, strength: 0.85)
        var numberedCount = 0
        var numberedZero: Set<Int> = []
        var i = 0
        while i < lines.count {
            guard lines[i].indent == 0, lines[i].text.lowercased().hasPrefix("subject:") else { i += 1; continue }
            var start = i
            while start > 0, start > (candidate.headings.last?.bodyStart ?? 0), isHeader(start - 1) { start -= 1 }
            var end = i + 1
            while end < lines.count, !lines[end].isBlank, isHeader(end) || lines[end].indent > 0 && end == i + 1 { end += 1 }
            var subject = Substring(lines[i].text.dropFirst(8)).drop { $0 == " " }
            while let prefix = ["re:", "fwd:", "fw:"].first(where: { subject.lowercased().hasPrefix($0) }) {
                subject = subject.dropFirst(prefix.count).drop { $0 == " " }
            }
            subject = withoutChangeMark(withoutSeriesMark(subject))
            // "Subject: 1.1. What is INN?": the number nests it ("1. General Questions" holds it).
            let numbered = PlainTextNumbered.marker(PlainTextLines(String(subject)), 0)
            if let numbered {
                numberedCount += 1
                if numbered.numbers.count > 1, numbered.numbers.last == 0 { numberedZero.insert(start) }
                candidate.headings.append(.init(line: start, bodyStart: end, level: numbered.numbers.count + 1,
                                                title: PlainTextLines.collapsed(numbered.text), isEntry: true))
            } else if !subject.isEmpty {
                candidate.headings.append(.init(line: start, bodyStart: end, level: 0, title: PlainTextLines.collapsed(String(subject)), isEntry: true))
            }
            i = end
        }
        // When most subjects are numbered, the others ("Contents") are messages around the FAQ.
        if numberedCount * 2 > candidate.headings.count {
            candidate.headings.removeAll { $0.level == 0 }
            // "5.0 Mailagent" over "5.1 …", "5.2 …": the part numbered 0 introduces its siblings.
            for h in candidate.headings.indices.dropLast() where numberedZero.contains(candidate.headings[h].line)
                && candidate.headings[h + 1].level == candidate.headings[h].level && !numberedZero.contains(candidate.headings[h + 1].line) {
                candidate.headings[h].level -= 1
            }
            // Numbered subjects are a posting's questions by their marks, topics too ("5.4 Locking
            // Under Mailagent"): the minimal digest format of FAQ postings.
            candidate.asksByItsMarks = true
            for h in candidate.headings.indices {
                let next = h + 1 < candidate.headings.count ? candidate.headings[h + 1].level : 0
                candidate.headings[h].isEntry = next <= candidate.headings[h].level
            }
            return candidate.headings.isEmpty ? nil : candidate
        }
        for h in candidate.headings.indices { candidate.headings[h].level = 2 }
        guard !candidate.headings.isEmpty else { return nil }
        candidate.headings = withSections(candidate.headings, titles: titles, lines: lines)
        return candidate
    }
}
