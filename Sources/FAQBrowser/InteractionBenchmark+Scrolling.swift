import Foundation
import Gtk
import Outline

/// The virtual accordion's budgets with every section open: scroll-bar jumps to ten places
/// (time to the frame, and whether the view was filled in it), held Page Down through 1,000
/// pages (pages a second, one per frame), the resident memory after visiting the whole document
/// against the steady memory before, and the most row widgets alive at once.
extension InteractionBenchmark {
    func measureScrolling(_ next: @escaping () -> Void) {
        guard let accordion = window.accordion else { return next() }
        Settings.animationsEnabled = false
        waitUntil({ [self] in window.search.isIndexReady }) { [self] in
            after(500) { [self] in
                let steady = Self.residentMegabytes()
                report("steady-memory", steady, "MB")
                timeToFrame({ window.expandAll() }) { [self] milliseconds in
                    report("expand-all-frame", milliseconds, "ms")
                    after(300) { [self] in
                        jumps(accordion, [0.1, 0.9, 0.3, 0.7, 0.5, 0.2, 0.8, 0.4, 0.6, 1.0], times: []) { [self] in
                            pageDown(accordion, pages: 1000) { [self] in
                                sweep(accordion, positions: 200) { [self] in
                                    let visited = Self.residentMegabytes()
                                    report("memory-after-visiting-all", visited, "MB")
                                    report("memory-ratio", visited / steady, "x")
                                    report("row-widgets-most", Double(mostWidgets), "widgets")
                                    report("row-widgets-screenful", accordion.pageHeight / 30, "widgets")
                                    Settings.animationsEnabled = true
                                    next()
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Jumps to each fraction of the scroll range, timing each to its frame.
    private func jumps(_ accordion: AccordionView, _ fractions: [Double], times: [Double], _ next: @escaping () -> Void) {
        guard let fraction = fractions.first else {
            let sorted = times.sorted()
            report("jump-median", sorted[sorted.count / 2], "ms")
            report("jump-worst", sorted.last ?? 0, "ms")
            return next()
        }
        let adjustment = accordion.scrolledWindow.verticalAdjustment
        timeToFrame({ adjustment.value = fraction * (adjustment.upper - adjustment.pageSize) }) { [self] milliseconds in
            let filled = accordion.isLaidOut && !accordion.slice.isEmpty
            report("jump-\(Int(fraction * 100))%", milliseconds, filled ? "ms" : "ms-BLANK")
            noteWidgets(accordion)
            after(100) { [self] in jumps(accordion, Array(fractions.dropFirst()), times: times + [milliseconds], next) }
        }
    }

    /// Page Down on the focused header, once per painted frame.
    private func pageDown(_ accordion: AccordionView, pages: Int, _ next: @escaping () -> Void) {
        accordion.scroll(to: accordion.outline.firstVisible!)
        accordion.focus(accordion.outline.firstVisible!)
        let start = MainLoop.monotonicMicroseconds
        var remaining = pages
        func press() {
            guard remaining > 0, let node = accordion.focusedHeader, let row = accordion.row(for: node) else {
                let seconds = Double(MainLoop.monotonicMicroseconds - start) / 1_000_000
                report("page-down-rate", Double(pages - remaining) / seconds, "pages/s")
                return next()
            }
            remaining -= 1
            noteWidgets(accordion)
            timeToFrame({ row.header.sendKey(Keys.pageDown) }) { _ in press() }
        }
        press()
    }

    /// Visits `positions` evenly spaced places, each drawn, so every part has been shown.
    private func sweep(_ accordion: AccordionView, positions: Int, _ next: @escaping () -> Void) {
        let adjustment = accordion.scrolledWindow.verticalAdjustment
        var step = 0
        func visit() {
            guard step <= positions else { return next() }
            let value = Double(step) / Double(positions) * (adjustment.upper - adjustment.pageSize)
            step += 1
            noteWidgets(accordion)
            timeToFrame({ adjustment.value = value }) { _ in visit() }
        }
        visit()
    }

    private func noteWidgets(_ accordion: AccordionView) {
        mostWidgets = max(mostWidgets, accordion.rowWidgetCount)
    }

    private var mostWidgets: Int {
        get { Self.mostWidgetsSeen }
        set { Self.mostWidgetsSeen = newValue }
    }
    nonisolated(unsafe) private static var mostWidgetsSeen = 0

    /// Resident memory from /proc/self/statm.
    static func residentMegabytes() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
