import FAQ
import FAQBrowser
import Glibc

/// `FAQ_BROWSER_SHELF_KEYSTROKES="query…"`: times the shelf's search as the window runs it, a
/// keystroke at a time (each query typed letter by letter, narrowing the previous result), over
/// the shelf of `FAQ_BROWSER_SHELF_ROOTS` (with a cache of its own). Prints one line of tab-separated
/// numbers: keystrokes, median and worst ms of wall time, then of the process's CPU time (the
/// machine may be shared; a large scan runs on two threads), the time to build the search from the cache, and the shelf's FAQs
/// and questions.
enum ShelfKeystrokeBenchmark {
    static func runIfRequested() -> Bool {
        guard let value = getenv("FAQ_BROWSER_SHELF_KEYSTROKES") else { return false }
        let queries = String(cString: value).split(separator: ",").map(String.init)
        // A cache of its own: the app's, written by another build, is not trusted, and one
        // written here would make the app read every file again.
        let (index, _) = ShelfIndex.refresh(roots: ShelfRoots.resolve(), cachePath: ShelfCache.defaultPath().map { $0 + "-bench" })
        let built = now()
        let search = ShelfSearch(index)
        let buildTime = now() - built
        var times: [Double] = [], cpuTimes: [Double] = []
        for query in queries {
            var previous: ShelfSearch.Result?
            for end in query.indices.dropFirst().map({ $0 }) + [query.endIndex] {
                let typed = String(query[..<end])
                let (start, cpuStart) = (now(), now(CLOCK_PROCESS_CPUTIME_ID))
                let result = search.search(typed, narrowing: previous)
                times.append(now() - start)
                cpuTimes.append(now(CLOCK_PROCESS_CPUTIME_ID) - cpuStart)
                previous = result
            }
        }
        times.sort()
        cpuTimes.sort()
        let median = times.isEmpty ? 0 : times[times.count / 2], cpuMedian = cpuTimes.isEmpty ? 0 : cpuTimes[cpuTimes.count / 2]
        let line = "\(times.count)\t\(format(median))\t\(format(times.last ?? 0))\t\(format(cpuMedian))\t\(format(cpuTimes.last ?? 0))"
            + "\t\(format(buildTime))\t\(search.faqs.count)\t\(search.questionCount)\n"
        TerminalOutput.write(line, to: STDOUT_FILENO)
        return true
    }

    static func now(_ clock: clockid_t = CLOCK_MONOTONIC) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    static func format(_ ms: Double) -> String { String(Int((ms * 100).rounded())).paddedHundredths }
}

extension String {
    /// "1234" (hundredths) as "12.34".
    fileprivate var paddedHundredths: String {
        let digits = count < 3 ? String(repeating: "0", count: 3 - count) + self : self
        return String(digits.dropLast(2)) + "." + String(digits.suffix(2))
    }
}
