/// The headings of HTML, XML and SGML sources, by a plain scan of tags (no parser): in HTML,
/// `h1`–`h6` at their number and, a level below the last of them, `dt` terms, `summary`s and
/// paragraphs whose first line is only bold text (not those that link elsewhere: a table of contents); in DocBook and FML, each section-like element's
/// title at its depth of nesting and each `question` a level below it.
enum MarkupHeadings {
    /// Elements whose nesting makes the levels of DocBook's and FML's titles.
    static let sectionElements: Set<String> = [
        "book", "article", "part", "chapter", "appendix", "preface", "section", "simplesect", "sect1", "sect2", "sect3",
        "sect4", "sect5", "refsect1", "refsect2", "refsect3", "qandaset", "qandadiv", "faqs",
    ]
    /// How far after its start tag an element's end is looked for: a title is short.
    static let titleWindow = 2000

    static func list(_ text: String, format: DocumentFormat) -> [SourceHeading] {
        let bytes = Array(text.utf8)
        let html = format == .html
        var headings: [SourceHeading] = []
        var line = 1
        var counted = 0
        // The line of byte `at`: newlines counted from the last place asked, which only moves forward.
        func lineAt(_ at: Int) -> Int {
            while counted < at {
                if bytes[counted] == 0x0A { line += 1 }
                counted += 1
            }
            return line
        }
        var last = 0
        var depth = 0
        var titlePending = false
        var i = 0
        while i < bytes.count, let open = bytes[i...].firstIndex(of: UInt8(ascii: "<")) {
            i = open + 1
            if bytes[i...].starts(with: Array("!--".utf8)) {
                i = MarkupBytes.find(Array("-->".utf8), in: bytes, from: i, caseInsensitive: true) ?? bytes.count
                continue
            }
            let closing = i < bytes.count && bytes[i] == UInt8(ascii: "/")
            let nameStart = closing ? i + 1 : i
            var nameEnd = nameStart
            while nameEnd < bytes.count, nameEnd - nameStart < 16, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self).lowercased()
            // (With no `>` after this tag, there is none after any later one.)
            guard let close = bytes[nameEnd...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let selfClosing = close > 0 && bytes[close - 1] == UInt8(ascii: "/")
            i = close + 1
            if closing {
                if !html, sectionElements.contains(name) { depth = max(0, depth - 1); titlePending = false }
                continue
            }
            if name == "script" || name == "style" {
                i = MarkupBytes.find(Array("</\(name)".utf8), in: bytes, from: i, caseInsensitive: true) ?? bytes.count
                continue
            }
            // The title ends at its end tag, or where the next element of its name starts (one left open): a scan
            // never passes the next such element, so the scans of one name cover the file once.
            func add(_ level: Int, until ends: [String], skippingLinks: Bool = false) {
                guard let (end, _) = firstTag(of: ends + ["<\(name)"], in: bytes, from: i) else { return }
                // A term that links elsewhere is a table of contents' entry, not the entry itself.
                if skippingLinks, firstTag(of: ["<a href"], in: bytes, from: i, before: end) != nil { return }
                let title = MarkupCensus.plainText(bytes[i..<end])
                if var found = SourceHeadings.heading(level, Substring(title), lineAt(open) - 1) {
                    (found.start, found.end) = (open, end)
                    headings.append(found)
                }
            }
            if html {
                if name.count == 2, name.first == "h", let level = name.last?.wholeNumberValue, (1...6).contains(level) {
                    add(level, until: ["</\(name)"])
                    last = level
                } else if name == "dt" || name == "summary" {
                    add(last + 1, until: ["</\(name)", "<dd", "<dt"], skippingLinks: true)
                } else if name == "p", let bold = boldLine(bytes, from: i), firstTag(of: ["<a href"], in: bytes, from: i, before: bold.upperBound) == nil {
                    let title = MarkupCensus.plainText(bytes[bold])
                    if var found = SourceHeadings.heading(last + 1, Substring(title), lineAt(open) - 1) {
                        (found.start, found.end) = (open, bold.upperBound)
                        headings.append(found)
                    }
                }
            } else if sectionElements.contains(name), !selfClosing {
                depth += 1
                titlePending = true
            } else if name == "title", titlePending {
                add(depth, until: ["</title"])
                titlePending = false
            } else if name == "question" {
                add(depth + 1, until: ["</question"])
                titlePending = false
            }
        }
        return headings
    }

    /// The bold text a paragraph's first line is made of, when it is only that (`<p><a id="x"><b>Why …?</b></a><br>`).
    static func boldLine(_ bytes: [UInt8], from start: Int) -> Range<Int>? {
        var j = skipSpaceAndAnchors(bytes, from: start)
        guard let tag = ["<b>", "<strong>"].first(where: { startsWith($0, bytes, at: j) }) else { return nil }
        j += tag.utf8.count
        let closing = "</" + tag.dropFirst()
        guard let (end, which) = firstTag(of: [closing, "<p"], in: bytes, from: j), which == 0 else { return nil }
        let after = skipSpaceAndAnchors(bytes, from: end + closing.utf8.count)
        return startsWith("</p", bytes, at: after) || startsWith("<br", bytes, at: after) ? j..<end : nil
    }

    /// Past white space and `<a …>` or `</a>` tags.
    private static func skipSpaceAndAnchors(_ bytes: [UInt8], from start: Int) -> Int {
        var j = start
        while j < bytes.count, j - start < 400 {
            if MarkupBytes.isSpace(bytes[j]) { j += 1; continue }
            guard startsWith("<a ", bytes, at: j) || startsWith("</a>", bytes, at: j),
                  let end = bytes[j...].prefix(400).firstIndex(of: UInt8(ascii: ">")) else { break }
            j = end + 1
        }
        return j
    }

    private static func startsWith(_ prefix: String, _ bytes: [UInt8], at j: Int) -> Bool {
        let p = Array(prefix.utf8)
        guard j + p.count <= bytes.count else { return false }
        return (0..<p.count).allSatisfy { MarkupBytes.lower(bytes[j + $0]) == p[$0] }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte >= 0x30 && byte <= 0x39
    }

    /// Where the first of `tags` (lower case, each starting with `<`) starts after `start`, within `titleWindow`
    /// bytes, any case, and which it is.
    static func firstTag(of tags: [String], in bytes: [UInt8], from start: Int, before end: Int = .max) -> (Int, Int)? {
        let limit = min(bytes.count, start + titleWindow, end)
        var j = start
        while j < limit, let next = bytes[j..<limit].firstIndex(of: UInt8(ascii: "<")) {
            if let which = tags.firstIndex(where: { startsWith($0, bytes, at: next) }) { return (next, which) }
            j = next + 1
        }
        return nil
    }
}
