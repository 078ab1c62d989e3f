import XCTest
import FAQ
@testable import FAQBrowser
@testable import Gtk

/// Measures long answers (printed, not asserted against times): building the view, the longest
/// frame while the rest is built, and the longest layout of a single label.
final class AnswerViewMeasurements: BrowserTestCase {
    @MainActor
    func measure(_ name: String, answer markdown: String) {
        let escaped = markdown.replacingOccurrences(of: "\"", with: "\\\"")
        XCTAssertTrue(open(json: #"{"title": "T", "sections": [{"id": "s", "title": "S", "expanded": true, "questions": [{"id": "q", "question": "Q", "answer": "\#(escaped)"}]}]}"#))
        MainLoop.run(for: 0.3)
        let header = row("q")!.header
        var frames: [Int64] = []
        let clock = FrameClock(of: header)
        clock?.onAfterPaint { frames.append(MainLoop.monotonicMicroseconds) }

        let start = MainLoop.monotonicMicroseconds
        header.activate()
        let built = MainLoop.monotonicMicroseconds
        guard let answer = row("q")!.content as? AnswerView else { return XCTFail("no answer view") }
        XCTAssertTrue(MainLoop.run(for: 120) { answer.isComplete })
        MainLoop.run(for: 0.2)
        let complete = MainLoop.monotonicMicroseconds
        let gaps = zip(frames.dropFirst(), frames).map { $0 - $1 }
        let firstFrame = (frames.first ?? complete) - start

        // A frame after the whole answer is asked to measure itself again.
        let resizeStart = MainLoop.monotonicMicroseconds
        let framesBefore = frames.count
        answer.queueResize()
        MainLoop.run(for: 5) { frames.count > framesBefore }
        print(String(format: "answer %@: a frame after a resize of the answer %.1f ms", name, Double(MainLoop.monotonicMicroseconds - resizeStart) / 1000))

        // The longest single layout: each label's text laid out afresh at the answer's width.
        let width = max(200, answer.allocation.width)
        // Each label three times (the machine is shared: the least of three is its cost).
        var costs: [(time: Int64, length: Int)] = []
        for label in answer.textLabels {
            var best = Int64.max
            for _ in 0..<3 {
                let copy = Label()
                copy.wraps = true
                copy.widthChars = label.widthChars
                copy.show()  // hidden widgets measure as nothing
                copy.setMarkup(label.markupSource)
                let t0 = MainLoop.monotonicMicroseconds
                _ = copy.preferredHeight(forWidth: width)
                best = min(best, MainLoop.monotonicMicroseconds - t0)
            }
            costs.append((best, label.text.count))
        }
        costs.sort { $0.time < $1.time }
        let (longest, longestLength) = costs.last ?? (0, 0)
        let median = costs.isEmpty ? 0 : costs[costs.count / 2].time
        print(String(format: "answer %@: single label layouts: median %.2f ms, longest %.2f ms", name, Double(median) / 1000, Double(longest) / 1000))
        print(String(format: "answer %@: %d characters, %d labels; view built (first batch) in %.1f ms, first frame after %.1f ms, complete after %.0f ms over %d frames, longest frame gap %.1f ms; longest single label layout %.2f ms (%d characters, at %d px)",
                     name, markdown.count, answer.textLabels.count, Double(built - start) / 1000, Double(firstFrame) / 1000,
                     Double(complete - start) / 1000, frames.count, Double(gaps.max() ?? 0) / 1000, Double(longest) / 1000, longestLength, width))
    }

    func testMeasureLongAnswers() {
        onMain {
            let sentence = "This answer goes on and on, sentence after sentence, as some answers do. "
            measure("prose", answer: String(repeating: sentence, count: 200_000 / sentence.count))
            measure("word", answer: String(repeating: "w", count: 20_000))
        }
    }

    /// What one label costs for the same texts (the renderer before blocks): for comparison.
    func testMeasureSingleLabels() {
        onMain {
            for (name, text) in [("prose 20,000", String(repeating: "Some words in a sentence. ", count: 770)),
                                 ("word 2,000", String(repeating: "w", count: 2_000)),
                                 ("word 5,000", String(repeating: "w", count: 5_000)),
                                 ("prose 1,500", String(repeating: "Some words in a sentence. ", count: 58)),
                                 ("word 500", String(repeating: "w", count: 500))] {
                for widthChars in [-1, 20] {
                    let label = Label(text)
                    label.wraps = true
                    label.widthChars = widthChars
                    label.show()
                    let t0 = MainLoop.monotonicMicroseconds
                    _ = label.preferredHeight(forWidth: 600)
                    print(String(format: "one label, %@ characters, width-chars %d: layout at 600 px %.1f ms", name, widthChars, Double(MainLoop.monotonicMicroseconds - t0) / 1000))
                }
            }
        }
    }
}
