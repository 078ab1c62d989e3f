import XCTest
@testable import FAQ

/// The eight-bytes-at-a-time ASCII check agrees with a byte-at-a-time one wherever the high
/// byte falls: in a word, in the tail, or nowhere.
final class ASCIIBytesTests: XCTestCase {
    func testAgreesWithAByteAtATimeCheckAtEveryLengthAndPosition() {
        for length in 0...19 {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            XCTAssertTrue(bytes.withUnsafeBufferPointer(ASCIIBytes.isASCII), "\(length) ASCII bytes")
            for position in 0..<length {
                for high: UInt8 in [0x80, 0xC3, 0xFF] {
                    bytes[position] = high
                    let naive = bytes.allSatisfy { $0 < 0x80 }
                    XCTAssertEqual(bytes.withUnsafeBufferPointer(ASCIIBytes.isASCII), naive, "\(high) at \(position) of \(length)")
                    bytes[position] = UInt8(ascii: "a")
                }
            }
        }
    }

    func testStrings() {
        XCTAssertTrue(ASCIIBytes.isASCII(""))
        XCTAssertTrue(ASCIIBytes.isASCII("How do I install it? (a plain question of some length)"))
        XCTAssertFalse(ASCIIBytes.isASCII("How do I install it? (a plain question of some length)é"))
        XCTAssertFalse(ASCIIBytes.isASCII("Größe"))
        let bridged = String(repeating: "x", count: 40) + "\u{301}"
        XCTAssertFalse(ASCIIBytes.isASCII(Substring(bridged).description))
    }
}
