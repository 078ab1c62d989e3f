import FAQ
import Gtk

/// What the window shows when no document could be opened: what failed in plain words, with
/// the file's name; the first problems with their places under "Details"; and the way on that
/// fits (Try Again for a file that may change, Open… for a folder or a format FAQ Browser does
/// not read). Never a blank window.
@MainActor
final class StatusPage {
    let box = Box(.vertical, spacing: 12)
    let title = Label()
    let message = Label()
    let problems = Label()
    /// "Details": the problems, folded away (a reader wants the reason, not the diagnostics).
    let details: Expander
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
        details = Expander(labelWidget: Label(tr("Details")))
        details.setAlignment(horizontal: .center, vertical: .start)
        details.add(problems)
        openButton.setAction("win.open")
        retryButton.onClicked { [weak self] in
            guard let self, let path = self.path else { return }
            self.retry?(path)
        }
        let buttons = Box(.horizontal, spacing: 12)
        buttons.setAlignment(horizontal: .center, vertical: .start)
        buttons.append(openButton)
        buttons.append(retryButton)
        for widget: Widget in [icon, title, message, details, buttons] { box.append(widget) }
    }

    /// The button that leads on, suggested and given the focus: Try Again only when reading the
    /// same path again could succeed.
    private(set) var suggestedButton: Button?

    /// Shows why `path` could not be opened.
    func show(path: String, fileName: String, problems list: [DocumentProblem]) {
        self.path = path
        title.text = tr("Could not open “{1}”", MessageText.quoted(fileName, marks: ("", "")))
        title.accessibleName = title.text
        let errors = list.filter { $0.severity == .error }
        message.text = Self.plainReason(errors.first ?? list.first)
        var lines = list.prefix(Self.shownProblems).map(tr)
        if list.count > Self.shownProblems {
            lines.append(tr("… and {1} more (faq-browser --check FILE lists them all).", String(list.count - Self.shownProblems)))
        }
        problems.text = lines.joined(separator: "\n")
        details.isVisible = !lines.isEmpty
        details.isExpanded = false
        let retries = Self.mayChange(errors.first ?? list.first)
        retryButton.isVisible = retries
        let suggested = retries ? retryButton : openButton
        (retries ? openButton : retryButton).removeStyleClass("suggested-action")
        suggested.addStyleClass("suggested-action")
        suggestedButton = suggested
    }

    /// Whether the failure may go away with the same path read again (the file being written,
    /// moved back, fixed, or its permissions changed); not for a folder, a device or a format
    /// FAQ Browser does not read.
    static func mayChange(_ problem: DocumentProblem?) -> Bool {
        guard let message = problem?.message else { return true }
        return !(message.hasPrefix("this is a") || message.hasPrefix("this is not a FAQ format"))
    }

    /// The first problem in words a reader understands, without the file's line and column.
    static func plainReason(_ problem: DocumentProblem?) -> String {
        guard let problem else { return tr("The file could not be read.") }
        if problem.message == "no such file" { return tr("There is no such file. It may have been moved or deleted.") }
        if problem.message.hasPrefix("the file cannot be read") { return tr("The file cannot be read: you may not have permission to open it.") }
        if problem.message.hasPrefix("this is a folder") { return tr("This is a folder, not a FAQ file. Open one of the files in it.") }
        if problem.message.hasPrefix("this is a") { return tr("This is not a file but a device, a pipe or a socket: FAQ Browser opens only files.") }
        if problem.message.hasPrefix("this is not a FAQ format") { return tr("This file is not a FAQ FAQ Browser can read.") }
        if let position = problem.position { return tr("FAQ Browser cannot read this file as a FAQ: there is a mistake at line {1}.", String(position.line)) }
        return tr("FAQ Browser cannot read this file as a FAQ.")
    }
}
