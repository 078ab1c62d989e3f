/// The keys of the window's and the application's actions, written in one place: the
/// application sets them, and the shortcuts window shows them by action name.
enum WindowAccelerators {
    /// Each action's keyboard shortcuts, the one the shortcuts window shows first.
    static let all: [(action: String, keys: [String])] = [
        ("app.quit", ["<Control>q"]),
        ("win.open", ["<Control>o"]),
        ("win.close", ["<Control>w"]),
        ("win.find", ["<Control>f"]),
        ("win.expand-all", ["<Control><Shift>a"]),
        ("win.collapse-all", ["<Control><Shift>c"]),
        ("win.show-outline", ["F9"]),
        ("win.zoom-in", ["<Control>plus", "<Control>equal", "<Control>KP_Add"]),
        ("win.zoom-out", ["<Control>minus", "<Control>KP_Subtract"]),
        ("win.zoom-reset", ["<Control>0", "<Control>KP_0"]),
        ("win.show-shortcuts", ["<Control>question", "<Control>F1"]),
        ("win.back", ["<Alt>Left", "Back"]),
        ("win.forward", ["<Alt>Right", "Forward"]),
        ("win.find-next", ["F3", "<Control>g"]),
        ("win.find-previous", ["<Shift>F3", "<Control><Shift>g"]),
        ("win.print", ["<Control>p"]),
        ("win.show-shelf", ["<Control>l"]),
        ("win.show-menu", ["F10"]),
    ]
}
