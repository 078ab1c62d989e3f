import CGtk

/// File names as GLib has them: bytes in the file system's encoding, not always UTF-8.
public enum FileNames {
    /// The bytes of a NUL-terminated C file name.
    public static func bytes(_ name: UnsafePointer<CChar>) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
    }

    /// Calls `body` with `bytes` NUL-terminated.
    public static func withCString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// A `malloc`ed NUL-terminated copy of `bytes` (for an argv; the caller frees it).
    static func copy(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
        withCString(bytes) { strdup($0) }
    }

    /// How a file name is shown (`g_filename_display_name`): converted from the file system's
    /// encoding (`G_FILENAME_ENCODING`, UTF-8 by default), with bytes it cannot convert as U+FFFD.
    public static func displayName(_ bytes: [UInt8]) -> String {
        guard let shown = withCString(bytes, { g_filename_display_name($0) }) else { return String(decoding: bytes, as: UTF8.self) }
        defer { g_free(shown) }
        return String(cString: shown)
    }
}
