import FoundationEssentials
import Glibc
import Gtk

/// Opt-in timing for benchmarks: with `FAQ_BROWSER_REPORT_STARTUP=1` the app prints
/// `startup: first-frame <µs>` (CLOCK_MONOTONIC, like the launcher's clock) when its window is
/// first drawn; with `=phases` also `startup: <phase> <µs> rss-mb <MB>` as each phase of opening
/// ends (which costs the start a little: timed runs leave it off). With
/// `FAQ_BROWSER_QUIT_AFTER_FIRST_FRAME=1` it then quits. With `FAQ_BROWSER_QUIT_WHEN_IDLE_MS=N`
/// it also prints its peak memory at the first frame (`startup: first-frame-peak-kb`), and N ms
/// later, once idle, its memory then (`startup: idle-kb`), and quits: what was built just after
/// the first frame (the row pool, the menus, the search index) counts too. A window on the
/// shelf also prints `startup: shelf-shown <µs>` when its books are first drawn.
@MainActor
enum StartupReport {
    private static let request = Environment.variable("FAQ_BROWSER_REPORT_STARTUP")
    static let isEnabled = request == "1" || request == "phases"
    private static let reportsPhases = request == "phases"
    private static var firstFrameSeen = false

    /// Notes the end of a phase of the first document's opening (nothing after the first frame).
    static func phase(_ name: String) {
        guard reportsPhases, !firstFrameSeen else { return }
        TerminalOutput.write("startup: \(name) \(MainLoop.monotonicMicroseconds) rss-mb \(residentMegabytes)\n", to: STDERR_FILENO)
    }

    /// The resident set size now, from `/proc/self/statm` (0 where there is none).
    private static var residentMegabytes: Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    static func watch(_ window: ApplicationWindow, quit: @escaping @MainActor () -> Void) {
        guard isEnabled else { return }
        let quitAfter = Environment.variable("FAQ_BROWSER_QUIT_AFTER_FIRST_FRAME") == "1"
        let idleAfter = Environment.variable("FAQ_BROWSER_QUIT_WHEN_IDLE_MS").flatMap { Int($0) }
        followFrames(window)
        window.onFirstDraw {
            let drawn = MainLoop.monotonicMicroseconds
            firstFrameSeen = true
            // Report once the frame is finished, not from inside its drawing.
            MainLoop.whenIdle {
                TerminalOutput.write("startup: first-frame \(drawn)\n", to: STDERR_FILENO)
                if quitAfter { quit() }
                guard let idleAfter else { return }
                TerminalOutput.write("startup: first-frame-peak-kb \(memoryKilobytes("VmHWM"))\n", to: STDERR_FILENO)
                MainLoop.after(milliseconds: idleAfter) {
                    MainLoop.whenIdle(priority: .low) {
                        TerminalOutput.write("startup: idle-kb \(memoryKilobytes("VmRSS"))\n", to: STDERR_FILENO)
                        quit()
                    }
                }
            }
        }
    }

    private static var shelfShownSeen = false
    private static var awaitingShelf = false
    /// When the window last started drawing a frame (while the shelf's books are awaited).
    private static var frameStarted: Int64 = 0

    /// Prints `startup: shelf-shown <µs>` once a run, for the frame that first draws the shelf's
    /// books (from the cache, on a warm start): the time that frame started drawing the window,
    /// as `first-frame` is, so that the shelf's benchmark compares like with like.
    static func shelfShown(_ books: Widget) {
        guard isEnabled, !shelfShownSeen else { return }
        shelfShownSeen = true
        awaitingShelf = true
        books.onFirstDraw {
            awaitingShelf = false
            let drawn = frameStarted
            MainLoop.whenIdle { TerminalOutput.write("startup: shelf-shown \(drawn)\n", to: STDERR_FILENO) }
        }
    }

    /// Notes when each frame starts drawing `window`, until the first frame or, on the shelf,
    /// the frame that draws its books.
    private static func followFrames(_ window: ApplicationWindow) {
        window.onFirstDraw {
            frameStarted = MainLoop.monotonicMicroseconds
            if awaitingShelf || !firstFrameSeen { followFrames(window) }
        }
    }

    /// A `kB` line of `/proc/self/status` (`VmRSS`, `VmHWM`); 0 where there is none.
    private static func memoryKilobytes(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
        return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    }
}
