/// Bounds on one user-perceived character: a run of combining marks or a grapheme cluster past
/// these limits is cut, with a visible marker. Text shaping (HarfBuzz, in any toolkit) works on a
/// cluster as a whole, and a crafted cluster of thousands of marks or joined emoji held the
/// window for minutes; no real script needs more (Zalgo text stacks a few dozen marks, the
/// longest emoji sequences have ten scalars).
public enum ClusterLimit {
    /// Combining marks kept on one base character.
    public static let maximumMarks = 32
    /// Unicode scalars kept in one cluster.
    public static let maximumScalars = 64
    /// What stands where a cluster was cut.
    public static let marker: Unicode.Scalar = "…"

    /// Cuts every overlong cluster of `text`; returns how many were cut. Linear, and free for
    /// ASCII text.
    @discardableResult
    public static func bound(_ text: inout String) -> Int {
        guard !ASCIIBytes.isASCII(text) else { return 0 }
        var result = String.UnicodeScalarView()
        var scalars = 0, marks = 0, cut = 0
        var cutting = false
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if let previous, extends(previous, with: scalar) {
                scalars += 1
                if isMark(scalar) { marks += 1 }
                if !cutting, scalars > maximumScalars || marks > maximumMarks {
                    cutting = true
                    cut += 1
                    result.append(marker)
                }
            } else {
                scalars = 1
                marks = 0
                cutting = false
            }
            previous = scalar
            if !cutting { result.append(scalar) }
        }
        guard cut > 0 else { return 0 }
        text = String(result)
        return cut
    }

    /// Whether `scalar` stays in the cluster of `previous` (a simplification of UAX #29 that
    /// never splits a real cluster: extenders, spacing marks, joiners and what they join, and
    /// Hangul jamo sequences).
    static func extends(_ previous: Unicode.Scalar, with scalar: Unicode.Scalar) -> Bool {
        if previous.value == 0x200D { return true }  // a zero-width joiner joins what follows
        if scalar.value == 0x200D || isMark(scalar) { return true }
        if (0x1F3FB...0x1F3FF).contains(scalar.value) { return true }  // emoji skin tones
        if (0xE0020...0xE007F).contains(scalar.value) { return true }  // emoji tag sequences
        return isJamo(scalar) && (isJamo(previous) || (0xAC00...0xD7A3).contains(previous.value))
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x300 else { return false }
        if scalar.properties.isGraphemeExtend { return true }
        return scalar.properties.generalCategory == .spacingMark
    }

    private static func isJamo(_ scalar: Unicode.Scalar) -> Bool {
        (0x1100...0x11FF).contains(scalar.value) || (0xA960...0xA97F).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
    }
}
