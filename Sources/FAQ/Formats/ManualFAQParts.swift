/// A manual that holds its FAQ as one part: sesam(1)'s `.SH FREQUENTLY ASKED QUESTIONS`, epoll(7)'s
/// `.SS Questions and answers`, Bison's `@chapter Frequently Asked Questions`, Automake's Info chapter
/// "26 Frequently Asked Questions about Automake", Denote's Org manual's `* Frequently Asked Questions`.
/// That part is the FAQ: every line outside it but the page's head (macro definitions, `.TH`, `NAME`,
/// `@settitle`) is blanked before the file is read, so that the reader reads the part as the document and
/// the guard checks it alone, line numbers unchanged. A FAQ page whose questions all sit in such a part (`=head1 FREQUENTLY ASKED QUESTIONS`
/// beside `NAME` and `SEE ALSO`) is read whole, as before: the part must stand among the manual's own
/// headings, none of them naming questions too ("NWIS/ADAPS FAQs"), in a file not named as a FAQ
/// (`mclfaq.7`'s `.SH FAQ` beside its `RESOURCES` and `TOC` is the whole page's).
enum ManualFAQParts {
    struct Heading {
        var level: Int
        var title: String
        /// 0-based.
        var line: Int
    }

    /// Headings of a manual's own, not its boilerplate (`NAME`, `DESCRIPTION`, `SEE ALSO`), outside the
    /// FAQ part: at least this many.
    static let minimumManualHeadings = 2
    /// A part with no headings of its own holds its entries in this many lines at least (epoll's `.IP` items).
    static let minimumPartLines = 3

    /// The text with only its FAQ part and its head left, or nil when it is no manual with one.
    /// `infoChapterLine`: where an Info manual's node named as a FAQ has its chapter's title (`InfoNodes.faqChapterLine`).
    static func only(_ text: String, format: DocumentFormat, fileNamesFAQ: Bool, infoChapterLine: Int? = nil) -> String? {
        guard !fileNamesFAQ else { return nil }
        if format == .plainText { return PlainTextTexinfo.faqChapterOnly(text, chapterLine: infoChapterLine) }
        guard [.manPage, .pod, .texinfo, .org].contains(format) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let headings = self.headings(lines, format: format)
        let parts = headings.indices.filter { HeadingTree.namesAFAQPart(headings[$0].title) }
        guard parts.count == 1, let part = parts.first else { return nil }
        let start = headings[part].line
        let end = headings[(part + 1)...].first { $0.level <= headings[part].level }?.line ?? lines.count
        // Boilerplate names questions too ("MORE QUESTIONS"): the names are weighed before it is set aside.
        let outside = headings.filter { $0.line < start || $0.line >= end }
        guard !outside.contains(where: { namesQuestions($0.title) }),
              outside.count(where: { !ManualStructure.isBoilerplate($0.title) }) >= minimumManualHeadings,
              headings.contains(where: { $0.line > start && $0.line < end }) || end - start > minimumPartLines else { return nil }
        // The head: what comes before the first heading, and a page's NAME (its title).
        // An Org file's `#+title` names the document: the part's headline over headlines of its own would be a group
        // of every question. Over list items, it is what makes them entries.
        let subheadings = headings.contains { $0.line > start && $0.line < end }
        // A Perl module's lines before its POD's first heading are its code, no head of the page.
        let head = format == .pod ? 0 : headings.first?.line ?? 0
        var kept = [0..<head, (format == .org && subheadings ? start + 1 : start)..<end]
        if format == .manPage || format == .pod, let name = headings.firstIndex(where: { ManualStructure.sectionWords($0.title) == ["NAME"] }) {
            kept.append(headings[name].line..<(name + 1 < headings.count ? headings[name + 1].line : lines.count))
        }
        return lines.indices.map { n in kept.contains { $0.contains(n) } ? String(lines[n]) : "" }.joined(separator: "\n")
    }

    /// Whether a title speaks of FAQs or questions at all ("NWIS/ADAPS FAQs", "More questions").
    static func namesQuestions(_ title: String) -> Bool {
        HeadingTree.titleWordList(title).contains { ["faq", "faqs", "questions"].contains($0) }
    }

    /// The sectioning lines of a man page (`.SH`, `.SS`, mdoc's `.Sh`, `.Ss`), a POD (`=head1`–`=head4`), a Texinfo
    /// source (`@chapter` … `@subsubsection`) or an Org file (`*`, `**` …), in the simplest form: a title's inline
    /// marks are left for the words to skip.
    static func headings(_ lines: [Substring], format: DocumentFormat) -> [Heading] {
        if format == .org { return orgHeadlines(lines) }
        var headings: [Heading] = []
        // A block whose lines are not the page's own: a macro's definition, an example, an ignored or foreign block.
        var fenceEnd: Substring?
        for (n, line) in lines.enumerated() {
            let (command, rest) = split(line)
            let name = String(command.dropFirst())
            if let end = fenceEnd {
                if command == end || format == .texinfo && command == "@end" && rest.hasPrefix(end) { fenceEnd = nil }
                continue
            }
            switch (format, line.first) {
            case (.manPage, "."): if name == "de" || name == "de1" || name == "am" { fenceEnd = ".."; continue }
            case (.pod, "="): if name == "begin" { fenceEnd = "=end"; continue }
            case (.texinfo, "@"): if texinfoFences.contains(name) { fenceEnd = Substring(name); continue }
            default: break
            }
            let level: Int? = switch (format, line.first) {
            case (.manPage, "."): ["SH": 1, "Sh": 1, "SS": 2, "Ss": 2][name]
            case (.pod, "="): ["head1": 1, "head2": 2, "head3": 3, "head4": 4][name]
            case (.texinfo, "@"): TexinfoFormat.levels[name]
            default: nil
            }
            guard let level else { continue }
            // `.SH` alone takes its title from the next line.
            var title = rest.isEmpty && format == .manPage && n + 1 < lines.count ? lines[n + 1] : rest
            title = title.filter { $0 != "\"" }[...]
            headings.append(Heading(level: level, title: withoutFontEscapes(String(title)), line: n))
        }
        return headings
    }

    /// An Org file's headlines (`** Title  :tag:`), their tags left out, outside its blocks (`#+begin_src` … `#+end_src`).
    static func orgHeadlines(_ lines: [Substring]) -> [Heading] {
        var headings: [Heading] = []
        var inBlock = false
        for (n, line) in lines.enumerated() {
            let lower = line.lowercased()
            if lower.hasPrefix("#+begin_") { inBlock = true; continue }
            if lower.hasPrefix("#+end_") { inBlock = false; continue }
            let stars = line.prefix { $0 == "*" }.count
            guard !inBlock, stars > 0, line.dropFirst(stars).first == " " else { continue }
            var title = String(line.dropFirst(stars)).trimmingCharacters(in: " \t")
            if title.hasSuffix(":"), let space = title.lastIndex(of: " "), title[space...].dropFirst().first == ":" {
                title = String(title[..<space]).trimmingCharacters(in: " \t")
            }
            headings.append(Heading(level: stars, title: title, line: n))
        }
        return headings
    }

    /// A line's first word and the rest, trimmed.
    private static func split(_ line: Substring) -> (Substring, Substring) {
        let command = line.prefix { $0 != " " && $0 != "\t" }
        return (command, line.dropFirst(command.count).drop { $0 == " " || $0 == "\t" })
    }

    /// Texinfo blocks whose lines are an example or not shown.
    static let texinfoFences: Set<String> = ["example", "smallexample", "lisp", "smalllisp", "verbatim", "ignore", "display",
                                             "format", "tex", "html", "iftex", "ifhtml", "macro"]

    /// A roff title without its font changes: `\fBsesam\fR` is "sesam", `\f(CWFAQ\fP` and `\f[B]FAQ` are "FAQ".
    static func withoutFontEscapes(_ title: String) -> String {
        var out = ""
        var rest = Substring(title)
        while let c = rest.first {
            guard c == "\\", rest.dropFirst().first == "f" else { out.append(c); rest = rest.dropFirst(); continue }
            rest = rest.dropFirst(2)
            switch rest.first {
            case "(": rest = rest.dropFirst(3)
            case "[": rest = rest.drop { $0 != "]" }.dropFirst()
            default: rest = rest.dropFirst()
            }
        }
        return out
    }
}
