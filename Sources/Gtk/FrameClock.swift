import CGtk

/// A window's `GdkFrameClock`: tells when each frame has been painted (benchmarks).
@MainActor
public final class FrameClock: Object {
    /// The clock of `widget`'s window; nil until the widget is realized.
    public init?(of widget: Widget) {
        guard let clock = gtk_widget_get_frame_clock(widget.widget) else { return nil }
        super.init(retaining: UnsafeMutableRawPointer(clock))
    }

    /// `after-paint`: a frame has just been drawn.
    @discardableResult
    public func onAfterPaint(_ callback: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect(.plain("after-paint"), callback)
    }
}
