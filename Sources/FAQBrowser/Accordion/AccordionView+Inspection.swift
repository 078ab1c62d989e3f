import Gtk
import Outline

extension AccordionView {
    /// What tests and benchmarks may read of the accordion's layout and pool, by name, without
    /// reaching into its state (and without changing it, except `measure`, which measures as a
    /// layout would).
    @MainActor
    struct Inspection {
        fileprivate let view: AccordionView

        /// Whether the list has laid out the last slice it was given.
        var isLaidOut: Bool { view.layout.isLaidOut }
        /// How many slices have been handed to the list (a layout skipped leaves it as it was).
        var layoutCount: Int { view.layout.requested }
        /// The laid-out items' widgets' places, top to bottom.
        var laidOutAllocations: [(x: Int, y: Int, width: Int, height: Int)] {
            view.layout.slice.map { view.widget(forItem: $0).allocation }
        }
        /// Whether the slice reaches the list's last item.
        var reachesTheEnd: Bool { view.layout.slice.last == view.heights.count - 1 }
        /// Whether `node`'s row is in the laid-out slice.
        func isLaidOut(_ node: OutlineNode) -> Bool { view.item(of: node).map(view.layout.slice.contains) ?? false }
        /// The content's height by the height index.
        var contentHeight: Double { view.heights.totalHeight }
        /// The height index's height of `node`'s row (measured or estimated); nil when it does not show.
        func indexedHeight(of node: OutlineNode) -> Double? { view.item(of: node).map(view.heights.height(of:)) }
        /// Measures `node`'s row as a layout would: a row GTK has not styled yet keeps the
        /// index's height. Nil when it does not show.
        func measure(_ node: OutlineNode) -> Double? { view.item(of: node).map { view.measure($0) } }
        /// How many rows are bound to a node now.
        var boundRowCount: Int { view.rows.boundCount }
        /// The rows waiting in the pool.
        var pooledRows: [AccordionRow] { view.rows.pooled }
        /// How many row widgets the view has made in all.
        var rowsMade: Int { view.rows.made }
        /// How many rows the pool keeps in reserve once the overscan is bound.
        var poolReserve: Int { view.poolReserve }
        /// Whether the rows beyond the view are bound (no overscan waits for an idle moment).
        var isOverscanBound: Bool { view.scheduled.overscan == nil }
        /// The list's width at its last allocation, and the reading column's widest.
        var width: Int { view.layout.width }
        var columnWidth: Int { view.columnWidth }
        /// The section sliding open or closed, if one is.
        var slide: SectionSlide? { view.slide }
        /// Whether the slice covers the view from top to bottom (or to the list's ends).
        var coversView: Bool { view.coversView }
        /// Whether the view still follows an answer that just opened (until it is fully open and in view).
        var isFollowingAnOpenedAnswer: Bool { view.opening != nil }
        /// The headers whose whole line is in the view, top to bottom.
        var headersInView: [OutlineNode] { view.headersInView() }
        /// The rules the view breaks now (none, unless it is broken).
        var invariantViolations: [String] { view.invariantViolations }
        /// The list widget (its style classes, whether it is mapped).
        var list: VirtualList { view.list }
    }

    /// A read-only look at the layout and pool, for tests and benchmarks.
    var inspection: Inspection { Inspection(view: self) }
}
