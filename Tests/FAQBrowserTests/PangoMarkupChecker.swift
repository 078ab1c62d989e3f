

/// Checks that a string is well-formed Pango markup of the kinds the renderer may produce:
/// balanced b/i/tt/span/a tags and only the five XML entities. A naive reference for tests.
enum PangoMarkupChecker {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static let allowedTags: Set<String> = ["b", "i", "tt", "span", "a"]

    /// Reads by Unicode scalars, as GMarkup does: a combining mark after `;` or `>` is text of its own.
    static func check(_ markup: String) throws {
        let scalars = Array(markup.unicodeScalars)
        func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        func find(_ end: Unicode.Scalar, from start: Int) -> Int? {
            var k = start
            while k < scalars.count, scalars[k] != end { k += 1 }
            return k < scalars.count ? k : nil
        }
        var open: [String] = []
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "<" {
                guard let close = find(">", from: i) else { throw Malformed(description: "unclosed tag") }
                let inside = text(i + 1..<close)
                if inside.hasPrefix("/") {
                    let name = String(inside.dropFirst())
                    guard open.popLast() == name else { throw Malformed(description: "unbalanced </\(name)>") }
                } else {
                    let name = String(inside.prefix { $0 != " " })
                    guard allowedTags.contains(name) else { throw Malformed(description: "tag <\(name)>") }
                    guard inside.filter({ $0 == "\"" }).count % 2 == 0 else { throw Malformed(description: "unquoted attribute") }
                    open.append(name)
                }
                i = close + 1
            } else if c == "&" {
                guard let semicolon = find(";", from: i) else { throw Malformed(description: "bare &") }
                let entity = text(i + 1..<semicolon)
                guard ["amp", "lt", "gt", "quot", "#39"].contains(entity) else { throw Malformed(description: "entity &\(entity);") }
                i = semicolon + 1
            } else if c == ">" {
                throw Malformed(description: "bare >")
            } else {
                i += 1
            }
        }
        guard open.isEmpty else { throw Malformed(description: "unclosed <\(open.last!)>") }
    }
}
