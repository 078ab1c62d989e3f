/// GNU Info, the manuals `makeinfo` writes for `info` (`/usr/share/info/*.info.gz`): Texinfo's
/// plain-text output cut into nodes. Each node starts after a line holding only the 0x1F byte,
/// with a "File: …,  Node: …,  Next: …" line; a node's "* Menu:" lists the nodes under it; the
/// file opens with a "This is NAME.info, produced by makeinfo" preamble and may end with a tag
/// table. Without that bookkeeping the text is the plain-text output `PlainTextTexinfo` reads:
/// each of its lines becomes a blank line, so that lines keep their numbers for the guard and
/// for messages.
enum InfoNodes {
    static let separator: Character = "\u{1F}"

    /// Whether a text is an Info file: a node separator line followed by a node's "File:" line,
    /// within its first 64 KiB.
    static func looksLikeInfo(_ text: String) -> Bool {
        let head = Array(text.utf8.prefix(65536))
        let mark = Array("\u{1F}\nFile: ".utf8)
        guard head.count >= mark.count else { return false }
        return (0...head.count - mark.count).contains { k in
            (k == 0 || head[k - 1] == UInt8(ascii: "\n")) && head[k..<k + mark.count].elementsEqual(mark)
        }
    }

    /// The line (0-based) of the chapter title under a node named as a FAQ ("Node: Frequently Asked Questions" over
    /// "7 There isn't always an answer", emacs-w3m's manual): the node's name says what the title may not.
    static func faqChapterLine(_ text: String) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for n in lines.indices.dropFirst() where lines[n - 1].first == separator && lines[n].hasPrefix("File: ") {
            guard let node = lines[n].range(ofLiteral: "Node: ") else { continue }
            let name = lines[n][node.upperBound...].prefix { $0 != "," }
            guard HeadingTree.namesAFAQPart(String(name)) else { continue }
            // The title after the node line, underlined with `*` as a chapter is.
            guard let title = lines[(n + 1)...].firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }), title + 1 < lines.count,
                  lines[title + 1].count >= 2, lines[title + 1].allSatisfy({ $0 == "*" }) else { return nil }
            return title
        }
        return nil
    }

    /// The text with the Info bookkeeping blanked: the preamble before the first node, node
    /// separators and "File:" lines, menus (to the end of their node: Texinfo puts them last),
    /// the tag table, and the markers around images and index entries.
    static func plainText(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blanking = true
        var k = 0
        while k < lines.count {
            let line = lines[k]
            if line.first == separator {
                // A node's "File:" line; or the tag table, the indirect table, "Local Variables",
                // which run to the end of the file or the next separator.
                blanking = !(k + 1 < lines.count && lines[k + 1].hasPrefix("File: "))
                lines[k] = ""
                if !blanking { lines[k + 1] = ""; k += 1 }
            } else if !blanking, line == "* Menu:" {
                blanking = true
                lines[k] = ""
            } else if blanking {
                lines[k] = ""
            } else if line.contains("\0") {
                lines[k] = withoutMarkers(line)
            }
            k += 1
        }
        return lines.joined(separator: "\n")
    }

    /// A line without the `\0\b[` … `\0\b]` markers `makeinfo` puts around images and index
    /// entries (what lies between them is for `info`, not for a reader).
    static func withoutMarkers(_ line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let open = rest.range(ofLiteral: "\0\u{8}[") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(ofLiteral: "\0\u{8}]") else { return result }
            rest = rest[close.upperBound...]
        }
        return result + rest.filter { $0 != "\0" }
    }
}
