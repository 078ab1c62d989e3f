import FAQBrowser
import FoundationEssentials
import Glibc
import Gtk
import GtkTestSupport
import Outline

/// The virtual accordion's budgets with every section open: scroll-bar jumps to ten places
/// (time to the frame, and whether the view was filled in it), held Page Down through 1,000
/// pages (pages a second, one per frame), the resident memory after visiting the whole document
/// against the steady memory before scrolling (every section open, the search index built and
/// the outline tree caught up), and the most row widgets alive at once.
extension InteractionBenchmark {
    func measureScrolling(_ next: @escaping () -> Void) {
        guard let adjustment = probe.scrollAdjustment else { return next() }
        Settings.animationsEnabled = false
        waitUntil({ [self] in probe.isIndexReady }) { [self] in
            after(500) { [self] in
                report("memory-sections-closed", Self.residentMegabytes(), "MB")
                timeToFrame({ probe.expandAll() }) { [self] milliseconds in
                    report("expand-all-frame", milliseconds, "ms")
                    waitUntil({ [self] in probe.isOutlineCaughtUp }) { [self] in
                        after(500) { [self] in
                            scrollWithSectionsOpen(adjustment, steady: Self.residentMegabytes()) {
                                Settings.animationsEnabled = true
                                next()
                            }
                        }
                    }
                }
            }
        }
    }

    /// Jumps, pages down and sweeps the whole document; then memory against `steady`.
    private func scrollWithSectionsOpen(_ adjustment: Adjustment, steady: Double, _ next: @escaping () -> Void) {
        report("steady-memory", steady, "MB")
        jumps(adjustment, [0.1, 0.9, 0.3, 0.7, 0.5, 0.2, 0.8, 0.4, 0.6, 1.0], times: []) { [self] in
            pageDown(pages: 1000) { [self] in
                sweep(adjustment, positions: 200) { [self] in
                    let visited = Self.residentMegabytes()
                    report("memory-after-visiting-all", visited, "MB")
                    report("memory-ratio", visited / steady, "x")
                    report("row-widgets-most", Double(mostWidgets), "widgets")
                    report("row-widgets-screenful", probe.pageHeight / 30, "widgets")
                    next()
                }
            }
        }
    }

    /// Jumps to each fraction of the scroll range, timing each to its frame.
    private func jumps(_ adjustment: Adjustment, _ fractions: [Double], times: [Double], _ next: @escaping () -> Void) {
        guard let fraction = fractions.first else {
            let sorted = times.sorted()
            report("jump-median", sorted[sorted.count / 2], "ms")
            report("jump-worst", sorted.last ?? 0, "ms")
            return next()
        }
        timeToFrame({ adjustment.value = fraction * (adjustment.upper - adjustment.pageSize) }) { [self] milliseconds in
            let filled = probe.isViewFilled
            report("jump-\(Int(fraction * 100))%", milliseconds, filled ? "ms" : "ms-BLANK")
            noteWidgets()
            after(100) { [self] in jumps(adjustment, Array(fractions.dropFirst()), times: times + [milliseconds], next) }
        }
    }

    /// Page Down on the focused header, once per painted frame.
    private func pageDown(pages: Int, _ next: @escaping () -> Void) {
        probe.goToFirstRow()
        let start = MainLoop.monotonicMicroseconds
        var remaining = pages
        func press() {
            guard remaining > 0, let header = probe.focusedHeaderWidget else {
                let seconds = Double(MainLoop.monotonicMicroseconds - start) / 1_000_000
                report("page-down-rate", Double(pages - remaining) / seconds, "pages/s")
                return next()
            }
            remaining -= 1
            noteWidgets()
            if probe.isFocusOnLastRow { probe.goToFirstRow() }  // round again from the top
            timeToFrame({ header.sendKey(Key.pageDown) }) { _ in press() }
        }
        press()
    }

    /// Visits `positions` evenly spaced places, each drawn, so every part has been shown.
    private func sweep(_ adjustment: Adjustment, positions: Int, _ next: @escaping () -> Void) {
        var step = 0
        func visit() {
            guard step <= positions else { return next() }
            let value = Double(step) / Double(positions) * (adjustment.upper - adjustment.pageSize)
            step += 1
            noteWidgets()
            timeToFrame({ adjustment.value = value }) { _ in visit() }
        }
        visit()
    }

    private func noteWidgets() {
        mostWidgets = max(mostWidgets, probe.rowWidgetCount)
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
