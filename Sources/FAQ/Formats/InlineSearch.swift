/// Where inline markup closes: searched only a bounded way ahead on the same line, so that a
/// file full of unclosed marks costs linear time, not quadratic.
enum InlineSearch {
    /// How far ahead a closing mark is looked for.
    static let window = 300

    /// The index of `target` in `chars` at or after `from`, within the window and (unless
    /// `acrossLines`) before the next line break.
    static func find(_ target: [Character], in chars: [Character], from: Int, acrossLines: Bool = false) -> Int? {
        guard let first = target.first, from >= 0 else { return nil }
        let end = min(chars.count, from + window)
        var j = from
        while j + target.count <= end {
            if chars[j] == "\n" && !acrossLines { return nil }
            if chars[j] == first, target.count == 1 || Array(chars[j..<(j + target.count)]) == target { return j }
            j += 1
        }
        return nil
    }

    /// For each mark, where it next closes at or after each position: the smallest `k >= j` with
    /// `chars[k] == mark` and `isClosing(k)`, on the same line unless the mark is in
    /// `acrossLines` (-1: nowhere). Worked out once from the end, so lookups cost O(1).
    static func nextClosings(_ chars: [Character], marks: [Character], acrossLines: Set<Character> = [],
                             isClosing: (Int) -> Bool) -> [Character: [Int32]] {
        var result: [Character: [Int32]] = [:]
        for mark in marks {
            var next = [Int32](repeating: -1, count: chars.count + 1)
            var j = chars.count - 1
            while j >= 0 {
                if chars[j] == mark && isClosing(j) {
                    next[j] = Int32(j)
                } else if chars[j] == "\n" && !acrossLines.contains(mark) {
                    next[j] = -1
                } else {
                    next[j] = next[j + 1]
                }
                j -= 1
            }
            result[mark] = next
        }
        return result
    }
}
