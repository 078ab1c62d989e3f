import CGtk

/// Watches one file (through its folder, so saves by rename are seen) with `GFileMonitor`.
@MainActor
public final class FileMonitor: Object {
    /// Nil when the file cannot be watched (the folder is gone, no permission).
    public convenience init?(fileName path: [UInt8], _ changed: @escaping @MainActor () -> Void) {
        self.init(path, changed) { g_file_monitor_file($0, G_FILE_MONITOR_WATCH_MOVES, nil, &$1) }
    }

    /// Watches a folder's own entries (not its subfolders'): a file made, removed or renamed in it.
    /// Nil when the folder cannot be watched.
    public convenience init?(folderName folder: [UInt8], _ changed: @escaping @MainActor () -> Void) {
        self.init(folder, changed) { g_file_monitor_directory($0, G_FILE_MONITOR_WATCH_MOVES, nil, &$1) }
    }

    private init?(_ path: [UInt8], _ changed: @escaping @MainActor () -> Void,
                  monitor make: (OpaquePointer?, inout UnsafeMutablePointer<GError>?) -> UnsafeMutablePointer<GFileMonitor>?) {
        let file = FileNames.withCString(path) { g_file_new_for_path($0) }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = make(file, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        super.init(adopting: UnsafeMutableRawPointer(monitor))
        g_file_monitor_set_rate_limit(cast(), 200)
        connect(.fileContentChanged(), changed)
    }

    isolated deinit {
        g_file_monitor_cancel(cast())
    }
}
