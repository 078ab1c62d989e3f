import Glibc

/// Turns a file's bytes into text: a byte-order mark or a declared encoding (an XML
/// declaration, an HTML `meta charset`, an Emacs `coding:` line) is honoured; otherwise UTF-8,
/// and text that is not UTF-8 is read as Windows-1252 (ISO-8859-1 with its printable extras)
/// with a warning. Readable text is never refused.
enum TextDecoding {
    /// `latin1ByDefault`: undeclared text that is not UTF-8 is ISO-8859-1 without a warning, as
    /// DocBook SGML's own declaration makes it (its documents predate UTF-8).
    static func decode(_ bytes: [UInt8], file: String, latin1ByDefault: Bool = false) -> (text: String, warnings: [DocumentProblem]) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return utf8OrFallback(Array(bytes.dropFirst(3)), file: file, declared: nil) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            if let text = convert(bytes, from: "UTF-16") { return (text, []) }
        }
        guard let declared = declaredEncoding(bytes) else {
            if latin1ByDefault, !isUTF8(bytes) { return (windows1252(bytes), []) }
            if !isUTF8(bytes), let (text, encoding) = byLanguage(bytes, file: file) {
                return (text, [DocumentProblem(file: file, severity: .warning, message: TranslatableText(
                    "the file is not valid UTF-8 text; it was read as {1}, as the language its name gives is written", encoding))])
            }
            return utf8OrFallback(bytes, file: file, declared: nil)
        }
        switch declared {
        case "utf-8", "utf8", "us-ascii", "ascii":
            return utf8OrFallback(bytes, file: file, declared: declared)
        case "iso-8859-1", "latin-1", "latin1", "iso8859-1", "iso_8859-1", "l1":
            // What browsers and most writers mean by Latin-1 is Windows-1252.
            return (windows1252(bytes), [])
        case "windows-1252", "cp1252":
            return (windows1252(bytes), [])
        default:
            if let text = convert(bytes, from: declared) { return (text, []) }
            var (text, warnings) = utf8OrFallback(bytes, file: file, declared: nil)
            warnings.insert(DocumentProblem(file: file, severity: .warning,
                                            message: TranslatableText("the declared encoding {1} is not known; the file was read as {2}", MessageText.quoted(declared), isUTF8(bytes) ? "UTF-8" : "Windows-1252")), at: 0)
            return (text, warnings)
        }
    }

    private static func isUTF8(_ bytes: [UInt8]) -> Bool { validUTF8Prefix(bytes) == bytes.count }

    /// A FAQ named by a language written in another script than Latin (`FAQ.ru`, `FAQ.ja`): its text in the
    /// encoding that language was written in before UTF-8, and that encoding's name; nil for other names.
    private static func byLanguage(_ bytes: [UInt8], file: String) -> (String, String)? {
        let name = file.split(separator: "/").last.map { $0.lowercased() } ?? ""
        guard name.contains("faq"), let suffix = name.split(separator: ".").last.map(String.init),
              DocumentFormat.languageSuffixes.contains(suffix) else { return nil }
        // UTF-8 with a stray byte or two, or Latin text with a few accents (Spanish misnamed `.ru`), is no
        // such text: in a non-Latin script most letters are past ASCII, and few of them form UTF-8 sequences.
        let high = bytes.filter { $0 >= 0x80 }.count, letters = bytes.filter { $0 < 0x80 && Character(Unicode.Scalar($0)).isLetter }.count
        let decoded = String(decoding: bytes, as: UTF8.self).unicodeScalars
        let replaced = decoded.filter { $0 == "\u{FFFD}" }.count, multibyte = decoded.filter { $0.value >= 0x80 }.count - replaced
        guard high * 2 >= letters, replaced > multibyte else { return nil }
        let candidates: [String]
        switch suffix {
        case "ru", "uk", "bg", "sr":
            // KOI8 puts the lower-case letters at 0xC0–0xDF, Windows-1251 at 0xE0–0xFF: running text is mostly lower case.
            let windows = bytes.filter { $0 >= 0xE0 }.count, koi = bytes.filter { (0xC0..<0xE0).contains($0) }.count
            candidates = windows >= koi ? ["WINDOWS-1251"] : [suffix == "uk" ? "KOI8-U" : "KOI8-R"]
        case "ja": candidates = ["EUC-JP", "SHIFT_JIS"]
        case "zh": candidates = ["GB18030", "BIG5"]
        case "ko": candidates = ["EUC-KR"]
        case "he": candidates = ["WINDOWS-1255"]
        case "ar", "fa": candidates = ["WINDOWS-1256"]
        case "th": candidates = ["TIS-620"]
        default: return nil
        }
        for encoding in candidates {
            if let text = convert(bytes, from: encoding) { return (text, encoding) }
        }
        return nil
    }

    private static func utf8OrFallback(_ bytes: [UInt8], file: String, declared: String?) -> (text: String, warnings: [DocumentProblem]) {
        if let text = String(validating: bytes, as: UTF8.self) { return (text, []) }
        let bad = validUTF8Prefix(bytes)
        // UTF-8 with a stray byte or a line cut mid-character (ten of its letters past ASCII to every slip): UTF-8
        // still, the slips shown as "�", not the whole text garbled as Windows-1252.
        let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
        let slips = scalars.filter { $0 == "\u{FFFD}" }.count, letters = scalars.filter { $0.value >= 0x80 }.count - slips
        if letters >= 10 * slips {
            return (String(decoding: bytes, as: UTF8.self), [DocumentProblem(
                file: file, position: SourcePosition(offset: bad, in: bytes), severity: .warning,
                message: TranslatableText("the file is not valid UTF-8 text here; it was read as UTF-8 all the same, with � for the bytes that are not"))])
        }
        let message = declared.map { TranslatableText("the file is declared as {1} but not valid UTF-8 text here; it was read as Windows-1252 (ISO-8859-1)", $0) }
            ?? TranslatableText("the file is not valid UTF-8 text here; it was read as Windows-1252 (ISO-8859-1)")
        return (windows1252(bytes), [DocumentProblem(
            file: file, position: SourcePosition(offset: bad, in: bytes), severity: .warning, message: message)])
    }

    // MARK: Declarations

    /// The encoding the file declares in its first 2 KiB, lower-cased, if any.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        let head = String(decoding: bytes.prefix(2048).map { $0 < 0x80 ? $0 : 0x20 }, as: UTF8.self).lowercased()
        if head.drop(while: \.isWhitespace).hasPrefix("<?xml") {
            let declaration = head[..<(head.range(ofLiteralIn: "?>")?.lowerBound ?? head.endIndex)]
            return value(after: "encoding", in: String(declaration))
        }
        if let range = head.range(ofLiteralIn: "<meta") {
            let rest = String(head[range.lowerBound...])
            if let charset = value(after: "charset", in: rest) { return charset }
        }
        // Emacs and Python: `-*- coding: latin-1 -*-` in the first two lines.
        let firstLines = head.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).prefix(2).joined(separator: "\n")
        if firstLines.contains("-*-") || firstLines.contains("coding") {
            for key in ["coding:", "coding="] {
                if let range = firstLines.range(ofLiteralIn: key) {
                    let name = firstLines[range.upperBound...].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || "-_.".contains($0) }
                    if !name.isEmpty { return String(name).replacingAll("_", with: "-") }
                }
            }
        }
        return nil
    }

    /// `name="value"`, `name='value'` or `name=value` in `text`.
    private static func value(after name: String, in text: String) -> String? {
        guard let range = text.range(ofLiteralIn: name) else { return nil }
        var rest = text[range.upperBound...].drop { $0 == " " }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        if let quote = rest.first, quote == "\"" || quote == "'" { rest = rest.dropFirst() }
        let value = rest.prefix { $0.isLetter || $0.isNumber || "-_.:".contains($0) }
        return value.isEmpty ? nil : String(value)
    }

    // MARK: Conversions

    /// Windows-1252: ISO-8859-1 with printable characters in 0x80–0x9F (its five unassigned
    /// bytes stay the C1 controls ISO-8859-1 has there).
    static func windows1252(_ bytes: [UInt8]) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(bytes.count)
        for byte in bytes {
            if (0x80...0x9F).contains(byte), let mapped = Unicode.Scalar(cp1252High[Int(byte - 0x80)]), mapped.value != 0 {
                scalars.append(mapped)
            } else {
                scalars.append(Unicode.Scalar(byte))
            }
        }
        return String(scalars)
    }

    private static let cp1252High: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]

    /// Any other encoding, through iconv; nil when iconv does not know it or the bytes are invalid.
    static func convert(_ bytes: [UInt8], from encoding: String) -> String? {
        let converter = iconv_open("UTF-8", encoding)
        guard let converter, converter != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: bytes.count * 4 + 16)
        let ok = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer -> Int? in
                var inPointer: UnsafeMutablePointer<CChar>? = inBuffer.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }
                var inLeft = inBuffer.count
                var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outBuffer.baseAddress!).assumingMemoryBound(to: CChar.self)
                var outLeft = outBuffer.count
                let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                return result == -1 || inLeft != 0 ? nil : outBuffer.count - outLeft
            }
        }
        guard let written = ok else { return nil }
        return String(validating: output[..<written], as: UTF8.self)
    }
}
