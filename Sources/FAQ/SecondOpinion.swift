/// A second reading for a file whose format only its content told (`FAQ`, `notes.txt`). The
/// sniffers go by a few marks (a `# ` line is a Markdown heading, two `~~~` underlines are
/// reStructuredText) that a plain-text FAQ may carry too: a root prompt `# chronyd -q`,
/// numbered questions underlined with `~~~`, a comment block of `#` lines (`MarkdownCommentBlocks`).
/// When the sniffed format refuses such a file, its import fails the misread guard, or its
/// Markdown holds such a comment block, the plain-text reader (which would have taken the file
/// had no sniffer matched) reads it too. Its reading replaces a warned one only when the guard
/// accepts it, and a refusal whatever the guard says (then it carries the guard's warning): a
/// warned reading is never exchanged for another, and none is ever kept without its warning.
enum SecondOpinion {
    /// An import and what the misread guard says of it.
    struct Reading {
        var document: FAQDocument
        var warnings: [DocumentProblem]
        var importer: String
        var finding: MisreadFinding?
    }

    static func read(_ text: String, detection: DocumentFormat.Detection, file: String) throws(DocumentError) -> Reading {
        let first: Result<Reading, DocumentError>
        do {
            first = .success(try reading(text, as: detection.format, file: file))
        } catch {
            first = .failure(error)
        }
        guard detection.sniffed, detection.format != .plainText else { return try first.get() }
        // `#` lines that wrap a sentence are a comment block, not headings: the Markdown reading is doubted.
        let doubted = detection.format == .markdown && MarkdownCommentBlocks.contains(text)
        if case .success(let sniffed) = first, sniffed.finding == nil, !doubted { return sniffed }
        guard let plain = try? reading(text, as: .plainText, file: file) else { return try first.get() }
        switch first {
        case .failure: return plain
        case .success(let sniffed): return plain.finding == nil ? plain : sniffed
        }
    }

    /// One importer's reading of `text`, checked by the guard (JSON-LD's structure is explicit).
    static func reading(_ text: String, as format: DocumentFormat, file: String) throws(DocumentError) -> Reading {
        let (document, warnings, importer) = try DocumentReader.decodeText(text, as: format, file: file)
        let finding = importer == "schema.org JSON-LD" ? nil : MisreadGuard.check(document, source: text, format: format)
        return Reading(document: document, warnings: warnings, importer: importer, finding: finding)
    }
}
