import Gtk

/// A short message that slides down over the top of the content and goes away by itself
/// ("Link copied"), as GNOME apps' in-app notifications do.
@MainActor
final class InWindowNotification {
    let revealer = Revealer(durationMilliseconds: 200)
    let label = Label()
    private let close = Button(iconName: "window-close-symbolic")
    private var timer: UInt32?
    /// How long a message stays.
    static let milliseconds = 3000

    init() {
        let box = Box(.horizontal, spacing: 12)
        box.addStyleClass("app-notification")
        box.append(label, expand: true)
        close.accessibleName = tr("Close")
        close.addStyleClass("flat")
        close.onClicked { [weak self] in self?.dismiss() }
        box.append(close)
        revealer.add(box)
        revealer.setAlignment(horizontal: .center, vertical: .start)
    }

    func show(_ text: String) {
        label.text = text
        label.accessibleName = text
        revealer.showAll()
        revealer.revealsChild = true
        if let timer { MainLoop.cancel(timer) }
        timer = MainLoop.after(milliseconds: Self.milliseconds) { [weak self] in
            self?.timer = nil
            self?.dismiss()
        }
    }

    func dismiss() {
        revealer.revealsChild = false
    }

    var isShown: Bool { revealer.revealsChild }
}
