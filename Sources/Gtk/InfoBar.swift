import CGtk

/// A `GtkInfoBar` showing one message, with a close button.
@MainActor
public final class InfoBar: Container {
    private var bar: UnsafeMutablePointer<GtkInfoBar> { cast() }
    /// The message and the close button are made by the first `show`: most bars never show.
    private var messageLabel: Label?

    public init() {
        super.init(adopting: gtk_info_bar_new())
        connect(.int("response")) { [weak self] _ in self?.dismiss() }
    }

    private func makeContent() -> Label {
        gtk_info_bar_set_show_close_button(bar, 1)
        let label = Label()
        label.wraps = true
        label.isSelectable = true
        label.xAlign = 0
        gtk_container_add(OpaquePointer(gtk_info_bar_get_content_area(bar)).map { UnsafeMutablePointer<GtkContainer>($0) }, label.widget)
        label.show()
        messageLabel = label
        return label
    }

    /// How serious the message is.
    public enum Kind: Sendable {
        case error, warning, information
        var gtk: GtkMessageType {
            switch self {
            case .error: return GTK_MESSAGE_ERROR
            case .warning: return GTK_MESSAGE_WARNING
            case .information: return GTK_MESSAGE_INFO
            }
        }
    }

    /// Shows `message`.
    public func show(_ message: String, kind: Kind = .error) {
        gtk_info_bar_set_message_type(bar, kind.gtk)
        (messageLabel ?? makeContent()).text = message
        gtk_info_bar_set_revealed(bar, 1)
        isVisible = true
    }

    public func dismiss() {
        gtk_info_bar_set_revealed(bar, 0)
        isVisible = false
    }

    /// The message shown last ("" before any).
    public var message: String { messageLabel?.text ?? "" }
}
