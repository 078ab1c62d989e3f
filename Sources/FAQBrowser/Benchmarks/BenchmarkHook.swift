import Gtk
import Outline

/// The one instrumentation hook the app has: a benchmark driver (the `faq-browser-bench`
/// executable) sets `windowShown` and is handed each window once its document is shown, with
/// a `BenchmarkProbe` to act on it. Nil, as in the app itself, it costs nothing.
@MainActor
public enum BenchmarkHook {
    public static var windowShown: (@MainActor (BenchmarkProbe, _ quit: @escaping @MainActor () -> Void) -> Void)?
}

/// What a benchmark may do to a window: what a reader does, and what tells it the result is on screen.
@MainActor
public struct BenchmarkProbe {
    public let window: BrowserWindow

    /// Activates a section's header as a click would; false when its row is not built.
    public func activateHeader(of node: OutlineNode) -> Bool {
        guard let row = window.accordion?.row(for: node) else { return false }
        row.header.activate()
        return true
    }

    /// Whether a section is sliding open or closed.
    public var isSliding: Bool { window.accordion?.inspection.slide != nil }

    public func expandAll() { window.expandAll() }
    public func collapseAll() { window.collapseAll() }

    /// When the accordion last built a row (monotonic µs).
    public var lastRowBuildTime: Int64 { window.accordion?.lastBuildTime ?? 0 }

    /// Opens the search bar.
    public func beginSearch() { window.search.begin() }
    /// Runs one search; returns the index's and the whole call's milliseconds.
    public func search(_ query: String) -> (index: Double, total: Double) {
        window.search.run(query)
        return (window.search.lastIndexMilliseconds, window.search.lastTotalMilliseconds)
    }
    /// Closes the search bar (Escape).
    public func endSearch() { window.search.bar.isSearchMode = false }
    /// Whether the outline tree shows every change made so far.
    public var isOutlineCaughtUp: Bool { window.sidebar?.isCaughtUp ?? true }
    /// Whether the background search index is built.
    public var isIndexReady: Bool { window.search.isIndexReady }

    // MARK: Scrolling

    /// The accordion's scroll position.
    public var scrollAdjustment: Adjustment? { window.accordion?.scrolledWindow.verticalAdjustment }
    /// Whether rows cover the view from top to bottom (or to the list's end): no blank pane.
    public var isViewFilled: Bool { window.accordion?.inspection.coversView ?? false }
    /// Scrolls to the first row and focuses its header.
    public func goToFirstRow() {
        guard let accordion = window.accordion, let first = accordion.outline.firstVisible else { return }
        accordion.scroll(to: first)
        accordion.focus(first)
    }
    /// The header widget with the keyboard focus (for key presses).
    public var focusedHeaderWidget: Widget? {
        window.accordion.flatMap { accordion in accordion.focusedHeader.flatMap { accordion.row(for: $0)?.header } }
    }
    /// Whether the focused header is the last row's (Page Down goes no further).
    public var isFocusOnLastRow: Bool {
        guard let accordion = window.accordion, let last = accordion.outline.lastVisible else { return false }
        return accordion.focusedHeader == last
    }
    /// Row widgets alive now, bound and pooled.
    public var rowWidgetCount: Int { window.accordion?.rowWidgetCount ?? 0 }
    /// The view's height in pixels.
    public var pageHeight: Double { window.accordion?.pageHeight ?? 0 }
}
