import CGtk
import CGtkShim

/// A `GtkApplication`: the app's D-Bus identity, its windows, actions and accelerators.
@MainActor
public final class Application: Object {
    var application: UnsafeMutablePointer<GtkApplication> { cast() }
    private var gApplication: UnsafeMutablePointer<GApplication> { cast() }

    /// How instances of the application relate.
    public enum Instancing: Sendable {
        /// A second launch hands its work to the running instance (GApplication's default).
        case single
        /// Every launch is its own instance.
        case separate
    }

    /// A single-instance application hands its whole command line to the running instance
    /// (`onCommandLine`); a separate one runs `onActivate`.
    public init(id: String, instancing: Instancing = .single) {
        precondition(g_application_id_is_valid(id) != 0, "invalid application id \(id)")
        let flags = instancing == .single ? G_APPLICATION_HANDLES_COMMAND_LINE : G_APPLICATION_NON_UNIQUE
        super.init(adopting: gtk_application_new(id, flags))
    }

    /// A command line the primary instance received (its own, or a later launch's).
    /// It holds a reference to GLib's command-line object, so it may outlive the handler.
    public struct CommandLine {
        /// The arguments' bytes (file names are bytes, not always UTF-8).
        public let arguments: [[UInt8]]
        /// The launching process's working folder's bytes, for relative paths.
        public let workingDirectory: [UInt8]?
        let object: Object

        /// Reads GLib's command line and takes a reference to it.
        @MainActor init(_ commandLine: UnsafeMutablePointer<GApplicationCommandLine>) {
            var count: Int32 = 0
            var arguments: [[UInt8]] = []
            if let argv = g_application_command_line_get_arguments(commandLine, &count) {
                arguments = (0..<Int(count)).compactMap { argv[$0].map { FileNames.bytes($0) } }
                g_strfreev(argv)
            }
            self.arguments = arguments
            workingDirectory = g_application_command_line_get_cwd(commandLine).map { FileNames.bytes($0) }
            object = Object(retaining: commandLine)
        }

        /// Prints to the launching process's standard error.
        @MainActor public func printError(_ message: String) {
            faq_command_line_printerr(object.cast(), message + "\n")
        }
    }

    /// `command-line`: returns the exit status for the launching process.
    public func onCommandLine(_ callback: @escaping @MainActor (CommandLine) -> Int32) {
        connect(.pointerToInt("command-line")) { raw in
            callback(CommandLine(raw!.assumingMemoryBound(to: GApplicationCommandLine.self)))
        }
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    public func run(arguments: [[UInt8]]) -> Int32 {
        MainLoop.drainsSwiftMainExecutor()
        var cStrings = arguments.map(FileNames.copy)
        defer { cStrings.forEach { free($0) } }
        return cStrings.withUnsafeMutableBufferPointer { buffer in
            g_application_run(gApplication, Int32(buffer.count), buffer.baseAddress)
        }
    }

    /// Registers on the session bus (or locally when there is none); needed before windows are added.
    @discardableResult
    public func register() -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let ok = g_application_register(gApplication, nil, &error) != 0
        if let error { g_error_free(error) }
        return ok
    }

    public func quit() { g_application_quit(gApplication) }

    /// `activate`: started, or asked to show itself again.
    @discardableResult
    public func onActivate(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.plain("activate"), callback)
    }

    /// `startup`: once, before the first `activate`.
    @discardableResult
    public func onStartup(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.plain("startup"), callback)
    }

    /// Adds an application action (`app.NAME`).
    public func addAction(_ action: SimpleAction) { g_action_map_add_action(OpaquePointer(gObject), OpaquePointer(action.gObject)) }

    /// Sets the keyboard shortcuts of an action such as `app.quit` (`<Control>q`).
    public func setAccelerators(_ accelerators: [String], for actionName: String) {
        var cStrings: [UnsafePointer<CChar>?] = accelerators.map { UnsafePointer(strdup($0)) } + [nil]
        defer { cStrings.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
        gtk_application_set_accels_for_action(application, actionName, &cStrings)
    }
}

/// A `GSimpleAction` without a parameter.
@MainActor
public final class SimpleAction: Object {
    public init(name: String, _ callback: @escaping @MainActor () -> Void) {
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new(name, nil)))
        connect(.ignoringArgument("activate"), callback)
    }

    /// An action that is on or off: a menu shows it as a check item, and activating it (a click,
    /// its shortcut) asks to flip it. `changed` gets the new value, which the action then takes.
    public init(name: String, isOn: Bool, _ changed: @escaping @MainActor (Bool) -> Void) {
        super.init(adopting: UnsafeMutableRawPointer(g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0))))
        let action = OpaquePointer(gObject)  // not retained: the handler runs only while the action lives
        connect(.pointer("change-state")) { value in
            guard let value else { return }
            g_simple_action_set_state(action, OpaquePointer(value))
            changed(g_variant_get_boolean(OpaquePointer(value)) != 0)
        }
    }

    /// The on-or-off state (false for an action without one).
    public var isOn: Bool {
        get {
            guard let state = g_action_get_state(OpaquePointer(gObject)) else { return false }
            defer { g_variant_unref(state) }
            return g_variant_classify(state) == G_VARIANT_CLASS_BOOLEAN && g_variant_get_boolean(state) != 0
        }
        set { g_simple_action_set_state(OpaquePointer(gObject), g_variant_new_boolean(newValue ? 1 : 0)) }
    }
}

/// A `GMenu` model, for menu buttons.
@MainActor
public final class Menu: Object {
    public init() { super.init(adopting: UnsafeMutableRawPointer(g_menu_new())) }
    /// Adds an item that activates `action` (`app.quit`, `win.open`).
    public func append(_ label: String, action: String) { g_menu_append(OpaquePointer(gObject), label, action) }
    /// Adds a section: a group separated from the others.
    public func appendSection(_ section: Menu) { g_menu_append_section(OpaquePointer(gObject), nil, section.cast()) }
    /// Whether it has no items.
    public var isEmpty: Bool { g_menu_model_get_n_items(cast()) == 0 }
}

/// A `GtkMenuButton` with an icon that opens a menu model.
@MainActor
public final class MenuButton: Widget {
    public init(iconName: String) {
        super.init(adopting: gtk_menu_button_new())
        let image = gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON)
        gtk_button_set_image(cast(), image)
    }

    /// Opens its menu, as a click does (F10, GNOME's key for the primary menu).
    public func popUp() { gtk_toggle_button_set_active(cast(), 1) }

    /// Whether its menu shows.
    public var isOpen: Bool { gtk_toggle_button_get_active(cast()) != 0 }

    /// The menu it opens (GTK builds the popover's items from it at once).
    public var menu: Menu? {
        didSet { gtk_menu_button_set_menu_model(cast(), menu?.cast()) }
    }
}
