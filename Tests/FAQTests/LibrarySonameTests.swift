import Foundation
import XCTest
@testable import FAQ

/// The libraries opened at run time (cmark-gfm, libxml2) are opened by the sonames of the
/// headers the program was built with: they must be the sonames of the libraries installed
/// for building, as their own ELF headers name them (the package's dependencies come from
/// those, debian/rules).
final class LibrarySonameTests: XCTestCase {
    /// The SONAME that `objdump -p` reads from the development link `lib<name>.so` in
    /// pkg-config's library folder for `module`.
    func soname(of name: String, module: String) throws -> String {
        let libdir = try run("/usr/bin/pkg-config", ["--variable=libdir", module]).trimmingCharacters(in: .whitespacesAndNewlines)
        let headers = try run("/usr/bin/objdump", ["-p", "\(libdir)/lib\(name).so"])
        let line = try XCTUnwrap(headers.split(separator: "\n").first { $0.contains("SONAME") })
        return try XCTUnwrap(line.split(separator: " ").last.map(String.init))
    }

    func run(_ program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(program) \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    func testLibXML2IsOpenedByTheSonameOfItsHeaders() throws {
        XCTAssertEqual(HTMLText.libraryName, try soname(of: "xml2", module: "libxml-2.0"))
        XCTAssertTrue(HTMLText.isAvailable, "\(HTMLText.libraryName) opens")
    }

    func testCmarkIsOpenedByTheSonameOfItsHeaders() throws {
        XCTAssertEqual(MarkdownFormat.libraryName, try soname(of: "cmark-gfm-extensions", module: "libcmark-gfm"))
        XCTAssertTrue(MarkdownFormat.isAvailable, "\(MarkdownFormat.libraryName) opens")
    }
}
