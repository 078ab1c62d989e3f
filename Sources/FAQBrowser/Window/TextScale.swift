/// Text sizes the window offers, in percent.
enum TextScale {
    static let steps = [70, 80, 90, 100, 110, 120, 140, 160, 180, 200]
    static func clamp(_ percent: Int) -> Int { steps.min { abs($0 - percent) < abs($1 - percent) }! }
    static func larger(than percent: Int) -> Int { steps.first { $0 > percent } ?? steps.last! }
    static func smaller(than percent: Int) -> Int { steps.last { $0 < percent } ?? steps.first! }

    /// The normal size, which every view starts at.
    static let normal = 100

    /// The style class of a view shown at `step` percent, with its rules in the app's style
    /// sheet (loaded the first time a view shows the size).
    @MainActor
    static func styleClass(_ step: Int) -> String { AppStyleSheet.shared.styleClass(forTextScale: step) }

    /// The style class of `step` as a name (to take it off a view).
    static func className(_ step: Int) -> String { "text-scale-\(step)" }

    /// The size in pixels of an icon beside text at `step` percent (16 at 100 %).
    static func iconPixels(_ step: Int) -> Int { 16 * step / 100 }

    /// The style sheet rules for `steps`: the accordion and the outline tree, the accordion's
    /// chevrons (16 pixels at 100 %, turned as style.css turns them) and the tree's expanders.
    static func css(for steps: [Int]) -> String {
        steps.map { step in
            // The chevron grows more slowly than the text: a full-size one looks heavy beside it.
            let scale = Double(step) / 100, chevron = 1 + (scale - 1) * 0.6, size = Int(16 * chevron)
            let arrow = ".accordion.text-scale-\(step) expander.header title > arrow"
            let rtlArrow = ".accordion.text-scale-\(step) .accordion-row.rtl expander.header title > arrow"
            return """
            .accordion.text-scale-\(step), treeview.text-scale-\(step) { font-size: \(scale)em; }
            treeview.text-scale-\(step) { -GtkTreeView-expander-size: \(size); }
            \(arrow) { min-width: \(size)px; min-height: \(size)px; -gtk-icon-transform: rotate(-90deg) scale(\(chevron)); }
            \(rtlArrow) { -gtk-icon-transform: rotate(90deg) scale(\(chevron)); }
            \(arrow):checked, \(rtlArrow):checked { -gtk-icon-transform: scale(\(chevron)); }
            """
        }.joined(separator: "\n")
    }
}
