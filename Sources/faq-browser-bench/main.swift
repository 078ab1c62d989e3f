import FAQBrowser
import Glibc

// faq-browser with the interaction benchmark attached (FAQ_BROWSER_BENCHMARK, see
// InteractionBenchmark): the app itself carries only `BenchmarkHook`.
if ShelfKeystrokeBenchmark.runIfRequested() { exit(0) }
exit(MainActor.assumeIsolated {
    BenchmarkHook.windowShown = { probe, quit in InteractionBenchmark.startIfRequested(probe, quit: quit) }
    return FAQBrowserMain.run(CommandLine.arguments)
})
