import FAQ
import Gtk

/// What the window shows when no document could be opened: what failed in plain words, the
/// first problems with their places, and a way on (Open…, Try Again). Never a blank window.
@MainActor
final class StatusPage {
    let box = Box(.vertical, spacing: 12)
    let title = Label()
    let message = Label()
    let problems = Label()
    let openButton = Button(label: tr("_Open…"))
    let retryButton = Button(label: tr("_Try Again"))
    /// The file Try Again reads again.
    private(set) var path: String?
    var retry: ((String) -> Void)?

    /// Problems listed at most (`--check` lists every one).
    static let shownProblems = 5

    init() {
        box.setAlignment(horizontal: .center, vertical: .center)
        box.addStyleClass("status-page")
        let icon = Image(iconName: "dialog-error-symbolic", pixelSize: 64)
        icon.addStyleClass("status-icon")
        title.addStyleClass("status-title")
        title.wraps = true
        message.wraps = true
        message.setAlignment(horizontal: .center, vertical: .start)
        problems.wraps = true
        problems.isSelectable = true
        problems.xAlign = 0
        problems.addStyleClass("status-problems")
        openButton.setAction("win.open")
        retryButton.addStyleClass("suggested-action")
        retryButton.onClicked { [weak self] in
            guard let self, let path = self.path else { return }
            self.retry?(path)
        }
        let buttons = Box(.horizontal, spacing: 12)
        buttons.setAlignment(horizontal: .center, vertical: .start)
        buttons.append(openButton)
        buttons.append(retryButton)
        for widget: Widget in [icon, title, message, problems, buttons] { box.append(widget) }
    }

    /// Shows why `path` could not be opened.
    func show(path: String, fileName: String, problems list: [DocumentProblem]) {
        self.path = path
        title.text = tr("Could not open “{1}”", MessageText.quoted(fileName, marks: ("", "")))
        title.accessibleName = title.text
        let errors = list.filter { $0.severity == .error }
        message.text = Self.plainReason(errors.first ?? list.first)
        var lines = list.prefix(Self.shownProblems).map(\.description)
        if list.count > Self.shownProblems {
            lines.append(tr("… and {1} more (faq-browser --check FILE lists them all).", String(list.count - Self.shownProblems)))
        }
        problems.text = lines.joined(separator: "\n")
        problems.isVisible = !lines.isEmpty
    }

    /// The first problem in words a reader understands, without the file's line and column.
    static func plainReason(_ problem: DocumentProblem?) -> String {
        guard let problem else { return tr("The file could not be read.") }
        if problem.message == "no such file" { return tr("There is no such file. It may have been moved or deleted.") }
        if problem.message.hasPrefix("the file cannot be read") { return tr("The file cannot be read: you may not have permission to open it.") }
        if let position = problem.position { return tr("FAQ Browser cannot read this file as a FAQ: there is a mistake at line {1}.", String(position.line)) }
        return tr("FAQ Browser cannot read this file as a FAQ.")
    }
}
