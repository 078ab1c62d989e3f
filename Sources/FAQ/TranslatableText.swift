/// Words for people that the window and the command line show in the user's language: an
/// English template, which is the translation catalog's key, with `{1}`, `{2}`… places for the
/// values. `Scripts/update-translations` extracts `TranslatableText("…")` and
/// `TranslatableText.plural("…", "…", …)`; the FAQ module itself only ever speaks English.
public struct TranslatableText: Sendable, Hashable, CustomStringConvertible {
    /// A value put into a place: shown as it is, or itself translated (a word such as "an array").
    public enum Argument: Sendable, Hashable {
        case verbatim(String)
        indirect case translated(TranslatableText)
    }

    /// The English template; `plural` is its plural form, when the count chooses between them.
    public let template: String
    public let plural: String?
    /// The number that chooses the singular or the plural.
    public let count: Int
    public let arguments: [Argument]

    /// `template` with `arguments` in its places (a literal, so that it can be extracted).
    public init(_ template: StaticString, _ arguments: String...) {
        self.init(template: "\(template)", plural: nil, count: 1, arguments: arguments.map(Argument.verbatim))
    }

    /// `template` with arguments of which some are translated themselves.
    public init(_ template: StaticString, arguments: [Argument]) {
        self.init(template: "\(template)", plural: nil, count: 1, arguments: arguments)
    }

    /// The singular or the plural template, whichever the language uses for `count`.
    public static func plural(_ singular: StaticString, _ plural: StaticString, _ count: Int, _ arguments: String...) -> Self {
        Self(template: "\(singular)", plural: "\(plural)", count: count, arguments: arguments.map(Argument.verbatim))
    }

    private init(template: String, plural: String?, count: Int, arguments: [Argument]) {
        self.template = template
        self.plural = plural
        self.count = count
        self.arguments = arguments
    }

    /// The text in English.
    public var description: String { text(translating: Self.english) }

    /// A catalog: the template for (singular, plural, count) in the user's language.
    public typealias Lookup = @Sendable (String, String?, Int) -> String

    /// The lookup that keeps the English templates (the singular for a count of 1).
    public static func english(_ singular: String, _ plural: String?, _ count: Int) -> String {
        count == 1 ? singular : plural ?? singular
    }

    /// The text with each template looked up by `translate` (singular, plural, count → the
    /// language's template), the nested ones included.
    public func text(translating translate: (String, String?, Int) -> String) -> String {
        let values = arguments.map { argument in
            switch argument {
            case .verbatim(let value): return value
            case .translated(let text): return text.text(translating: translate)
            }
        }
        return Self.substitute(values, into: translate(template, plural, count))
    }

    /// `text` with each `{n}` (n from 1) replaced by `arguments[n - 1]`; other braces stay. In one
    /// pass, so an argument that itself reads `{2}` is not replaced again.
    public static func substitute(_ arguments: [String], into text: String) -> String {
        guard !arguments.isEmpty, text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let n = Int(rest[afterOpen..<close]),
               arguments.indices.contains(n - 1) {
                result += arguments[n - 1]
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }
}
