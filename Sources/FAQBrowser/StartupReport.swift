import Foundation
import Gtk

/// Opt-in timing for benchmarks: with `FAQ_BROWSER_REPORT_STARTUP=1` the app prints
/// `startup: first-frame <µs>` (CLOCK_MONOTONIC, like the launcher's clock) when its window is
/// first drawn; with `FAQ_BROWSER_QUIT_AFTER_FIRST_FRAME=1` it then quits.
@MainActor
enum StartupReport {
    static func watch(_ window: ApplicationWindow, quit: @escaping @MainActor () -> Void) {
        let environment = ProcessInfo.processInfo.environment
        guard environment["FAQ_BROWSER_REPORT_STARTUP"] == "1" else { return }
        let quitAfter = environment["FAQ_BROWSER_QUIT_AFTER_FIRST_FRAME"] == "1"
        window.onFirstDraw {
            let drawn = MainLoop.monotonicMicroseconds
            // Report once the frame is finished, not from inside its drawing.
            MainLoop.whenIdle {
                FileHandle.standardError.write(Data("startup: first-frame \(drawn)\n".utf8))
                if quitAfter { quit() }
            }
        }
    }
}
