import Glibc

/// A file the shelf will ask the readers about: its name says FAQ, or the user added it.
public struct ShelfCandidate: Sendable, Equatable {
    public var path: String
    public var group: ShelfGroup
    /// The package (`/usr/share/doc/PACKAGE/…`) or the folder it is in.
    public var source: String
    public var size: Int64
    /// Modification time in nanoseconds since the epoch.
    public var modified: Int64
}

/// Walks the shelf's roots and finds its candidates, by their names alone: nothing is opened.
/// Symbolic links to folders are not followed (no loops, and `/usr/share/doc`'s links between
/// packages would list a FAQ twice); a file reached twice is listed once; unreadable folders are
/// skipped; depth is bounded. Paths are `FilePathBytes` text: a name that is not UTF-8 is found,
/// read and listed as its bytes.
public enum ShelfScanner {
    /// How deep under a root folders are walked.
    public static let maximumDepth = 12
    /// How many folders one scan walks at most, whatever the roots hold.
    public static let maximumFolders = 200_000

    /// Whether a file's name makes it a candidate: `*faq*` in any case, which covers
    /// `*.faq.json`, man pages named `*faq*` and `perlfaq*`.
    public static func isCandidateName(_ name: some StringProtocol) -> Bool {
        isCandidateName(bytes: name.utf8)
    }

    static func isCandidateName(bytes: some Sequence<UInt8>) -> Bool {
        var state = 0  // how much of "faq" the bytes just seen spell
        for byte in bytes {
            let lower = byte | 0x20
            switch (state, lower) {
            case (_, UInt8(ascii: "f")): state = 1
            case (1, UInt8(ascii: "a")): state = 2
            case (2, UInt8(ascii: "q")): return true
            default: state = 0
            }
        }
        return false
    }

    /// The candidates under `roots`, then the files added by hand and the recent ones, each
    /// path once, in a stable order (roots in order, names sorted within a folder).
    public static func scan(_ roots: ShelfRoots) -> [ShelfCandidate] {
        var found: [ShelfCandidate] = []
        var seen = Set<FileIdentity>()
        var folders = 0
        for root in roots.roots {
            walk(root, into: &found, seen: &seen, folders: &folders)
        }
        for (files, group) in [(roots.addedFiles, ShelfGroup.added), (roots.recentFiles, .recent)] {
            for path in files {
                guard let info = status(path), info.st_mode & S_IFMT == S_IFREG,
                      seen.insert(FileIdentity(info)).inserted else { continue }
                found.append(candidate(path, info, group: group, source: parentFolder(path)))
            }
        }
        return found
    }

    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
        init(_ info: stat) { device = UInt64(info.st_dev); inode = UInt64(info.st_ino) }
    }

    /// Walks one root, depth-first with a stack of its own.
    private static func walk(_ root: ShelfRoots.Root, into found: inout [ShelfCandidate], seen: inout Set<FileIdentity>, folders: inout Int) {
        var rootPath = root.path
        while rootPath.count > 1, rootPath.hasSuffix("/") { rootPath.removeLast() }
        // The root itself may be a link (a packager's or a test's); what is under it is not followed.
        guard let info = status(rootPath), info.st_mode & S_IFMT == S_IFDIR, seen.insert(FileIdentity(info)).inserted else { return }
        var stack: [(path: String, depth: Int, package: String?)] = [(rootPath, 0, nil)]
        while let (folder, depth, package) = stack.popLast() {
            folders += 1
            guard folders <= maximumFolders, let directory = FilePathBytes.withCString(folder, { opendir($0) }) else { continue }
            var names: [(name: String, type: UInt8, isCandidate: Bool)] = []
            while let entry = readdir(directory) {
                let type = entry.pointee.d_type
                // Only folders, candidates and entries of unknown type are kept: a String for
                // each of a man section's thousands of files was most of a warm search's time.
                let isCandidate = withUnsafeBytes(of: entry.pointee.d_name) { isCandidateName(bytes: $0.prefix(while: { $0 != 0 })) }
                guard isCandidate || type == UInt8(DT_DIR) || type == UInt8(DT_UNKNOWN) else { continue }
                let name = withUnsafeBytes(of: entry.pointee.d_name) { FilePathBytes.path($0.prefix(while: { $0 != 0 })) }
                if name == "." || name == ".." { continue }
                names.append((name, type, isCandidate))
            }
            closedir(directory)
            names.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            var subfolders: [(String, Int, String?)] = []
            for (name, type, isCandidate) in names {
                let path = folder + "/" + name
                var kind = type
                if kind == UInt8(DT_UNKNOWN) {
                    guard let info = status(path, followingLinks: false) else { continue }
                    kind = info.st_mode & S_IFMT == S_IFDIR ? UInt8(DT_DIR) : info.st_mode & S_IFMT == S_IFLNK ? UInt8(DT_LNK) : UInt8(DT_REG)
                }
                if kind == UInt8(DT_DIR) {
                    // Hidden folders (.git, .cache…) hold no FAQ a reader looks for.
                    guard depth < maximumDepth, !name.hasPrefix("."), let info = status(path, followingLinks: false),
                          seen.insert(FileIdentity(info)).inserted else { continue }
                    subfolders.append((path, depth + 1, package ?? (root.namesPackages ? name : nil)))
                } else if (kind == UInt8(DT_REG) || kind == UInt8(DT_LNK)) && isCandidate {
                    // A link to a file is followed once: what it names must be a regular file.
                    guard let info = status(path), info.st_mode & S_IFMT == S_IFREG,
                          seen.insert(FileIdentity(info)).inserted else { continue }
                    found.append(candidate(path, info, group: root.group, source: package ?? folder))
                }
            }
            stack.append(contentsOf: subfolders.reversed())
        }
    }

    private static func candidate(_ path: String, _ info: stat, group: ShelfGroup, source: String) -> ShelfCandidate {
        ShelfCandidate(path: path, group: group, source: source, size: Int64(info.st_size),
                       modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }

    static func parentFolder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The names of the folders in `path` (none when it cannot be read).
    static func folderNames(_ path: String) -> [String] {
        guard let directory = FilePathBytes.withCString(path, { opendir($0) }) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { FilePathBytes.path($0.prefix(while: { $0 != 0 })) }
            if name != ".", name != "..", isFolder(path + "/" + name) { names.append(name) }
        }
        return names
    }

    static func isFolder(_ path: String) -> Bool {
        status(path).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false
    }

    /// What `stat` (or `lstat`, not following a last link) says of `path`; nil when it fails.
    static func status(_ path: String, followingLinks: Bool = true) -> stat? {
        var info = stat()
        let result = FilePathBytes.withCString(path) { followingLinks ? stat($0, &info) : lstat($0, &info) }
        return result == 0 ? info : nil
    }
}
