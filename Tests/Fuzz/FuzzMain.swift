// libFuzzer entry point; Scripts/fuzz compiles it with the FAQ sources and one FUZZ_* flag.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    #if FUZZ_MESSAGES
    fuzzMessages(bytes)
    return 0
    #endif
    #if FUZZ_GUARD
    fuzzGuard(String(decoding: bytes, as: UTF8.self))
    return 0
    #endif
    #if FUZZ_GZIP
    _ = try? GzipDecoding.decompress(bytes, limit: 1 << 22, file: "fuzz.gz")
    #endif
    #if FUZZ_BLOCKS
    fuzzAnswerBlocks(String(decoding: bytes, as: UTF8.self))
    #else
    #if FUZZ_JSON
    let name = "fuzz.json"
    #elseif FUZZ_MARKDOWN
    let name = "fuzz.md"
    #elseif FUZZ_HTML
    let name = "fuzz.html"
    #elseif FUZZ_RST
    let name = "fuzz.rst"
    #elseif FUZZ_ASCIIDOC
    let name = "fuzz.adoc"
    #elseif FUZZ_ORG
    let name = "fuzz.org"
    #elseif FUZZ_SGML
    let name = "fuzz.sgml"
    #elseif FUZZ_MAN
    let name = "fuzz.7"
    #elseif FUZZ_POD
    let name = "fuzz.pod"
    #elseif FUZZ_GZIP
    let name = "fuzz.md.gz"
    #elseif FUZZ_TEXT
    let name = "fuzz.txt"  // plain text unless the content is another format's
    #elseif FUZZ_DETECT
    let name = "fuzz"  // no extension: the format is told by content
    #else
    let name = "fuzz.fml"
    #endif
    if let result = try? DocumentReader.decode(bytes, file: name) {
        // Everything a window would do with the document, short of drawing it.
        for (section, _) in result.document.allSections {
            for question in section.questions { _ = AnswerBlocks.parse(question.answer) }
        }
    }
    #endif
    return 0
}

#if FUZZ_GUARD
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
        _ = HeadingLevels.find(many, questions: questions, headings: SourceHeadings.list(text, format: format), source: text)
    }
}
#endif

#if FUZZ_BLOCKS
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
#endif
