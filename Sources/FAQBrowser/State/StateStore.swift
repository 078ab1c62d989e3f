import FAQ
import FoundationEssentials
import Glibc
import Gtk
import Synchronization

/// Reads and writes `DocumentState` files under `<user state dir>/faq-browser/`, one per
/// document, named by a hash of its path. Writes are atomic: one temporary file
/// (`NAME.tmp-PID`), fsync, rename; a crash leaves the old file whole, and what an interrupted
/// save left is removed the first time the store is used. Unreadable files and out-of-range
/// values are ignored with a warning; a save that fails says why, once.
public struct StateStore: Sendable {
    /// The folder holding the files.
    public let folder: String
    /// The folder as a URL (for tests and tools).
    public var directory: URL { URL(fileURLWithPath: folder) }
    /// Where warnings go (stderr in the app; collected in tests).
    public var warn: @Sendable (String) -> Void = TerminalOutput.warn
    /// Called between writing the temporary file and renaming it (tests simulate a crash here).
    var beforeRename: @Sendable () throws -> Void = {}
    private let memory = Memory()

    /// The app's folder in the user's state folder (`~/.local/state/faq-browser`), absolute: the
    /// documents' states, and the Style choice beside them.
    public static var userFolder: String { FilePaths.absolute(FilePaths.joined(Environment.userStateDirectory, "faq-browser")) }

    public init(folder: String) { self.folder = folder }
    public init(directory: URL) { folder = directory.path }

    /// What the store remembers across calls: whether it tidied up, and whether the last save
    /// failed (its reason is then not repeated on every save).
    private final class Memory: Sendable {
        struct Flags {
            var tidied = false
            var failing = false
        }
        let flags = Mutex(Flags())
    }

    /// The file holding the state of the document at `path`.
    public func file(for path: String) -> URL { URL(fileURLWithPath: filePath(for: path)) }

    func filePath(for path: String) -> String {
        // FNV-1a: stable across runs and platforms, unlike Hasher.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return FilePaths.joined(folder, String(repeating: "0", count: 16 - hex.count) + hex + ".json")
    }

    /// The saved state of the document at `path`, or nil (missing, corrupt or foreign: warned).
    public func load(path: String) -> DocumentState? {
        let file = filePath(for: path)
        // Opening counts as use: the file's time says when its document was last opened (and
        // this one is not tidied away as forgotten).
        utimensat(AT_FDCWD, file, nil, 0)
        tidyOnce()
        guard let bytes = try? DocumentReader.readBytes(path: file, name: file) else { return nil }
        do throws(DocumentState.FormatError) {
            var state = try DocumentState(json: bytes)
            guard state.version == DocumentState.currentVersion else {
                warn("\(file): ignoring state of an unknown version \(state.version)")
                return nil
            }
            guard state.path == path else {
                warn("\(file): ignoring state that belongs to \(MessageText.quoted(state.path, limit: 300, marks: ("", "")))")
                return nil
            }
            state.clampValues { warn("\(file): \($0)") }
            return state
        } catch {
            warn("\(file): ignoring a state file that cannot be read (\(error))")
            return nil
        }
    }

    /// Saves atomically; returns whether it was written.
    @discardableResult
    public func save(_ state: DocumentState) -> Bool {
        tidyOnce()
        let file = filePath(for: state.path)
        let temporary = file + ".tmp-\(getpid())"
        do throws(SaveError) {
            guard let json = state.json else { throw SaveError("the state could not be encoded") }
            try Self.makeFolder(folder)
            try Self.write(Array(json.utf8), to: temporary)
            do { try beforeRename() } catch { throw SaveError("interrupted (\(error))") }
            guard rename(temporary, file) == 0 else { throw SaveError("\(temporary) cannot be renamed (\(String(cString: strerror(errno))))") }
            memory.flags.withLock { $0.failing = false }
            return true
        } catch {
            unlink(temporary)
            let first = memory.flags.withLock { flags -> Bool in
                defer { flags.failing = true }
                return !flags.failing
            }
            if first {
                warn("could not save what is open in \(MessageText.quoted(state.path, limit: 300)) to \(file): \(error.reason); later saves that fail are not reported")
            }
            return false
        }
    }

    /// Why a save failed, in words.
    struct SaveError: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// Writes `data` to a new file at `path` and flushes it to disk.
    static func write(_ data: [UInt8], to path: String) throws(SaveError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw SaveError("\(path) cannot be written (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if failure != 0 { throw SaveError("\(path) cannot be written (\(String(cString: strerror(failure))))") }
    }

    /// Makes the folder at `path` and any missing above it (mkdir -p), saying in words what is
    /// in the way (Foundation's own error reads `Code=512 "(null)"`).
    static func makeFolder(_ path: String) throws(SaveError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw SaveError("\(path) is a file, not a folder") }
            return
        }
        let parent = FilePaths.parent(of: path)
        if parent != ".", parent != path { try makeFolder(parent) }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
            throw SaveError("the folder \(path) cannot be made (\(String(cString: strerror(errno))))")
        }
    }

    private func tidyOnce() {
        let first = memory.flags.withLock { flags -> Bool in
            defer { flags.tidied = true }
            return !flags.tidied
        }
        if first {
            removeStaleTemporaryFiles()
            removeForgottenStates()
        }
    }

    /// States of documents not opened (nor saved) for this long are removed.
    static let forgottenAfterSeconds = 90 * 24 * 3600

    /// Removes the state files (`<16 hex digits>.json`) not opened or written for 90 days, so
    /// that the folder does not keep a file per document ever opened. Returns the names removed.
    @discardableResult
    func removeForgottenStates(now: Int = time(nil)) -> [String] {
        var removed: [String] = []
        for name in Self.names(in: folder) where name.utf8.count == 21 && name.hasSuffix(".json") && name.dropLast(5).allSatisfy(\.isHexDigit) {
            let path = FilePaths.joined(folder, name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                  now - Int(info.st_mtim.tv_sec) > Self.forgottenAfterSeconds, unlink(path) == 0 else { continue }
            removed.append(name)
        }
        return removed
    }

    /// Removes what interrupted saves left: `NAME.tmp-PID` files whose process is gone (or is
    /// this one: its saves finish before they return), and Foundation's `.dat.nosync…` files,
    /// which older versions wrote through. Returns the names removed.
    @discardableResult
    func removeStaleTemporaryFiles() -> [String] {
        var removed: [String] = []
        for name in Self.names(in: folder) {
            let stale: Bool
            if name.hasPrefix(".dat.nosync") {
                stale = true
            } else if let marker = name.ranges(of: ".tmp-").last, let pid = Int32(name[marker.upperBound...]) {
                stale = pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH)
            } else {
                stale = false
            }
            if stale, unlink(FilePaths.joined(folder, name)) == 0 { removed.append(name) }
        }
        return removed
    }

    /// The names in the folder at `path` (none when it cannot be read).
    private static func names(in path: String) -> [String] {
        guard let folder = opendir(path) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Forgets the state of one document, or of all when `path` is nil.
    public func reset(path: String?) {
        if let path {
            unlink(filePath(for: path))
        } else {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
