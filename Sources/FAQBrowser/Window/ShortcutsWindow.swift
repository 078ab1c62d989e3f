import FoundationEssentials

/// The keyboard shortcuts window (Ctrl+?), as GtkBuilder XML for a `GtkShortcutsWindow`.
/// Shortcuts of actions name the action, and show the first keys the application set for it
/// (`WindowAccelerators`): the keys are written in one place.
@MainActor
enum ShortcutsWindow {
    /// An action's name (`win.open`), or keys that belong to no action (`Up Down`).
    enum Keys {
        case action(String)
        case keys(String)
    }

    static var groups: [(title: String, shortcuts: [(keys: Keys, title: String)])] { [
        (tr("Document"), [
            (.action("win.open"), tr("Open a FAQ")),
            (.action("win.find"), tr("Search questions")),
            (.keys("Return"), tr("Open the first result")),
            (.action("win.find-next"), tr("Open the next result")),
            (.action("win.find-previous"), tr("Open the previous result")),
            (.keys("Escape"), tr("Back to the search, or stop searching")),
            (.action("win.print"), tr("Print")),
            (.action("win.close"), tr("Close the window")),
            (.action("app.quit"), tr("Quit")),
        ]),
        (tr("Sections and questions"), [
            (.keys("Tab"), tr("Next header")),
            (.keys("Up Down"), tr("Previous or next visible header")),
            (.keys("Home End"), tr("First or last header")),
            (.keys("Return space"), tr("Open or close")),
            (.keys("Right"), tr("Open, or go to the first child")),
            (.keys("Left"), tr("Close, or go to the parent")),
            (.keys("asterisk"), tr("Open every sibling section")),
            (.action("win.expand-all"), tr("Expand all sections")),
            (.action("win.collapse-all"), tr("Collapse all")),
            (.keys("<Shift>F10 Menu"), tr("Copy a link to the header")),
        ]),
        (tr("Moving around"), [
            (.action("win.show-shelf"), tr("Show the shelf: every FAQ on this computer")),
            (.action("win.back"), tr("Back")),
            (.action("win.forward"), tr("Forward")),
        ]),
        (tr("View"), [
            (.action("win.show-outline"), tr("Show or hide the outline")),
            (.action("win.zoom-in"), tr("Larger text")),
            (.action("win.zoom-out"), tr("Smaller text")),
            (.action("win.zoom-reset"), tr("Normal text size")),
            (.action("win.show-shortcuts"), tr("Keyboard shortcuts")),
            (.action("win.show-menu"), tr("Open the menu")),
        ]),
    ] }

    static var xml: String {
        func escape(_ s: String) -> String {
            s.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
        }
        var out = "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
            + "<child><object class=\"GtkShortcutsSection\"><property name=\"visible\">1</property>"
            + "<property name=\"section-name\">shortcuts</property><property name=\"max-height\">20</property>"
        for group in groups {
            out += "<child><object class=\"GtkShortcutsGroup\"><property name=\"visible\">1</property><property name=\"title\">\(escape(group.title))</property>"
            for shortcut in group.shortcuts {
                out += "<child><object class=\"GtkShortcutsShortcut\"><property name=\"visible\">1</property>"
                switch shortcut.keys {
                case .action(let name):
                    let keys = WindowAccelerators.all.first { $0.action == name }?.keys.first ?? ""
                    out += "<property name=\"accelerator\">\(escape(keys))</property>"
                case .keys(let keys): out += "<property name=\"accelerator\">\(escape(keys))</property>"
                }
                out += "<property name=\"title\">\(escape(shortcut.title))</property></object></child>"
            }
            out += "</object></child>"
        }
        return out + "</object></child></object></interface>"
    }
}
