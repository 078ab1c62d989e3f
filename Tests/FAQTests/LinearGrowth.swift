import Foundation
import XCTest

/// Checks that a cost grows linearly with its input, by the CPU time of the test's own thread
/// (not the wall clock, which other processes share).
enum LinearGrowth {
    /// Runs `work` at `size / 4` and at `size`: four times the input must cost less than eight
    /// times as much (a quadratic cost grows sixteen times). A size is timed again, up to three
    /// times, while the ratio is not yet below eight, and its least time kept: a run on a busy
    /// machine only ever adds time, and a quadratic cost exceeds the ratio on every run.
    /// No absolute ceiling: how fast a reader is belongs to the benchmarks, not to a test.
    static func assert(_ size: Int, file: StaticString = #filePath, line: UInt = #line,
                       _ work: (Int) throws -> Void) rethrows {
        var quarter = Double.infinity, full = Double.infinity
        for _ in 0..<3 {
            quarter = min(quarter, try cpuSeconds { try work(size / 4) })
            full = min(full, try cpuSeconds { try work(size) })
            if ratio(quarter, full) < 8 { break }
        }
        XCTAssertLessThan(ratio(quarter, full), 8, "growth from \(size / 4) to \(size): \(quarter) s → \(full) s",
                          file: file, line: line)
    }

    /// Below 20 ms a run is too short to time: it counts as 20 ms.
    private static func ratio(_ quarter: Double, _ full: Double) -> Double { full / max(quarter, 0.02) }

    /// The CPU seconds this thread spends in `work`.
    static func cpuSeconds(_ work: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        try work()
        return now() - start
    }
}
