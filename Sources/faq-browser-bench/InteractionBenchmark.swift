import FAQ
import FAQBrowser
import FoundationEssentials
import Glibc
import Gtk
import Outline

/// Opt-in (`FAQ_BROWSER_BENCHMARK=1`, or a comma list of `toggle`, `expand`, `search`): after
/// the first frame, times what a reader does, with animations on, and prints
/// `bench: NAME VALUE UNIT` lines, then quits. Times run from the action to the end of the
/// first frame painted after it (the GDK frame clock's `after-paint`).
@MainActor
final class InteractionBenchmark {
    let probe: BenchmarkProbe
    private var window: BrowserWindow { probe.window }
    private let clock: FrameClock
    private let quit: () -> Void
    var frameWaiter: (() -> Void)?
    var frames: [Int64] = []

    static func startIfRequested(_ probe: BenchmarkProbe, quit: @escaping @MainActor () -> Void) {
        guard let request = ProcessInfo.processInfo.environment["FAQ_BROWSER_BENCHMARK"], !request.isEmpty else { return }
        steps = request == "1" ? ["toggle", "expand", "search", "scroll"] : Set(request.split(separator: ",").map(String.init))
        let window = probe.window
        window.window.onFirstDraw {
            MainLoop.after(milliseconds: 300) {
                guard let clock = FrameClock(of: window.window) else { return quit() }
                let benchmark = InteractionBenchmark(probe: probe, clock: clock, quit: quit)
                retained = benchmark
                benchmark.run()
            }
        }
    }
    private static var retained: InteractionBenchmark?
    private static var steps: Set<String> = []

    private init(probe: BenchmarkProbe, clock: FrameClock, quit: @escaping () -> Void) {
        self.probe = probe
        self.clock = clock
        self.quit = quit
        clock.onAfterPaint { [weak self] in
            guard let self else { return }
            self.frames.append(MainLoop.monotonicMicroseconds)
            if let waiter = self.frameWaiter {
                self.frameWaiter = nil
                waiter()
            }
        }
    }

    /// `value` with two decimals, as the reports have always read ("12.30").
    static func twoDecimals(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let hundredths = Int((abs(value) * 100).rounded())
        let cents = hundredths % 100
        return (value < 0 && hundredths > 0 ? "-" : "") + "\(hundredths / 100)." + (cents < 10 ? "0" : "") + "\(cents)"
    }

    func report(_ name: String, _ value: Double, _ unit: String) {
        // Unbuffered, as the runner reads each line as it comes through a pipe.
        TerminalOutput.write("bench: \(name) \(Self.twoDecimals(value)) \(unit)\n", to: STDOUT_FILENO)
    }

    /// Runs `action`, then calls `done` with the milliseconds to the next painted frame.
    func timeToFrame(_ action: () -> Void, _ done: @escaping (Double) -> Void) {
        let start = MainLoop.monotonicMicroseconds
        action()
        // A frame comes even when the action changed nothing (a jump to where the view is).
        probe.window.window.queueDraw()
        frameWaiter = { done(Double(MainLoop.monotonicMicroseconds - start) / 1000) }
    }

    func after(_ milliseconds: Int, _ next: @escaping () -> Void) {
        MainLoop.after(milliseconds: milliseconds) { next() }
    }

    private func run() {
        Settings.animationsEnabled = true
        let steps = Self.steps
        // Each step runs only when asked for; skipped ones pass straight to the next.
        func step(_ name: String, _ body: @escaping (@escaping () -> Void) -> Void) -> (@escaping () -> Void) -> Void {
            { next in steps.contains(name) ? body(next) : next() }
        }
        let toggles = step("toggle") { [self] next in
            relayoutWindow { [self] in toggleSection(largestFirst: false) { [self] in toggleSection(largestFirst: true, next) } }
        }
        let expands = step("expand") { [self] next in expandAndCollapseAll(next) }
        let searches = step("search") { [self] next in
            search("question 4242", name: "search-keystroke") { [self] in search("question", name: "search-broad-keystroke", next) }
        }
        let scrolls = step("scroll") { [self] next in measureScrolling(next) }
        let answers = step("answer") { [self] next in measureLongAnswer(next) }
        let labels = step("labels") { [self] next in measureSingleLabels(next) }
        toggles { expands { searches { scrolls { answers { labels { [self] in
            Settings.animationsEnabled = false
            quit()
        } } } } } }
    }

    /// The floor under the toggles' first frame: the whole window laid out and drawn again,
    /// with nothing changed.
    private func relayoutWindow(_ next: @escaping () -> Void) {
        timeToFrame({ window.window.queueResize() }) { [self] milliseconds in
            report("window-relayout-frame", milliseconds, "ms")
            after(200, next)
        }
    }

    /// Opens a section of 100 questions (or the largest one), timing the first frame of its
    /// slide and counting the frames drawn while it slides; then closes it.
    private func toggleSection(largestFirst: Bool, _ next: @escaping () -> Void) {
        guard let faq = window.faq else { return next() }
        let outline = faq.outline
        let sections = outline.children(of: nil).filter { faq.isSection($0) }
        let pick = largestFirst
            ? sections.max { outline.children(of: $0).count < outline.children(of: $1).count }
            : sections.first { outline.children(of: $0).count == 100 } ?? sections.first
        guard let section = pick else { return next() }
        let count = outline.children(of: section).count
        let name = largestFirst ? "toggle-largest-section(\(count))" : "toggle-section(\(count))"
        frames = []
        let start = MainLoop.monotonicMicroseconds
        var activated = false
        timeToFrame({ activated = probe.activateHeader(of: section) }) { [self] milliseconds in
            guard activated else { return next() }
            report("\(name)-first-frame", milliseconds, "ms")
            waitUntil({ [self] in !probe.isSliding }) { [self] in
                let duration = Double(MainLoop.monotonicMicroseconds - start) / 1_000_000
                report("\(name)-animation", Double(frames.count) / max(duration, 0.001), "fps")
                _ = probe.activateHeader(of: section)
                after(400, next)
            }
        }
    }

    private func expandAndCollapseAll(_ next: @escaping () -> Void) {
        Settings.animationsEnabled = false
        let start = MainLoop.monotonicMicroseconds
        timeToFrame({ probe.expandAll() }) { [self] expand in
            report("expand-all", expand, "ms")
            // The rest of the view and a page below it are built between frames: time until
            // the last row built before 200 ms went by without one.
            waitUntil({ [self] in MainLoop.monotonicMicroseconds - probe.lastRowBuildTime > 200_000 }) { [self] in
                report("expand-all-view-filled", Double(max(probe.lastRowBuildTime, start) - start) / 1000, "ms")
                after(200) { [self] in
                    timeToFrame({ probe.collapseAll() }) { [self] collapse in
                        report("collapse-all", collapse, "ms")
                        Settings.animationsEnabled = true
                        after(200, next)
                    }
                }
            }
        }
    }

    /// One keystroke of a search: the index's time, the whole call's (index, model and the views'
    /// updates) and the time to the updated frame. A broad query matches nearly everything (and
    /// shows the first 500 matches). The model's own share is in `outline-bench` (search overlay).
    private func search(_ query: String, name: String, _ next: @escaping () -> Void) {
        probe.beginSearch()
        after(300) { [self] in
            var times = (index: 0.0, total: 0.0)
            timeToFrame({ times = probe.search(query) }) { [self] frame in
                report("\(name)-index", times.index, "ms")
                report("\(name)-call", times.total, "ms")
                report("\(name)-frame", frame, "ms")
                probe.endSearch()
                after(200, next)
            }
        }
    }

    func waitUntil(_ condition: @escaping () -> Bool, _ then: @escaping () -> Void) {
        if condition() { return then() }
        after(10) { [self] in waitUntil(condition, then) }
    }
}
