import CZlib

/// Gzip-compressed FAQ files (`FAQ.gz`, `gitfaq.7.gz`): unpacked before their format is told,
/// within the same size limit as any file, so a small bomb cannot unpack to gigabytes.
enum GzipDecoding {
    /// Whether the bytes start with gzip's magic number.
    static func isCompressed(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
    }

    /// The file name a compressed file's content goes by: `FAQ.md.gz` is read as `FAQ.md`.
    static func innerName(_ file: String) -> String {
        for suffix in [".gz", ".GZ", ".gzip"] where file.hasSuffix(suffix) && file.count > suffix.count {
            return String(file.dropLast(suffix.count))
        }
        return file
    }

    /// The unpacked bytes of every member of a gzip stream, at most `limit` bytes.
    static func decompress(_ bytes: [UInt8], limit: Int, file: String) throws(DocumentError) -> [UInt8] {
        func fail(_ message: TranslatableText) -> DocumentError { DocumentError([DocumentProblem(file: file, message: message)]) }
        var stream = z_stream()
        guard faq_inflate_init(&stream) == Z_OK else { throw fail(TranslatableText("the compressed file cannot be unpacked (zlib failed to start)")) }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, bytes.count * 4))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var consumed = 0
        while true {
            let before = consumed
            let status = bytes.withUnsafeBufferPointer { input in
                chunk.withUnsafeMutableBufferPointer { out in
                    stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + consumed)
                    stream.avail_in = UInt32(input.count - consumed)
                    stream.next_out = out.baseAddress
                    stream.avail_out = UInt32(out.count)
                    let status = inflate(&stream, Z_NO_FLUSH)
                    consumed = input.count - Int(stream.avail_in)
                    return status
                }
            }
            let produced = chunk.count - Int(stream.avail_out)
            guard output.count + produced <= limit else {
                throw fail(TranslatableText("the file unpacks to more than {1} MiB, the most FAQ Browser opens", String(limit / 1024 / 1024)))
            }
            output += chunk[0..<produced]
            switch status {
            case Z_STREAM_END:
                // Concatenated members (as `cat a.gz b.gz` makes) are one file; trailing zeros are padding.
                if bytes[consumed...].allSatisfy({ $0 == 0 }) { return output }
                guard inflateReset(&stream) == Z_OK else { throw fail(TranslatableText("the compressed file is damaged")) }
            case Z_OK, Z_BUF_ERROR:
                // No progress: the input ran out before the stream's end.
                if produced == 0 && consumed == before { throw fail(TranslatableText("the compressed file is cut short")) }
            default:
                throw fail(TranslatableText("the compressed file is damaged ({1})", stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"))
            }
        }
    }
}
