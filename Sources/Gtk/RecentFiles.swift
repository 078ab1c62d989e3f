import CGtk

/// The desktop's list of recently used files (`GtkRecentManager`, shared with GNOME's Files and
/// file choosers): this app adds what it opens, and lists what it opened.
@MainActor
public final class RecentFiles: Object {
    public static let shared = RecentFiles()

    private init() { super.init(retaining: UnsafeMutableRawPointer(gtk_recent_manager_get_default())) }

    /// Records the file at `path` (its bytes) as just used by this application.
    public func add(fileName path: [UInt8]) {
        guard let uri = FileNames.withCString(path, { g_filename_to_uri($0, nil, nil) }) else { return }
        defer { g_free(uri) }
        gtk_recent_manager_add_item(cast(), uri)
    }

    /// The names (bytes) of local files this application used, newest first, at most `limit`, that still exist.
    public func fileNames(limit: Int) -> [[UInt8]] {
        guard let list = gtk_recent_manager_get_items(cast()) else { return [] }
        defer { g_list_free_full(list) { gtk_recent_info_unref(OpaquePointer($0)) } }
        let application = g_get_prgname().map { String(cString: $0) } ?? ""
        var found: [(path: [UInt8], time: Int)] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            let info = OpaquePointer(current.pointee.data)
            node = current.pointee.next
            guard gtk_recent_info_is_local(info) != 0, gtk_recent_info_exists(info) != 0,
                  gtk_recent_info_has_application(info, application) != 0,
                  let uri = gtk_recent_info_get_uri(info),
                  let filename = g_filename_from_uri(uri, nil, nil) else { continue }
            defer { g_free(filename) }
            found.append((FileNames.bytes(filename), Int(gtk_recent_info_get_modified(info))))
        }
        return found.sorted { $0.time > $1.time }.prefix(limit).map(\.path)
    }

    /// `changed`: the list changed (here or in another program), for as long as `owner` (the
    /// window that lists it) lives: the list outlives every window, so a handler must name one.
    @discardableResult
    public func onChanged(while owner: Object, _ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.plain("changed"), while: owner, callback)
    }
}
