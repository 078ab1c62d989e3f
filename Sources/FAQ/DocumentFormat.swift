/// The formats FAQ Browser reads: told apart by the file name's extension first, then by the
/// first characters and the marks each format leaves (`#+TITLE:`, `.. directive::`, `== Title`…).
public enum DocumentFormat: String, Equatable, Sendable, CaseIterable {
    /// The native format, or schema.org FAQPage JSON-LD.
    case json
    /// A web page: its FAQPage JSON-LD, or its headings and `<dl>` lists.
    case html
    case markdown
    /// Maven FML or DocBook XML.
    case xml
    /// DocBook SGML.
    case sgml
    case restructuredText
    case asciiDoc
    case org
    /// A man page (the man(7) macros).
    case manPage
    /// Perl's Plain Old Documentation.
    case pod
    /// Texinfo source (the GNU FAQs).
    case texinfo
    /// A plain-text FAQ, read by a scored reader that refuses below its confidence.
    case plainText

    /// What `--check` and messages call the importer.
    public var name: String {
        switch self {
        case .json: "JSON"
        case .html: "HTML"
        case .markdown: "Markdown"
        case .xml: "XML"
        case .sgml: "DocBook SGML"
        case .restructuredText: "reStructuredText"
        case .asciiDoc: "AsciiDoc"
        case .org: "Org"
        case .manPage: "man page"
        case .pod: "POD"
        case .texinfo: "Texinfo"
        case .plainText: "plain text"
        }
    }

    /// The sentence that names every format, for a file none of them fits.
    static let supportedFormats = TranslatableText("FAQ Browser reads FAQ JSON, schema.org FAQPage JSON-LD (a JSON file or a saved page), JSON lists of questions and answers, Markdown and MDX, reStructuredText, AsciiDoc, Org, HTML FAQ pages, Maven FML, DocBook (XML or SGML), LinuxDoc SGML, man pages, Perl and Raku POD, Texinfo and plain-text FAQs whose questions it can tell apart with confidence (“Q:” and “A:” lines, numbered entries, questions with indented answers, titled or bulleted entries, paragraphs opening with their questions, mail digests)")

    /// Sphinx copies each page's source to `_sources/NAME.rst.txt` (or `.md.txt`): the first
    /// extension is the format.
    static let extensions: [(suffixes: [String], format: DocumentFormat)] = [
        ([".json", ".jsonld"], .json),
        ([".md", ".markdown", ".mdx", ".mdown", ".mkd", ".mkdn", ".md.txt", ".qmd", ".rmd"], .markdown),
        ([".rst", ".rest", ".rst.txt"], .restructuredText),
        ([".adoc", ".asciidoc", ".asc"], .asciiDoc),
        ([".org"], .org),
        ([".html", ".htm", ".xhtml", ".shtml"], .html),
        ([".fml", ".xml", ".docbook", ".dbk"], .xml),
        ([".sgml", ".sgm"], .sgml),
        ([".pod", ".pod6", ".rakudoc"], .pod),
        ([".texi", ".texinfo", ".txi"], .texinfo),
    ]

    /// Plain text is the last resort for these extensions (`.ascii`: bfnn's text output) and for a
    /// name without one.
    static let plainTextExtensions = [".txt", ".text", ".faq", ".ascii"]

    /// Extensions a file named "faq" may have and not be a FAQ's text: source code, templates, styles, data and binaries.
    static let sourceExtensions: Set<String> = [
        // Source code.
        "c", "h", "cc", "cpp", "cxx", "hpp", "hh", "m", "mm", "swift", "py", "rb", "pl", "pm", "sh", "bash", "el", "lisp", "scm",
        "js", "mjs", "cjs", "ts", "tsx", "jsx", "vue", "svelte", "java", "kt", "scala", "go", "rs", "php", "cs", "ml", "hs",
        "lua", "tcl", "r", "jl", "dart", "ex", "exs", "erl", "clj", "cljs", "fs", "vb", "vim", "bat", "cmd", "ps1", "mk", "cmake",
        // Templates, which hold a page's text among their own tags.
        "erb", "haml", "twig", "tmpl", "tpl", "tt", "j2", "jinja", "jinja2", "hbs", "njk", "ejs", "liquid", "mustache", "jsp",
        "asp", "aspx", "inc", "xsl", "xslt", "pug", "jade", "slim", "astro",
        // Styles, data and build files.
        "css", "scss", "sass", "less", "yml", "yaml", "toml", "ini", "cfg", "conf", "csv", "tsv", "sql", "tex", "sty", "po",
        "pot", "diff", "patch", "in", "am", "ac", "m4", "lock", "map", "bak", "orig", "swp",
        // Binaries.
        "ps", "pdf", "dvi", "png", "jpg", "jpeg", "gif", "svg", "ico", "webp", "zip", "tar", "bz2", "xz", "zst", "o", "so", "a",
        "class", "jar", "pyc", "mo",
    ]

    /// Languages a FAQ's translation is named by (`FAQ.en`, `FAQ.ru`): plain text too. Codes that
    /// name source files as well (`.pl`, `.sh`, `.el`, `.cs`, `.ml`, `.ts`) are left out.
    static let languageSuffixes: Set<String> = [
        "en", "de", "fr", "es", "it", "ru", "ja", "zh", "pt", "nl", "sv", "da", "fi", "no", "nb", "nn", "hu", "ro",
        "bg", "uk", "tr", "ko", "ca", "hr", "sr", "sl", "sk", "et", "lt", "lv", "eo", "eu", "gl", "he", "ar", "fa",
        "hi", "id", "vi", "th",
    ]

    /// The format of a file: by its extension when it has a known one, else by content; plain
    /// text when no other format claims a `.txt`, `.text`, `.faq` file or one without an
    /// extension (`FAQ`, `README.FAQ`); nil when nothing fits.
    static func detect(_ bytes: [UInt8], fileName: String) -> DocumentFormat? {
        detection(bytes, fileName: fileName)?.format
    }

    /// A format as `detect` tells it, and whether only the content told it, for a file the
    /// plain-text reader would take otherwise (`FAQ`, `notes.txt`): such a guess may be
    /// checked against a plain-text reading (`SecondOpinion`).
    struct Detection: Equatable {
        var format: DocumentFormat
        var sniffed: Bool
    }

    static func detection(_ bytes: [UInt8], fileName: String) -> Detection? {
        let name = fileName.lowercased()
        if let known = extensions.first(where: { $0.suffixes.contains(where: name.hasSuffix) }) {
            // An XML-declared or XML-only `.sgml` file is XML.
            if known.format == .sgml, byContent(bytes) == .xml { return Detection(format: .xml, sniffed: false) }
            return Detection(format: known.format, sniffed: false)
        }
        // `gitfaq.7`, `DBI.3pm`, `x.man`: a man page when it reads as roff; a Perl module
        // (`.pm`) only for its POD.
        if hasManPageExtension(name), startsLikeRoff(bytes) { return Detection(format: .manPage, sniffed: false) }
        if name.hasSuffix(".pm") { return podFollowsCode(bytes) ? Detection(format: .pod, sniffed: false) : nil }
        let base = name.split(separator: "/").last ?? ""
        // An extension is a short word after the last dot: "FAQ-4.2-1" and "FAQ-1.2" have none, "faq.c" has.
        let suffix = base.dropFirst().split(separator: ".", omittingEmptySubsequences: false).dropFirst().last
        let hasExtension = suffix.map { $0.count <= 8 && $0.contains(where: \.isLetter) && $0.allSatisfy { $0.isLetter || $0.isNumber } } ?? false
        // "FAQ.Debian", "FAQ.bootcd": a FAQ named by its maintainer or package, not a source, style or data file ("faq.py");
        // "README.Debian", "README.bttv": a README named so is text too.
        func named(_ word: String) -> Bool {
            base.split(separator: ".").dropLast().last?.hasSuffix(word) == true
                && suffix.map { !sourceExtensions.contains(String($0)) } == true && !bytes.contains(0)
        }
        let namedFAQ = named("faq"), namedReadme = named("readme")
        let plainTextName = !hasExtension || plainTextExtensions.contains(where: base.hasSuffix) || namedFAQ || namedReadme
            || suffix.map { languageSuffixes.contains(String($0)) } == true && base.dropLast(3).contains("faq")
        if let format = byContent(bytes) { return Detection(format: format, sniffed: plainTextName) }
        let blank = bytes.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if !blank, plainTextName { return Detection(format: .plainText, sniffed: false) }
        return nil
    }

    static func byContent(_ bytes: [UInt8]) -> DocumentFormat? {
        let i = contentStart(bytes)
        guard i < bytes.count else { return nil }
        let head = String(decoding: bytes[i..<min(bytes.count, i + 4096)], as: UTF8.self)
        let lower = head.lowercased()
        switch bytes[i] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return .json
        case UInt8(ascii: "<"):
            let pageStarts = ["<!doctype html", "<html", "<head", "<meta", "<script", "<body", "<title"]
            if pageStarts.contains(where: lower.hasPrefix) { return .html }
            if lower.hasPrefix("<?xml") || lower.hasPrefix("<faqs") { return .xml }
            if lower.hasPrefix("<!--"), let end = lower.range(ofLiteralIn: "-->") {
                // A leading comment says nothing: what follows it does.
                let skipped = lower.utf8.distance(from: lower.startIndex, to: end.upperBound)
                if i + skipped < bytes.count, lower.utf8.count == head.utf8.count {
                    return byContent(Array(bytes[(i + skipped)...]))
                }
            }
            if lower.hasPrefix("<!doctype") || lower.hasPrefix("<!--") {
                if lower.contains("docbook") && !lower.contains("docbook xml") || LinuxDocFormat.declares(lower) { return .sgml }
                if lower.contains("<html") { return .html }
                return .xml
            }
            if lower.hasPrefix("<details") || lower.hasPrefix("<h1") || lower.hasPrefix("<p") || lower.hasPrefix("<div") {
                return looksLikeMarkdown(head) ? .markdown : .html
            }
            return looksLikeMarkdown(head) ? .markdown : nil
        default:
            return byTextContent(bytes, from: i)
        }
    }

    /// A file that only starts like JSON, told by its text (`[1]`, a text browser's first link
    /// mark, opens squidGuard's `faq.txt`): the line formats' signs, or plain text when its
    /// name allows. Only for a `sniffed` JSON whose JSON is broken.
    static func detectionWithoutJSON(_ bytes: [UInt8]) -> Detection {
        if let format = byTextContent(bytes, from: contentStart(bytes)) { return Detection(format: format, sniffed: true) }
        return Detection(format: .plainText, sniffed: false)
    }

    /// Where the content starts: after a byte-order mark and blank space.
    private static func contentStart(_ bytes: [UInt8]) -> Int {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        return i
    }

    /// The line formats (every one but JSON and the markup ones), told by the text from `i` on.
    private static func byTextContent(_ bytes: [UInt8], from i: Int) -> DocumentFormat? {
        let text = String(decoding: bytes[i..<min(bytes.count, i + 65536)], as: UTF8.self)
        // Info's nodes are Texinfo's plain-text output: the plain-text reader takes them.
        if InfoNodes.looksLikeInfo(text) { return .plainText }
        if TexinfoFormat.looksLikeTexinfo(Substring(text)) { return .texinfo }
        if looksLikeManPage(text) { return .manPage }
        if looksLikePOD(text) { return .pod }
        if looksLikeOrg(text) { return .org }
        if looksLikeAsciiDoc(text) { return .asciiDoc }
        // Texinfo's plain text underlines its titles as reStructuredText does: told apart first.
        if PlainTextTexinfo.looksLikeTexinfo(text) { return .plainText }
        if looksLikeRestructuredText(text) { return .restructuredText }
        if looksLikeMarkdown(text) { return .markdown }
        return nil
    }

    private static func head(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.prefix(65536), as: UTF8.self)
    }

    /// `.1` to `.9`, with a suffix (`.3pm`, `.1p`, `.3perl`), or `.man`.
    static func hasManPageExtension(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), let base = name[..<dot].last, base != "/" else { return false }
        let suffix = name[name.index(after: dot)...]
        if suffix == "man" { return true }
        guard let first = suffix.first, ("1"..."9").contains(first) else { return false }
        return suffix.dropFirst().count <= 5 && suffix.dropFirst().allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// The first thing in the file is a roff request or comment (`.`, `'`, `\"`).
    static func startsLikeRoff(_ bytes: [UInt8]) -> Bool {
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: ".") || first == UInt8(ascii: "'") || bytes.starts(with: Array("\\\"".utf8))
    }

    /// Roff requests from the first line, and a `.TH` among them: comments (`.\"`, `'\" t`)
    /// and definitions may come first (pod2man writes 70 lines of them).
    static func looksLikeManPage(_ text: String) -> Bool {
        guard startsLikeRoff(Array(text.utf8.prefix(64))) else { return false }
        return lines(text).prefix(400).contains { $0.hasPrefix(".TH ") || $0.hasPrefix(".TH\t") || $0 == ".TH" }
    }

    /// A `=head1`…`=head4` command at the start of a line, with `=pod`, `=cut`, `=encoding`,
    /// Perl's `__END__` or a first line that is a POD command too.
    static func looksLikePOD(_ text: String) -> Bool {
        let lines = lines(text)
        guard hasPODHeadings(lines) else { return false }
        let firstLine = lines.first { !$0.allSatisfy(\.isWhitespace) }
        return firstLine?.first == "=" || lines.contains { ["=cut", "=pod", "=encoding", "__END__"].contains(where: $0.hasPrefix) }
    }

    /// Whether a Perl module holds POD headings anywhere: its documentation often follows thousands of lines of
    /// code, after `__END__` (Net::OpenSSH's FAQ, 4,800 lines in).
    static func podFollowsCode(_ bytes: [UInt8]) -> Bool {
        let heading = Array("\n=head".utf8)
        guard bytes.count > heading.count else { return false }
        return (0...(bytes.count - heading.count - 1)).contains { k in
            bytes[k] == 0x0A && bytes[k..<k + heading.count].elementsEqual(heading) && (UInt8(ascii: "1")...UInt8(ascii: "4")).contains(bytes[k + heading.count])
        }
    }

    private static func hasPODHeadings(_ lines: [Substring]) -> Bool {
        lines.contains { $0.hasPrefix("=head") && $0.dropFirst(5).first.map { ("1"..."4").contains($0) } == true }
    }

    private static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).prefix(2000).map(\.withoutTrailingWhitespace)
    }

    /// `#+TITLE:`-style keywords, or `** ` headlines.
    static func looksLikeOrg(_ text: String) -> Bool {
        let lines = lines(text)
        let keywords = lines.filter { $0.hasPrefix("#+") && $0.dropFirst(2).prefix { $0 != ":" }.allSatisfy { $0.isLetter || $0 == "_" } && $0.contains(":") }
        let deepHeadlines = lines.filter { $0.hasPrefix("** ") || $0.hasPrefix("*** ") }
        return keywords.count >= 1 && lines.contains { $0.hasPrefix("* ") } || keywords.count >= 2 || deepHeadlines.count >= 2 && lines.contains { $0.hasPrefix("* ") && !$0.hasPrefix("* [") }
            && !lines.contains { $0.hasPrefix("#") && !$0.hasPrefix("#+") }
    }

    /// A `= Title` first line with `==` sections, or AsciiDoc's `[qanda]`, `==` sections beside
    /// `:attribute:` lines or preprocessor lines (`ifndef::name[]`, `include::file[]`); or labelled-list terms (`Question?::` with its text on the next line, never
    /// rST's `::` before a blank line) beside `[[id]]` anchors or `+` continuations; or two-line titles under `[[id]]` anchors.
    static func looksLikeAsciiDoc(_ text: String) -> Bool {
        let lines = lines(text)
        let titled = lines.first { !$0.allSatisfy(\.isWhitespace) && !$0.hasPrefix("//") }?.hasPrefix("= ") ?? false
        let sections = lines.filter { $0.hasPrefix("== ") || $0.hasPrefix("=== ") }.count
        let qanda = lines.contains { $0 == "[qanda]" }
        let attributes = lines.filter { $0.hasPrefix(":") && $0.dropFirst().contains(":") && !$0.hasPrefix("::") }.count
        let preprocessor = lines.contains { line in
            ["ifdef::", "ifndef::", "ifeval::", "endif::", "include::"].contains(where: line.hasPrefix) && line.hasSuffix("]")
        }
        // Titles at the margin (`== Where to get it?`) with delimited blocks (`....`, `----` in
        // pairs), as a `.txt` converted to AsciiDoc has without a document title.
        let delimiters = lines.filter { $0.count >= 4 && ($0.allSatisfy { $0 == "." } || $0.allSatisfy { $0 == "-" }) }.count
        let delimited = delimiters >= 2 && delimiters % 2 == 0
        if qanda || (titled && (sections > 0 || attributes > 0)) || (sections >= 2 && (attributes >= 1 || preprocessor))
            || (sections >= 3 && delimited) { return true }
        var terms = 0
        for (n, line) in lines.enumerated() where n + 1 < lines.count && line.hasSuffix("::") && !line.hasPrefix(".. ") {
            if let first = line.first, !first.isWhitespace, !lines[n + 1].allSatisfy(\.isWhitespace) { terms += 1 }
        }
        let anchors = lines.filter(isAsciiDocAnchor).count
        // An anchor (`[[id]]`, Asciidoctor's `[#id]`) over a title, one-line (`== Title`) or
        // two-line, twice or more: reStructuredText names its targets `.. _id:`, Markdown has none.
        if anchors >= 2 {
            let anchoredTitles = lines.indices.dropLast().count { n in
                guard isAsciiDocAnchor(lines[n]) else { return false }
                if isOneLineTitle(lines[n + 1]) { return true }
                return n + 2 < lines.count
                    && AsciiDocSetextTitles.title([String(lines[n]), String(lines[n + 1]), String(lines[n + 2])], at: 1) != nil
            }
            if anchoredTitles >= 2 { return true }
        }
        let continuations = lines.filter { $0 == "+" }.count
        let directives = lines.contains { $0.hasPrefix(".. ") && $0.contains("::") }
        let start = lines.firstIndex { !$0.allSatisfy(\.isWhitespace) } ?? 0
        let twoLineTitle = start + 1 < lines.count && AsciiDocSetextTitles.title([String(lines[start]), String(lines[start + 1])], at: 0)?.level == 0
        // A two-line title over a header that sets an attribute ("General FAQ" over "====", an
        // author line and `:toc:`, X.Org's `general.txt`).
        // (An author line, a revision line and a few attributes: its first four lines are enough.)
        let header = twoLineTitle ? lines[(start + 2)...].prefix { !$0.allSatisfy(\.isWhitespace) }.prefix(4) : []
        if header.contains(where: isAttributeEntry), !directives { return true }
        return terms >= 2 && (anchors >= 1 || continuations >= 1 || twoLineTitle) && !directives
    }

    /// Attributes only AsciiDoc sets in a header (reStructuredText's docinfo has `:author:` and
    /// `:date:` too, and Markdown writes `:warning:` for an emoji: those tell nothing).
    static let asciiDocAttributes: Set<Substring> = [
        "toc", "toc2", "toc-title", "toclevels", "toc-placement", "numbered", "sectnums", "sectnumlevels", "icons", "experimental",
        "sectanchors", "sectlinks", "nofooter", "noheader", "hardbreaks", "linkattrs", "data-uri", "showtitle", "notitle", "idprefix",
        "idseparator", "doctype", "source-highlighter", "imagesdir", "stem", "encoding", "revnumber", "revdate", "revremark",
        "compat-mode", "backend", "pagenums", "outfilesuffix", "stylesheet", "linkcss", "max-width", "lang",
    ]

    /// An AsciiDoc attribute entry: one of `asciiDocAttributes` between colons (`:toc:`,
    /// `:source-highlighter: rouge`).
    static func isAttributeEntry(_ line: Substring) -> Bool {
        guard line.hasPrefix(":"), let close = line.dropFirst().firstIndex(of: ":") else { return false }
        let name = line[line.index(after: line.startIndex)..<close]
        let rest = line[line.index(after: close)...]
        return asciiDocAttributes.contains(name) && (rest.isEmpty || rest.first == " ")
    }

    /// A block anchor alone on its line: `[[id]]`, or Asciidoctor's `[#id]` (roles may follow the id).
    static func isAsciiDocAnchor(_ line: Substring) -> Bool {
        line.count > 4 && line.hasPrefix("[[") && line.hasSuffix("]]") || line.count > 3 && line.hasPrefix("[#") && line.hasSuffix("]") && !line.contains(" ")
    }

    /// A one-line AsciiDoc title: one to six "=" and a space before its text.
    private static func isOneLineTitle(_ line: Substring) -> Bool {
        let marks = line.prefix { $0 == "=" }.count
        return (1...6).contains(marks) && line.dropFirst(marks).first == " " && line.dropFirst(marks + 1).contains { !$0.isWhitespace }
    }

    /// Title underlines of rST's punctuation, `.. directive::` lines and `.. _targets:`.
    static func looksLikeRestructuredText(_ text: String) -> Bool {
        let lines = lines(text)
        let directives = lines.filter { $0.hasPrefix(".. ") && ($0.contains("::") || $0.hasPrefix(".. _")) }.count
        var adornments = 0
        for (n, line) in lines.enumerated() {
            // A run of backticks is Markdown's code fence, closing code whose last line is short ("end" over "```").
            guard n > 0, let c = line.first, c != "`", line.count >= 2, RestructuredTextFormat.adornmentCharacters.contains(c),
                  line.allSatisfy({ $0 == c }) else { continue }
            let above = lines[n - 1]
            // `=` and `-` underlines are also Markdown's; they count only beside rST directives.
            // A line framed by the rule's own mark ("*****  Tools  *****") is a plain-text box, not a title.
            let boxed = above.first == c && above.last == c
            if !above.allSatisfy(\.isWhitespace), !above.allSatisfy({ $0 == c }), !boxed, line.count >= String(above).trimmingCharacters(in: " ").count,
               c != "=" && c != "-" || directives > 0 {
                // Over- and underlined alike ("****" / "Title" / "****"), as only reStructuredText writes a title.
                adornments += n >= 2 && lines[n - 2] == line ? 2 : 1
            }
        }
        return directives >= 1 && adornments >= 1 || adornments >= 2
    }

    /// ATX headings (`## Question`) or `<details>` blocks. A version-control keyword after a
    /// comment's "#" (`# $Id: FAQ.txt 294 2006-11-07 $`) is no heading.
    static func looksLikeMarkdown(_ text: String) -> Bool {
        let lines = lines(text)
        // A title boxed in rules of "#" ("#####" / "## Misc ##" / "#####") is plain text's.
        func isHashRule(_ k: Int) -> Bool { lines.indices.contains(k) && lines[k].count >= 7 && lines[k].allSatisfy { $0 == "#" } }
        let atx = lines.indices.filter { k in
            guard let atx = ATXHeading.opening(Substring(lines[k])), atx.rest.first == " " else { return false }
            let text = atx.rest.dropFirst()
            return text.contains { !$0.isWhitespace } && !isVersionKeyword(text) && !(isHashRule(k - 1) && isHashRule(k + 1))
        }.count
        let details = lines.contains { $0.lowercased().hasPrefix("<details") }
        return atx >= 1 || details
    }

    /// An RCS, CVS or Subversion keyword as expanded in a file: `$Id: … $`, `$Revision: 1.2 $`.
    static func isVersionKeyword(_ text: Substring) -> Bool {
        let trimmed = String(text).trimmingCharacters(in: " \t\r")
        guard trimmed.hasPrefix("$"), trimmed.hasSuffix("$"), trimmed.count > 2 else { return false }
        let name = trimmed.dropFirst().prefix { $0.isASCII && $0.isLetter }
        return ["Id", "Revision", "Rev", "Header", "Date", "Author", "Source", "RCSfile", "LastChangedDate", "HeadURL"].contains(String(name))
            && (trimmed.dropFirst(name.count + 1).first == ":" || trimmed.dropFirst(name.count + 1).first == "$")
    }
}
