import FAQ
import Glibc
import Gtk

/// File paths as text: the few operations the start needs. Foundation's `URL` does the same,
/// but its first use cost the start about half a millisecond (generic type lookups by mangled
/// name, and faulting in its code) before the window could begin. Paths are split on the byte
/// `/` (as the kernel does), never on characters: a slash followed by a combining mark is
/// still a separator. A path's text is `FilePathBytes`' (any bytes the kernel accepts), and every
/// system call here takes it back to those bytes.
enum FilePaths {
    private static let slash = UInt8(ascii: "/")

    /// `path` made absolute, as `URL(fileURLWithPath:).standardizedFileURL` does: a leading `~`
    /// is the home folder, a relative path starts at `folder` (the working folder by default),
    /// `.` and repeated slashes go; `..` is resolved by the file system when the path exists
    /// (a symbolic link's `..` is its target's parent), else by the text.
    static func absolute(_ path: String, in folder: String? = nil) -> String {
        var full = expandingTilde(path)
        if full.utf8.first != slash { full = joined(folder ?? currentFolder, full) }
        let parts = full.utf8.split(separator: slash).map { String(decoding: $0, as: UTF8.self) }
        if parts.contains("..") {
            let resolved = resolvingLinks(full)
            if resolved != full { return resolved }
        }
        var kept: [String] = []
        for part in parts {
            switch part {
            case ".": continue
            case "..": if !kept.isEmpty { kept.removeLast() }
            default: kept.append(part)
            }
        }
        return "/" + kept.joined(separator: "/")
    }

    /// `path` with a leading `~` (alone or before a slash) replaced by the home folder.
    static func expandingTilde(_ path: String) -> String {
        let bytes = Array(path.utf8)
        guard bytes.first == UInt8(ascii: "~"), bytes.count == 1 || bytes[1] == slash else { return path }
        return home + String(decoding: bytes.dropFirst(), as: UTF8.self)
    }

    /// The user's home folder (`HOME`, else the password database's).
    static var home: String {
        if let raw = getenv("HOME"), case let home = text(raw), !home.isEmpty { return home }
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return "/" }
        return text(directory)
    }

    /// `name` (a file name or a relative path) inside `folder`.
    static func joined(_ folder: String, _ name: String) -> String {
        folder.utf8.last == slash ? folder + name : folder + "/" + name
    }

    /// The folder holding `path` ("/" for a file at the root; "." for a bare name).
    static func parent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slashIndex = trimmed.lastIndex(of: slash) else { return "." }
        return slashIndex == trimmed.startIndex ? "/" : String(decoding: trimmed[..<slashIndex], as: UTF8.self)
    }

    /// A file name made of `title` (a document's, for a file to save it to): slashes and control
    /// characters become spaces, a leading dot goes, and it is cut to 100 characters; `otherwise`
    /// when nothing is left.
    static func fileName(for title: String, otherwise fallback: String) -> String {
        let spaced = String(String.UnicodeScalarView(title.unicodeScalars.map {
            $0 == "/" || $0.properties.generalCategory == .control ? " " : $0
        }))
        let name = String(spaced.split(separator: " ").joined(separator: " ").drop { $0 == "." || $0 == " " }.prefix(100))
        return name.isEmpty ? fallback : name
    }

    /// The last part of `path`: a file's name ("/" for the root itself).
    static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard trimmed.count > 1, let slashIndex = trimmed.lastIndex(of: slash) else { return String(decoding: trimmed, as: UTF8.self) }
        return String(decoding: trimmed[trimmed.index(after: slashIndex)...], as: UTF8.self)
    }

    /// The real path, every symbolic link followed; `path` itself when it cannot be resolved.
    static func resolvingLinks(_ path: String) -> String {
        realPath(path) ?? path
    }

    /// The real path, every symbolic link followed; nil when it cannot be resolved.
    static func realPath(_ path: String) -> String? {
        guard let resolved = FilePathBytes.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return text(resolved)
    }

    /// Whether something (following links) is at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return FilePathBytes.withCString(path) { stat($0, &info) } == 0
    }

    /// Whether a folder (following links) is at `path`.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return FilePathBytes.withCString(path) { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The process's working folder ("/" when it cannot be read).
    static var currentFolder: String {
        guard let folder = getcwd(nil, 0) else { return "/" }
        defer { free(folder) }
        return text(folder)
    }

    /// This program's own file, links followed (Linux's `/proc/self/exe`).
    static var executable: String? {
        let path = resolvingLinks("/proc/self/exe")
        return path == "/proc/self/exe" ? nil : path
    }

    /// How `path` is shown: its last part in the file system's encoding, bytes that are not text
    /// as U+FFFD.
    static func displayName(of path: String) -> String {
        shown(lastComponent(of: path))
    }

    /// How the whole `path` is shown (in the file system's encoding, as `displayName`).
    static func shown(_ path: String) -> String {
        FileNames.displayName(FilePathBytes.bytes(path))
    }

    /// The path text of a C file name.
    static func text(_ name: UnsafePointer<CChar>) -> String {
        FilePathBytes.path(UnsafeRawBufferPointer(start: name, count: strlen(name)))
    }

    /// The path's bytes without trailing slashes (the root keeps its one).
    private static func trimmingTrailingSlashes(_ path: String) -> ArraySlice<UInt8> {
        var bytes = ArraySlice(path.utf8)
        while bytes.count > 1, bytes.last == slash { bytes.removeLast() }
        return bytes
    }
}
