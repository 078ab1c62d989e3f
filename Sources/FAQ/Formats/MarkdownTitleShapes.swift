/// Shapes of a title the Markdown reader weighs where a title asks nothing: an error message, a short label.
extension MarkdownQuestionPatterns {
    /// Whether a title is an error message: a name ending in "Error" or "Exception" before a
    /// colon ("InvalidStateError: Document is not fully active"), not a topic ("Exception handling").
    static func namesATrouble(_ title: String) -> Bool {
        guard let colon = title.firstIndex(of: ":") else { return false }
        let name = title[..<colon]
        return name.count > 5 && name.allSatisfy(\.isLetter) && (name.hasSuffix("Error") || name.hasSuffix("Exception"))
    }

    /// Whether a question is a label of three words or fewer ("Linux?", "On Windows?").
    static func isShortLabel(_ question: String) -> Bool {
        question.split(separator: " ").count <= 3
    }
}
