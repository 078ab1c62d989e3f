import Foundation

/// Reads and writes `DocumentState` files under `<user state dir>/faq-browser/`, one per
/// document, named by a hash of its path. Writes are atomic (temporary file, fsync, rename):
/// a crash leaves the old file whole. Unreadable files are ignored with a warning.
public struct StateStore: Sendable {
    public let directory: URL
    /// Where warnings go (stderr in the app; collected in tests).
    public var warn: @Sendable (String) -> Void = { FileHandle.standardError.write(Data("faq-browser: warning: \($0)\n".utf8)) }
    /// Called between writing the temporary file and renaming it (tests simulate a crash here).
    var beforeRename: @Sendable () throws -> Void = {}

    public init(directory: URL) { self.directory = directory }

    public func file(for path: String) -> URL {
        // FNV-1a: stable across runs and platforms, unlike Hasher.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return directory.appendingPathComponent(String(format: "%016llx.json", hash))
    }

    /// The saved state of the document at `path`, or nil (missing, corrupt or foreign: warned).
    public func load(path: String) -> DocumentState? {
        let url = file(for: path)
        guard let data = try? Data(contentsOf: url) else { return nil }
        do {
            let state = try JSONDecoder().decode(DocumentState.self, from: data)
            guard state.version == DocumentState.currentVersion else {
                warn("\(url.path): ignoring state of an unknown version \(state.version)")
                return nil
            }
            guard state.path == path else {
                warn("\(url.path): ignoring state that belongs to \(state.path)")
                return nil
            }
            return state
        } catch {
            warn("\(url.path): ignoring a state file that cannot be read (\(error))")
            return nil
        }
    }

    /// Saves atomically; returns whether it was written.
    @discardableResult
    public func save(_ state: DocumentState) -> Bool {
        let url = file(for: state.path)
        let temporary = url.appendingPathExtension("tmp-\(getpid())")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(state)
            guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
                throw CocoaError(.fileWriteUnknown)
            }
            let handle = try FileHandle(forWritingTo: temporary)
            try handle.synchronize()
            try handle.close()
            try beforeRename()
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
            return true
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            warn("\(url.path): could not save state (\(error))")
            return false
        }
    }

    /// Forgets the state of one document, or of all when `path` is nil.
    public func reset(path: String?) {
        if let path {
            try? FileManager.default.removeItem(at: file(for: path))
        } else {
            try? FileManager.default.removeItem(at: directory)
        }
    }
}
