import FAQ
import Glibc

/// The folders the user added to the shelf, one absolute path a line in `shelf-folders` in the
/// app's state folder, written whole (temporary file, then rename).
struct ShelfFolders {
    let file: String
    private(set) var paths: [String]

    init(stateFolder: String = StateStore.userFolder) {
        file = FilePaths.joined(stateFolder, "shelf-folders")
        let bytes = (try? DocumentReader.readBytes(path: file, name: "shelf-folders")) ?? []
        paths = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init).filter { $0.hasPrefix("/") }
    }

    /// Adds `folder` (once) and writes the list; false when it could not be written.
    @discardableResult
    mutating func add(_ folder: String) -> Bool {
        guard folder.hasPrefix("/"), !folder.contains("\n") else { return false }
        guard !paths.contains(folder) else { return true }
        paths.append(folder)
        let temporary = file + ".tmp-" + String(getpid())
        do throws(StateStore.SaveError) {
            try StateStore.makeFolder(FilePaths.parent(of: file))
            try StateStore.write(Array(paths.map { $0 + "\n" }.joined().utf8), to: temporary)
        } catch {
            unlink(temporary)
            return false
        }
        return rename(temporary, file) == 0
    }
}
