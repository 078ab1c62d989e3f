import FoundationEssentials
import Gtk

/// Finds the app's files: the bundled FAQ (`Data/`) and the style sheet (`Resources/`), in an
/// installed prefix (`share/faq-browser`) or, when run from a build, in the source tree.
public enum ResourceLocator {
    /// Overrides every other place (for tests and packagers).
    public static let environmentVariable = "FAQ_BROWSER_DATA_DIR"

    /// The folders that may hold `faq.json` and `style.css` (or `Data/` and `Resources/` in a
    /// source tree), worked out once: the start asks for several files.
    static let candidates = makeCandidates()

    private static func makeCandidates() -> [URL] {
        var result: [URL] = []
        if let dir = Environment.variable(environmentVariable), !dir.isEmpty {
            result.append(URL(fileURLWithPath: dir))
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        result.append(executable.deletingLastPathComponent().appendingPathComponent("share/faq-browser"))
        // A build tree: .build/<triple>/<configuration>/faq-browser, four levels below the sources.
        var folder = executable
        for _ in 0..<5 {
            result.append(folder)
            folder.deleteLastPathComponent()
        }
        return result
    }

    /// The first existing file among `names` relative to each candidate folder.
    static func find(_ names: [String]) -> URL? {
        for folder in candidates {
            for name in names {
                let url = folder.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
        }
        return nil
    }

    /// Compiled translations: `share/locale` of an install, or `build/locale` of a source tree
    /// (made by `Scripts/build-translations`).
    public static var localeDirectory: URL? { find(["../locale", "build/locale"]) }

    /// The app's icons (`share/icons` of an install, `Resources/icons` of a source tree).
    public static var iconDirectory: URL? {
        find(["../icons", "Resources/icons"]).flatMap { url in
            FileManager.default.fileExists(atPath: url.appendingPathComponent("hicolor").path) ? url : nil
        }
    }

    /// The FAQ shown when no file is given.
    public static var bundledFAQ: URL? { find(["faq.json", "Data/faq.json"]) }
    /// The app's CSS.
    public static var styleSheet: URL? { find(["style.css", "Resources/style.css"]) }
}
