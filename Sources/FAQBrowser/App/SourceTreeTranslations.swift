import FoundationEssentials
import Glibc

/// The translations of a program run from its source tree: each language of `po/LINGUAS`
/// compiled from its `.po` file into a locale folder beside the program, when the catalog there
/// is missing or older than the `.po` file. A bare `swift build` then speaks the user's language
/// as an installed program does (which reads the catalogs `make install` compiled). Each build
/// folder has its own: two source trees never share a catalog.
enum SourceTreeTranslations {
    /// The gettext domain, which names the catalogs.
    static let domain = "faq-browser"

    /// The locale folder (`FOLDER/LANG/LC_MESSAGES/faq-browser.mo`) with every language of
    /// `poFolder` compiled into `folder`; nil when none could be.
    static func localeDirectory(poFolder: String, in folder: String) -> String? {
        guard let list = try? Data(contentsOf: URL(fileURLWithPath: FilePaths.joined(poFolder, "LINGUAS"))) else { return nil }
        let languages = String(decoding: list, as: UTF8.self).split(separator: "\n")
            .map { $0.prefix { $0 != "#" }.split(separator: " ") }.joined().map(String.init)
        var compiled = 0
        for language in languages {
            let po = FilePaths.joined(poFolder, language + ".po")
            let mo = FilePaths.joined(folder, "\(language)/LC_MESSAGES/\(domain).mo")
            if let source = modification(of: po), let catalog = modification(of: mo), catalog >= source {
                compiled += 1
                continue
            }
            guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: po)) else { continue }
            let catalog = MessageCatalog(po: Array(bytes))
            do {
                try FileManager.default.createDirectory(atPath: FilePaths.parent(of: mo), withIntermediateDirectories: true)
                try Data(catalog.mo).write(to: URL(fileURLWithPath: mo), options: .atomic)
                compiled += 1
            } catch {
                continue
            }
        }
        return compiled > 0 ? folder : nil
    }

    /// A file's modification time in nanoseconds, or nil when it cannot be read.
    private static func modification(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
    }
}
