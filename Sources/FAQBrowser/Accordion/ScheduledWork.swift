import Gtk

/// Main-loop sources the accordion scheduled, each dropped when the list is destroyed.
@MainActor
struct ScheduledWork {
    /// Binding the rows beyond the view, after the frame.
    var overscan: UInt32?
    /// Estimating every height again once a resize pauses.
    var reestimate: UInt32?
    /// Telling the outline which row the reader is on, once the view rests.
    var topRow: UInt32?
    /// Making the rows' snippet labels once the search bar opens.
    var snippets: UInt32?

    mutating func cancelAll() {
        for source in [overscan, reestimate, topRow, snippets].compactMap({ $0 }) { MainLoop.cancel(source) }
        overscan = nil
        reestimate = nil
        topRow = nil
        snippets = nil
    }
}
