import Foundation

/// Links to a place in a FAQ file as `file:///path/to/faq.json#id`: what the clipboard gets from
/// Copy Link, and what `faq-browser` and other programs accept.
enum FileLink {
    /// The URI of `id` in the file at `path` (absolute): the path and the ID percent-encoded.
    static func uri(path: String, id: String) -> String {
        var allowed = CharacterSet.urlFragmentAllowed
        allowed.remove(charactersIn: "#%")
        let fragment = id.addingPercentEncoding(withAllowedCharacters: allowed) ?? id
        return URL(fileURLWithPath: path).absoluteString + "#" + fragment
    }

    /// The file and ID of a `file:` URI, or nil when `text` is not one.
    static func parse(_ text: String) -> (path: String, fragment: String?)? {
        guard text.lowercased().hasPrefix("file:"), let url = URL(string: text), url.isFileURL else { return nil }
        let path = url.path
        guard !path.isEmpty else { return nil }
        let fragment = url.fragment.map { $0.removingPercentEncoding ?? $0 }
        return (path, fragment?.isEmpty == false ? fragment : nil)
    }
}
