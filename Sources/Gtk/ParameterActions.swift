import CGtk

/// GLib's `G_VARIANT_TYPE_STRING` (a macro), made once: a Swift string passed as a C string is
/// valid only during the call, so `g_variant_type_checked_("s")` would dangle.
nonisolated(unsafe) let stringVariantType = g_variant_type_new("s")!

/// A `GSimpleAction` that takes a string (`win.open-recent('/path')`): menu items name their target.
@MainActor
public final class StringAction: Object {
    public init(name: String, _ callback: @escaping @MainActor (String) -> Void) {
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new(name, stringVariantType)))
        connect(.pointer("activate")) { value in
            guard let value else { return }
            callback(String(cString: g_variant_get_string(OpaquePointer(value), nil)))
        }
    }

    /// Activates it with `value`, as a menu item would.
    public func activate(with value: String) { g_action_activate(OpaquePointer(gObject), g_variant_new_string(value)) }
}

/// A `GSimpleAction` whose state is one of several strings (radio items in a menu):
/// activating it with another choice changes it; `changed` gets the new choice.
@MainActor
public final class ChoiceAction: Object {
    public init(name: String, choice: String, _ changed: @escaping @MainActor (String) -> Void) {
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new_stateful(name, stringVariantType, g_variant_new_string(choice))))
        let action = OpaquePointer(gObject)  // not retained: the handler runs only while the action lives
        connect(.pointer("activate")) { value in
            guard let value else { return }
            g_simple_action_set_state(action, OpaquePointer(value))
            changed(String(cString: g_variant_get_string(OpaquePointer(value), nil)))
        }
    }

    /// The chosen string.
    public var choice: String {
        guard let state = g_action_get_state(OpaquePointer(gObject)) else { return "" }
        defer { g_variant_unref(state) }
        return String(cString: g_variant_get_string(state, nil))
    }

    /// Chooses `value`, as its menu item would.
    public func activate(with value: String) { g_action_activate(OpaquePointer(gObject), g_variant_new_string(value)) }
}

extension SimpleAction {
    /// Whether it can be activated (menus and buttons bound to it grey out when not).
    public var isEnabled: Bool {
        get { g_action_get_enabled(OpaquePointer(gObject)) != 0 }
        set { g_simple_action_set_enabled(OpaquePointer(gObject), newValue ? 1 : 0) }
    }

    /// Activates it as a menu item, button or shortcut would.
    public func activate() { g_action_activate(OpaquePointer(gObject), nil) }
}

extension ApplicationWindow {
    /// Adds a window action of any kind (`win.NAME`).
    public func addAction(_ action: Object) { g_action_map_add_action(OpaquePointer(gObject), OpaquePointer(action.gObject)) }
}

extension Application {
    /// Adds an application action of any kind (`app.NAME`).
    public func addAction(_ action: Object) { g_action_map_add_action(OpaquePointer(gObject), OpaquePointer(action.gObject)) }
}

extension Menu {
    /// Adds an item that activates `action` with a string (`win.style` with "dark").
    public func append(_ label: String, action: String, target: String) {
        let item = g_menu_item_new(label, nil)
        g_menu_item_set_action_and_target_value(item, action, g_variant_new_string(target))
        g_menu_append_item(OpaquePointer(gObject), item)
        g_object_unref(UnsafeMutableRawPointer(item))
    }

    /// Adds a submenu (`Open Recent`).
    public func appendSubmenu(_ label: String, _ submenu: Menu) { g_menu_append_submenu(OpaquePointer(gObject), label, submenu.cast()) }

    /// Removes every item.
    public func removeAll() { g_menu_remove_all(OpaquePointer(gObject)) }

    /// How many items it has.
    public var itemCount: Int { Int(g_menu_model_get_n_items(cast())) }

    /// The label of the item at `index` (tests, and menus that show a value).
    public func label(at index: Int) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(cast(), Int32(index), "label", stringVariantType) else { return nil }
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }

    /// Replaces the label of the item at `index` (keeping its action).
    public func setLabel(_ label: String, at index: Int, action: String) {
        g_menu_remove(OpaquePointer(gObject), Int32(index))
        g_menu_insert(OpaquePointer(gObject), Int32(index), label, action)
    }
}

extension SimpleAction {
    /// Another handler for `activate` (an action made before its owner could be captured).
    @discardableResult
    public func onActivated(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.ignoringArgument("activate"), callback)
    }
}
