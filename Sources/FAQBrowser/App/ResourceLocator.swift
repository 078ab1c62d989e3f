import Gtk

/// Finds the app's files: the bundled FAQ (`Data/`) and the style sheet (`Resources/`), in an
/// installed prefix (`share/faq-browser`) or, when run from a build, in the source tree.
public enum ResourceLocator {
    /// Overrides every other place (for tests and packagers).
    public static let environmentVariable = "FAQ_BROWSER_DATA_DIR"

    /// The folders that may hold `faq.json` and `style.css` (or `Data/` and `Resources/` in a
    /// source tree), worked out once: the start asks for several files.
    static let candidates = makeCandidates()

    private static func makeCandidates() -> [String] {
        var result: [String] = []
        if let dir = Environment.variable(environmentVariable), !dir.isEmpty {
            let expanded = FilePaths.expandingTilde(dir)
            result.append(expanded.utf8.first == UInt8(ascii: "/") ? expanded : FilePaths.joined(FilePaths.currentFolder, expanded))
        }
        // The program's own file; run through the dynamic loader (`ld.so faq-browser`), that
        // names the loader, so the file the command line named follows.
        let named = FilePaths.resolvingLinks(FilePaths.absolute(CommandLine.arguments[0]))
        for program in [FilePaths.executable, named].compactMap({ $0 }) {
            let executableFolder = FilePaths.parent(of: program)
            result.append(FilePaths.joined(FilePaths.parent(of: executableFolder), "share/faq-browser"))
            // A build tree: .build/<triple>/<configuration>/faq-browser, four levels below the sources.
            var folder = executableFolder
            for _ in 0..<5 {
                result.append(folder)
                folder = FilePaths.parent(of: folder)
            }
        }
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    /// The first existing file among `names` relative to each candidate folder.
    static func find(_ names: [String]) -> String? {
        for folder in candidates {
            for name in names {
                let path = FilePaths.joined(folder, name)
                if FilePaths.exists(path) { return path }
            }
        }
        return nil
    }

    /// Compiled translations: `share/locale` of an install; in a source tree, its `po/` files
    /// compiled beside the program (`.build/…/debug/locale`), or else `build/locale` (made by
    /// `Scripts/build-translations`).
    public static var localeDirectory: String? {
        if let installed = find(["../locale"]) { return installed }
        if let list = find(["po/LINGUAS"]), let program = FilePaths.executable,
           let compiled = SourceTreeTranslations.localeDirectory(poFolder: FilePaths.parent(of: list),
                                                                 in: FilePaths.joined(FilePaths.parent(of: program), "locale")) {
            return compiled
        }
        return find(["build/locale"])
    }

    /// The app's icons (`share/icons` of an install, `Resources/icons` of a source tree).
    public static var iconDirectory: String? {
        find(["../icons", "Resources/icons"]).flatMap { FilePaths.isFolder(FilePaths.joined($0, "hicolor")) ? $0 : nil }
    }

    /// The bundled help in the user's language (`faq.de.json`), or the English `faq.json`.
    public static var bundledFAQ: String? { find(bundledFAQNames(languages: Localization.languageNames)) }

    /// The names the bundled help may have, for `languages` as `g_get_language_names()` lists
    /// them (most preferred first, variants included): `faq.LANG.json` for each before "C",
    /// then `faq.json`, each in an install and in a source tree.
    static func bundledFAQNames(languages: [String]) -> [String] {
        var files: [String] = []
        for language in languages {
            if language == "C" || language == "POSIX" { break }
            // A locale name never holds a slash or starts with a dot; one that does is not a file name of ours.
            guard !language.isEmpty, !language.hasPrefix("."), !language.contains("/") else { continue }
            files.append("faq.\(language).json")
        }
        files.append("faq.json")
        return files.flatMap { [$0, "Data/" + $0] }
    }
    /// The app's CSS.
    public static var styleSheet: String? { find(["style.css", "Resources/style.css"]) }
}
