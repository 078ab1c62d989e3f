/// Splits long text into pieces of bounded length, each drawn by its own label, so that no single
/// text layout grows with the answer (wrapping one layout costs more than linear time in its length).
public enum TextPieces {
    /// The longest piece, in units of shaping cost (`cost(of:)`; a Latin letter is one): a label
    /// this long lays out in a few milliseconds.
    public static let maximumLength = 1_500
    /// Where a piece ends when it has no sentence end or space to end at.
    public static let maximumUnbrokenLength = 500

    /// Where to cut `text`: at a sentence end in the second half of the allowed length, else at
    /// white space, else in the middle of a word (at a character boundary); and before (or
    /// inside) any word longer than `maximumUnbrokenLength`. Offsets in characters.
    static func cutOffsets(_ text: [Character], maximumLength: Int = maximumLength,
                           maximumUnbrokenLength: Int = maximumUnbrokenLength) -> [Int] {
        var cuts: [Int] = []
        var start = 0
        while start < text.count {
            var end = start, spent = 0
            while end < text.count, spent + cost(of: text[end]) <= maximumLength || end == start {
                spent += cost(of: text[end])
                end += 1
            }
            if end < text.count {
                end = breakPoint(text, from: start, limit: end, maximumLength: end - start)
                    ?? min(end, start + min(maximumLength, maximumUnbrokenLength))
            }
            // A word too long to lay out cheaply: the piece ends before it, or inside it.
            var runStart = start
            for k in start..<end {
                if text[k].isWhitespace {
                    runStart = k + 1
                } else if k + 1 - runStart > maximumUnbrokenLength {
                    end = runStart > start ? runStart : start + maximumUnbrokenLength
                    break
                }
            }
            guard end < text.count else { break }
            cuts.append(end)
            start = end
        }
        return cuts
    }

    /// What shaping `character` costs, next to a Latin letter's 1: emoji, and characters made of
    /// several code points (joined emoji, stacked marks), go through font fallback and cluster
    /// shaping, which costs far more per character.
    static func cost(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first, only.value < 0x1F000, !only.properties.isEmojiPresentation { return 1 }
        return 8 * scalars.count
    }

    /// The last sentence end, else the last white space, in the second half of [start, limit).
    private static func breakPoint(_ text: [Character], from start: Int, limit: Int, maximumLength: Int) -> Int? {
        let floor = start + maximumLength / 2
        var k = limit
        while k > floor {
            if text[k - 1].isWhitespace, k >= 2, ".!?;:。！？".contains(text[k - 2]) { return k }
            k -= 1
        }
        k = limit
        while k > floor {
            if text[k - 1].isWhitespace { return k }
            k -= 1
        }
        return nil
    }
}

extension InlineText {
    /// What laying the text out costs, in `TextPieces.cost(of:)` units: what the answer renderer
    /// budgets per frame.
    public var shapingCost: Int {
        runs.reduce(0) { total, run in
            ASCIIBytes.isASCII(run.text) ? total + run.text.utf8.count : total + run.text.reduce(0) { $0 + TextPieces.cost(of: $1) }
        }
    }

    /// The text in pieces of at most `TextPieces.maximumLength` shaping cost (one piece when short).
    public func pieces(maximumLength: Int = TextPieces.maximumLength,
                       maximumUnbrokenLength: Int = TextPieces.maximumUnbrokenLength) -> [InlineText] {
        guard count > min(maximumLength, maximumUnbrokenLength) || shapingCost > maximumLength else { return [self] }
        let cuts = TextPieces.cutOffsets(Array(plainText), maximumLength: maximumLength,
                                         maximumUnbrokenLength: maximumUnbrokenLength)
        guard !cuts.isEmpty else { return [self] }
        var pieces: [InlineText] = []
        var current = InlineText()
        var offset = 0  // characters in the runs before this one
        var nextCut = 0
        for run in runs {
            let characters = Array(run.text)
            var from = 0  // in this run
            while nextCut < cuts.count, cuts[nextCut] - offset <= characters.count {
                let to = cuts[nextCut] - offset
                current.append(String(characters[from..<to]), style: run.style, link: run.link)
                pieces.append(current)
                current = InlineText()
                from = to
                nextCut += 1
            }
            current.append(String(characters[from...]), style: run.style, link: run.link)
            offset += characters.count
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces.map { $0.trimmed() }.filter { !$0.isEmpty }
    }
}

extension TextPieces {
    /// Code in pieces of whole lines, each at most `maximumLength` characters (a longer line is
    /// cut where the length runs out).
    public static func code(_ text: String, maximumLength: Int = maximumLength) -> [String] {
        guard text.count > maximumLength else { return [text] }
        var pieces: [String] = []
        var current = ""
        var currentCount = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let characters = Array(line)
            var from = 0
            if currentCount > 0, currentCount + 1 + characters.count > maximumLength {
                pieces.append(current)
                current = ""
                currentCount = 0
            }
            while characters.count - from > maximumLength {
                if currentCount > 0 { pieces.append(current) }
                pieces.append(String(characters[from..<from + maximumLength]))
                from += maximumLength
                current = ""
                currentCount = 0
            }
            if currentCount > 0 {
                current += "\n"
                currentCount += 1
            }
            current += String(characters[from...])
            currentCount += characters.count - from
        }
        pieces.append(current)
        return pieces
    }
}
