/// A problem found while reading a FAQ file, with where it is: a line and column when the
/// format has them, else a path inside the document (`sections[2].questions[0].answer`).
public struct DocumentProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public var file: String
    public var position: SourcePosition?
    public var path: String?
    public var severity: Severity
    public var message: String

    public init(file: String, position: SourcePosition? = nil, path: String? = nil,
                severity: Severity = .error, message: String) {
        self.file = file
        self.position = position
        self.path = path
        self.severity = severity
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: message`, or `FILE: error: path: message` without a position.
    /// The file name and path show control and bidi formatting characters as `\u{…}`: a file
    /// named with U+202E cannot reverse the message after it.
    public var description: String {
        let file = MessageText.visible(file)
        if let position {
            return "\(file):\(position.line):\(position.column): \(severity.rawValue): \(message)"
        }
        if let path { return "\(file): \(severity.rawValue): \(MessageText.visible(path)): \(message)" }
        return "\(file): \(severity.rawValue): \(message)"
    }
}

/// Why a FAQ file could not be opened: one or more errors (and any warnings met on the way).
public struct DocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    public var problems: [DocumentProblem]
    public init(_ problems: [DocumentProblem]) { self.problems = problems }
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
