import CGtk

/// Watches one file (through its folder, so saves by rename are seen) with `GFileMonitor`.
@MainActor
public final class FileMonitor: Object {
    /// Nil when the file cannot be watched (the folder is gone, no permission).
    public init?(path: String, _ changed: @escaping @MainActor () -> Void) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        super.init(adopting: UnsafeMutableRawPointer(monitor))
        g_file_monitor_set_rate_limit(cast(), 200)
        connect("changed", trampoline: Trampolines.fileMonitorChanged, callback: { (event: Int32) in
            // Attribute-only changes (atime, permissions) leave the content as it was.
            guard event != Int32(G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED.rawValue),
                  event != Int32(G_FILE_MONITOR_EVENT_PRE_UNMOUNT.rawValue) else { return }
            changed()
        } as Trampolines.FileChanged)
    }

    /// Watches a folder's own entries (not its subfolders'): a file made, removed or renamed in it.
    /// Nil when the folder cannot be watched.
    public init?(folder: String, _ changed: @escaping @MainActor () -> Void) {
        let file = g_file_new_for_path(folder)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        super.init(adopting: UnsafeMutableRawPointer(monitor))
        g_file_monitor_set_rate_limit(cast(), 200)
        connect("changed", trampoline: Trampolines.fileMonitorChanged, callback: { (event: Int32) in
            guard event != Int32(G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED.rawValue),
                  event != Int32(G_FILE_MONITOR_EVENT_PRE_UNMOUNT.rawValue) else { return }
            changed()
        } as Trampolines.FileChanged)
    }

    isolated deinit {
        g_file_monitor_cancel(cast())
    }
}
