import Outline

/// Where the reader is in the accordion: the header focused last (Tab comes back to it), the
/// row they went to last (focused, opened, or jumped to by a link, the outline or Back), and
/// the row the outline was last told about.
struct ReaderPlace {
    var lastFocused: OutlineNode?
    /// The outline's selection follows it while it is in view.
    var current: OutlineNode?
    var lastTopRow: OutlineNode?
}
