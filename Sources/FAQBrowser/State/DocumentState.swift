import Outline

/// What the app remembers about one document between sessions.
public struct DocumentState: Equatable, Sendable {
    /// Bumped when the layout changes incompatibly; other versions are ignored.
    public static let currentVersion = 1

    public var version = DocumentState.currentVersion
    /// The document's absolute path: a state file for another path is foreign.
    public var path: String
    public var expansion = ExpansionState()
    public var focusedID: String?
    /// The row at the top of the view, and how far its top is above the view's (pixels).
    public var scrollAnchor: ScrollAnchor?
    public var outlineVisible = true
    public var outlineWidth = 280
    public var windowWidth = 1000
    public var windowHeight = 720
    public var isMaximized = false
    /// Text size in percent (100: the theme's size).
    public var textScale = 100

    public init(path: String) { self.path = path }

    /// Sizes a window may be given; a state file is text anyone can edit.
    static let windowSizes = 100...32_767
    static let outlineWidths = 0...32_767

    /// Puts values a state file may hold out of range (a negative height, a text size the menu
    /// does not have, a scroll offset past any document) back to what the window can use,
    /// calling `warn` once for each.
    mutating func clampValues(warn: (String) -> Void) {
        let defaults = DocumentState(path: path)
        func check(_ value: inout Int, _ name: String, in range: ClosedRange<Int>, or fallback: Int) {
            guard !range.contains(value) else { return }
            warn("\(name) \(value) is out of range (\(range.lowerBound)…\(range.upperBound)); using \(fallback)")
            value = fallback
        }
        check(&windowWidth, "windowWidth", in: Self.windowSizes, or: defaults.windowWidth)
        check(&windowHeight, "windowHeight", in: Self.windowSizes, or: defaults.windowHeight)
        check(&outlineWidth, "outlineWidth", in: Self.outlineWidths, or: defaults.outlineWidth)
        let scale = TextScale.clamp(textScale)
        if scale != textScale {
            warn("textScale \(textScale) is not one of the text sizes (\(TextScale.steps.first!)…\(TextScale.steps.last!)); using \(scale)")
            textScale = scale
        }
        if let anchor = scrollAnchor, !anchor.offset.isFinite || abs(anchor.offset) > 1e9 {
            warn("scrollAnchor offset \(anchor.offset) is out of range; starting at the top")
            scrollAnchor = nil
        }
    }
}

/// A scroll position that survives new widths, text sizes and edits above it: a row and an offset.
public struct ScrollAnchor: Equatable, Sendable {
    public var id: String
    public var offset: Double
    public init(id: String, offset: Double) {
        self.id = id
        self.offset = offset
    }
}
