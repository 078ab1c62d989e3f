import Foundation

/// The keyboard shortcuts window (Ctrl+?), as GtkBuilder XML for a `GtkShortcutsWindow`.
enum ShortcutsWindow {
    static let groups: [(title: String, shortcuts: [(keys: String, title: String)])] = [
        ("Document", [
            ("<Control>o", "Open a FAQ"),
            ("<Control>f", "Search questions"),
            ("Escape", "Stop searching"),
            ("<Control>w", "Close the window"),
            ("<Control>q", "Quit"),
        ]),
        ("Sections and questions", [
            ("Tab", "Next header"),
            ("Up Down", "Previous or next visible header"),
            ("Home End", "First or last header"),
            ("Return space", "Open or close"),
            ("Right", "Open, or go to the first child"),
            ("Left", "Close, or go to the parent"),
            ("asterisk", "Open every sibling section"),
            ("<Control><Shift>a", "Expand all sections"),
            ("<Control><Shift>c", "Collapse all"),
            ("<Shift>F10 Menu", "Copy a link to the header"),
        ]),
        ("View", [
            ("F9", "Show or hide the outline"),
            ("<Control>plus", "Larger text"),
            ("<Control>minus", "Smaller text"),
            ("<Control>0", "Normal text size"),
            ("<Control>question", "Keyboard shortcuts"),
        ]),
    ]

    static var xml: String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        var out = """
        <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
        <child><object class="GtkShortcutsSection"><property name="visible">1</property><property name="section-name">shortcuts</property><property name="max-height">20</property>
        """
        for group in groups {
            out += "<child><object class=\"GtkShortcutsGroup\"><property name=\"visible\">1</property><property name=\"title\">\(escape(group.title))</property>"
            for shortcut in group.shortcuts {
                out += "<child><object class=\"GtkShortcutsShortcut\"><property name=\"visible\">1</property>"
                out += "<property name=\"accelerator\">\(escape(shortcut.keys))</property><property name=\"title\">\(escape(shortcut.title))</property></object></child>"
            }
            out += "</object></child>"
        }
        return out + "</object></child></object></interface>"
    }
}
