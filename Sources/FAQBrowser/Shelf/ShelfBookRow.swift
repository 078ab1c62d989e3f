import FAQ
import Gtk

/// One FAQ on the shelf, as a flat button the width of the list: its title, its source
/// (package or folder) and its question count, and the misread guard's warning as an icon
/// whose tooltip and accessible description say it. Clicking it, or Enter on it, opens it.
@MainActor
final class ShelfBookRow {
    let button: Button
    let entry: ShelfEntry
    let countLabel: Label
    /// The warning icon, when the guard has a warning about this file.
    let warning: Image?

    init(_ entry: ShelfEntry, open: @escaping @MainActor (ShelfEntry) -> Void) {
        self.entry = entry
        let title = Label(entry.title)
        title.addStyleClass("shelf-book-title")
        title.xAlign = 0
        title.ellipsizesAtEnd = true
        let source = Label(Self.sourceText(entry))
        source.addStyleClass("dim-label")
        source.addStyleClass("shelf-book-source")
        source.xAlign = 0
        source.ellipsizesAtEnd = true
        let texts = Box(.vertical, spacing: 2)
        texts.append(title)
        texts.append(source)
        countLabel = Label(Self.countText(entry.questionCount))
        countLabel.addStyleClass("shelf-count")
        countLabel.centerVertically()
        let row = Box(.horizontal, spacing: 12)
        row.append(texts, expand: true)
        if let misread = entry.misread {
            let icon = Image(iconName: "dialog-warning-symbolic")
            icon.tooltip = misread
            icon.accessibleName = tr("Possible misread")
            icon.accessibleDescription = misread
            icon.centerVertically()
            row.append(icon)
            warning = icon
        } else {
            warning = nil
        }
        row.append(countLabel)
        button = Button(child: row)
        button.addStyleClass("flat")
        button.addStyleClass("shelf-book")
        button.accessibleName = entry.title
        button.accessibleDescription = [Self.countText(entry.questionCount), Self.sourceText(entry), entry.misread]
            .compactMap { $0 }.joined(separator: ", ")
        button.tooltip = entry.path
        button.onClicked { open(entry) }
    }

    /// "12 questions".
    static func countText(_ count: Int) -> String {
        trn("{1} question", "{1} questions", count, String(count))
    }

    /// The package or folder it came from, and its file name when that says more.
    static func sourceText(_ entry: ShelfEntry) -> String {
        let name = FilePaths.displayName(of: entry.path)
        return entry.source.isEmpty ? name : entry.source + " · " + name
    }

    /// The heading of a group of the shelf.
    static func groupTitle(_ group: ShelfGroup) -> String {
        switch group {
        case .installed: return tr("Installed packages")
        case .folders: return tr("Your folders")
        case .added: return tr("Added files")
        case .recent: return tr("Recently opened")
        }
    }
}
