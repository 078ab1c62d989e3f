/// A problem found while reading a FAQ file, with where it is: a line and column when the
/// format has them, else a path inside the document (`sections[2].questions[0].answer`).
public struct DocumentProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, warning

        /// The word a problem's line shows.
        public var word: TranslatableText {
            switch self {
            case .error: TranslatableText("error")
            case .warning: TranslatableText("warning")
            }
        }
    }

    public var file: String
    public var position: SourcePosition?
    public var path: String?
    public var severity: Severity
    /// What is wrong, in words the app can translate.
    public var text: TranslatableText

    public init(file: String, position: SourcePosition? = nil, path: String? = nil,
                severity: Severity = .error, message: TranslatableText) {
        self.file = file
        self.position = position
        self.path = path
        self.severity = severity
        self.text = message
    }

    /// What is wrong, in English.
    public var message: String { text.description }

    /// `FILE:LINE:COLUMN: error: message`, or `FILE: error: path: message` without a position.
    public var description: String { line(translating: TranslatableText.english) }

    /// The same line in the language `translate` gives (`FILE:LINE:COLUMN:` stays as it is).
    /// The file name and path show control and bidi formatting characters as `\u{…}`: a file
    /// named with U+202E cannot reverse the message after it.
    public func line(translating translate: (String, String?, Int) -> String) -> String {
        let file = MessageText.visible(file)
        let severity = severity.word.text(translating: translate)
        let message = text.text(translating: translate)
        if let position {
            return "\(file):\(position.line):\(position.column): \(severity): \(message)"
        }
        if let path { return "\(file): \(severity): \(MessageText.visible(path)): \(message)" }
        return "\(file): \(severity): \(message)"
    }
}

/// Why a FAQ file could not be opened: one or more errors (and any warnings met on the way).
public struct DocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    public var problems: [DocumentProblem]
    public init(_ problems: [DocumentProblem]) { self.problems = problems }
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
