// The standard library's canonical decomposition (the one swift-foundation folds with): the
// public API has no normalization yet, and Foundation's folding would bring ICU and
// CoreFoundation into every program that searches.
@_spi(_Unicode) import Swift

/// Text folded for matching as a reader expects: without case, accents or width, so that
/// "CAFÉ", "café" and "ｃａｆｅ" all read "cafe".
public enum TextFolding {
    /// `text` decomposed, without its combining marks, in lower case (ß and ẞ as "ss"), with
    /// full-width ASCII and the ideographic space as their ASCII forms.
    public static func fold(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        for scalar in text._nfd {
            let properties = scalar.properties
            if properties.generalCategory == .nonspacingMark { continue }
            switch scalar.value {
            case 0xDF, 0x1E9E:
                folded.append(contentsOf: "ss".unicodeScalars)
            case 0xFF01...0xFF5E:
                folded.append(contentsOf: Unicode.Scalar(scalar.value - 0xFEE0)!.properties.lowercaseMapping.unicodeScalars)
            case 0x3000:
                folded.append(" ")
            default:
                if properties.changesWhenLowercased {
                    folded.append(contentsOf: properties.lowercaseMapping.unicodeScalars)
                } else {
                    folded.append(scalar)
                }
            }
        }
        return String(folded)
    }
}
