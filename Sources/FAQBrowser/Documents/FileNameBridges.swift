import FAQ
import Gtk

// The toolkit's file-name APIs take and give bytes; the app carries paths as `FilePathBytes`
// text. These convert at that border.

extension RecentFiles {
    /// Records the file at `path` as just used by this application.
    func add(path: String) { add(fileName: FilePathBytes.bytes(path)) }

    /// Local files this application used, newest first, at most `limit`, that still exist.
    func paths(limit: Int) -> [String] { fileNames(limit: limit).map(FilePathBytes.path) }
}

extension FileMonitor {
    /// Watches the file at `path`; nil when it cannot be watched.
    convenience init?(path: String, _ changed: @escaping @MainActor () -> Void) {
        self.init(fileName: FilePathBytes.bytes(path), changed)
    }

    /// Watches the entries of the folder at `folder`; nil when it cannot be watched.
    convenience init?(folder: String, _ changed: @escaping @MainActor () -> Void) {
        self.init(folderName: FilePathBytes.bytes(folder), changed)
    }
}
