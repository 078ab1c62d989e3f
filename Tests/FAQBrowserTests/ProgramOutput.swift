import Foundation

/// What a program printed on its standard output, and how it ended: for tests that run one.
struct ProgramOutput {
    let text: String
    let status: Int32

    /// Runs `program` with `arguments` to its end, in `environment` (else this process's).
    static func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil) throws -> ProgramOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProgramOutput(text: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
    }
}
