import FoundationEssentials
import Glibc

/// Opens FAQ files: reads them within a size limit and decodes them.
public enum DocumentReader {
    /// Files larger than this are refused before they are read (100 MiB).
    public static let maximumFileSize = 100 * 1024 * 1024

    /// A document and the warnings met while reading it.
    public struct Result: Sendable {
        public var document: FAQDocument
        public var warnings: [DocumentProblem]
        /// Which importer read the file ("Markdown", "Maven FML", "schema.org JSON-LD"…).
        public var importer: String = "FAQ JSON"
        /// The misread guard's finding, when the import disagrees with the source's own signals
        /// (it is also the first of the warnings).
        public var misread: MisreadFinding?
    }

    /// Reads and decodes the file at `path`; `displayName` names it in messages (default: the path).
    /// `tolerant`: a native file with bad entries opens with its valid parts, its errors among
    /// the warnings (the window); otherwise any error refuses it (`--check`). `lookup` gives
    /// the language of the marks a tolerant read puts on entries it could not read.
    public static func read(path: String, displayName: String? = nil, tolerant: Bool = false,
                            translating lookup: @escaping TranslatableText.Lookup = TranslatableText.english) throws(DocumentError) -> Result {
        let name = displayName ?? path
        let bytes = try readBytes(path: path, name: name)
        var result = try decode(bytes, file: name, formatName: name, tolerant: tolerant, translating: lookup)
        result.document.title = PackageTitle.title(result.document.title, path: path)
        return result
    }

    /// Decodes a document from bytes in any supported format, told apart by the file name's
    /// extension first and then by content (`DocumentFormat`); `file` names it in messages.
    /// `tolerant` is for native files (see `read`).
    public static func decode(_ bytes: [UInt8], file: String, tolerant: Bool = false) throws(DocumentError) -> Result {
        try decode(bytes, file: file, formatName: file, tolerant: tolerant, translating: TranslatableText.english)
    }

    /// `formatName` is the name the format is told by: a compressed `FAQ.md.gz` is read as `FAQ.md`.
    private static func decode(_ bytes: [UInt8], file: String, formatName: String, tolerant: Bool,
                               translating lookup: @escaping TranslatableText.Lookup) throws(DocumentError) -> Result {
        if GzipDecoding.isCompressed(bytes) {
            let unpacked = try GzipDecoding.decompress(bytes, limit: maximumFileSize, file: file)
            try ReadCancellation.checkpoint()
            guard !GzipDecoding.isCompressed(unpacked) else {
                throw DocumentError([DocumentProblem(file: file, message: TranslatableText("the file is compressed twice; unpack it once first"))])
            }
            return try decode(unpacked, file: file, formatName: GzipDecoding.innerName(formatName), tolerant: tolerant, translating: lookup)
        }
        let bytes = LineEnds.normalized(bytes)
        guard let detection = DocumentFormat.detection(bytes, fileName: formatName) else {
            let blank = bytes.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
            throw DocumentError([DocumentProblem(file: file, message: blank ? TranslatableText("the file is empty")
                : TranslatableText("this is not a FAQ format FAQ Browser knows. {1}.", arguments: [.translated(DocumentFormat.supportedFormats)]))])
        }
        var (document, warnings): (FAQDocument, [DocumentProblem])
        var importer = detection.format.name
        switch detection.format {
        case .json:
            if let fast = NativeStreamDecoder.decode(bytes) {
                (document, warnings, importer) = (fast, [], "FAQ JSON")
                break
            }
            try ReadCancellation.checkpoint()
            let root: JSONNode
            do {
                root = try JSONParser.parse(bytes)
            } catch {
                try ReadCancellation.checkpoint()
                let jsonError = DocumentError([DocumentProblem(file: file, position: error.position, message: error.text)])
                // A text-named file whose first mark only looked like JSON's is text, when its
                // text reads cleanly; else JSON's error says best what is wrong.
                guard detection.sniffed,
                      let text = try? decodeTextFormat(bytes, detection: DocumentFormat.detectionWithoutJSON(bytes), file: file),
                      text.misread == nil else { throw jsonError }
                return text
            }
            if JSONLDFormat.looksLikeJSONLD(root) {
                (document, warnings) = try JSONLDFormat.decode([root], file: file)
                importer = "schema.org JSON-LD"
            } else if root["sections"] == nil, let read = JSONQuestionLists.decode(root, file: file, bytes: bytes) {
                // Not FAQ JSON (which needs "sections"): a site's own list of questions and answers.
                (document, warnings) = read
                importer = "JSON questions"
            } else {
                (document, warnings) = try NativeFormat.decode(root, file: file, bytes: bytes, tolerant: tolerant, translating: lookup)
                importer = "FAQ JSON"
            }
        default:
            return try decodeTextFormat(bytes, detection: detection, file: file)
        }
        warnings += DocumentLimits.apply(to: &document, file: file)
        return Result(document: document, warnings: warnings, importer: importer)
    }

    /// Decodes a file in one of the text formats (every one but JSON): read by the format
    /// detected, and checked by the misread guard.
    private static func decodeTextFormat(_ bytes: [UInt8], detection: DocumentFormat.Detection, file: String) throws(DocumentError) -> Result {
        var (text, decodingWarnings) = TextDecoding.decode(bytes, file: file, latin1ByDefault: detection.format == .sgml)
        text = LineEnds.normalized(text)
        // Info's image and index markers (`\0\b[` … `\0\b]`) would read as overstrikes below: its bookkeeping goes first.
        var infoChapterLine: Int?
        if detection.format == .plainText, InfoNodes.looksLikeInfo(text) {
            infoChapterLine = InfoNodes.faqChapterLine(text)
            text = InfoNodes.plainText(text)
        }
        // Markup hides a mode line in a comment; in the line formats it would show as text.
        // So do a terminal's bold and underline sequences in a formatter's saved output.
        if ![.html, .xml, .sgml].contains(detection.format) { text = TerminalText.plain(EmacsModeLine.removed(from: text)) }
        // A manual's FAQ part is the FAQ: the rest of the manual is neither read nor shown.
        if let part = ManualFAQParts.only(text, format: detection.format, fileNamesFAQ: PlainTextFormat.namesFAQ(file),
                                          infoChapterLine: infoChapterLine) { text = part }
        try ReadCancellation.checkpoint()
        // The structure was guessed from the text: the guard checks it against the text's own signals.
        let reading = try SecondOpinion.read(text, detection: detection, file: file)
        try ReadCancellation.checkpoint()
        var document = reading.document
        let warnings = decodingWarnings + reading.warnings + DocumentLimits.apply(to: &document, file: file)
        guard let finding = reading.finding else { return Result(document: document, warnings: warnings, importer: reading.importer) }
        let problem = DocumentProblem(file: file, position: finding.line.map { SourcePosition(line: $0, column: 1) },
                                      severity: .warning, message: finding.text)
        return Result(document: document, warnings: [problem] + warnings, importer: reading.importer, misread: finding)
    }

    /// Imports text in one of the text formats; returns the importer's name with the document.
    static func decodeText(_ text: String, as format: DocumentFormat, file: String) throws(DocumentError)
        -> (FAQDocument, [DocumentProblem], String) {
        switch format {
        case .json:
            let result = try decode(Array(text.utf8), file: file)
            return (result.document, result.warnings, result.importer)
        case .html:
            if let (document, warnings) = try JSONLDFormat.decodeHTMLPage(text, file: file) {
                // Data that lists only some of the questions the page shows (Invoiso's 13 of 19): the page's own reading,
                // where it shows every listed question and a quarter more, three at least. (A page's closing "Still have
                // questions?" or a shop's "Why shop with us?" is no reason to leave the data.)
                let listedCount = document.questionCount
                if let page = try? HTMLFAQFormat.decode(text, file: file), 4 * page.0.questionCount >= 5 * listedCount,
                   page.0.questionCount >= listedCount + 3 {
                    let shown = Set(page.0.allSections.flatMap(\.section.questions).map { QuestionShape.key(Substring($0.question)) })
                    if document.allSections.flatMap(\.section.questions).allSatisfy({ shown.contains(QuestionShape.key(Substring($0.question))) }) {
                        return (page.0, page.1, "HTML")
                    }
                }
                return (document, warnings, "schema.org JSON-LD")
            }
            // A page that renders Markdown is read as it; one whose Markdown holds no FAQ is read as a page.
            if let markdown = HTMLMarkdownPages.markdown(in: text), let (document, warnings) = try? MarkdownFormat.decode(markdown, file: file) {
                return (document, warnings, "HTML, its Markdown read as Markdown")
            }
            do {
                let (document, warnings) = try HTMLFAQFormat.decode(text, file: file)
                return (document, warnings, "HTML")
            } catch {
                // No markup marks its questions: its text may, as a plain-text FAQ's does ("1.1 How…?").
                guard let pageText = HTMLPageText.text(of: text),
                      let (document, warnings, shape) = try? PlainTextFormat.decode(pageText, file: file) else { throw error }
                return (document, warnings, "HTML, its text read as plain text (\(shape.rawValue))")
            }
        case .markdown:
            let (document, warnings) = try MarkdownFormat.decode(text, file: file)
            return (document, warnings, "Markdown")
        case .xml, .sgml:
            if LinuxDocFormat.declares(text) {
                let (document, warnings) = try LinuxDocFormat.decode(text, file: file)
                return (document, warnings, "LinuxDoc SGML")
            }
            return try XMLFormats.decode(text, file: file, sgml: format == .sgml)
        case .restructuredText:
            let (document, warnings) = try RestructuredTextFormat.decode(text, file: file)
            return (document, warnings, "reStructuredText")
        case .asciiDoc:
            let (document, warnings) = try AsciiDocFormat.decode(text, file: file)
            return (document, warnings, "AsciiDoc")
        case .org:
            let (document, warnings) = try OrgFormat.decode(text, file: file)
            return (document, warnings, "Org")
        case .manPage:
            let (document, warnings) = try ManPageFormat.decode(text, file: file)
            return (document, warnings, "man page")
        case .pod:
            let (document, warnings) = try PODFormat.decode(text, file: file)
            return (document, warnings, "POD")
        case .texinfo:
            let (document, warnings) = try TexinfoFormat.decode(text, file: file)
            return (document, warnings, "Texinfo")
        case .plainText:
            let (document, warnings, shape) = try PlainTextFormat.decode(text, file: file)
            return (document, warnings, "plain text (\(shape.rawValue))")
        }
    }

    /// The bytes of the regular file at `path` (at most `maximumFileSize`); errors name it `name`.
    public static func readBytes(path: String, name: String) throws(DocumentError) -> [UInt8] {
        func fail(_ message: TranslatableText) -> DocumentError { DocumentError([DocumentProblem(file: name, message: message)]) }
        // O_NONBLOCK: opening a named pipe must not wait for a writer (it would never return);
        // fstat on the open file then says what it is, and only regular files are read.
        let fd = FilePathBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard fd >= 0 else { throw fail(openFailure(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw fail(TranslatableText("the file cannot be read ({1})", String(cString: strerror(errno)))) }
        if let kind = notRegular(info.st_mode) { throw fail(kind) }
        // Read straight into the array, one byte past the limit: enough to know a file is too
        // big without trusting its size, and no second copy of a large file.
        let sizeHint = min(max(Int(info.st_size), 0), maximumFileSize) + 1
        var bytes: [UInt8] = []
        var chunk = sizeHint
        while bytes.count <= maximumFileSize {
            var readError: Int32 = 0
            // Read into uninitialized capacity: no zero-filling (and faulting in) a large file twice.
            let part = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, count in
                let n = Glibc.read(fd, buffer.baseAddress!, chunk)
                if n < 0 { readError = errno }
                count = max(0, n)
            }
            if readError != 0 { throw fail(TranslatableText("the file cannot be read ({1})", String(cString: strerror(readError)))) }
            if part.isEmpty { break }
            try ReadCancellation.checkpoint()
            if bytes.isEmpty { bytes = part } else { bytes += part }
            chunk = 1 << 16  // the first read took the size fstat gave; more is rare (a growing file)
        }
        guard bytes.count <= maximumFileSize else {
            throw fail(TranslatableText("the file is larger than {1} MiB, the most FAQ Browser opens", String(maximumFileSize / 1024 / 1024)))
        }
        return bytes
    }

    /// Why `open` failed, in words.
    static func openFailure(_ error: Int32) -> TranslatableText {
        switch error {
        case ENOENT: return TranslatableText("no such file")
        case ELOOP: return TranslatableText("the path goes round in a loop of symbolic links")
        case ENOTDIR: return TranslatableText("no such file (a part of the path is not a folder)")
        case EACCES, EPERM: return TranslatableText("permission denied: the file cannot be read")
        default: return TranslatableText("the file cannot be opened ({1})", String(cString: strerror(error)))
        }
    }

    /// What a file that is not a regular file is, as an error; nil for a regular file.
    static func notRegular(_ mode: mode_t) -> TranslatableText? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return TranslatableText("this is a folder, not a FAQ file")
        case S_IFIFO: return TranslatableText("this is a named pipe (FIFO), not a regular file: FAQ Browser opens only regular files")
        case S_IFSOCK: return TranslatableText("this is a socket, not a regular file: FAQ Browser opens only regular files")
        case S_IFCHR, S_IFBLK: return TranslatableText("this is a device, not a regular file: FAQ Browser opens only regular files")
        default: return TranslatableText("this is not a regular file: FAQ Browser opens only regular files")
        }
    }
}
