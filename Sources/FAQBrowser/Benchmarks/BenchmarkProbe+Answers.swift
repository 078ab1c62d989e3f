import Gtk
import Outline

/// What the benchmark measures of a long answer: whether it is built whole, and what its text
/// labels cost to lay out (the figures `Scripts/bench/run` prints for long answers).
extension BenchmarkProbe {
    /// The section or question with this ID.
    public func node(id: String) -> OutlineNode? { window.faq?.outline.node(id: id) }

    private func answerView(of node: OutlineNode) -> AnswerView? {
        window.accordion?.row(for: node)?.content as? AnswerView
    }

    /// Whether the answer of `node` is shown with every block built.
    public func isAnswerComplete(_ node: OutlineNode) -> Bool { answerView(of: node)?.isComplete ?? false }

    /// Asks the answer of `node` to measure itself again (a frame follows).
    public func queueAnswerResize(_ node: OutlineNode) { answerView(of: node)?.queueResize() }

    /// Each text label of `node`'s answer laid out afresh at the answer's width, the least of
    /// three times per label (the machine is shared): the median and the longest in ms, the
    /// longest one's characters and the width in pixels.
    public func answerLabelLayouts(_ node: OutlineNode) -> (median: Double, longest: Double, characters: Int, width: Int)? {
        guard let answer = answerView(of: node) else { return nil }
        let width = max(200, answer.allocation.width)
        var costs: [(time: Int64, length: Int)] = []
        for label in answer.textLabels {
            var best = Int64.max
            for _ in 0..<3 {
                let copy = Label()
                copy.wraps = true
                copy.widthChars = label.widthChars
                copy.show()  // hidden widgets measure as nothing
                copy.setMarkup(label.markupSource)
                let start = MainLoop.monotonicMicroseconds
                _ = copy.preferredHeight(forWidth: width)
                best = min(best, MainLoop.monotonicMicroseconds - start)
            }
            costs.append((best, label.text.count))
        }
        guard !costs.isEmpty else { return nil }
        costs.sort { $0.time < $1.time }
        return (Double(costs[costs.count / 2].time) / 1000, Double(costs.last!.time) / 1000, costs.last!.length, width)
    }

    /// What one label showing `text` costs to lay out at `width` pixels, in ms: the renderer
    /// before blocks drew a whole answer so.
    public static func singleLabelLayout(_ text: String, widthChars: Int, width: Int) -> Double {
        let label = Label(text)
        label.wraps = true
        label.widthChars = widthChars
        label.show()
        let start = MainLoop.monotonicMicroseconds
        _ = label.preferredHeight(forWidth: width)
        return Double(MainLoop.monotonicMicroseconds - start) / 1000
    }
}
