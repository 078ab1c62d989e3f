import CCmark

/// cmark-gfm's core extensions register once per process (`swift_once` makes this thread-safe).
private let gfmExtensionsRegistered: Bool = {
    cmark_gfm_core_extensions_ensure_registered()
    return true
}()

/// The GitHub extensions every parse attaches.
private let gfmExtensionNames = ["table", "tasklist", "strikethrough", "autolink"]

/// Parses GitHub-flavoured Markdown with cmark-gfm (UTF-8 validated; a NUL in the text is kept
/// by length): CommonMark plus tables, task lists, strikethrough and autolinks. The caller frees
/// the returned document with `cmark_node_free`.
func parseCommonMark(_ text: String) -> OpaquePointer? {
    _ = gfmExtensionsRegistered
    guard let parser = cmark_parser_new(CMARK_OPT_VALIDATE_UTF8) else { return nil }
    defer { cmark_parser_free(parser) }
    for name in gfmExtensionNames {
        if let extensionPointer = cmark_find_syntax_extension(name) {
            cmark_parser_attach_syntax_extension(parser, extensionPointer)
        }
    }
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { cmark_parser_feed(parser, $0, buffer.count) }
    }
    return cmark_parser_finish(parser)
}

/// The node types cmark-gfm's extensions add (set when they register).
enum GFMNodeType {
    static var table: cmark_node_type { _ = gfmExtensionsRegistered; return faq_cmark_node_table() }
    static var tableRow: cmark_node_type { _ = gfmExtensionsRegistered; return faq_cmark_node_table_row() }
    static var tableCell: cmark_node_type { _ = gfmExtensionsRegistered; return faq_cmark_node_table_cell() }
    static var strikethrough: cmark_node_type { _ = gfmExtensionsRegistered; return faq_cmark_node_strikethrough() }
}

/// Whether a list item is a task (`- [ ]` or `- [x]`), and if so whether it is checked.
func taskState(ofItem node: OpaquePointer) -> Bool? {
    guard let type = cmark_node_get_type_string(node), String(cString: type) == "tasklist" else { return nil }
    return cmark_gfm_extensions_get_tasklist_item_checked(node)
}
