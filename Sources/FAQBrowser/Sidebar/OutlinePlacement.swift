import Gtk

/// Where the outline is: beside the content in a wide window, or, below `narrowWidth`, in a
/// popover over the content that F9 or the header bar's outline button opens and that closes
/// once a row is chosen. The reading column keeps its width either way. It is given the window
/// and the pane it places the outline in, and asks the rest of `OutlinePlacementHost`.
@MainActor
final class OutlinePlacement {
    /// Below this window width the outline and a readable column no longer fit side by side.
    static let narrowWidth = 700
    /// The narrowest the user can drag the outline beside the content. The pane may shrink
    /// below it (GTK's `shrink`), so that the window's minimum is the content's alone: a window
    /// resized at once from wide to 420 px (a tiling shortcut, a script) gets 420, and the
    /// outline moves into the popover a moment later. A drag below it is put back.
    static let minimumWidth = 180

    private weak var host: OutlinePlacementHost?
    /// The window whose width decides, and the pane beside the content.
    private weak var toplevel: ApplicationWindow?
    private weak var paned: Paned?
    let button = ToggleButton(iconName: "sidebar-show-symbolic")
    let popover: Popover
    /// What the popover points at when a narrow window has moved `button` into the menu.
    weak var fallbackAnchor: Widget?
    private(set) var isNarrow = false
    /// Called when the outline shows or hides: beside the content in a wide window, in the
    /// popover in a narrow one (the header button's state, which the menu's check item mirrors).
    var shownChanged: (@MainActor (Bool) -> Void)?
    /// Called when the window crosses `narrowWidth` (the shelf hides its tree of books then).
    var narrowChanged: [@MainActor (Bool) -> Void] = []
    private var pendingCheck = false
    private var isSyncingButton = false
    /// The outline's width beside the content as the user set it (dragging the divider, or the
    /// remembered state), at the normal text size: kept while the outline is in the popover,
    /// restored when it comes back, and what the state saves. Widths GTK gives the pane in
    /// passing never count.
    var outlineWidth = 280 {
        didSet { if !isNarrow, !isFollowingDivider { applyWidth() } }
    }
    /// The text size in percent. A larger one widens the outline (`shownWidth`), so that its
    /// rows stay readable; the user's width stays the one at the normal size.
    var textScale = TextScale.normal {
        didSet {
            guard textScale != oldValue else { return }
            if isNarrow { host?.outlinePane.map(sizeInPopover) } else { applyWidth() }
        }
    }
    private var isApplyingWidth = false
    private var isFollowingDivider = false
    /// The pane's width at the window's last allocation: the divider moving while it changes
    /// is GTK fitting the pane to a resized window (420 px clamps it to its 180 px minimum
    /// before the outline leaves for the popover), not the user dragging it.
    private var panedWidth = 0

    /// How much wider the outline is than the user's width: half as much as the text grew.
    private var growth: Double { max(1, 1 + (Double(textScale) / 100 - 1) / 2) }

    /// The pane's width beside the content: the user's, grown with the text, but past the
    /// user's width never more than two fifths of the window.
    var shownWidth: Int {
        guard growth > 1 else { return outlineWidth }
        let grown = Int((Double(outlineWidth) * growth).rounded())
        return min(grown, max(outlineWidth, (toplevel?.size.width ?? 0) * 2 / 5))
    }

    init(host: OutlinePlacementHost, toplevel: ApplicationWindow, paned: Paned) {
        self.host = host
        self.toplevel = toplevel
        self.paned = paned
        popover = Popover(relativeTo: button)
        popover.addStyleClass("outline-popover")
        button.accessibleName = tr("Outline")
        button.tooltip = tr("Show Outline (F9)")
        button.isActive = host.outlineVisible
        button.onToggled { [weak self] in
            guard let self else { return }
            self.shownChanged?(self.button.isActive)
            guard !self.isSyncingButton, let host = self.host else { return }
            if self.isNarrow {
                _ = self.toggleOverlay(self.button.isActive)
            } else if host.outlineVisible != self.button.isActive {
                host.setOutlineVisible(self.button.isActive)
            }
        }
        popover.onClosed { [weak self] in
            guard let self, self.isNarrow else { return }
            self.syncButton(false)
        }
        toplevel.onSizeAllocate { [weak self] in self?.sizeChanged() }
        paned.onNotify("position") { [weak self] in self?.dividerMoved() }
    }

    /// The divider moved: by the user when the outline is beside the content, this did not
    /// move it, and the window kept its width.
    private func dividerMoved() {
        guard let host, let paned, !isNarrow, !isApplyingWidth, host.outlineVisible, host.outlinePane?.isMapped == true,
              paned.allocation.width == panedWidth else { return }
        if paned.position < Self.minimumWidth {
            isApplyingWidth = true
            paned.position = Self.minimumWidth
            isApplyingWidth = false
        }
        isFollowingDivider = true
        outlineWidth = growth > 1 ? Int((Double(paned.position) / growth).rounded()) : paned.position
        isFollowingDivider = false
    }

    private func applyWidth() {
        let width = shownWidth
        guard let paned, paned.position != width else { return }
        isApplyingWidth = true
        paned.position = width
        isApplyingWidth = false
    }

    /// The outline's size in the popover: its usual 300 pixels grown with the text, within
    /// the window.
    private func sizeInPopover(_ sidebar: Widget) {
        guard let toplevel else { return }
        let width = min(Int(300 * growth), max(300, toplevel.size.width - 60))
        sidebar.setSizeRequest(width: width, height: max(200, toplevel.size.height - 120))
    }

    private func sizeChanged() {
        panedWidth = paned?.allocation.width ?? 0
        guard let toplevel, !pendingCheck else { return }
        let narrow = toplevel.size.width < Self.narrowWidth
        guard narrow != isNarrow else { return }
        // Moving widgets during a size allocation is not allowed: once it is done.
        pendingCheck = true
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            self.pendingCheck = false
            if let toplevel = self.toplevel { self.setNarrow(toplevel.size.width < Self.narrowWidth) }
        }
    }

    /// Puts the outline in the popover (narrow) or back beside the content.
    func setNarrow(_ narrow: Bool) {
        guard narrow != isNarrow else { return }
        isNarrow = narrow
        toplevel?.setStyleClass("narrow", narrow)
        for observer in narrowChanged { observer(narrow) }
        guard let sidebar = host?.outlinePane else { return }
        place(sidebar)
    }

    /// A new outline: put it where it belongs now.
    func documentShown() {
        guard let sidebar = host?.outlinePane else { return }
        if isNarrow { place(sidebar) }
        syncButton(isNarrow ? popover.isOpen : host?.outlineVisible ?? true)
    }

    private func place(_ sidebar: Widget) {
        guard let toplevel, let paned, let host else { return }
        sidebar.removeFromParent()
        if isNarrow {
            popover.popDown()
            sizeInPopover(sidebar)
            popover.add(sidebar)
            sidebar.isVisible = true
            syncButton(false)
        } else {
            popover.popDown()
            sidebar.setSizeRequest(width: Self.minimumWidth, height: -1)
            paned.setStart(sidebar, resize: false, shrink: true)
            applyWidth()  // a pane put back starts at its minimum
            sidebar.isVisible = host.outlineVisible
            syncButton(host.outlineVisible)
        }
    }

    /// F9 or the button: in a narrow window opens or closes the popover; returns whether it did
    /// (a wide window shows or hides the side pane instead).
    func toggleOverlay(_ open: Bool) -> Bool {
        guard isNarrow else { return false }
        if open {
            host?.outlinePane?.showAll()
            popover.point(at: button.isVisible ? button : fallbackAnchor ?? button)
            popover.popUp()
        } else {
            popover.popDown()
        }
        syncButton(open)
        return true
    }

    /// A row was chosen in the outline: the popover has done its job.
    func choiceMade() {
        if isNarrow, popover.isOpen { popover.popDown() }
    }

    func syncButton(_ active: Bool) {
        isSyncingButton = true
        if button.isActive != active { button.isActive = active }
        isSyncingButton = false
    }
}

/// What the outline's placement needs of its window beyond its widgets: the outline's pane
/// and whether the reader wants it beside the content.
@MainActor
protocol OutlinePlacementHost: AnyObject {
    /// Whether the outline shows beside the content in a wide window.
    var outlineVisible: Bool { get }
    /// Shows or hides the outline beside the content (the menu's check item follows).
    func setOutlineVisible(_ visible: Bool)
    /// The outline's pane (nil before a document opens).
    var outlinePane: Widget? { get }
}
