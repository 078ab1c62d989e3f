import FAQ
import Outline

/// Guesses the height of rows that have not been laid out: headers by kind, from the mean of
/// those measured so far; an open answer or description by its length at the list's width.
/// Guesses only size the scroll bar: rows are measured as they come into view.
struct RowHeightEstimator {
    /// The text size (1 = 100 %).
    var scale = 1.0
    private var measuredSections = (total: 0.0, count: 0.0)
    private var measuredQuestions = (total: 0.0, count: 0.0)

    /// A header's height, measured on average, else a default.
    func headerHeight(section: Bool) -> Double {
        let measured = section ? measuredSections : measuredQuestions
        return measured.count > 0 ? measured.total / measured.count : (section ? 46 : 40) * scale
    }

    /// A line of body text: Page Down keeps one of the page it leaves in view.
    var lineHeight: Double { 20 * scale }

    /// The height of `node`'s row: its header, and its open answer or description.
    func height(of node: OutlineNode, in faq: FAQOutline, width: Int) -> Double {
        let section = faq.isSection(node)
        var height = headerHeight(section: section)
        guard faq.outline.isExpanded(node) else { return height }
        let text = section ? faq.sectionDescription(of: node) : faq.answer(of: node)
        if let text, !text.isEmpty {
            height += textHeight(characters: text.utf8.count, width: width, level: faq.outline.level(of: node))
        }
        return height
    }

    /// Lines of body text at about 7.5 pixels a character and `lineHeight` a line, plus padding.
    func textHeight(characters: Int, width: Int, level: Int) -> Double {
        let usable = Double(max(width - level * 20 - 80, 120))
        let perLine = max(usable / (7.5 * scale), 10)
        return (Double(characters) / perLine).rounded(.up) * lineHeight + 18
    }

    /// Learns from a row laid out with its header alone (a closed row).
    mutating func learn(_ height: Double, of node: OutlineNode, in faq: FAQOutline) {
        guard !faq.outline.isExpanded(node), height > 0 else { return }
        if faq.isSection(node) {
            measuredSections.total += height
            measuredSections.count += 1
        } else {
            measuredQuestions.total += height
            measuredQuestions.count += 1
        }
    }

    /// Forgets what was measured (a new text size).
    mutating func forgetMeasurements() {
        measuredSections = (0, 0)
        measuredQuestions = (0, 0)
    }
}
