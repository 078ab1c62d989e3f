import Glibc

/// Where an answer's image comes from: only files relative to the FAQ file are read; remote
/// images are never fetched (a view shows them as links).
public enum ImageSource {
    /// The file a relative image source names, inside or beside `baseDirectory`; nil for URLs
    /// (any scheme), absolute and home paths, and when there is no base directory.
    public static func localPath(_ source: String, baseDirectory: String?) -> String? {
        guard let baseDirectory, !baseDirectory.isEmpty else { return nil }
        var path = Substring(source)
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("~"), !path.hasPrefix("\\") else { return nil }
        // A scheme is letters (and + - .) before the first colon, with no slash before it.
        if let colon = path.firstIndex(of: ":"), !path[..<colon].contains("/") { return nil }
        guard let decoded = percentDecoded(String(path)), !decoded.contains("\u{0}") else { return nil }
        return (baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/") + decoded
    }

    /// `%20` and the like decoded as UTF-8; nil when the escapes are not valid UTF-8.
    static func percentDecoded(_ text: String) -> String? {
        guard text.contains("%") else { return text }
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
        return String(validating: bytes, as: UTF8.self)
    }
}

extension ImageSource {
    /// `path` with every symbolic link resolved, when that lies inside `folder` (resolved too);
    /// nil otherwise, or when it does not exist. Nothing is opened: a FIFO or device outside the
    /// folder is never touched, and what is inside is checked again when it is opened.
    public static func confined(_ path: String, to folder: String) -> String? {
        guard let resolvedFolder = resolved(folder), let resolvedPath = resolved(path) else { return nil }
        let prefix = resolvedFolder.hasSuffix("/") ? resolvedFolder : resolvedFolder + "/"
        return resolvedPath.hasPrefix(prefix) ? resolvedPath : nil
    }

    private static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
