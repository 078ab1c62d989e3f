import FAQ

/// `faq-browser --check`: validates files and reports like a compiler.
public enum DocumentChecker {
    /// Checks each file (`FILE#ID` also checks that the document has that ID, as a window
    /// would reveal it); returns the lines to print, safe for a terminal, and the exit status
    /// (0: all fine).
    /// At most this many problems are printed per file (then how many more there are): a
    /// FAQ of 100,000 questions of one title has 99,999 warnings no one reads.
    public static let maximumProblemsShown = 1_000

    public static func check(_ files: [String]) -> (lines: [String], status: Int32) {
        var lines: [String] = []
        var status: Int32 = 0
        for argument in files {
            let (path, fragment) = LaunchOptions.splitFragment(argument)
            let file = FilePaths.shown(path)
            do {
                let result = try DocumentReader.read(path: path, displayName: file)
                lines += shown(result.warnings, file: file)
                let document = result.document
                lines.append(summary(file: file, sections: document.sectionCount, questions: document.questionCount, importer: result.importer))
                // A possible misread (its warning is printed above) fails the check: a script
                // must not take a FAQ that may be missing questions for a good one.
                if result.misread != nil { status = 1 }
                if let fragment, !document.hasNode(id: fragment) {
                    lines.append("\(file): \(tr(DocumentProblem.Severity.error.word)): " + tr("there is no section or question {1} in this FAQ", MessageText.quoted(fragment)))
                    status = 1
                }
            } catch {
                lines += shown(error.problems, file: file)
                status = 1
            }
        }
        return (lines.map { MessageText.terminal($0) }, status)
    }

    private static func shown(_ problems: [DocumentProblem], file: String) -> [String] {
        guard problems.count > maximumProblemsShown else { return problems.map(tr) }
        let more = problems.count - maximumProblemsShown
        return problems.prefix(maximumProblemsShown).map(tr)
            + ["\(file): " + trn("… and {1} more problem (not shown)", "… and {1} more problems (not shown)", more, String(more))]
    }

    /// `FILE: N sections, M questions (read as IMPORTER)`, in the user's language (the importer's
    /// name stays as it is: it names a format).
    static func summary(file: String, sections: Int, questions: Int, importer: String) -> String {
        tr("{1}: {2}, {3} (read as {4})", file,
           trn("{1} section", "{1} sections", sections, String(sections)),
           trn("{1} question", "{1} questions", questions, String(questions)), importer)
    }
}

extension FAQDocument {
    /// Whether a section or question has this ID.
    func hasNode(id: String) -> Bool {
        allSections.contains { $0.section.id == id || $0.section.questions.contains { $0.id == id } }
    }
}
