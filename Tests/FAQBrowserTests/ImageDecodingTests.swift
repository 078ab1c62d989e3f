import Foundation
import XCTest
@testable import Gtk
import CGtk

/// Issue #25, items 7 and 8: images are opened without blocking, read only when they are
/// regular files, and refused from their header when they declare too many pixels.
final class ImageDecodingTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "faq-decode-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    /// A grayscale PNG; with `pixels: false`, only its header (all a loader needs to refuse it).
    static func png(width: Int, height: Int, pixels: Bool = true) -> Data {
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return ~c
        }
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(UInt32(data.count)) + body + be(crc(body))
        }
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += chunk("IHDR", be(UInt32(width)) + be(UInt32(height)) + [8, 0, 0, 0, 0])
        if pixels {
            // zlib with stored (uncompressed) blocks: no compressor needed.
            let raw = [UInt8]((0..<height).flatMap { _ in [0] + [UInt8](repeating: 0x80, count: width) })
            var zlib: [UInt8] = [0x78, 0x01]
            var at = 0
            repeat {
                let n = min(65_535, raw.count - at)
                let final: UInt8 = at + n == raw.count ? 1 : 0
                zlib += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)] + raw[at..<(at + n)]
                at += n
            } while at < raw.count
            var a: UInt32 = 1, b: UInt32 = 0
            for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
            zlib += be(b << 16 | a)
            out += chunk("IDAT", zlib)
            out += chunk("IEND", [])
        }
        return Data(out)
    }

    func decode(_ name: String) -> (width: Int, height: Int)? {
        guard let pixbuf = Pixbuf.decode(fileName: Array((folder + "/" + name).utf8), maximumWidth: 560, maximumHeight: 2_000) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return (Int(gdk_pixbuf_get_width(pixbuf)), Int(gdk_pixbuf_get_height(pixbuf)))
    }

    func testImagesAreDecodedAtTheSizeShown() throws {
        try Self.png(width: 1_120, height: 40).write(to: URL(fileURLWithPath: folder + "/wide.png"))
        try Self.png(width: 30, height: 20).write(to: URL(fileURLWithPath: folder + "/small.png"))
        try Self.png(width: 10, height: 4_000).write(to: URL(fileURLWithPath: folder + "/tall.png"))
        XCTAssertEqual(decode("wide.png").map { [$0.width, $0.height] }, [560, 20])
        XCTAssertEqual(decode("small.png").map { [$0.width, $0.height] }, [30, 20])
        XCTAssertEqual(decode("tall.png").map { [$0.width, $0.height] }, [5, 2_000])
    }

    func testDecompressionBombsAreRefusedFromTheirHeader() throws {
        for (name, width, height) in [("square.png", 20_000, 20_000), ("tall.png", 560, 200_000)] {
            try Self.png(width: width, height: height, pixels: false).write(to: URL(fileURLWithPath: folder + "/" + name))
            let start = Date()
            XCTAssertNil(decode(name))
            XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        }
        // A photograph-sized image still decodes, scaled to the width shown.
        try Self.png(width: 1_200, height: 900).write(to: URL(fileURLWithPath: folder + "/photo.png"))
        XCTAssertEqual(decode("photo.png").map(\.width), 560)
    }

    func testAFIFOOrDeviceImageIsNeverRead() throws {
        XCTAssertEqual(mkfifo(folder + "/pipe.png", 0o600), 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/tty.png", withDestinationPath: "/dev/null")
        let start = Date()
        XCTAssertNil(decode("pipe.png"))
        XCTAssertNil(decode("tty.png"))
        XCTAssertNil(decode("missing.png"))
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }

    func testImageWorkHasItsOwnBoundedQueue() throws {
        try Self.png(width: 30, height: 20).write(to: URL(fileURLWithPath: folder + "/small.png"))
        let path = Array((folder + "/small.png").utf8)
        MainActor.assumeIsolated {
            var results: [Bool] = []
            // One slow file holds only the image queue: more images than it takes are refused at once.
            let gate = DispatchSemaphore(value: 0)
            Pixbuf.load(resolve: { gate.wait(); return path }, maximumWidth: 560, maximumHeight: 2_000) { results.append($0 != nil) }
            for _ in 0..<(Pixbuf.maximumQueuedImages + 9) {
                Pixbuf.load(resolve: { path }, maximumWidth: 560, maximumHeight: 2_000) { results.append($0 != nil) }
            }
            XCTAssertEqual(results, Array(repeating: false, count: 10), "refused at once, past the queue's bound")
            // Meanwhile the shared pool still runs other work.
            let other = DispatchSemaphore(value: 0)
            DispatchQueue.global().async { other.signal() }
            XCTAssertEqual(other.wait(timeout: .now() + 2), .success)
            gate.signal()
            XCTAssertTrue(MainLoop.wait(upTo: 10) { results.count == Pixbuf.maximumQueuedImages + 10 }, "every load answered")
            XCTAssertEqual(results.filter { $0 }.count, Pixbuf.maximumQueuedImages)
        }
    }
}
