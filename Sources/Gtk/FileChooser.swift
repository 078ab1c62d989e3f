import CGtk

/// A `GtkFileChooserNative` that asks for one file to open (or one folder).
@MainActor
public final class OpenFileDialog: Object {
    /// `filters`: (name, glob patterns) pairs, the first one selected.
    /// `choosesFolder`: a folder is chosen rather than a file (filters then mean nothing).
    public init(title: String, parent: ApplicationWindow, filters: [(name: String, patterns: [String])], choosesFolder: Bool = false) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_file_chooser_native_new(
            title, parent.cast(), choosesFolder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER : GTK_FILE_CHOOSER_ACTION_OPEN, nil, nil)))
        for filter in filters {
            let f = gtk_file_filter_new()
            gtk_file_filter_set_name(f, filter.name)
            for pattern in filter.patterns { gtk_file_filter_add_pattern(f, pattern) }
            gtk_file_chooser_add_filter(OpaquePointer(gObject), f)
        }
    }

    /// Shows the dialog; `completion` gets the chosen path's bytes, or nil when cancelled.
    public func run(_ completion: @escaping @MainActor ([UInt8]?) -> Void) {
        connect(.int("response")) { [weak self] response in
            guard let self else { return }
            var path: [UInt8]?
            if response == GTK_RESPONSE_ACCEPT.rawValue, let raw = gtk_file_chooser_get_filename(OpaquePointer(self.gObject)) {
                path = FileNames.bytes(raw)
                g_free(raw)
            }
            completion(path)
        }
        gtk_native_dialog_show(cast())
    }
}
