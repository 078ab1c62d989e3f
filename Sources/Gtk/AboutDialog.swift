import CGtk

/// A `GtkAboutDialog`.
@MainActor
public enum AboutDialog {
    /// Shows an About dialog for the app; it closes itself. Its logo is the icon `iconName`, or
    /// the image in `logoFile` when one is given (an icon the desktop's theme does not have).
    public static func present(parent: ApplicationWindow?, name: String, version: String, comments: String,
                               iconName: String, logoFile: String? = nil, website: String) {
        let dialog = gtk_about_dialog_new()!
        let about = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkAboutDialog.self)
        gtk_about_dialog_set_program_name(about, name)
        gtk_about_dialog_set_version(about, version)
        gtk_about_dialog_set_comments(about, comments)
        if let logoFile, let logo = gdk_pixbuf_new_from_file_at_size(logoFile, 128, 128, nil) {
            gtk_about_dialog_set_logo(about, logo)
            g_object_unref(UnsafeMutableRawPointer(logo))
        } else {
            gtk_about_dialog_set_logo_icon_name(about, iconName)
        }
        gtk_about_dialog_set_website(about, website)
        URILauncher.handleLinks(of: UnsafeMutableRawPointer(dialog))
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_GPL_3_0)
        let window = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self)
        if let parent { gtk_window_set_transient_for(window, parent.cast()) }
        gtk_window_set_modal(window, 1)
        // The dialog owns itself (GTK keeps every toplevel): destroyed on any response. Its
        // wrapper goes when this returns; the handler stays with the dialog.
        Widget(retaining: UnsafeMutableRawPointer(dialog)).connect(.int("response")) { _ in
            gtk_widget_destroy(dialog)
        }
        gtk_window_present(window)
    }
}
