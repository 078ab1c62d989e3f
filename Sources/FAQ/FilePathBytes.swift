#if canImport(Glibc)
import Glibc
#endif

/// A file path as the kernel sees it, any bytes but NUL, carried in a `String`. A byte that is not
/// part of UTF-8 stands as the private-use scalar U+10FF00 + byte, so the text turns back into the
/// same bytes at every system call (as Python's "surrogateescape" does; Swift strings cannot hold
/// lone surrogates). UTF-8 paths, nearly all of them, are their own text.
public enum FilePathBytes {
    /// U+10FF80…U+10FFFF stand for the bytes 0x80…0xFF (ASCII bytes are always UTF-8).
    private static let escapeBase: UInt32 = 0x10FF00
    private static let escapes: ClosedRange<UInt32> = 0x10FF80...0x10FFFF

    /// The path text of `bytes`.
    public static func path(_ bytes: some Collection<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self), isPlain(text) { return text }
        let input = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < input.count {
            let length = sequenceLength(input, at: index)
            guard length > 0 else {
                scalars.append(escape(input[index]))
                index += 1
                continue
            }
            let encoded = input[index..<index + length]
            var decoded = String.UnicodeScalarView()
            _ = transcode(encoded.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { decoded.append(Unicode.Scalar($0)!) }
            // A path that already holds an escape scalar keeps those bytes escaped, so that the
            // text turns back into the same bytes.
            if let scalar = decoded.first, escapes.contains(scalar.value) {
                for byte in encoded { scalars.append(escape(byte)) }
            } else {
                scalars.append(contentsOf: decoded)
            }
            index += length
        }
        return String(scalars)
    }

    /// The bytes `path` stands for.
    public static func bytes(_ path: String) -> [UInt8] {
        guard !isPlain(path) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if escapes.contains(scalar.value) {
                bytes.append(UInt8(scalar.value - escapeBase))
            } else {
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        return bytes
    }

    /// Calls `body` with `path` as the NUL-terminated bytes system calls take.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        if isPlain(path) { return try path.withCString(body) }
        let terminated = bytes(path) + [0]
        return try terminated.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// Whether `path` is its own bytes: no escape scalar, whose UTF-8 all start with 0xF4.
    @inline(__always)
    public static func isPlain(_ path: String) -> Bool {
        !path.utf8.contains(0xF4) || !path.unicodeScalars.contains { escapes.contains($0.value) }
    }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode's table 3-7), 0 if none.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let continuation: ClosedRange<UInt8> = 0x80...0xBF
        func follows(_ offset: Int, _ range: ClosedRange<UInt8>) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return follows(1, continuation) ? 2 : 0
        case 0xE0...0xEF:
            let second: ClosedRange<UInt8> = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : continuation
            return follows(1, second) && follows(2, continuation) ? 3 : 0
        case 0xF0...0xF4:
            let second: ClosedRange<UInt8> = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : continuation
            return follows(1, second) && follows(2, continuation) && follows(3, continuation) ? 4 : 0
        default: return 0
        }
    }

    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(escapeBase + UInt32(byte))!
    }
}
