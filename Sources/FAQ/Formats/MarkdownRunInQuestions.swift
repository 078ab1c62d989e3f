/// A question in bold or emphasis that opens a paragraph and runs on into its answer
/// (`**What is TxLINE?** TxLINE is a sports data API …`, TxODDS's FAQ; `*What is JDO?* JDO is …`):
/// the paragraph's text after the run is the answer's start.
enum MarkdownRunInQuestions {
    /// The paragraph's Markdown after its opening bold or emphasised run (`**…**`, `__…__`, `*…*`, `_…_`), the spaces
    /// after it left out; nil when the paragraph opens with no such run, or nothing follows it.
    static func answer(after paragraph: String) -> String? {
        let text = paragraph.drop { $0 == " " }
        guard let delimiter = ["**", "__", "*", "_"].first(where: { text.hasPrefix($0) }),
              let close = text.dropFirst(delimiter.count).range(ofLiteral: delimiter) else { return nil }
        let rest = text[close.upperBound...].drop { $0 == " " || $0 == "\t" }
        return rest.allSatisfy(\.isWhitespace) ? nil : String(rest)
    }
}
