import FAQ
import Gtk

/// One FAQ on the shelf, as a flat button the width of the list: its title, its source
/// (package or folder) and its question count, and the misread guard's warning as an icon
/// whose tooltip and accessible description say it. Clicking it, or Enter on it, opens it.
/// The book list keeps a few of these and binds them to the books on screen.
@MainActor
final class ShelfBookRow: ShelfListRow {
    let button: Button
    var widget: Widget { button }
    var focusButton: Button? { button }
    let titleLabel = Label()
    let sourceLabel = Label()
    let countLabel = Label()
    /// The warning icon: shown when the guard has a warning about the book.
    let warningIcon = Image(iconName: "dialog-warning-symbolic")
    /// The book shown (nil while pooled).
    private(set) var entry: ShelfEntry?

    init(open: @escaping @MainActor (ShelfEntry) -> Void) {
        titleLabel.addStyleClass("shelf-book-title")
        titleLabel.xAlign = 0
        titleLabel.ellipsizesAtEnd = true
        sourceLabel.addStyleClass("dim-label")
        sourceLabel.addStyleClass("shelf-book-source")
        sourceLabel.xAlign = 0
        sourceLabel.ellipsizesAtEnd = true
        let texts = Box(.vertical, spacing: 2)
        texts.append(titleLabel)
        texts.append(sourceLabel)
        countLabel.addStyleClass("shelf-count")
        countLabel.centerVertically()
        warningIcon.accessibleName = tr("Possible misread")
        warningIcon.centerVertically()
        warningIcon.keepsVisibilityOnShowAll = true
        warningIcon.isVisible = false
        let row = Box(.horizontal, spacing: 12)
        row.append(texts, expand: true)
        row.append(warningIcon)
        row.append(countLabel)
        button = Button(child: row)
        button.addStyleClass("flat")
        button.addStyleClass("shelf-book")
        button.onClicked { [weak self] in
            if let entry = self?.entry { open(entry) }
        }
    }

    /// Shows `entry` (nil: pooled, nameless to screen readers).
    func bind(_ entry: ShelfEntry?) {
        guard entry != self.entry else { return }
        self.entry = entry
        guard let entry else {
            button.accessibleName = ""
            button.accessibleDescription = ""
            return
        }
        titleLabel.text = entry.title
        sourceLabel.text = Self.sourceText(entry)
        countLabel.text = Self.countText(entry.questionCount)
        // Said now, in the reader's language: the cache keeps the finding, not a sentence.
        let misread = entry.misread.map { tr($0.text) }
        if let misread {
            warningIcon.tooltip = misread
            warningIcon.accessibleDescription = misread
        }
        warningIcon.isVisible = misread != nil
        button.accessibleName = entry.title
        button.accessibleDescription = [Self.countText(entry.questionCount), Self.sourceText(entry), misread]
            .compactMap { $0 }.joined(separator: ", ")
        button.tooltip = FilePaths.shown(entry.path)
    }

    /// "12 questions".
    static func countText(_ count: Int) -> String {
        trn("{1} question", "{1} questions", count, String(count))
    }

    /// The package or folder it came from, and its file name when that says more.
    static func sourceText(_ entry: ShelfEntry) -> String {
        let name = FilePaths.displayName(of: entry.path)
        return entry.source.isEmpty ? name : FilePaths.shown(entry.source) + " · " + name
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
