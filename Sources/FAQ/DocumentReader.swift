import Foundation

/// Opens FAQ files: reads them within a size limit and decodes them.
public enum DocumentReader {
    /// Files larger than this are refused before they are read (100 MiB).
    public static let maximumFileSize = 100 * 1024 * 1024

    /// A document and the warnings met while reading it.
    public struct Result: Sendable {
        public var document: FAQDocument
        public var warnings: [DocumentProblem]
    }

    /// Reads and decodes the file at `path`; `displayName` names it in messages (default: the path).
    public static func read(path: String, displayName: String? = nil) throws(DocumentError) -> Result {
        let name = displayName ?? path
        let bytes = try readBytes(path: path, name: name)
        return try decode(bytes, file: name)
    }

    /// Decodes a document from bytes; `file` names it in messages.
    public static func decode(_ bytes: [UInt8], file: String) throws(DocumentError) -> Result {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw DocumentError([DocumentProblem(file: file, position: error.position, message: error.message)])
        }
        let (document, warnings) = try NativeFormat.decode(root, file: file, bytes: bytes)
        return Result(document: document, warnings: warnings)
    }

    static func readBytes(path: String, name: String) throws(DocumentError) -> [UInt8] {
        func fail(_ message: String) -> DocumentError { DocumentError([DocumentProblem(file: name, message: message)]) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw fail("no such file") }
        guard !isDirectory.boolValue else { throw fail("this is a folder, not a FAQ file") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw fail("the file cannot be read (permission denied?)") }
        defer { try? handle.close() }
        // Read one byte past the limit: enough to know a file is too big without trusting its size.
        let data: Data
        do {
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            throw fail("the file cannot be read: \(error.localizedDescription)")
        }
        guard data.count <= maximumFileSize else {
            throw fail("the file is larger than \(maximumFileSize / 1024 / 1024) MiB, the most FAQ Browser opens")
        }
        return [UInt8](data)
    }
}
