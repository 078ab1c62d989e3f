import CZlib

/// Writes the cache's binary form: little-endian integers and length-prefixed UTF-8 strings.
struct ShelfBytesWriter {
    var bytes: [UInt8] = []

    mutating func u8(_ value: UInt8) { bytes.append(value) }

    mutating func u32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func i32(_ value: Int32) { u32(UInt32(bitPattern: value)) }

    mutating func i64(_ value: Int64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            u32(UInt32(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func raw(_ value: [UInt8]) { bytes.append(contentsOf: value) }
}

/// Why a cache was not trusted.
struct ShelfCacheDamage: Error {}

/// Reads what `ShelfBytesWriter` wrote, checking every length against what is left: a damaged
/// or hostile cache throws, it never makes a huge allocation or reads past the end.
struct ShelfBytesReader {
    let bytes: [UInt8]
    var offset: Int

    init(_ bytes: [UInt8], from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var remaining: Int { bytes.count - offset }

    mutating func u8() throws(ShelfCacheDamage) -> UInt8 {
        guard remaining >= 1 else { throw ShelfCacheDamage() }
        offset += 1
        return bytes[offset - 1]
    }

    mutating func u32() throws(ShelfCacheDamage) -> UInt32 {
        guard remaining >= 4 else { throw ShelfCacheDamage() }
        var value: UInt32 = 0
        for i in (0..<4).reversed() { value = value << 8 | UInt32(bytes[offset + i]) }
        offset += 4
        return value
    }

    mutating func i32() throws(ShelfCacheDamage) -> Int32 { Int32(bitPattern: try u32()) }

    mutating func i64() throws(ShelfCacheDamage) -> Int64 {
        let low = UInt64(try u32()), high = UInt64(try u32())
        return Int64(bitPattern: high << 32 | low)
    }

    /// A count of items that each take at least `minimumSize` bytes: more than can fit is damage.
    mutating func count(minimumSize: Int) throws(ShelfCacheDamage) -> Int {
        let count = Int(try u32())
        guard count * max(minimumSize, 1) <= remaining else { throw ShelfCacheDamage() }
        return count
    }

    mutating func string() throws(ShelfCacheDamage) -> String {
        let range = try stringRange()
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Where the next length-prefixed string lies, once its bytes are checked to be UTF-8.
    mutating func stringRange() throws(ShelfCacheDamage) -> Range<Int> {
        let length = try count(minimumSize: 1)
        let range = offset..<offset + length
        offset += length
        let valid = bytes.withUnsafeBufferPointer { buffer in
            let slice = UnsafeBufferPointer(rebasing: buffer[range])
            // ASCII (most of a cache) is valid UTF-8 as it is: the generic validation was a tenth of a warm search.
            var high: UInt8 = 0
            for byte in slice { high |= byte }
            return high < 0x80 || Self.isUTF8(slice)
        }
        guard valid else { throw ShelfCacheDamage() }
        return range
    }

    /// Whether `bytes` are well-formed UTF-8.
    static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    mutating func raw(_ length: Int) throws(ShelfCacheDamage) -> [UInt8] {
        guard length >= 0, length <= remaining else { throw ShelfCacheDamage() }
        offset += length
        return Array(bytes[offset - length..<offset])
    }
}

/// zlib's deflate for the cache's records, and its checksum for the whole file.
enum ShelfCompression {
    /// zlib's fastest level: the cold scan deflates every record once, and the default level (6)
    /// took over twice the time for a cache a sixth smaller (10% of the benchmark's sources
    /// against 8%, where the budget is 30%). Any level inflates the same.
    static let level: Int32 = 1

    /// `bytes` deflated (zlib format, which carries its own checksum).
    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        let status = out.withUnsafeMutableBufferPointer { o in
            bytes.withUnsafeBufferPointer { i in compress2(o.baseAddress, &length, i.baseAddress, uLong(i.count), level) }
        }
        precondition(status == Z_OK, "zlib cannot compress (\(status))")
        out.removeSubrange(Int(length)...)
        return out
    }

    /// The `length` bytes `compressed` holds, or nil when it is damaged or holds another length.
    static func decompress(_ compressed: [UInt8], length: Int) -> [UInt8]? {
        guard length >= 0, length <= 1 << 30 else { return nil }
        var produced = uLong(length)
        var status = Z_OK
        // Into uninitialized capacity: zero-filling every page first, only to overwrite it, is wasted.
        let out = [UInt8](unsafeUninitializedCapacity: max(length, 1)) { o, count in
            status = compressed.withUnsafeBufferPointer { i in uncompress(o.baseAddress, &produced, i.baseAddress, uLong(i.count)) }
            count = status == Z_OK ? Int(produced) : 0
        }
        guard status == Z_OK, Int(produced) == length else { return nil }
        return out
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
    }
}
