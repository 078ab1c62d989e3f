@testable import FAQ

/// Checks that a string is well-formed Pango markup of the kinds the renderer may produce:
/// balanced b/i/tt/span/a tags and only the five XML entities. A naive reference for tests.
enum PangoMarkupChecker {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static let allowedTags: Set<String> = ["b", "i", "tt", "span", "a"]

    static func check(_ markup: String) throws {
        var open: [String] = []
        var i = markup.startIndex
        while i < markup.endIndex {
            let c = markup[i]
            if c == "<" {
                guard let close = markup[i...].firstIndex(of: ">") else { throw Malformed(description: "unclosed tag") }
                let inside = markup[markup.index(after: i)..<close]
                if inside.hasPrefix("/") {
                    let name = String(inside.dropFirst())
                    guard open.popLast() == name else { throw Malformed(description: "unbalanced </\(name)>") }
                } else {
                    let name = String(inside.prefix { $0 != " " })
                    guard allowedTags.contains(name) else { throw Malformed(description: "tag <\(name)>") }
                    guard inside.filter({ $0 == "\"" }).count % 2 == 0 else { throw Malformed(description: "unquoted attribute") }
                    open.append(name)
                }
                i = markup.index(after: close)
            } else if c == "&" {
                guard let semicolon = markup[i...].firstIndex(of: ";") else { throw Malformed(description: "bare &") }
                let entity = String(markup[markup.index(after: i)..<semicolon])
                guard ["amp", "lt", "gt", "quot", "#39"].contains(entity) else { throw Malformed(description: "entity &\(entity);") }
                i = markup.index(after: semicolon)
            } else if c == ">" {
                throw Malformed(description: "bare >")
            } else {
                i = markup.index(after: i)
            }
        }
        guard open.isEmpty else { throw Malformed(description: "unclosed <\(open.last!)>") }
    }
}
