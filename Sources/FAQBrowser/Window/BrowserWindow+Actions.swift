import FAQ
import Gtk
import Outline

/// The window's menu, actions and their shortcuts.
extension BrowserWindow {
    /// Gives the menu button its menu (once).
    func completeMenu() {
        guard menuButton.menu?.isEmpty != false else { return }
        menuButton.menu = makeMenu()
    }

    /// The window menu; its Open Recent and text size parts change as the window is used.
    func makeMenu() -> Menu {
        let menu = Menu()
        // The header bar's buttons that a narrow window has no room for (empty when wide).
        if let buttons = headerButtons { menu.appendSection(buttons.menuSection) }
        let file = Menu()
        file.append(tr("_Open…"), action: "win.open")
        file.appendSubmenu(tr("Open _Recent"), reader.recentMenu)
        file.append(tr("_Print…"), action: "win.print")
        file.append(tr("Print Open _Sections…"), action: "win.print-open")
        menu.appendSection(file)
        let view = Menu()
        view.append(tr("_Expand All Sections"), action: "win.expand-all")
        view.append(tr("_Collapse All"), action: "win.collapse-all")
        view.append(tr("Show _Outline"), action: "win.show-outline")
        view.appendSubmenu(tr("St_yle"), StylePreference.menu())
        menu.appendSection(view)
        let text = reader.textMenu
        text.append(tr("_Larger Text"), action: "win.zoom-in")
        text.append(tr("_Smaller Text"), action: "win.zoom-out")
        text.append(Self.resetLabel(textScale), action: "win.zoom-reset")
        menu.appendSection(text)
        let app = Menu()
        app.append(tr("_Keyboard Shortcuts"), action: "win.show-shortcuts")
        app.append(tr("_About FAQ Browser"), action: "app.about")
        menu.appendSection(app)
        return menu
    }

    /// The text size item names the size in use ("Normal Size (now 140 %)").
    static func resetLabel(_ percent: Int) -> String {
        percent == 100 ? tr("_Normal Size (100 %)") : tr("_Normal Size (now {1} %)", String(percent))
    }

    func addActions() {
        let list: [SimpleAction] = [
            SimpleAction(name: "open") { [weak self] in self?.chooseFile() },
            SimpleAction(name: "close") { [weak self] in self?.window.close() },
            SimpleAction(name: "find") { [weak self] in self?.search.begin() },
            SimpleAction(name: "expand-all") { [weak self] in self?.expandAll() },
            SimpleAction(name: "collapse-all") { [weak self] in self?.collapseAll() },
            outlineAction,
            SimpleAction(name: "zoom-in") { [weak self] in self.map { $0.setTextScale(TextScale.larger(than: $0.textScale)) } },
            SimpleAction(name: "zoom-out") { [weak self] in self.map { $0.setTextScale(TextScale.smaller(than: $0.textScale)) } },
            SimpleAction(name: "zoom-reset") { [weak self] in self?.setTextScale(100) },
            SimpleAction(name: "show-shortcuts") { [weak self] in self?.showShortcuts() },
            SimpleAction(name: "show-shelf") { [weak self] in self?.shelf.show() },
            // F10: the menu, and in a narrow window the header bar's buttons it holds.
            SimpleAction(name: "show-menu") { [weak self] in
                self?.completeMenu()
                self?.menuButton.popUp()
            },
        ]
        // The window's action group holds the actions, and their handlers live with them.
        for action in list { window.addAction(action) }
    }

    func expandAll() {
        guard let faq else { return }
        faq.outline.expandAll { faq.isSection($0) }
    }

    func collapseAll() {
        faq?.outline.collapseAll()
    }

    /// F9 or the menu item: a narrow window opens or closes the outline's popover (the side
    /// pane's own setting stays); a wide one shows or hides the pane.
    func outlineRequested(_ visible: Bool) {
        guard reader.outline.isNarrow else { return setOutlineVisible(visible) }
        _ = reader.outline.toggleOverlay(!reader.outline.popover.isOpen)
        // GTK flipped the check item already; it says whether the popover is open.
        let open = reader.outline.popover.isOpen
        if outlineAction.isOn != open { outlineAction.isOn = open }
    }

    /// Shows or hides the outline beside the content (a narrow window only remembers it: its
    /// outline is in the popover); the menu's check item and the header button follow.
    func setOutlineVisible(_ visible: Bool) {
        outlineVisible = visible
        if !reader.outline.isNarrow {
            sidebar?.pane.isVisible = visible
            reader.outline.syncButton(visible)
            if outlineAction.isOn != visible { outlineAction.isOn = visible }
        }
        stateKeeper.changed()
    }

    func setTextScale(_ percent: Int) {
        textScale = TextScale.clamp(percent)
        accordion?.setTextScale(textScale)
        sidebar?.setTextScale(textScale)
        reader.outline.textScale = textScale
        // Before the menu is made (the first frame) there is no item to rename: it is made with the size.
        if reader.textMenu.itemCount > 2 {
            reader.textMenu.setLabel(Self.resetLabel(textScale), at: 2, action: "win.zoom-reset")
        }
        stateKeeper.changed()
    }

    /// `file:///FILE#ID`: a link that opens this question (or section) revealed.
    func link(to node: OutlineNode) -> String? {
        guard let path, let faq else { return nil }
        return FileLink.uri(path: path, id: faq.outline.id(of: node))
    }

    func showContextMenu(for node: OutlineNode, at header: Widget) {
        let menu = PopupMenu()
        menu.append(faq?.isSection(node) == true ? tr("_Copy Link to This Section") : tr("_Copy Link to This Question")) { [weak self] in
            self?.reader.copyLink(to: node)
        }
        contextMenu = menu
        menu.popUp(at: header)
    }

    func showShortcuts() {
        BuilderWindow.present(xml: ShortcutsWindow.xml, objectID: "shortcuts", parent: window)
    }

    func chooseFile() {
        let dialog = OpenFileDialog(title: tr("Open FAQ"), parent: window, filters: [
            (tr("FAQ files"), ["*.json", "*.jsonld", "*.md", "*.markdown", "*.html", "*.htm", "*.fml", "*.xml", "*.sgml"]),
            (tr("All files"), ["*"]),
        ])
        openDialog = dialog
        dialog.run { [weak self] path in
            self?.openDialog = nil
            if let path { self?.load(path: FilePathBytes.path(path)) }
        }
    }
}
