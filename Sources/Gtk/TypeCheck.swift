import CGtk

/// The GType of each C struct type the wrappers cast to, for `Object.cast`'s debug check.
@MainActor
enum TypeCheck {
    static let types: [ObjectIdentifier: () -> GType] = [
        ObjectIdentifier(GtkWidget.self): { gtk_widget_get_type() },
        ObjectIdentifier(GtkContainer.self): { gtk_container_get_type() },
        ObjectIdentifier(GtkBin.self): { gtk_bin_get_type() },
        ObjectIdentifier(GtkWindow.self): { gtk_window_get_type() },
        ObjectIdentifier(GtkApplicationWindow.self): { gtk_application_window_get_type() },
        ObjectIdentifier(GtkApplication.self): { gtk_application_get_type() },
        ObjectIdentifier(GApplication.self): { g_application_get_type() },
        ObjectIdentifier(GApplicationCommandLine.self): { g_application_command_line_get_type() },
        ObjectIdentifier(GtkBox.self): { gtk_box_get_type() },
        ObjectIdentifier(GtkPaned.self): { gtk_paned_get_type() },
        ObjectIdentifier(GtkScrolledWindow.self): { gtk_scrolled_window_get_type() },
        ObjectIdentifier(GtkHeaderBar.self): { gtk_header_bar_get_type() },
        ObjectIdentifier(GtkAdjustment.self): { gtk_adjustment_get_type() },
        ObjectIdentifier(GtkEntry.self): { gtk_entry_get_type() },
        ObjectIdentifier(GtkSearchBar.self): { gtk_search_bar_get_type() },
        ObjectIdentifier(GtkButton.self): { gtk_button_get_type() },
        ObjectIdentifier(GtkToggleButton.self): { gtk_toggle_button_get_type() },
        ObjectIdentifier(GtkMenuButton.self): { gtk_menu_button_get_type() },
        ObjectIdentifier(GtkExpander.self): { gtk_expander_get_type() },
        ObjectIdentifier(GtkRevealer.self): { gtk_revealer_get_type() },
        ObjectIdentifier(GtkLabel.self): { gtk_label_get_type() },
        ObjectIdentifier(GtkTreeStore.self): { gtk_tree_store_get_type() },
        ObjectIdentifier(GtkTreeView.self): { gtk_tree_view_get_type() },
        ObjectIdentifier(GtkMenu.self): { gtk_menu_get_type() },
        ObjectIdentifier(GtkMenuShell.self): { gtk_menu_shell_get_type() },
        ObjectIdentifier(GtkMenuItem.self): { gtk_menu_item_get_type() },
        ObjectIdentifier(GtkInfoBar.self): { gtk_info_bar_get_type() },
        ObjectIdentifier(GtkSpinner.self): { gtk_spinner_get_type() },
    ]
}

extension Object {
    /// Whether the object is an instance of the C type `T` (its GType or a subtype); nil when
    /// `T` is not one `TypeCheck` knows.
    func isInstance<T>(of _: T.Type) -> Bool? {
        guard let type = TypeCheck.types[ObjectIdentifier(T.self)] else { return nil }
        return g_type_check_instance_is_a(UnsafeMutableRawPointer(gObject).assumingMemoryBound(to: GTypeInstance.self), type()) != 0
    }
}
