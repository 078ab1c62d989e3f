import FAQ

/// `faq-browser --check`: validates files and reports like a compiler.
public enum DocumentChecker {
    /// Checks each file; returns the lines to print and the exit status (0: all fine).
    public static func check(_ files: [String]) -> (lines: [String], status: Int32) {
        var lines: [String] = []
        var status: Int32 = 0
        for file in files {
            do {
                let result = try DocumentReader.read(path: file)
                lines += result.warnings.map(\.description)
                let document = result.document
                let sections = document.sectionCount
                lines.append("\(file): \(sections) section\(sections == 1 ? "" : "s"), \(document.questionCount) question\(document.questionCount == 1 ? "" : "s") (read as \(result.importer))")
            } catch {
                lines += error.problems.map(\.description)
                status = 1
            }
        }
        return (lines, status)
    }
}
