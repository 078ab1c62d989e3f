import FAQ
import Gtk
import Outline

/// The window's side of its helpers' doors: each helper declares the little it needs of the
/// window as a protocol, and the window meets them here.
extension BrowserWindow: SearchHost, NavigationHost, OutlinePlacementHost, StateKeeperHost, ReaderHost {
    var outlinePane: Widget? { sidebar?.pane }

    var viewSettings: ViewSettings {
        get { ViewSettings(outlineVisible: outlineVisible, outlineWidth: reader.outline.outlineWidth, textScale: textScale) }
        set {
            setOutlineVisible(newValue.outlineVisible)
            reader.outline.outlineWidth = newValue.outlineWidth
            setTextScale(newValue.textScale)
        }
    }

    func searchChanged(query: String, counts: SearchCounts?) {
        reader.searchChanged(query: query, counts: counts)
    }

    func visited(_ node: OutlineNode) {
        reader.visited(node)
    }

    func showInInfoBar(_ text: String, kind: InfoBar.Kind) {
        infoBar.show(text, kind: kind)
    }
}
