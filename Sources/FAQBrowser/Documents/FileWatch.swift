import FAQ
import FoundationEssentials
import Glibc
import Gtk

/// Watches a document's file for changes, wherever they are made: the path itself (saves by
/// rename), the file a symbolic link resolves to, and, once a second, the file's identity and
/// times, which catch what a monitor missed (its folder was renamed away and back) and re-arm
/// the monitors.
@MainActor
final class FileWatch {
    private let path: String
    private let changed: @MainActor () -> Void
    private var monitors: [FileMonitor] = []
    private var target: String?
    private var signature: Signature?
    private var poll: UInt32?
    /// How often the file is looked at besides the monitors.
    static let pollMilliseconds = 1_000

    /// What says a file changed: which file it is, its size and times.
    struct Signature: Equatable {
        var device: UInt64, inode: UInt64, size: Int64
        var modified: timespec, changed: timespec

        init?(path: String) {
            var info = stat()
            guard FilePathBytes.withCString(path, { stat($0, &info) }) == 0 else { return nil }
            (device, inode, size) = (UInt64(info.st_dev), UInt64(info.st_ino), Int64(info.st_size))
            (modified, changed) = (info.st_mtim, info.st_ctim)
        }

        static func == (a: Signature, b: Signature) -> Bool {
            a.device == b.device && a.inode == b.inode && a.size == b.size
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
        }
    }

    init(path: String, _ changed: @escaping @MainActor () -> Void) {
        self.path = path
        self.changed = changed
        signature = Signature(path: path)
        arm()
        schedulePoll()
    }

    /// (Re)creates the monitors: on the path, and on the resolved file when that is elsewhere.
    private func arm() {
        target = FilePaths.realPath(path)
        let paths = [path] + [target].compactMap { $0 }.filter { $0 != path }
        monitors = paths.compactMap { FileMonitor(path: $0) { [weak self] in self?.monitorSawChange() } }
    }

    private func monitorSawChange() {
        signature = Signature(path: path)
        // A link may now point elsewhere.
        if FilePaths.realPath(path) != target { arm() }
        changed()
    }

    private func schedulePoll() {
        poll = MainLoop.after(milliseconds: Self.pollMilliseconds) { [weak self] in
            guard let self else { return }
            self.poll = nil
            self.check()
            self.schedulePoll()
        }
    }

    /// A change the monitors did not report: they may no longer see the file, so re-arm them.
    private func check() {
        let now = Signature(path: path)
        guard now != signature || FilePaths.realPath(path) != target else { return }
        signature = now
        arm()
        changed()
    }

    isolated deinit {
        if let poll { MainLoop.cancel(poll) }
    }
}
