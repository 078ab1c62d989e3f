import Glibc

/// Where an answer's image comes from: only files relative to the FAQ file are read; remote
/// images are never fetched (a view shows them as links).
public enum ImageSource {
    /// The file a relative image source names, inside or beside `baseDirectory`; nil for URLs
    /// (any scheme), absolute and home paths, and when there is no base directory. Paths are
    /// `FilePathBytes` text: `%E9` names the byte 0xE9, UTF-8 or not, as in a folder's name.
    public static func localPath(_ source: String, baseDirectory: String?) -> String? {
        guard let baseDirectory, !baseDirectory.isEmpty else { return nil }
        var path = Substring(source)
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("~"), !path.hasPrefix("\\") else { return nil }
        // A scheme is letters (and + - .) before the first colon, with no slash before it.
        if let colon = path.firstIndex(of: ":"), !path[..<colon].contains("/") { return nil }
        let decoded = percentDecoded(path)
        guard !decoded.contains(0) else { return nil }
        return (baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/") + FilePathBytes.path(decoded)
    }

    /// The bytes `text` names: its UTF-8, with `%20` and the like decoded.
    static func percentDecoded(_ text: Substring) -> [UInt8] {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return bytes
    }
}

extension ImageSource {
    /// `path` with every symbolic link resolved, when that lies inside `folder` (resolved too);
    /// nil otherwise, or when it does not exist. Nothing is opened: a FIFO or device outside the
    /// folder is never touched, and what is inside is checked again when it is opened.
    public static func confined(_ path: String, to folder: String) -> String? {
        guard let resolvedFolder = resolved(folder), let resolvedPath = resolved(path) else { return nil }
        // Bytes, not text: as text "é" and "e" + U+0301 are equal, as names they are two folders.
        let prefix = resolvedFolder.last == slash ? resolvedFolder : resolvedFolder + [slash]
        return resolvedPath.starts(with: prefix) ? FilePathBytes.path(resolvedPath) : nil
    }

    private static let slash = UInt8(ascii: "/")

    /// The real path's bytes (`path` is `FilePathBytes` text); nil when it does not resolve.
    private static func resolved(_ path: String) -> [UInt8]? {
        guard let pointer = FilePathBytes.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(pointer) }
        return Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    }
}
