import Glibc

/// Turns many byte offsets of one file into lines and columns in linear time overall: each
/// answer scans on from the previous one when it is further on, and from its line's start
/// (found by binary search in an index made on the first step back) otherwise.
/// `SourcePosition(offset:in:)` scans from the file's start every time, which thousands of
/// warnings on a large file turn quadratic.
struct SourcePositionFinder {
    private let bytes: [UInt8]
    /// The offset of every line's first byte, in order; made when first needed.
    private var lineStarts: [Int]?
    private var last = (offset: 0, position: SourcePosition(line: 1, column: 1))

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func position(of offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        var from = last
        if offset < from.offset {
            let starts = lineStarts ?? Self.lineStarts(bytes)
            lineStarts = starts
            var low = 0, high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            from = (starts[low], SourcePosition(line: low + 1, column: 1))
        }
        var line = from.position.line, column = from.position.column
        bytes.withUnsafeBufferPointer { buffer in
            var i = from.offset
            while i < offset {
                let byte = buffer[i]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                i += 1
            }
        }
        last = (offset, SourcePosition(line: line, column: column))
        return last.position
    }

    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var at = base
            let end = base + raw.count
            while at < end, let newline = memchr(at, 0x0A, end - at) {
                at = UnsafeRawPointer(newline) + 1
                starts.append(at - base)
            }
        }
        return starts
    }
}
