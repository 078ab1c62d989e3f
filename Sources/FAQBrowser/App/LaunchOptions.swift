import FAQ
import FoundationEssentials

/// What the command line asks for.
public struct LaunchOptions: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        /// Open a window on `file` (nil: the shelf), revealing `fragment` if given;
        /// `resetState` first forgets what was remembered (for `file`, or for every document).
        case browse(file: String?, fragment: String?, resetState: Bool = false)
        case check(files: [String])
        /// Print the shelf, one FAQ a line.
        case list
        /// Search the shelf for every one of `words`.
        case search(words: [String])
        case help
        case version
    }

    public var mode: Mode

    /// Why the command line was not understood (exit status 2).
    public struct UsageError: Error, Equatable, Sendable {
        public var message: String
    }

    /// `--help`'s text, translated.
    public static func usage() -> String {
        [
            tr("Usage: faq-browser [OPTION…] [FILE[#ID]]"),
            "",
            tr("Browse a FAQ: sections and questions that open and close, with an outline beside them."),
            tr("Without FILE, shows the shelf: every FAQ on this computer. FILE#ID opens FILE with that question or section revealed."),
            "",
            tr("Options:"),
            "  -h, --help           " + tr("Show this help and exit"),
            "  --version            " + tr("Show the version and exit"),
            "  --check FILE…        " + tr("Check FAQ files without opening a window; exit 1 on any error"),
            "  --list               " + tr("Print every FAQ on this computer’s shelf: TITLE, QUESTIONS and PATH, separated by tabs"),
            "  --search WORD…       " + tr("Print the shelf’s questions that hold every WORD, best first: PATH#ID and the question; exit 1 when none does"),
            "  --reset-state        " + tr("Forget what was open, the window size and the text size (for FILE, or for every document)"),
            "",
            tr("FILE may be FAQ JSON, schema.org FAQPage data, a JSON list of questions, Markdown or MDX, reStructuredText, AsciiDoc, Org, HTML, Maven FML, DocBook, LinuxDoc, a man page, Perl or Raku POD, Texinfo or a plain-text FAQ, compressed with gzip or not. A running FAQ Browser opens FILE in a new window."),
        ].joined(separator: "\n")
    }

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
        var files: [String] = []
        var check = false
        var list = false
        var search = false
        var resetState = false
        var onlyFiles = false
        for argument in arguments {
            if !onlyFiles, argument.hasPrefix("-"), argument != "-" {
                switch argument {
                case "-h", "--help", "-?": return LaunchOptions(mode: .help)
                case "--version": return LaunchOptions(mode: .version)
                case "--check": check = true
                case "--list": list = true
                case "--search": search = true
                case "--reset-state": resetState = true
                case "--": onlyFiles = true
                default: throw UsageError(message: tr("unknown option {1}", MessageText.quoted(argument, marks: ("", ""))))
                }
            } else {
                files.append(argument)
            }
        }
        if [check, list, search].filter({ $0 }).count > 1 {
            throw UsageError(message: tr("give only one of --check, --list and --search"))
        }
        if list {
            guard files.isEmpty else { throw UsageError(message: tr("--list takes no FILE")) }
            return LaunchOptions(mode: .list)
        }
        if search {
            let words = files.filter { !$0.allSatisfy(\.isWhitespace) }
            guard !words.isEmpty else { throw UsageError(message: tr("--search needs at least one WORD")) }
            return LaunchOptions(mode: .search(words: words))
        }
        if check {
            guard !files.isEmpty else { throw UsageError(message: tr("--check needs at least one FILE")) }
            return LaunchOptions(mode: .check(files: files))
        }
        guard files.count <= 1 else { throw UsageError(message: tr("give one FILE to open (got {1})", String(files.count))) }
        guard let target = files.first else { return LaunchOptions(mode: .browse(file: nil, fragment: nil, resetState: resetState)) }
        // A `file:///path#id` link (Copy Link's) names the same as `path#id`.
        let (file, fragment) = FileLink.parse(target) ?? splitFragment(target)
        return LaunchOptions(mode: .browse(file: file, fragment: fragment, resetState: resetState))
    }

    /// `FILE#ID` → (FILE, ID), unless the whole argument names an existing file.
    static func splitFragment(_ argument: String, fileExists: (String) -> Bool = FilePaths.exists) -> (String, String?) {
        guard let hash = argument.lastIndex(of: "#"), !fileExists(argument) else { return (argument, nil) }
        let fragment = String(argument[argument.index(after: hash)...])
        return (String(argument[..<hash]), fragment.isEmpty ? nil : fragment)
    }
}
