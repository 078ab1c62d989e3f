import Glibc

/// File paths as text: the few operations the start needs. Foundation's `URL` does the same,
/// but its first use cost the start about half a millisecond (generic type lookups by mangled
/// name, and faulting in its code) before the window could begin.
enum FilePaths {
    /// `path` made absolute against `folder` (the working folder by default), with `.`, `..`
    /// and repeated slashes removed by the text alone, as `URL.standardizedFileURL` does;
    /// symbolic links are not followed.
    static func absolute(_ path: String, in folder: String? = nil) -> String {
        let full = path.hasPrefix("/") ? path : (folder ?? currentFolder) + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `name` (a file name or a relative path) inside `folder`.
    static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder holding `path` ("/" for a file at the root; "." for a bare name).
    static func parent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// The last part of `path`: a file's name ("/" for the root itself).
    static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The real path, every symbolic link followed; `path` itself when it cannot be resolved.
    static func resolvingLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether something (following links) is at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether a folder (following links) is at `path`.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The process's working folder ("/" when it cannot be read).
    static var currentFolder: String {
        guard let folder = getcwd(nil, 0) else { return "/" }
        defer { free(folder) }
        return String(cString: folder)
    }

    /// This program's own file, links followed (Linux's `/proc/self/exe`).
    static var executable: String? {
        let path = resolvingLinks("/proc/self/exe")
        return path == "/proc/self/exe" ? nil : path
    }

    private static func trimmingTrailingSlashes(_ path: String) -> Substring {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed
    }
}
