/// Text sizes the window offers, in percent.
enum TextScale {
    static let steps = [70, 80, 90, 100, 110, 120, 140, 160, 180, 200]
    static func clamp(_ percent: Int) -> Int { steps.min { abs($0 - percent) < abs($1 - percent) }! }
    static func larger(than percent: Int) -> Int { steps.first { $0 > percent } ?? steps.last! }
    static func smaller(than percent: Int) -> Int { steps.last { $0 < percent } ?? steps.first! }
    /// The style sheet rules for every step: the accordion and the outline tree.
    static var css: String {
        steps.map { ".accordion.text-scale-\($0), treeview.text-scale-\($0) { font-size: \(Double($0) / 100)em; }" }.joined(separator: "\n")
    }
}
