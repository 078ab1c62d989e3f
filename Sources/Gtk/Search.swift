import CGtk

/// A `GtkSearchEntry`: a text entry that reports changes after a short pause.
@MainActor
public final class SearchEntry: Widget {
    public init() { super.init(adopting: gtk_search_entry_new()) }

    public var text: String {
        get { String(cString: gtk_entry_get_text(cast())) }
        set { gtk_entry_set_text(cast(), newValue) }
    }
    /// Takes the keyboard focus leaving the text unselected (a typed key stays where it is).
    public func grabFocusWithoutSelecting() { gtk_entry_grab_focus_without_selecting(cast()) }
    public var placeholder: String {
        get { gtk_entry_get_placeholder_text(cast()).map { String(cString: $0) } ?? "" }
        set { gtk_entry_set_placeholder_text(cast(), newValue) }
    }
    /// The width the entry needs at least, in characters.
    public var widthChars: Int {
        get { Int(gtk_entry_get_width_chars(cast())) }
        set { gtk_entry_set_width_chars(cast(), Int32(newValue)) }
    }
    /// The width the entry asks for when there is room, in characters.
    public var maxWidthChars: Int {
        get { Int(gtk_entry_get_max_width_chars(cast())) }
        set { gtk_entry_set_max_width_chars(cast(), Int32(newValue)) }
    }

    /// `search-changed`: the text changed (debounced by GTK).
    @discardableResult
    public func onSearchChanged(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.plain("search-changed"), callback)
    }

    /// `activate`: Enter was pressed.
    @discardableResult
    public func onActivate(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.plain("activate"), callback)
    }

    /// `stop-search`: Escape was pressed.
    @discardableResult
    public func onStopSearch(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.plain("stop-search"), callback)
    }
}

/// A `GtkSearchBar` that slides in above the content and holds a search entry.
@MainActor
public final class SearchBar: Container {
    public init() {
        super.init(adopting: gtk_search_bar_new())
        gtk_search_bar_set_show_close_button(cast(), 1)
    }

    /// Makes `entry`, somewhere in the bar's content, the one its searches type into.
    public func connect(_ entry: SearchEntry) {
        gtk_search_bar_connect_entry(cast(), UnsafeMutableRawPointer(entry.widget).assumingMemoryBound(to: GtkEntry.self))
    }

    public var isSearchMode: Bool {
        get { gtk_search_bar_get_search_mode(cast()) != 0 }
        set { gtk_search_bar_set_search_mode(cast(), newValue ? 1 : 0) }
    }

    /// Starts a search with a key typed elsewhere (type-to-search); true if it was taken.
    public func handle(_ event: KeyEvent) -> Bool {
        gtk_search_bar_handle_event(cast(), event.raw) != 0
    }

    /// Keeps `toggle`'s active state and the search mode the same.
    public func bindSearchMode(to toggle: ToggleButton) {
        g_object_bind_property(gObject, "search-mode-enabled", toggle.gObject, "active",
                               GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))
    }
}

/// A `GtkToggleButton` with an icon.
@MainActor
public final class ToggleButton: Widget {
    public init(iconName: String) {
        super.init(adopting: gtk_toggle_button_new())
        gtk_button_set_image(cast(), gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON))
    }
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(cast()) != 0 }
        set { gtk_toggle_button_set_active(cast(), newValue ? 1 : 0) }
    }
}
