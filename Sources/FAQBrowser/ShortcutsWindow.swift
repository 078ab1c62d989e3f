import Foundation

/// The keyboard shortcuts window (Ctrl+?), as GtkBuilder XML for a `GtkShortcutsWindow`.
enum ShortcutsWindow {
    static var groups: [(title: String, shortcuts: [(keys: String, title: String)])] { [
        (tr("Document"), [
            ("<Control>o", tr("Open a FAQ")),
            ("<Control>f", tr("Search questions")),
            ("Escape", tr("Stop searching")),
            ("<Control>w", tr("Close the window")),
            ("<Control>q", tr("Quit")),
        ]),
        (tr("Sections and questions"), [
            ("Tab", tr("Next header")),
            ("Up Down", tr("Previous or next visible header")),
            ("Home End", tr("First or last header")),
            ("Return space", tr("Open or close")),
            ("Right", tr("Open, or go to the first child")),
            ("Left", tr("Close, or go to the parent")),
            ("asterisk", tr("Open every sibling section")),
            ("<Control><Shift>a", tr("Expand all sections")),
            ("<Control><Shift>c", tr("Collapse all")),
            ("<Shift>F10 Menu", tr("Copy a link to the header")),
        ]),
        (tr("View"), [
            ("F9", tr("Show or hide the outline")),
            ("<Control>plus", tr("Larger text")),
            ("<Control>minus", tr("Smaller text")),
            ("<Control>0", tr("Normal text size")),
            ("<Control>question", tr("Keyboard shortcuts")),
        ]),
    ] }

    static var xml: String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        var out = "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
            + "<child><object class=\"GtkShortcutsSection\"><property name=\"visible\">1</property>"
            + "<property name=\"section-name\">shortcuts</property><property name=\"max-height\">20</property>"
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
