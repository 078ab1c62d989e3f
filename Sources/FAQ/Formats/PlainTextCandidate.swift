/// One reading of a plain-text file as a FAQ: where its headings are, at which levels, and
/// which of them are entries (the questions). Each shape in `PlainTextPatterns` and
/// `PlainTextNumbered` makes one; `PlainTextScore` weighs it.
struct PlainTextCandidate {
    enum Shape: String {
        case questionAnswer = "Q/A pairs"
        case numbered = "numbered entries"
        case indented = "questions with indented answers"
        case bulleted = "bulleted questions"
        case spaced = "entries set apart by blank lines"
        case askingParagraphs = "paragraphs opening with their questions"
        case titled = "titled entries"
        case digest = "a mail digest"
        case texinfo = "Texinfo output"
        case contents = "entries named by a contents list"
    }

    struct Heading {
        /// The heading's first line.
        var line: Int
        /// The first line of its text (after the title's own lines, underline or mail headers).
        var bodyStart: Int
        /// Any positive number; only the order matters (as in `HeadingTree`).
        var level: Int
        var title: String
        /// Whether the shape reads it as a question (a section title is not).
        var isEntry: Bool
        /// A group's kind of title after the last entry: it heads a part of the document's closing text.
        var isClosing = false
        /// A heading inside an entry's text (Texinfo's `@subheading`): it stays there as a part of the answer.
        var isAnswerPart = false
    }

    var shape: Shape
    /// In line order.
    var headings: [Heading] = []
    /// Line ranges no text belongs to (a table of contents), in order.
    var skipped: [Range<Int>] = []
    /// Lines that start with a marker to leave out of the text (`A:`): line → characters.
    var markers: [Int: Int] = [:]
    /// How strongly the shape's own marks say "FAQ", 0 to 1 (see `PlainTextScore`).
    var strength: Double
    /// Lines at the entries' own indent that belong to no entry (the indented shape's prose).
    var strayLines = 0
    /// Whether numbers nest below entries ("3.1" above "3.1.1"): then the heading tree's rule
    /// decides what is a section, not the shape.
    var numbersNest = false
    /// Whether the shape's marks make every entry a question whatever its words, in a file
    /// that calls itself a FAQ (`PlainTextScore`).
    var asksByItsMarks = false

    /// Lines of the text each heading holds, with `skipped` left out: `(heading, range)`, the
    /// preamble as heading -1. Linear: each line is visited once.
    func bodies(lineCount: Int) -> [(heading: Int, lines: [Range<Int>])] {
        var result: [(Int, [Range<Int>])] = []
        var skip = 0
        func pieces(_ range: Range<Int>) -> [Range<Int>] {
            var out: [Range<Int>] = []
            var start = range.lowerBound
            while skip < skipped.count, skipped[skip].upperBound <= start { skip += 1 }
            var k = skip
            while k < skipped.count, skipped[k].lowerBound < range.upperBound {
                if skipped[k].lowerBound > start { out.append(start..<skipped[k].lowerBound) }
                start = max(start, skipped[k].upperBound)
                k += 1
            }
            if start < range.upperBound { out.append(start..<range.upperBound) }
            return out
        }
        let firstLine = headings.first?.line ?? lineCount
        result.append((-1, pieces(0..<firstLine)))
        for (h, heading) in headings.enumerated() {
            let end = h + 1 < headings.count ? headings[h + 1].line : lineCount
            result.append((h, pieces(min(heading.bodyStart, end)..<end)))
        }
        return result
    }
}
