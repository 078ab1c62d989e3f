import Outline

/// What the app remembers about one document between sessions.
public struct DocumentState: Codable, Equatable, Sendable {
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
}

/// A scroll position that survives new widths, text sizes and edits above it: a row and an offset.
public struct ScrollAnchor: Codable, Equatable, Sendable {
    public var id: String
    public var offset: Double
    public init(id: String, offset: Double) {
        self.id = id
        self.offset = offset
    }
}
