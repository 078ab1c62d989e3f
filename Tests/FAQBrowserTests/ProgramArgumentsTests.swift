import CProgramArguments
import Foundation
import XCTest

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
}
