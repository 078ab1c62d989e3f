/// A line of the source that asks or is labelled as a question (`LineCensus`): its index among
/// the lines, its folded text, and whether its format marks it as a title that must show.
struct AskingLine: Equatable {
    var line: Int
    var key: String
    var isTitle: Bool
}

/// A table of contents as a block, in any line format: a run of consecutive question lines
/// (`Q:` lines, list items, lines that ask) most of which are asked again below, in the same
/// order, is the document's list of its questions. Its lines are contents, every one of them,
/// even one worded differently from its entry ("… how to use them with my window manager?"
/// over an entry "… in my window manager?"): such a line is no question the reading left out.
enum ContentsBlocks {
    /// A block has at least this many lines…
    static let minimumLines = 3
    /// …at least this many of them asked again below, in order…
    static let minimumRepeated = 3
    /// …and at least this share of its lines.
    static let repeatedShare = 2.0 / 3.0

    /// The indexes into `asked` of the lines that are a table of contents.
    static func lines(_ asked: [AskingLine]) -> Set<Int> {
        guard asked.count >= minimumLines else { return [] }
        // Where each text is asked, in order of lines.
        var occurrences: [String: [Int]] = [:]
        for entry in asked { occurrences[entry.key, default: []].append(entry.line) }
        var contents = Set<Int>()
        var start = 0
        while start < asked.count {
            var end = start + 1
            while end < asked.count, asked[end].line == asked[end - 1].line + 1 { end += 1 }
            defer { start = end }
            guard end - start >= minimumLines else { continue }
            // Each line is matched with its text's first occurrence after the block and after the last match.
            var last = asked[end - 1].line
            var repeated = 0
            for entry in asked[start..<end] {
                if let next = firstOccurrence(after: last, in: occurrences[entry.key] ?? []) {
                    repeated += 1
                    last = next
                }
            }
            if repeated >= minimumRepeated, Double(repeated) >= Double(end - start) * repeatedShare {
                contents.formUnion(start..<end)
            }
        }
        return contents
    }

    /// The first line in `lines` (ascending) after `line`, by binary search.
    static func firstOccurrence(after line: Int, in lines: [Int]) -> Int? {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] <= line { low = middle + 1 } else { high = middle }
        }
        return low < lines.count ? lines[low] : nil
    }
}
