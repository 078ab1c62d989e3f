import FoundationEssentials
import Glibc

/// Where the shelf looks for FAQs: the folders it walks and the files it takes as they are.
public struct ShelfRoots: Sendable, Equatable {
    /// A folder the shelf walks, and the group its FAQs are listed under.
    public struct Root: Sendable, Equatable {
        public var path: String
        public var group: ShelfGroup
        /// `/usr/share/doc`: the first folder under it names the package a FAQ comes from.
        public var namesPackages: Bool

        public init(path: String, group: ShelfGroup, namesPackages: Bool = false) {
            self.path = path
            self.group = group
            self.namesPackages = namesPackages
        }
    }

    public var roots: [Root]
    /// Files added by hand, candidates whatever their name.
    public var addedFiles: [String]
    /// Files opened recently, candidates whatever their name.
    public var recentFiles: [String]
    /// Set by `FAQ_BROWSER_SHELF_ROOTS`: only those folders, no recent files, no bundled help.
    public var isConfigured: Bool

    public init(roots: [Root], addedFiles: [String] = [], recentFiles: [String] = [], isConfigured: Bool = false) {
        self.roots = roots
        self.addedFiles = addedFiles
        self.recentFiles = recentFiles
        self.isConfigured = isConfigured
    }

    /// The environment variable that replaces every root (folders separated by `:`).
    public static let rootsVariable = "FAQ_BROWSER_SHELF_ROOTS"

    /// The process's environment, one variable at a time, as `FilePathBytes` text: its values
    /// here are paths, whose bytes need not be UTF-8.
    public static let processEnvironment: @Sendable (String) -> String? = { name in
        getenv(name).map { FilePathBytes.path(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
    }

    /// The roots for this user: `FAQ_BROWSER_SHELF_ROOTS` alone when it is set; otherwise the
    /// installed documentation, man pages and Perl's FAQs, the user's documents folder and
    /// `extraFolders`, with `addedFiles` and `recentFiles`.
    public static func resolve(environment: (String) -> String? = processEnvironment,
                               extraFolders: [String] = [], addedFiles: [String] = [], recentFiles: [String] = [],
                               systemPrefix: String = "") -> ShelfRoots {
        if let configured = environment(rootsVariable) {
            let folders = configured.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
            return ShelfRoots(roots: unique(folders.map { Root(path: $0, group: .folders) }), isConfigured: true)
        }
        var roots = [
            Root(path: systemPrefix + "/usr/share/doc", group: .installed, namesPackages: true),
            Root(path: systemPrefix + "/usr/share/man", group: .installed),
        ]
        roots += perlPodFolders(prefix: systemPrefix).map { Root(path: $0, group: .installed) }
        if let documents = documentsFolder(environment: environment) { roots.append(Root(path: documents, group: .folders)) }
        roots += extraFolders.filter { $0.hasPrefix("/") }.map { Root(path: $0, group: .folders) }
        return ShelfRoots(roots: unique(roots), addedFiles: addedFiles, recentFiles: recentFiles)
    }

    /// Perl's pod folders (`/usr/share/perl/5.36/pod`, where `perlfaq1.pod`… are installed).
    static func perlPodFolders(prefix: String) -> [String] {
        var folders: [String] = []
        for base in ["/usr/share/perl", "/usr/local/share/perl"] {
            let parent = prefix + base
            for version in ShelfScanner.folderNames(parent).sorted() {
                let pod = parent + "/" + version + "/pod"
                if ShelfScanner.isFolder(pod) { folders.append(pod) }
            }
        }
        if ShelfScanner.isFolder(prefix + "/usr/share/perl5/pod") { folders.append(prefix + "/usr/share/perl5/pod") }
        return folders
    }

    /// `XDG_DOCUMENTS_DIR` from `user-dirs.dirs`, or `~/Documents`; nil when it is the home
    /// folder itself (xdg-user-dirs' way of turning it off) or there is no home.
    static func documentsFolder(environment: (String) -> String?) -> String? {
        guard let home = environment("HOME"), home.hasPrefix("/") else { return nil }
        var config = environment("XDG_CONFIG_HOME") ?? ""
        if !config.hasPrefix("/") { config = home + "/.config" }
        var folder = home + "/Documents"
        if let text = try? String(decoding: DocumentReader.readBytes(path: config + "/user-dirs.dirs", name: "user-dirs.dirs"), as: UTF8.self) {
            for line in text.split(separator: "\n") where line.hasPrefix("XDG_DOCUMENTS_DIR=") {
                var value = line.dropFirst("XDG_DOCUMENTS_DIR=".count)
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
                if value.hasPrefix("$HOME") {
                    folder = home + value.dropFirst(5)
                } else if value.hasPrefix("/") {
                    folder = String(value)
                }
            }
        }
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        var trimmedHome = home
        while trimmedHome.count > 1, trimmedHome.hasSuffix("/") { trimmedHome.removeLast() }
        return folder == trimmedHome ? nil : folder
    }

    /// Without a root named twice (the first one stays).
    private static func unique(_ roots: [Root]) -> [Root] {
        var seen = Set<String>()
        return roots.filter { seen.insert($0.path).inserted }
    }
}

/// Where a FAQ on the shelf comes from, the shelf's groups in their order.
public enum ShelfGroup: UInt8, Sendable, Comparable {
    /// Installed packages: `/usr/share/doc`, man pages, Perl's FAQs.
    case installed = 0
    /// The user's folders: the documents folder, folders added on the shelf, `FAQ_BROWSER_SHELF_ROOTS`.
    case folders = 1
    /// Files added by hand.
    case added = 2
    /// Files opened recently.
    case recent = 3

    public static func < (a: ShelfGroup, b: ShelfGroup) -> Bool { a.rawValue < b.rawValue }
}
