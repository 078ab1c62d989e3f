/// Imports Perl's Plain Old Documentation (`.pod`, and the POD in a `.pm` module): `=head1`…
/// `=head4` are headings and `=item`s of an `=over` list are entries, questions when they ask
/// (`ManualStructure` decides, `NAME` giving the title); indented paragraphs are code;
/// formatting codes (`PODInline`) become Markdown; `=begin html` blocks are read as HTML, other
/// `=begin`/`=end` and `=for` blocks of formats other than text are left out, and so is the Perl
/// code outside `=pod` … `=cut`.
enum PODFormat {
    static let maximumDepth = 12

    static func decode(_ text: String, file: String) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        var paragraphs = paragraphs(text)
        let raku = RakuPod.extensions.contains { file.lowercased().hasSuffix($0) } || paragraphs.first.map { RakuPod.opensDocument($0.text) } == true
        // Raku's blocks, written as the POD paragraphs they amount to.
        if raku { paragraphs = RakuPod.podParagraphs(paragraphs) }
        var reader = PODReader(raku: raku)
        for paragraph in paragraphs { reader.read(paragraph) }
        reader.endHeading()
        return try ManualStructure.build(reader.headings, fallbackTitle: reader.title, file: file, kind: TranslatableText("POD file"))
    }

    struct Paragraph {
        var lines: [Substring]
        var line: Int
        var text: String { lines.joined(separator: "\n") }
    }

    /// The POD paragraphs (runs of lines between blank lines) of a file, without its Perl code:
    /// POD starts at a line `=word` and stops after `=cut`.
    static func paragraphs(_ text: String) -> [Paragraph] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.last == "\r" ? $0.dropLast() : $0 }
        var result: [Paragraph] = []
        var current: Paragraph?
        var inPOD = false
        for (n, line) in lines.enumerated() {
            let isCommand = line.first == "=" && line.dropFirst().first.map { $0.isLetter } == true
            if !inPOD {
                guard isCommand else { continue }
                inPOD = true
            }
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                if let paragraph = current { result.append(paragraph); current = nil }
                continue
            }
            if current == nil {
                if line.hasPrefix("=cut") && (line.count == 4 || line.dropFirst(4).first!.isWhitespace) {
                    inPOD = false
                    continue
                }
                current = Paragraph(lines: [], line: n + 1)
            }
            current!.lines.append(line)
        }
        if let paragraph = current { result.append(paragraph) }
        return result
    }
}

/// POD paragraphs in order, into headings and their blocks.
private struct PODReader {
    /// Whether the file is Raku's Pod (`RakuPod`).
    let raku: Bool
    /// Raku's `=TITLE`.
    private(set) var title: String?

    private struct Frame {
        enum Kind { case root, list, item }
        var kind: Kind
        var blocks: [ManualBlock] = []
        var item: ManualItem?
    }

    init(raku: Bool) { self.raku = raku }

    private(set) var headings = [ManualHeading(level: 0, title: "", line: 0)]
    private var frames = [Frame(kind: .root)]
    /// `=over`s not opened because the nesting is at its deepest; their `=back`s do nothing.
    private var unopenedLists = 0
    /// The format of the `=begin` block being left out, and how many of its name are open.
    private var skipping: (format: String, depth: Int)?
    /// Consecutive verbatim paragraphs, one code block.
    private var verbatim: [String] = []
    /// The paragraphs of the `=begin html` block being read.
    private var html: [String]?

    private mutating func endHTML() {
        let source = html?.joined(separator: "\n\n") ?? ""
        let markdown = HTMLToMarkdown.convert(source)
        html = nil
        guard !markdown.allSatisfy(\.isWhitespace) else { return }
        var text = StyledText()
        text.appendMarkdown(markdown, plain: HTMLText.plainText(of: source))
        frames[frames.count - 1].blocks.append(.paragraph(text))
    }

    mutating func read(_ paragraph: PODFormat.Paragraph) {
        let text = paragraph.text
        // An `=begin html` block's paragraphs, read as HTML at its `=end` (an answer that is only a link).
        if html != nil {
            let words = text.split(whereSeparator: \.isWhitespace)
            if words.first == "=end", words.dropFirst().first?.lowercased() == "html" { endHTML() } else { html!.append(text) }
            return
        }
        guard text.first == "=" else {
            if skipping != nil { return }
            if text.first == " " || text.first == "\t" {
                verbatim.append(text)
            } else {
                endVerbatim()
                let joined = paragraph.lines.map { String($0).trimmingCharacters(in: " \t") }.joined(separator: " ")
                frames[frames.count - 1].blocks.append(.paragraph(PODInline.convert(joined)))
            }
            return
        }
        let command = text.dropFirst().prefix { !$0.isWhitespace }
        let rest = String(text.dropFirst(1 + command.count)).trimmingCharacters(in: " \t\n")
        if let (format, depth) = skipping {
            let name = rest.prefix { !$0.isWhitespace }
            if command == "begin", name == format { skipping = (format, depth + 1) }
            if command == "end", name == format { skipping = depth > 1 ? (format, depth - 1) : nil }
            return
        }
        endVerbatim()
        if raku, command == "TITLE" {
            title = PODInline.convert(rest).singleLine
            return
        }
        switch command {
        case "head1", "head2", "head3", "head4", "head5", "head6":
            endHeading()
            let title = PODInline.convert(rest).singleLine
            if !title.isEmpty {
                headings.append(ManualHeading(level: Int(String(command.last!))!, title: title, line: paragraph.line))
            }
        case "over":
            if frames.count < PODFormat.maximumDepth { frames.append(Frame(kind: .list)) } else { unopenedLists += 1 }
        case "item":
            item(rest, line: paragraph.line)
        case "back":
            if unopenedLists > 0 { unopenedLists -= 1; return }
            while frames.count > 1 {
                let kind = frames[frames.count - 1].kind
                closeFrame()
                if kind == .list { break }
            }
        case "begin":
            let format = String(rest.prefix { !$0.isWhitespace })
            // The block's text may follow on the command's own paragraph.
            let inline = String(rest.dropFirst(format.count)).trimmingCharacters(in: " \t\n")
            if format.lowercased() == "html", HTMLText.isAvailable { html = inline.isEmpty ? [] : [inline] }
            else if !Self.isText(format) { skipping = (format, 1) }
        case "for":
            let format = rest.prefix { !$0.isWhitespace }
            if Self.isText(String(format)) {
                verbatim.append(String(rest.dropFirst(format.count)).trimmingCharacters(in: " \t\n"))
            }
        default:
            break  // =pod, =encoding, =end of a text block, and commands POD does not have
        }
    }

    private static func isText(_ format: String) -> Bool {
        ["text", ":text", "plain", ":plain"].contains(format.lowercased())
    }

    /// `=item *` and `=item 1.` are list entries (their text the first paragraph); `=item text` a tag.
    private mutating func item(_ text: String, line: Int) {
        while frames.count > 1, frames[frames.count - 1].kind == .item { closeFrame() }
        if frames[frames.count - 1].kind != .list {
            guard frames.count < PODFormat.maximumDepth else {
                frames[frames.count - 1].blocks.append(.paragraph(PODInline.convert(text)))
                return
            }
            frames.append(Frame(kind: .list))
        }
        var first = text.prefix { !$0.isWhitespace }
        let rest = String(text.dropFirst(first.count)).trimmingCharacters(in: " \t\n")
        // A number in bold (`=item B<1.>`, DB_File's FAQ) numbers the entry as a bare one does;
        // `=item C<0>` names a value, and stays a tag.
        if first.count > 3, "BI".contains(first.first!), first.dropFirst().first == "<", first.last == ">" {
            let inner = first.dropFirst(2).dropLast()
            if inner.first?.isNumber == true, inner.last == "." || inner.last == ")", ManualItem.marker(of: String(inner)) == .number {
                first = inner
            }
        }
        var item: ManualItem
        if first == "*" || first == "o" && rest.isEmpty || first.isEmpty {
            item = ManualItem(marker: .bullet, tag: StyledText(), line: line)
        } else if ManualItem.marker(of: String(first)) == .number, first.first!.isNumber {
            item = ManualItem(marker: .number, tag: StyledText(), line: line)
        } else {
            item = ManualItem(marker: .tag, tag: PODInline.convert(text.replacingAll("\n", with: " ")), line: line)
        }
        if item.marker != .tag, !rest.isEmpty { item.blocks.append(.paragraph(PODInline.convert(rest.replacingAll("\n", with: " ")))) }
        frames.append(Frame(kind: .item, blocks: item.blocks, item: item))
    }

    private mutating func endVerbatim() {
        guard !verbatim.isEmpty else { return }
        let lines = verbatim.joined(separator: "\n\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        frames[frames.count - 1].blocks.append(.code(RestructuredTextBlocks.dedent(lines).joined(separator: "\n")))
        verbatim = []
    }

    private mutating func closeFrame() {
        endVerbatim()
        let frame = frames.removeLast()
        switch frame.kind {
        case .root: frames.append(frame)
        case .list: frames[frames.count - 1].blocks += frame.blocks
        case .item:
            var item = frame.item!
            item.blocks = frame.blocks
            frames[frames.count - 1].blocks.append(.item(item))
        }
    }

    mutating func endHeading() {
        // An `=begin html` block the file never ends still shows what it holds.
        if html != nil { endHTML() }
        endVerbatim()
        while frames.count > 1 { closeFrame() }
        unopenedLists = 0
        headings[headings.count - 1].blocks += frames[0].blocks
        frames[0].blocks = []
    }
}
