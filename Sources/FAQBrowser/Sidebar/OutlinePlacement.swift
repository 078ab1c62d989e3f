import Gtk

/// Where the outline is: beside the content in a wide window, or, below `narrowWidth`, in a
/// popover over the content that F9 or the header bar's outline button opens and that closes
/// once a row is chosen. The reading column keeps its width either way.
@MainActor
final class OutlinePlacement {
    /// Below this window width the outline and a readable column no longer fit side by side.
    static let narrowWidth = 700

    private weak var window: BrowserWindow?
    let button = ToggleButton(iconName: "sidebar-show-symbolic")
    let popover: Popover
    private(set) var isNarrow = false
    private var pendingCheck = false
    private var isSyncingButton = false
    /// The outline's width beside the content as the user set it (dragging the divider, or the
    /// remembered state): kept while the outline is in the popover, restored when it comes
    /// back, and what the state saves. Widths GTK gives the pane in passing never count.
    var outlineWidth = 280 {
        didSet { if !isNarrow { applyWidth() } }
    }
    private var isApplyingWidth = false

    init(window: BrowserWindow) {
        self.window = window
        popover = Popover(relativeTo: button)
        popover.addStyleClass("outline-popover")
        button.accessibleName = tr("Outline")
        button.tooltip = tr("Show Outline (F9)")
        button.isActive = window.outlineVisible
        button.onToggled { [weak self] in
            guard let self, !self.isSyncingButton, let window = self.window else { return }
            if self.isNarrow {
                _ = self.toggleOverlay(self.button.isActive)
            } else if window.outlineVisible != self.button.isActive {
                window.setOutlineVisible(self.button.isActive)
            }
        }
        popover.onClosed { [weak self] in
            guard let self, self.isNarrow else { return }
            self.syncButton(false)
        }
        window.window.onSizeAllocate { [weak self] in self?.sizeChanged() }
        window.paned.onNotify("position") { [weak self] in self?.dividerMoved() }
    }

    /// The divider moved: by the user when the outline is beside the content and this did not
    /// move it.
    private func dividerMoved() {
        guard let window, !isNarrow, !isApplyingWidth, window.outlineVisible, window.sidebar?.pane.isMapped == true else { return }
        outlineWidth = window.paned.position
    }

    private func applyWidth() {
        guard let window, window.paned.position != outlineWidth else { return }
        isApplyingWidth = true
        window.paned.position = outlineWidth
        isApplyingWidth = false
    }

    private func sizeChanged() {
        guard let window, !pendingCheck else { return }
        let narrow = window.window.size.width < Self.narrowWidth
        guard narrow != isNarrow else { return }
        // Moving widgets during a size allocation is not allowed: once it is done.
        pendingCheck = true
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            self.pendingCheck = false
            if let window = self.window { self.setNarrow(window.window.size.width < Self.narrowWidth) }
        }
    }

    /// Puts the outline in the popover (narrow) or back beside the content.
    func setNarrow(_ narrow: Bool) {
        guard let window, narrow != isNarrow else { return }
        isNarrow = narrow
        window.window.setStyleClass("narrow", narrow)
        guard let sidebar = window.sidebar?.pane else { return }
        place(sidebar)
    }

    /// A new outline: put it where it belongs now.
    func documentShown() {
        guard let sidebar = window?.sidebar?.pane else { return }
        if isNarrow { place(sidebar) }
        syncButton(isNarrow ? popover.isOpen : window?.outlineVisible ?? true)
    }

    private func place(_ sidebar: Widget) {
        guard let window else { return }
        sidebar.removeFromParent()
        if isNarrow {
            popover.popDown()
            let height = max(200, window.window.size.height - 120)
            sidebar.setSizeRequest(width: 300, height: height)
            popover.add(sidebar)
            sidebar.isVisible = true
            syncButton(false)
        } else {
            popover.popDown()
            sidebar.setSizeRequest(width: 180, height: -1)
            window.paned.setStart(sidebar, resize: false, shrink: false)
            applyWidth()  // a pane put back starts at its minimum
            sidebar.isVisible = window.outlineVisible
            syncButton(window.outlineVisible)
        }
    }

    /// F9 or the button: in a narrow window opens or closes the popover; returns whether it did
    /// (a wide window shows or hides the side pane instead).
    func toggleOverlay(_ open: Bool) -> Bool {
        guard isNarrow else { return false }
        if open {
            window?.sidebar?.pane.showAll()
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
