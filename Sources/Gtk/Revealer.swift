import CGtk

/// A `GtkRevealer`: shows its child with a slide animation (instant when animations are off).
@MainActor
public final class Revealer: Container {
    private var revealer: UnsafeMutablePointer<GtkRevealer> { cast() }

    public init(durationMilliseconds: Int = 200) {
        super.init(adopting: gtk_revealer_new())
        gtk_revealer_set_transition_type(revealer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_revealer_set_transition_duration(revealer, guint(durationMilliseconds))
    }

    /// Whether the child is (being) shown; setting it starts the transition.
    public var revealsChild: Bool {
        get { gtk_revealer_get_reveal_child(revealer) != 0 }
        set { gtk_revealer_set_reveal_child(revealer, newValue ? 1 : 0) }
    }
    /// Whether the transition has finished with the child fully shown.
    public var isChildRevealed: Bool { gtk_revealer_get_child_revealed(revealer) != 0 }
    public var transitionDuration: Int { Int(gtk_revealer_get_transition_duration(revealer)) }

    /// Shows or hides the child at once, with no transition (a recycled row taking a new state).
    public func setRevealsChildImmediately(_ reveals: Bool) {
        gtk_revealer_set_transition_type(revealer, GTK_REVEALER_TRANSITION_TYPE_NONE)
        gtk_revealer_set_reveal_child(revealer, reveals ? 1 : 0)
        gtk_revealer_set_transition_type(revealer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
    }

}
