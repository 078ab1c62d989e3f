import FoundationEssentials
import Gtk

/// The command line's entry point: options that need no window are answered here.
@MainActor
public enum FAQBrowserMain {
    /// The process's arguments as `FilePathBytes` text: Swift's `CommandLine.arguments` turns
    /// bytes that are not UTF-8 into U+FFFD, and a file named so could not be opened.
    public static var processArguments: [String] {
        (0..<Int(CommandLine.argc)).map { CommandLine.unsafeArgv[$0].map { FilePaths.text($0) } ?? "" }
    }

    public static func run(_ arguments: [String]) -> Int32 {
        StartupReport.phase("main")
        Localization.setUp(domain: "faq-browser", directory: ResourceLocator.localeDirectory)
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(Array(arguments.dropFirst()))
        } catch {
            printError("faq-browser: \(error.message)\n" + tr("Try “faq-browser --help” for more information."))
            return 2
        }
        switch options.mode {
        case .help:
            TerminalOutput.print(LaunchOptions.usage())
            return 0
        case .version:
            TerminalOutput.print("faq-browser \(BrowserApplication.version)")
            return 0
        case .check(let files):
            let (lines, status) = DocumentChecker.check(files)
            for line in lines { TerminalOutput.print(line) }
            return status
        case .list:
            return ShelfCommand.emit(ShelfCommand.list())
        case .search(let words):
            return ShelfCommand.emit(ShelfCommand.search(words))
        case .browse:
            // Before the first thread (the document's reader): nothing here draws with OpenGL, and
            // loading a GL driver at start costs time and memory.
            _ = Environment.skipOpenGLSetup()
            let app = BrowserApplication(options: options)
            StartupReport.phase("app")
            return app.run(arguments: arguments)
        }
    }

    static func printError(_ text: String) {
        TerminalOutput.printError(text)
    }
}
