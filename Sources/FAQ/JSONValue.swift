/// A parsed JSON value that remembers where it started in the file (a byte offset, turned into
/// a line and column only when an error is reported).
public struct JSONNode: Sendable {
    public indirect enum Value: Sendable {
        case object([(key: String, value: JSONNode)])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    public var value: Value
    public var offset: Int

    /// The member named `key` of an object.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What kind of value this is, for messages ("an object", "a string", …).
    public var kindName: TranslatableText {
        switch value {
        case .object: return TranslatableText("an object")
        case .array: return TranslatableText("an array")
        case .string: return TranslatableText("a string")
        case .number: return TranslatableText("a number")
        case .bool: return TranslatableText("a boolean")
        case .null: return TranslatableText("null")
        }
    }
}
