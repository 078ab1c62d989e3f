import CGtk
import CGtkShim

/// A scrollable list that lays out only a slice of its children (`FaqVirtualList`, see
/// VirtualList.h): the caller binds pooled widgets to the rows near the view and places them
/// with an anchor; there is no window as tall as the content, so any height scrolls. Tab
/// passes it as one stop, as it passes a tree view.
@MainActor
public final class VirtualList: Container {
    private var list: OpaquePointer { OpaquePointer(gObject) }

    public init() {
        super.init(adopting: faq_virtual_list_new())
    }

    /// Lays out `children` (each added before) in order, with `children[anchor]`'s top at
    /// `anchorY` pixels from the top of the view; every other child is pooled (unmapped).
    public func setSlice(_ children: [Widget], anchor: Int, anchorY: Double) {
        var pointers: [UnsafeMutablePointer<GtkWidget>?] = children.map(\.widget)
        faq_virtual_list_set_slice(list, &pointers, Int32(children.count), Int32(anchor), anchorY)
    }

    /// Slides slice children `range` open or closed: their top `shown` pixels show, in place,
    /// and the children after them follow (`.infinity`: all of them).
    public func setReveal(_ range: Range<Int>, shown: Double) {
        faq_virtual_list_set_reveal(list, Int32(range.lowerBound), Int32(range.count), shown.isFinite ? shown : Double(Int32.max))
    }

    /// The widest the rows are laid out, centred in a wider list (0: the list's whole width).
    public func setColumnWidth(_ width: Int) { faq_virtual_list_set_column_width(list, Int32(width)) }

    /// Tab or Shift+Tab came into the list from elsewhere (Tab passes the list as one stop):
    /// `callback` focuses the child it chooses and returns true, or false to let the slice's
    /// first focusable child take the focus.
    @discardableResult
    public func onTabEntry(_ callback: @escaping @MainActor () -> Bool) -> SignalHandlerID {
        connect(.returningBool("enter-by-tab"), callback)
    }

    /// The whole content's height (the scroll range).
    public func setContentHeight(_ height: Double) { faq_virtual_list_set_content_height(list, height) }
}
