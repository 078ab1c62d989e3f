/// Splits long text into pieces of bounded length, each drawn by its own label, so that no single
/// Pango layout grows with the answer (wrapping one layout costs more than linear time in its length).
public enum TextPieces {
    /// The longest piece, in characters: a label this long lays out in a few milliseconds.
    public static let maximumLength = 1_500
    /// Where a piece ends when it has no sentence end or space to end at.
    public static let maximumUnbrokenLength = 500

    /// Where to cut `text`: at a sentence end in the second half of the allowed length, else at
    /// white space, else in the middle of a word (at a character boundary). Offsets in characters.
    static func cutOffsets(_ text: [Character], maximumLength: Int = maximumLength,
                           maximumUnbrokenLength: Int = maximumUnbrokenLength) -> [Int] {
        var cuts: [Int] = []
        var start = 0
        while text.count - start > maximumLength {
            let limit = start + maximumLength
            let floor = start + maximumLength / 2
            var cut: Int?
            var k = limit
            while k > floor, cut == nil {
                if text[k - 1].isWhitespace, k >= 2, ".!?;:。！？".contains(text[k - 2]) { cut = k }
                k -= 1
            }
            if cut == nil {
                k = limit
                while k > floor, cut == nil {
                    if text[k - 1].isWhitespace { cut = k }
                    k -= 1
                }
            }
            let next = cut ?? start + min(maximumLength, maximumUnbrokenLength)
            cuts.append(next)
            start = next
        }
        // A long unbroken word at the end of the text (the loop stops at maximumLength).
        if text.count - start > maximumUnbrokenLength, !text[start...].contains(where: \.isWhitespace) {
            var next = start + maximumUnbrokenLength
            while next < text.count {
                cuts.append(next)
                next += maximumUnbrokenLength
            }
        }
        return cuts
    }
}

extension InlineText {
    /// The text in pieces of at most `TextPieces.maximumLength` characters (one piece when short).
    public func pieces(maximumLength: Int = TextPieces.maximumLength,
                       maximumUnbrokenLength: Int = TextPieces.maximumUnbrokenLength) -> [InlineText] {
        guard count > min(maximumLength, maximumUnbrokenLength) else { return [self] }
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
