import CProgramArguments
import Foundation
import XCTest

/// The runtime's entry points as CProgramArguments defines them (this test build links the
/// runtime as a library, whose own versions are internal to it: these names bind to ours).
@_silgen_name("_swift_stdlib_getUnsafeArgvArgc")
func runtimeArguments(_ count: UnsafeMutablePointer<Int32>) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
@_silgen_name("_swift_stdlib_overrideUnsafeArgvArgc")
func overrideRuntimeArguments(_ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ argc: Int32)

/// The arguments `CProgramArguments` captures at start, which a statically linked build hands to
/// Swift's `CommandLine`, are the process's own: the ones the kernel shows, and (this test
/// build links the runtime as a library, with its own search) the ones the runtime found.
final class ProgramArgumentsTests: XCTestCase {
    func captured() -> [String] {
        var count: Int32 = 0
        let argv = faq_program_arguments(&count)!
        return (0..<Int(count)).map { String(cString: argv[$0]!) }
    }

    func testTheCapturedArgumentsAreTheProcesssOwn() throws {
        let cmdline = try Data(contentsOf: URL(fileURLWithPath: "/proc/self/cmdline"))
        let kernels = cmdline.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
        XCTAssertFalse(captured().isEmpty)
        XCTAssertEqual(captured(), kernels)
        XCTAssertEqual(captured(), CommandLine.arguments)
    }

    func testTheVectorEndsWithNull() {
        var count: Int32 = 0
        let argv = faq_program_arguments(&count)!
        XCTAssertNil(argv[Int(count)], "C's argv[argc] is NULL")
    }

    func strings(_ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ count: Int32) -> [String] {
        (0..<Int(count)).map { String(cString: argv[$0]!) }
    }

    /// What the statically linked runtime asks for: the captured arguments, unless overridden.
    func testTheRuntimesEntryPointsGiveTheCapturedArgumentsOrTheOverride() {
        var count: Int32 = -1
        XCTAssertEqual(strings(runtimeArguments(&count), count), captured())
        let words: [UnsafeMutablePointer<CChar>?] = ["tool", "--flag", "file"].map { (word: String) in strdup(word) } + [nil]
        defer { words.forEach { free($0) } }
        var argv = words
        argv.withUnsafeMutableBufferPointer { buffer in
            overrideRuntimeArguments(buffer.baseAddress, 3)
            XCTAssertEqual(strings(runtimeArguments(&count), count), ["tool", "--flag", "file"])
            overrideRuntimeArguments(nil, 0)
        }
        XCTAssertEqual(strings(runtimeArguments(&count), count), captured(), "no override: the captured ones again")
    }
}
