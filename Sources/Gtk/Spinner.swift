import CGtk
import CGtkShim

/// A `GtkSpinner`: a turning wheel that says work is under way.
@MainActor
public final class Spinner: Widget {
    public init() { super.init(adopting: gtk_spinner_new()) }

    /// Whether it turns (and shows); a stopped spinner is hidden.
    public var isSpinning: Bool {
        get { faq_object_get_boolean(UnsafeMutableRawPointer(gObject), "active") != 0 }
        set {
            newValue ? gtk_spinner_start(cast()) : gtk_spinner_stop(cast())
            isVisible = newValue
        }
    }
}
