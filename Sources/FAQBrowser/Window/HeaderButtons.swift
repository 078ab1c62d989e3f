import Gtk

/// The buttons at the start of the header bar (Shelf, Back, Forward, the outline's) in a strip
/// that asks the window for none of their width: a window narrows to 420 px whatever they
/// need. Those that no longer fit beside the whole title go, least used first, into the first
/// section of the window's menu (the outline's last: F9 and Show Outline stay for it), and
/// come back as the window widens. So the title is ellipsized only when every button that can
/// go has gone.
@MainActor
final class HeaderButtons {
    /// One button, and what stands for it in the menu once it has gone (nil: the menu has it already).
    struct Item {
        let button: Widget
        let menuLabel: String?
        let action: String
    }

    /// The strip the header bar holds: a scroller with no scroll bar, whose natural width is the
    /// buttons' and whose minimum is none.
    let strip = ScrolledWindow()
    private let box = Box(.horizontal, spacing: HeaderButtons.spacing)
    private let items: [Item]
    /// Which items go first, as indices into `items`.
    private let collapseOrder: [Int]
    /// The menu's section for the buttons that have gone.
    let menuSection = Menu()
    /// The items that are in the menu now.
    private(set) var collapsed: Set<Int> = []
    private weak var headerBar: HeaderBar?
    private var isCheckPending = false
    /// Each button's width as last measured (a hidden one keeps the width it had).
    private var widths: [Int]
    /// Called after buttons went or came back (the outline's popover points elsewhere then).
    var changed: @MainActor () -> Void = {}

    /// The header bar's spacing between its children (Adwaita's), kept between the buttons.
    static let spacing = 6

    init(items: [Item], collapseOrder: [Int], in headerBar: HeaderBar) {
        self.items = items
        self.collapseOrder = collapseOrder
        self.headerBar = headerBar
        widths = Array(repeating: 0, count: items.count)
        strip.setPolicy(horizontal: .external, vertical: .never)
        strip.propagatesNaturalWidth = true
        strip.propagatesNaturalHeight = true
        strip.addStyleClass("header-buttons")
        for item in items { box.append(item.button) }
        strip.add(box)
        strip.showAll()
        headerBar.onSizeAllocate { [weak self] in self?.scheduleFit() }
    }

    /// Hiding and showing widgets is not allowed while GTK allocates sizes: once it is done.
    private func scheduleFit() {
        guard !isCheckPending else { return }
        isCheckPending = true
        MainLoop.whenIdle { [weak self] in
            self?.isCheckPending = false
            self?.fit()
        }
    }

    /// Moves buttons to the menu until the rest fit beside the title's natural width, or back
    /// while the header bar has room for the next one at its natural size.
    func fit() {
        guard let headerBar, headerBar.isMapped else { return }
        for (i, item) in items.enumerated() where !collapsed.contains(i) {
            widths[i] = max(item.button.preferredWidth.natural, 1)
        }
        var now = collapsed
        let shown = box.preferredWidth.natural
        let room = strip.allocation.width
        if shown > room {
            // GTK gives the title its natural width first: what the strip got is all it gets.
            var excess = shown - room
            for i in collapseOrder where !now.contains(i) && excess > 0 {
                now.insert(i)
                excess -= width(of: i) + Self.spacing
            }
        } else {
            var slack = headerBar.allocation.width - headerBar.preferredWidth.natural
            for i in collapseOrder.reversed() where now.contains(i) {
                let needed = width(of: i) + Self.spacing
                guard slack >= needed else { break }
                now.remove(i)
                slack -= needed
            }
        }
        guard now != collapsed else { return }
        collapsed = now
        for (i, item) in items.enumerated() { item.button.isVisible = !now.contains(i) }
        menuSection.removeAll()
        for (i, item) in items.enumerated() where now.contains(i) {
            if let label = item.menuLabel { menuSection.append(label, action: item.action) }
        }
        changed()
    }

    /// A button's natural width: measured while it shows, else measured hidden.
    private func width(of index: Int) -> Int {
        widths[index] > 0 ? widths[index] : items[index].button.preferredWidth.natural
    }
}
