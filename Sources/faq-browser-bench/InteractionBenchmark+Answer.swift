import FAQBrowser
import Gtk

/// The `answer` step: opening a long answer (the question with ID `answer`), which is built in
/// pieces a few per frame: its first frame, when it is whole, the longest gap between frames
/// meanwhile, a frame after it measures itself again, and what its labels cost to lay out.
/// The `labels` step: what one label would cost for the same kinds of text, for comparison.
extension InteractionBenchmark {
    func measureLongAnswer(_ next: @escaping () -> Void) {
        guard let node = probe.node(id: "answer") else { return next() }
        Settings.animationsEnabled = false
        frames = []
        let start = MainLoop.monotonicMicroseconds
        var activated = false
        timeToFrame({ activated = probe.activateHeader(of: node) }) { [self] firstFrame in
            guard activated else { return next() }
            report("answer-first-frame", firstFrame, "ms")
            waitUntil({ [self] in probe.isAnswerComplete(node) }) { [self] in
                report("answer-complete", Double(MainLoop.monotonicMicroseconds - start) / 1000, "ms")
                let gaps = zip(frames.dropFirst(), frames).map { $0 - $1 }
                report("answer-longest-frame-gap", Double(gaps.max() ?? 0) / 1000, "ms")
                timeToFrame({ probe.queueAnswerResize(node) }) { [self] resize in
                    report("answer-resize-frame", resize, "ms")
                    if let layouts = probe.answerLabelLayouts(node) {
                        report("answer-label-layout-median", layouts.median, "ms")
                        report("answer-label-layout-longest(\(layouts.characters)-chars-at-\(layouts.width)px)", layouts.longest, "ms")
                    }
                    next()
                }
            }
        }
    }

    /// One label per text, as answers were drawn before blocks, at 600 px.
    func measureSingleLabels(_ next: @escaping () -> Void) {
        let sentence = "Some words in a sentence. "
        let texts = [("prose-20000", String(repeating: sentence, count: 770)), ("word-2000", String(repeating: "w", count: 2_000)),
                     ("word-5000", String(repeating: "w", count: 5_000)), ("prose-1500", String(repeating: sentence, count: 58)),
                     ("word-500", String(repeating: "w", count: 500))]
        for (name, text) in texts {
            for widthChars in [-1, 20] {
                let cost = BenchmarkProbe.singleLabelLayout(text, widthChars: widthChars, width: 600)
                report("one-label-\(name)-width-chars\(widthChars)", cost, "ms")
            }
        }
        next()
    }
}
