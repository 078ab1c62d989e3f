import FAQ
import Outline

/// The state file's JSON, read with the FAQ module's parser and written here: the keys
/// Foundation's coders used (files saved before still load), without those coders, whose code
/// and data cost the start 1.5 MB.
extension DocumentState {
    /// Why a state file's JSON is not a state.
    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads a state file: every key is required but `focusedID` and `scrollAnchor` (null or
    /// missing: none), and each must have its type; other keys are ignored.
    init(json bytes: [UInt8]) throws(FormatError) {
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch { throw FormatError(description: "\(error.message) at \(error.position)") }
        let object = try Self.object(root, "the state")
        func member(_ key: String) throws(FormatError) -> JSONNode {
            guard let node = object.first(where: { $0.key == key })?.value else { throw FormatError(description: "\"\(key)\" is missing") }
            return node
        }
        func optional(_ key: String) -> JSONNode? {
            guard let node = object.first(where: { $0.key == key })?.value else { return nil }
            if case .null = node.value { return nil }
            return node
        }
        self.init(path: try Self.string(member("path"), "path"))
        version = try Self.integer(member("version"), "version")
        let expansion = try Self.object(member("expansion"), "expansion")
        func ids(_ key: String) throws(FormatError) -> Set<String> {
            guard let node = expansion.first(where: { $0.key == key })?.value else { return [] }
            if case .null = node.value { return [] }
            guard case .array(let items) = node.value else { throw FormatError(description: "\"\(key)\" is not an array") }
            var result = Set<String>()
            for item in items { result.insert(try Self.string(item, key)) }
            return result
        }
        self.expansion = ExpansionState(expanded: try ids("expanded"), collapsed: try ids("collapsed"))
        focusedID = try optional("focusedID").map { node throws(FormatError) in try Self.string(node, "focusedID") }
        if let anchor = optional("scrollAnchor") {
            let members = try Self.object(anchor, "scrollAnchor")
            guard let id = members.first(where: { $0.key == "id" })?.value,
                  let offset = members.first(where: { $0.key == "offset" })?.value else {
                throw FormatError(description: "\"scrollAnchor\" needs \"id\" and \"offset\"")
            }
            guard case .number(let value) = offset.value else { throw FormatError(description: "\"offset\" is not a number") }
            scrollAnchor = ScrollAnchor(id: try Self.string(id, "id"), offset: value)
        }
        outlineVisible = try Self.boolean(member("outlineVisible"), "outlineVisible")
        outlineWidth = try Self.integer(member("outlineWidth"), "outlineWidth")
        windowWidth = try Self.integer(member("windowWidth"), "windowWidth")
        windowHeight = try Self.integer(member("windowHeight"), "windowHeight")
        isMaximized = try Self.boolean(member("isMaximized"), "isMaximized")
        textScale = try Self.integer(member("textScale"), "textScale")
    }

    /// The state as JSON, keys sorted (the same state always writes the same file); nil when
    /// a value has no JSON form (a scroll offset that is not finite).
    var json: String? {
        var lines = ["{"]
        var members: [(String, String)] = []
        members.append(("expansion", "{\n    \"collapsed\" : \(Self.array(expansion.collapsed)),\n    \"expanded\" : \(Self.array(expansion.expanded))\n  }"))
        if let focusedID { members.append(("focusedID", Self.quoted(focusedID))) }
        members.append(("isMaximized", "\(isMaximized)"))
        members.append(("outlineVisible", "\(outlineVisible)"))
        members.append(("outlineWidth", "\(outlineWidth)"))
        members.append(("path", Self.quoted(path)))
        if let scrollAnchor {
            guard scrollAnchor.offset.isFinite else { return nil }
            members.append(("scrollAnchor", "{\n    \"id\" : \(Self.quoted(scrollAnchor.id)),\n    \"offset\" : \(scrollAnchor.offset)\n  }"))
        }
        members.append(("textScale", "\(textScale)"))
        members.append(("version", "\(version)"))
        members.append(("windowHeight", "\(windowHeight)"))
        members.append(("windowWidth", "\(windowWidth)"))
        for (index, (key, value)) in members.enumerated() {
            lines.append("  \(Self.quoted(key)) : \(value)" + (index + 1 < members.count ? "," : ""))
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func object(_ node: JSONNode, _ name: String) throws(FormatError) -> [(key: String, value: JSONNode)] {
        guard case .object(let members) = node.value else { throw FormatError(description: "\(name) is not an object") }
        return members
    }

    private static func string(_ node: JSONNode, _ name: String) throws(FormatError) -> String {
        guard case .string(let value) = node.value else { throw FormatError(description: "\"\(name)\" is not a string") }
        return value
    }

    private static func boolean(_ node: JSONNode, _ name: String) throws(FormatError) -> Bool {
        guard case .bool(let value) = node.value else { throw FormatError(description: "\"\(name)\" is not true or false") }
        return value
    }

    /// A whole number that fits an `Int` (as Foundation's decoder required).
    private static func integer(_ node: JSONNode, _ name: String) throws(FormatError) -> Int {
        guard case .number(let value) = node.value, value.rounded() == value, let integer = Int(exactly: value) else {
            throw FormatError(description: "\"\(name)\" is not a whole number")
        }
        return integer
    }

    private static func array(_ ids: Set<String>) -> String {
        ids.isEmpty ? "[]" : "[\n" + ids.sorted().map { "      " + quoted($0) }.joined(separator: ",\n") + "\n    ]"
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
