import Glibc

// libFuzzer entry point; Scripts/fuzz compiles it once with the FAQ sources, and each target
// is this binary run with FAQ_FUZZ_TARGET naming it (one build serves them all).

/// The target this run fuzzes, from FAQ_FUZZ_TARGET.
let fuzzTarget: String = {
    guard let name = getenv("FAQ_FUZZ_TARGET").map({ String(cString: $0) }), fuzzFileNames[name] != nil
            || ["messages", "guard", "blocks"].contains(name) else {
        // An exit, not a trap: libFuzzer would keep a trap as a crash input in the working folder.
        fputs("FAQ_FUZZ_TARGET must name a target: messages, guard, blocks, "
              + fuzzFileNames.keys.sorted().joined(separator: ", ") + "\n", stderr)
        exit(2)
    }
    return name
}()

/// The file name each reader target reads its input as: the name picks the reader.
let fuzzFileNames = [
    "json": "fuzz.json", "markdown": "fuzz.md", "html": "fuzz.html", "xml": "fuzz.fml", "rst": "fuzz.rst",
    "asciidoc": "fuzz.adoc", "org": "fuzz.org", "sgml": "fuzz.sgml", "man": "fuzz.7", "pod": "fuzz.pod", "texinfo": "fuzz.texi",
    "gzip": "fuzz.md.gz",
    "text": "fuzz.txt",  // plain text unless the content is another format's
    "detect": "fuzz",  // no extension: the format is told by content
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch fuzzTarget {
    case "messages": fuzzMessages(bytes)
    case "guard": fuzzGuard(String(decoding: bytes, as: UTF8.self))
    case "blocks": fuzzAnswerBlocks(String(decoding: bytes, as: UTF8.self))
    case let target:
        if target == "gzip" { _ = try? GzipDecoding.decompress(bytes, limit: 1 << 22, file: "fuzz.gz") }
        if let result = try? DocumentReader.decode(bytes, file: fuzzFileNames[target]!) {
            // Everything a window would do with the document, short of drawing it.
            for (section, _) in result.document.allSections {
                for question in section.questions { _ = AnswerBlocks.parse(question.answer) }
            }
        }
    }
    return 0
}

/// The misread guard on any text: its census in every format, and its check of the text as
/// one answer, as a section's description and as a question's title.
func fuzzGuard(_ text: String) {
    let document = FAQDocument(title: text, description: text, sections: [
        FAQSection(id: "s", title: text, questions: [FAQQuestion(id: "q", question: text, answer: text)])])
    // And as a document of many questions, each line a title over the next as its answer: the checks of empty
    // answers, of entries at the edges, of groups and of titles at the questions' level.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(200)
    let questions = lines.indices.map { n in
        FAQQuestion(id: "q\(n)", question: String(lines[n]), answer: n + 1 < lines.endIndex ? String(lines[n + 1]) : "")
    }
    let many = FAQDocument(title: "T", sections: [FAQSection(id: "a", title: String(lines.first ?? ""), questions: questions)])
    for format in DocumentFormat.allCases {
        _ = MisreadGuard.check(document, source: text, format: format)
        _ = MisreadGuard.check(many, source: text, format: format)
        // The heading-level model and its signs, which the checks before them often leave unreached.
        _ = HeadingLevels.find(GuardReading(many, source: text, format: format))
    }
}

/// The block renderer: every text it gives a view becomes well-formed Pango markup (with and
/// without a search highlight, on screen and on paper: the app's `PangoMarkup`, compiled in by
/// Scripts/fuzz), and every piece of long text is within its bound.
func fuzzAnswerBlocks(_ markdown: String) {
    let query = String(markdown.prefix(3))
    var stack = AnswerBlocks.parse(markdown)
    var texts: [InlineText] = []
    while let block = stack.popLast() {
        switch block {
        case .paragraph(let text), .heading(_, let text): texts.append(text)
        case .code(let code, _):
            for piece in TextPieces.code(code) { precondition(piece.count <= TextPieces.maximumLength, "code piece too long") }
            texts.append(InlineText(code))
        case .quote(let title, _, let blocks):
            texts.append(InlineText(title ?? ""))
            stack += blocks
        case .list(let list): stack += list.items.flatMap(\.blocks)
        case .table(let table):
            precondition(table.rows.allSatisfy { $0.count == table.header.count }, "ragged table")
            texts += table.header + table.rows.flatMap { $0 }
        case .image(let source, _): _ = ImageSource.localPath(source, baseDirectory: "/tmp")
        case .rule: break
        case .details(let summary, let blocks):
            texts.append(summary)
            stack += blocks
        }
    }
    for text in texts {
        checkWellFormed(PangoMarkup.markup(text))
        checkWellFormed(PangoMarkup.markup(text, highlighting: query))
        checkWellFormed(PangoMarkup.markup(text, links: .targetsAfterText))
        for piece in text.pieces() { precondition(piece.count <= TextPieces.maximumLength, "piece too long") }
    }
}

/// Balanced tags of the kinds the renderer writes, and only the entities it writes; read by
/// Unicode scalars, as GMarkup reads it (a combining mark after `;` is text of its own).
func checkWellFormed(_ markup: String) {
    let scalars = Array(markup.unicodeScalars)
    var open: [String] = []
    var i = 0
    func upTo(_ end: Unicode.Scalar, from start: Int) -> Int? {
        var k = start
        while k < scalars.count, scalars[k] != end { k += 1 }
        return k < scalars.count ? k : nil
    }
    while i < scalars.count {
        switch scalars[i] {
        case ">":
            preconditionFailure("bare > in \(markup.debugDescription)")
        case "&":
            guard let end = upTo(";", from: i) else { preconditionFailure("bare & in \(markup.debugDescription)") }
            let entity = String(String.UnicodeScalarView(scalars[i + 1..<end]))
            precondition(["amp", "lt", "gt", "quot", "#39"].contains(entity), "entity &\(entity); in \(markup.debugDescription)")
            i = end + 1
        case "<":
            guard let end = upTo(">", from: i) else { preconditionFailure("unclosed tag in \(markup.debugDescription)") }
            let tag = String(String.UnicodeScalarView(scalars[i + 1..<end]))
            if tag.hasPrefix("/") {
                precondition(open.popLast() == String(tag.dropFirst()), "unbalanced in \(markup.debugDescription)")
            } else {
                let name = String(tag.prefix { $0 != " " })
                precondition(["b", "i", "tt", "span", "a"].contains(name), "tag \(name) in \(markup.debugDescription)")
                open.append(name)
            }
            i = end + 1
        default:
            i += 1
        }
    }
    precondition(open.isEmpty, "unclosed in \(markup.debugDescription)")
}
