import Gtk
import Outline

/// Keyboard browsing of the accordion's headers, as WAI-ARIA's accordion and tree patterns
/// describe (Tab itself passes the list as one stop: `VirtualList.onTabEntry`).
extension AccordionView {
    /// Arrow keys, Home and End move between visible headers; Page Down and Page Up move the
    /// view a page and the focus with it; Left and Right close and open (or go to the parent and
    /// the first child); `*` opens every sibling section.
    func handleKey(_ event: KeyEvent, on node: OutlineNode) -> Bool {
        guard !event.hasControl, !event.hasAlt else { return false }
        switch event.keyval {
        case Keys.returnKey, Keys.keypadEnter, Keys.space, Keys.keypadSpace:
            return false  // the expander's own binding toggles it
        case Keys.up, Keys.keypadUp:
            return moveFocus(to: outline.previousVisible(before: node))
        case Keys.down, Keys.keypadDown:
            return moveFocus(to: outline.nextVisible(after: node))
        case Keys.pageDown, Keys.keypadPageDown:
            page(down: true, from: node)
            return true
        case Keys.pageUp, Keys.keypadPageUp:
            page(down: false, from: node)
            return true
        case Keys.home, Keys.keypadHome:
            return moveFocus(to: outline.firstVisible)
        case Keys.end, Keys.keypadEnd:
            return moveFocus(to: outline.lastVisible)
        case Keys.left, Keys.keypadLeft:
            if outline.isExpanded(node) {
                requestToggle?(node)
                return true
            }
            return moveFocus(to: outline.parent(of: node))
        case Keys.right, Keys.keypadRight:
            if !outline.isExpanded(node) {
                if outline.isExpandable(node) { requestToggle?(node) }
                return true
            }
            return moveFocus(to: outline.firstVisibleChild(of: node))
        case Keys.asterisk, Keys.keypadMultiply:
            let siblings = outline.parent(of: node).map(outline.children(of:)) ?? outline.children(of: nil)
            // One change for them all (a thousand sections open as one step, not a thousand).
            requestExpand?(siblings.filter { faq.isSection($0) && !outline.isExpanded($0) })
            return true
        default:
            return unhandledKey?(event) ?? false
        }
    }

    @discardableResult
    private func moveFocus(to node: OutlineNode?) -> Bool {
        guard let node else { return true }  // at an end: keep the focus where it is
        focus(node)
        return true
    }
}
