import CGtk

/// A `GtkInfoBar` showing one message, with a close button.
@MainActor
public final class InfoBar: Container {
    private var bar: UnsafeMutablePointer<GtkInfoBar> { cast() }
    public let messageLabel = Label()

    public init() {
        super.init(adopting: gtk_info_bar_new())
        gtk_info_bar_set_show_close_button(bar, 1)
        messageLabel.wraps = true
        messageLabel.isSelectable = true
        messageLabel.xAlign = 0
        gtk_container_add(OpaquePointer(gtk_info_bar_get_content_area(bar)).map { UnsafeMutablePointer<GtkContainer>($0) }, messageLabel.widget)
        messageLabel.show()
        connect("response", trampoline: Trampolines.instanceAndInt, callback: { [weak self] (_: Int32) in
            self?.dismiss()
        } as Trampolines.IntArgument)
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
        messageLabel.text = message
        gtk_info_bar_set_revealed(bar, 1)
        isVisible = true
    }

    public func dismiss() {
        gtk_info_bar_set_revealed(bar, 0)
        isVisible = false
    }

    public var message: String { messageLabel.text }
}
