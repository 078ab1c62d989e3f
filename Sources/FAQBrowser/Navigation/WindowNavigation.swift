import FAQ
import Gtk
import Outline

/// Back and Forward for one window (Alt+Left/Right, the mouse's back and forward buttons, the
/// header bar's arrows) between the sections and questions the reader opened or jumped to.
/// It knows its window only through `NavigationHost`.
@MainActor
final class WindowNavigation {
    private weak var host: NavigationHost?
    private(set) var history = NavigationHistory()
    let backAction: SimpleAction
    let forwardAction: SimpleAction
    let backButton = Button(iconName: "go-previous-symbolic")
    let forwardButton = Button(iconName: "go-next-symbolic")
    /// Set while Back or Forward moves, so that the move is not a visit of its own.
    private var isStepping = false

    /// Serves `host`; the mouse's back and forward buttons are taken on `toplevel`.
    init(host: NavigationHost, toplevel: Widget) {
        self.host = host
        backAction = SimpleAction(name: "back") {}
        forwardAction = SimpleAction(name: "forward") {}
        backAction.onActivated { [weak self] in self?.step(backwards: true) }
        forwardAction.onActivated { [weak self] in self?.step(backwards: false) }
        backButton.accessibleName = tr("Back")
        backButton.tooltip = tr("Back (Alt+Left)")
        backButton.setAction("win.back")
        forwardButton.accessibleName = tr("Forward")
        forwardButton.tooltip = tr("Forward (Alt+Right)")
        forwardButton.setAction("win.forward")
        toplevel.onButtonPress { [weak self] button in
            switch button {
            case 8: self?.step(backwards: true); return true
            case 9: self?.step(backwards: false); return true
            default: return false
            }
        }
        updateActions()
    }

    /// The reader arrived at `node` (opened it, or jumped to it).
    func visited(_ node: OutlineNode) {
        guard !isStepping, let faq = host?.faq else { return }
        history.visit(faq.outline.id(of: node))
        updateActions()
    }

    /// A new document: the old places mean nothing in it, unless it is the same file again.
    func documentChanged(keepingPlaces: Bool) {
        guard let faq = host?.faq else { return }
        if keepingPlaces {
            history.keep { faq.outline.node(id: $0) != nil }
        } else {
            history = NavigationHistory()
        }
        updateActions()
    }

    func step(backwards: Bool) {
        guard let host, host.madeShelf?.isShown != true else { return }
        guard let id = backwards ? history.goBack() : history.goForward() else {
            // Back from the first place of a FAQ opened from the shelf: the shelf again.
            if backwards { host.madeShelf?.returnToShelf() }
            return
        }
        isStepping = true
        host.reveal(id: id)
        isStepping = false
        updateActions()
    }

    func updateActions() {
        let shelf = host?.madeShelf
        let onShelf = shelf?.isShown == true
        backAction.isEnabled = !onShelf && (history.canGoBack || shelf?.canReturn == true)
        forwardAction.isEnabled = !onShelf && history.canGoForward
    }
}

/// What Back and Forward need of their window: the document, the shelf they return to, and
/// the way to a place.
@MainActor
protocol NavigationHost: AnyObject {
    /// The document on show (nil before one opens).
    var faq: FAQOutline? { get }
    /// The shelf, once made: Back from a FAQ opened from it returns there.
    var madeShelf: ShelfController? { get }
    /// Reveals, scrolls to and focuses the section or question with this ID.
    @discardableResult func reveal(id: String) -> Bool
}
