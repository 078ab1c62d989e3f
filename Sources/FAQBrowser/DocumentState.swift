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
    public var scrollPosition: Double = 0
    public var outlineVisible = true
    public var outlineWidth = 280
    public var windowWidth = 1000
    public var windowHeight = 720
    public var isMaximized = false
    /// Text size in percent (100: the theme's size).
    public var textScale = 100

    public init(path: String) { self.path = path }
}
