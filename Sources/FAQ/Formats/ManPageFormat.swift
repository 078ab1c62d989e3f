/// Imports man pages written with the man(7) macros, read directly (never through `man` or
/// groff): `.SH` and `.SS` are headings; `.TP`, `.IP "tag"` and a `.PP` line followed by an
/// indented (`.RS`) body are tagged entries, questions when they ask (`ManualStructure` decides);
/// `.PP`/`.LP`/`.P`, `.sp` and blank lines end paragraphs; `.B`, `.I`, `.BR`… and `\fB`, `\fI`,
/// `\fR`, `\fP` become emphasis; `.nf`/`.fi` and `.EX`/`.EE` code; `.UR`/`.UE` and `.MT`/`.ME`
/// links. Pages written with the mdoc(7) macros are read through their man(7) meaning
/// (`MdocMacros`). Macros it does not know are dropped.
enum ManPageFormat {
    /// The macros and requests this reader gives a meaning to; a page cannot redefine them.
    static let known = Set<String>([
        "TH", "SH", "SS", "PP", "LP", "P", "HP", "TP", "TQ", "IP", "RS", "RE", "B", "I", "SM", "SB", "BR", "BI",
        "IB", "IR", "RB", "RI", "br", "sp", "nf", "fi", "EX", "EE", "ft", "UR", "UE", "MT", "ME", "OP", "SY", "YS", "IX",
    ]).union(MdocMacros.names)

    static func decode(_ text: String, file: String) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        var reader = ManPageReader(input: RoffInput(text, builtIn: known))
        reader.read()
        return try ManualStructure.build(reader.headings, fallbackTitle: reader.pageTitle, file: file, kind: TranslatableText("man page"))
    }
}

/// The man(7) macros' meaning, one line at a time.
private struct ManPageReader {
    /// An open container of blocks: the heading's text, an `.RS` indent, or a list entry.
    private struct Frame {
        enum Kind { case root, indent, item(endsWithIndent: Bool) }
        var kind: Kind
        var blocks: [ManualBlock] = []
        var item: ManualItem?
    }

    /// Where the next line of text goes when it is not the page's text.
    private enum Pending { case heading(level: Int, line: Int), tag(line: Int), extraTag }

    static let maximumDepth = 12

    var input: RoffInput
    private(set) var headings = [ManualHeading(level: 0, title: "", line: 0)]
    private(set) var pageTitle: String?
    private var frames = [Frame(kind: .root)]
    /// `.RS` not opened because the nesting is already at its deepest; their `.RE`s do nothing.
    private var unopenedIndents = 0
    private var paragraph = StyledText()
    /// The lines of a code block while no-fill mode (`.nf`, `.EX`) is on.
    private var code: [String]?
    private var pending: Pending?
    private var pendingText = StyledText()
    /// Lines of text since `.PP` (and its line): one to three lines right before `.RS` are a tag.
    private var linesSinceParagraph: Int?
    private var paragraphLine = 0
    private var link: (url: String, label: StyledText)?
    private var fontForNextLine: StyledText.Style?
    private var joinsNextLine = false
    /// What an mdoc page's `.Nm` alone stands for: the name its first `.Nm` gave.
    private var mdocName: String?

    init(input: RoffInput) { self.input = input }

    mutating func read() {
        while let line = input.next() {
            switch line {
            case .text(let text, let number): textLine(text, number: number)
            case .request(let name, let arguments, let number): request(name, arguments, number: number)
            }
        }
        endHeading()
    }

    private mutating func textLine(_ text: String, number: Int) {
        if code != nil {
            var line = StyledText()
            input.text.append(text, to: &line)
            code!.append(line.plainText)
            return
        }
        if pending == nil, link == nil, text.allSatisfy({ $0 == " " || $0 == "\t" }) {
            endParagraph()
            return
        }
        // A line that starts with a space starts a new line (not after `\c`, which joins it).
        if pending == nil, link == nil, !joinsNextLine, text.first == " " || text.first == "\t" { paragraph.appendLineBreak() }
        var piece = StyledText()
        let fontBefore = input.text.font
        let joined = joinsNextLine
        if let font = fontForNextLine {
            let saved = input.text.font
            input.text.setFont(font)
            joinsNextLine = input.text.append(text, to: &piece)
            input.text.setFont(saved)
            fontForNextLine = nil
        } else {
            joinsNextLine = input.text.append(text, to: &piece)
        }
        add(piece, number: number, font: fontBefore, joined: joined)
    }

    /// A line's text, to wherever text goes now.
    private mutating func add(_ piece: StyledText, number: Int, font: StyledText.Style = .plain, joined: Bool = false) {
        if pending != nil {
            if !pendingText.isEmpty, !joined { pendingText.append(" ", .plain) }
            pendingText.append(contentsOf: piece)
            if !joinsNextLine { completePending() }
            return
        }
        if link != nil {
            if !link!.label.isEmpty, !joined { link!.label.append(" ", .plain) }
            link!.label.append(contentsOf: piece)
            return
        }
        // The space between two lines is in the font of the text around it (`**a b**`, not `**a** **b**`).
        if !paragraph.isEmpty && !joined { paragraph.append(" ", font) }
        paragraph.append(contentsOf: piece)
        if let lines = linesSinceParagraph { linesSinceParagraph = lines < 3 ? lines + 1 : nil }
    }

    private mutating func completePending() {
        let text = pendingText
        pendingText = StyledText()
        switch pending {
        case .heading(let level, let line)?:
            pending = nil
            startHeading(level: level, title: text.singleLine, line: line)
        case .tag(let line)?:
            pending = nil
            openItem(ManualItem(marker: .tag, tag: text, line: line))
        case .extraTag?:
            pending = nil
            if case .item = frames[frames.count - 1].kind, !text.isEmpty {
                frames[frames.count - 1].item?.tag.append(", ", .plain)
                frames[frames.count - 1].item?.tag.append(contentsOf: text)
            }
        case nil: break
        }
    }

    private mutating func request(_ name: String, _ arguments: [String], number: Int) {
        let linesBefore = linesSinceParagraph
        linesSinceParagraph = nil
        if ["SH", "SS", "PP", "LP", "P", "HP", "TP", "IP"].contains(name) { input.text.resetFont() }
        switch name {
        case "TH":
            if let title = arguments.first { pageTitle = StyledText.collapsed(input.text.plain(title)) }
        case "SH", "SS":
            endHeading()
            code = nil
            let title = input.text.plain(arguments.joined(separator: " "))
            if title.allSatisfy(\.isWhitespace) {
                pending = .heading(level: name == "SH" ? 1 : 2, line: number)
            } else {
                startHeading(level: name == "SH" ? 1 : 2, title: StyledText.collapsed(title), line: number)
            }
        case "PP", "LP", "P", "HP":
            endParagraph()
            closeItems()
            if name != "HP" { linesSinceParagraph = 0; paragraphLine = number }
        case "TP":
            endParagraph()
            closeItems()
            pending = .tag(line: number)
        case "TQ":
            if case .item = frames[frames.count - 1].kind { pending = .extraTag }
        case "IP":
            endParagraph()
            let tag = StyledText.collapsed(input.text.plain(arguments.first ?? ""))
            guard !tag.isEmpty else {
                if case .item = frames[frames.count - 1].kind {} else { closeItems() }
                return
            }
            closeItems()
            var text = StyledText()
            input.text.append(arguments[0], to: &text)
            openItem(ManualItem(marker: ManualItem.marker(of: tag), tag: text, line: number))
        case "RS":
            if let lines = linesBefore, (1...3).contains(lines), !paragraph.isEmpty,
               !paragraph.plainText.trimmingCharacters(in: " ").hasSuffix(":"), frames.count < Self.maximumDepth {
                // `.PP` + a line + an indented body: DocBook's and many authors' tagged entry.
                let tag = paragraph
                paragraph = StyledText()
                frames.append(Frame(kind: .item(endsWithIndent: true), item: ManualItem(marker: .tag, tag: tag, line: paragraphLine + 1)))
                return
            }
            endParagraph()
            if frames.count < Self.maximumDepth { frames.append(Frame(kind: .indent)) } else { unopenedIndents += 1 }
        case "RE":
            endParagraph()
            if unopenedIndents > 0 { unopenedIndents -= 1; return }
            while frames.count > 1 {
                let kind = frames[frames.count - 1].kind
                closeFrame()
                if case .indent = kind { break }
                if case .item(true) = kind { break }
            }
        case "br":
            if code == nil {
                paragraph.appendLineBreak()
                linesSinceParagraph = linesBefore
            }
        case "sp":
            if code != nil { code!.append("") } else { endParagraph() }
        case "nf", "EX":
            endParagraph()
            if code == nil { code = [] }
        case "fi", "EE":
            endCode()
            code = nil
        case "ft":
            let font = arguments.first ?? "P"
            if font == "P" { input.text.restorePreviousFont() } else { input.text.setFont(RoffText.style(ofFont: font)) }
        case "B", "I", "SM", "SB":
            let style: StyledText.Style = name == "I" ? .italic : name == "SM" ? .plain : .bold
            guard !arguments.isEmpty else { fontForNextLine = style; return }
            fontMacro(arguments, styles: [style], joined: " ", number: number)
            linesSinceParagraph = linesBefore.map { $0 + 1 }
        case "BR", "BI", "IB", "IR", "RB", "RI":
            let styles = name.map { letter -> StyledText.Style in letter == "B" ? .bold : letter == "I" ? .italic : .plain }
            fontMacro(arguments, styles: styles, joined: "", number: number)
            linesSinceParagraph = linesBefore.map { $0 + 1 }
        case "UR", "MT":
            link = ((name == "MT" ? "mailto:" : "") + (arguments.first ?? ""), StyledText())
        case "UE", "ME":
            guard let (url, label) = link else { return }
            link = nil
            if !paragraph.isEmpty { paragraph.append(" ", .plain) }
            let shown = label.singleLine
            paragraph.appendLink(shown.isEmpty && url.hasPrefix("mailto:") ? String(url.dropFirst(7)) : shown, url: url)
            if let trailing = arguments.first { input.text.append(trailing, to: &paragraph) }
        case "OP":
            var piece = StyledText()
            piece.append("[", .plain)
            piece.append(input.text.plain(arguments.first ?? ""), .bold)
            if arguments.count > 1 { piece.append(" ", .plain); piece.append(input.text.plain(arguments[1]), .italic) }
            piece.append("]", .plain)
            add(piece, number: number)
        case "SY":
            endParagraph()
            fontMacro(arguments, styles: [.bold], joined: " ", number: number)
        case "YS":
            endParagraph()
        case "IX":
            // pod2man writes `=head3` as an italic line and `=head4` as a plain one, each
            // followed by `.IX Subsection` with its text.
            guard arguments.count >= 2, arguments[0] == "Subsection", frames.count == 1, pending == nil, code == nil,
                  !paragraph.isEmpty, Self.letters(paragraph.plainText) == Self.letters(input.text.plain(arguments[1])) else { return }
            let title = paragraph
            paragraph = StyledText()
            endHeading()
            startHeading(level: title.isAll(.italic) ? 3 : 4, title: title.singleLine, line: number - 1)
        default:
            if name == "Nm", mdocName == nil, let first = arguments.first { mdocName = first }
            if let meaning = MdocMacros.meaning(name, arguments, pageName: mdocName) { mdoc(meaning, number: number) }
        }
    }

    /// An mdoc line, done as the man(7) macros it stands for.
    private mutating func mdoc(_ meaning: MdocMacros.Meaning, number: Int) {
        switch meaning {
        case .request(let name, let arguments):
            request(name, arguments, number: number)
        case .words(let words):
            add(styled(words), number: number)
        case .paragraph(let words):
            endParagraph()
            add(styled(words), number: number)
            endParagraph()
        case .item(let words):
            endParagraph()
            closeItems()
            var tag = StyledText()
            if words.isEmpty { tag.append("•", .plain) } else { tag = styled(words) }
            openItem(ManualItem(marker: words.isEmpty ? ManualItem.marker(of: "•") : .tag, tag: tag, line: number))
        case .listStart:
            // A list is an indent, never the `.PP` + line + `.RS` tagged entry.
            linesSinceParagraph = nil
            request("RS", [], number: number)
        case .listEnd:
            request("RE", [], number: number)
        case .ignored:
            break
        }
    }

    /// Words as the page's text, their roff escapes read.
    private mutating func styled(_ words: [MdocMacros.Word]) -> StyledText {
        var piece = StyledText()
        let saved = input.text.font
        var previous: StyledText.Style?
        for word in words {
            // A space between two words of one style is in that style (`git show`, not `git` `show`).
            if word.spaceBefore, !piece.isEmpty { piece.append(" ", previous == word.style && word.link == nil ? word.style : .plain) }
            previous = word.link == nil ? word.style : nil
            if let url = word.link {
                piece.appendLink(input.text.plain(word.text), url: url)
                continue
            }
            input.text.setFont(word.style)
            input.text.append(word.text, to: &piece)
        }
        input.text.setFont(saved)
        joinsNextLine = false
        return piece
    }

    private static func letters(_ text: String) -> String { String(text.filter { $0.isLetter || $0.isNumber }) }

    /// `.B word…` or `.BR a b…`: the arguments in turn in the given styles.
    private mutating func fontMacro(_ arguments: [String], styles: [StyledText.Style], joined: String, number: Int) {
        var piece = StyledText()
        let saved = input.text.font
        for (n, argument) in arguments.enumerated() {
            if n > 0, !joined.isEmpty { piece.append(joined, styles[0]) }
            input.text.setFont(styles[n % styles.count])
            input.text.append(argument, to: &piece)
        }
        input.text.setFont(saved)
        joinsNextLine = false
        add(piece, number: number)
    }

    private mutating func endParagraph() {
        if pending != nil { completePending() }
        if !paragraph.isEmpty {
            frames[frames.count - 1].blocks.append(.paragraph(paragraph))
            paragraph = StyledText()
        }
        endCode()
    }

    private mutating func endCode() {
        guard let lines = code, !lines.isEmpty else { return }
        frames[frames.count - 1].blocks.append(.code(RestructuredTextBlocks.dedent(lines).joined(separator: "\n")))
        code = []
    }

    private mutating func openItem(_ item: ManualItem) {
        guard frames.count < Self.maximumDepth else {
            frames[frames.count - 1].blocks.append(.paragraph(item.tag))
            return
        }
        frames.append(Frame(kind: .item(endsWithIndent: false), item: item))
    }

    /// Closes the list entries open at the current indent (a new entry or paragraph ends them).
    private mutating func closeItems() {
        while case .item(false) = frames[frames.count - 1].kind { closeFrame() }
    }

    private mutating func closeFrame() {
        endParagraph()
        let frame = frames.removeLast()
        switch frame.kind {
        case .root: frames.append(frame)
        case .indent: frames[frames.count - 1].blocks += frame.blocks
        case .item:
            var item = frame.item!
            item.blocks = frame.blocks
            frames[frames.count - 1].blocks.append(.item(item))
        }
    }

    private mutating func endHeading() {
        endParagraph()
        while frames.count > 1 { closeFrame() }
        unopenedIndents = 0
        headings[headings.count - 1].blocks += frames[0].blocks
        frames[0].blocks = []
    }

    private mutating func startHeading(level: Int, title: String, line: Int) {
        guard !title.isEmpty else { return }
        headings.append(ManualHeading(level: level, title: title, line: line))
    }
}
