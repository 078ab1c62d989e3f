import CGtk

/// A `GtkEventBox` without a window of its own to draw: catches the pointer over all of its
/// child's area (a header row's padding and empty space, say).
@MainActor
public final class EventBox: Container {
    public init() {
        super.init(adopting: gtk_event_box_new())
        gtk_event_box_set_visible_window(cast(), 0)
        gtk_widget_add_events(widget, Int32(GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue
                                            | GDK_ENTER_NOTIFY_MASK.rawValue | GDK_LEAVE_NOTIFY_MASK.rawValue))
    }

    /// A press and release of the primary button inside the box that no child took.
    public func onPrimaryClick(_ callback: @escaping @MainActor () -> Void) {
        var pressed = false
        connect(.event("button-press-event")) { event in
            guard let button = event?.assumingMemoryBound(to: GdkEventButton.self).pointee else { return false }
            pressed = button.type == GDK_BUTTON_PRESS && button.button == 1
            return pressed
        }
        connect(.event("button-release-event")) { event in
            guard pressed, let button = event?.assumingMemoryBound(to: GdkEventButton.self).pointee,
                  button.button == 1 else { return false }
            pressed = false
            callback()
            return true
        }
    }

    /// The pointer entered (true) or left (false) the box.
    public func onHoverChanged(_ callback: @escaping @MainActor (Bool) -> Void) {
        connect(.event("enter-notify-event")) { _ in callback(true); return false }
        connect(.event("leave-notify-event")) { event in
            // Moving onto a child (the expander's own window) is not leaving the row.
            let crossing = event?.assumingMemoryBound(to: GdkEventCrossing.self).pointee
            if crossing?.detail != GDK_NOTIFY_INFERIOR { callback(false) }
            return false
        }
    }
}
