import FAQ
import Glibc

/// `faq-browser --list` and `--search`: the shelf from the terminal, with no display. Both scan
/// the roots, read only the files that are new or changed since the cache was written, and write
/// the cache back (the same one the window uses).
public enum ShelfCommand {
    /// Lines to print (safe for a terminal), the exit status, and what the index did.
    public struct Output {
        public var lines: [String]
        public var status: Int32
        public var report: ShelfIndex.Report
    }

    /// The shelf's roots for the command line: the user's, or `FAQ_BROWSER_SHELF_ROOTS`.
    static func roots(environment: (String) -> String?) -> ShelfRoots {
        ShelfRoots.resolve(environment: environment)
    }

    static func shelf(environment: (String) -> String?, reader: @escaping ShelfReader) -> (ShelfIndex, ShelfIndex.Report) {
        ShelfIndex.refresh(roots: roots(environment: environment), cachePath: ShelfCache.defaultPath(environment: environment), reader: reader)
    }

    /// `TITLE<TAB>QUESTIONS<TAB>PATH`, one FAQ a line, in the shelf's order.
    public static func list(environment: (String) -> String? = ShelfRoots.processEnvironment,
                            reader: @escaping ShelfReader = ShelfIndex.documentReader) -> Output {
        let (index, report) = shelf(environment: environment, reader: reader)
        let lines = index.faqs.map { faq in
            MessageText.terminal(field(faq.title) + "\t" + String(faq.questionCount) + "\t" + field(shown(faq.path)))
        }
        return Output(lines: lines, status: 0, report: report)
    }

    /// `PATH#ID<TAB>question`, one match a line, best first; status 1 when nothing matched.
    public static func search(_ words: [String], environment: (String) -> String? = ShelfRoots.processEnvironment,
                              reader: @escaping ShelfReader = ShelfIndex.documentReader) -> Output {
        let (index, report) = shelf(environment: environment, reader: reader)
        let search = ShelfSearch(index)
        let result = search.search(words.joined(separator: " "))
        let lines = result.ranked.map { match in
            MessageText.terminal(field(shown(search.path(of: match))) + "#" + field(search.id(of: match)) + "\t" + field(search.title(of: match)))
        }
        return Output(lines: lines, status: lines.isEmpty ? 1 : 0, report: report)
    }

    /// A path as `--check` prints one: bytes that are not text in the file system's encoding as U+FFFD.
    static func shown(_ path: String) -> String {
        FilePathBytes.isPlain(path) ? path : FilePaths.shown(path)
    }

    /// A field of a tab-separated line: its own tabs and line breaks as spaces.
    static func field(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 9 || $0 == 10 || $0 == 13 }) else { return text }
        return String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }

    /// Prints the lines in one write, and returns the status.
    static func emit(_ output: Output) -> Int32 {
        if !output.lines.isEmpty { TerminalOutput.write(output.lines.joined(separator: "\n") + "\n", to: STDOUT_FILENO) }
        return output.status
    }
}
