/// Bounds on what one document shows, so that no file can make the window hang: longer
/// titles and answers are cut, with a warning. Titles and questions are also cleaned of
/// control characters and open-ended bidi overrides (`TitleText`).
public enum DocumentLimits {
    public static let maximumTitleLength = 1_000
    public static let maximumAnswerLength = 200_000

    static func apply(to document: inout FAQDocument, file: String) -> [DocumentProblem] {
        var warnings: [DocumentProblem] = []
        func cut(_ text: inout String, to limit: Int, what: @autoclosure () -> TranslatableText) {
            // `what` is only worked out for a text that is cut (it quotes the question).
            // A scalar takes at least one UTF-8 byte: short texts need no counting.
            guard text.utf8.count > limit, text.unicodeScalars.count > limit else { return }
            let length = text.unicodeScalars.count
            text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…"
            warnings.append(DocumentProblem(file: file, severity: .warning,
                                            message: TranslatableText("{1} is {2} characters long; only the first {3} are shown",
                                                                     arguments: [.translated(what()), .verbatim(String(length)), .verbatim(String(limit))])))
        }
        var clustersCut = 0
        func bound(_ text: inout String) { clustersCut += ClusterLimit.bound(&text) }
        cut(&document.title, to: maximumTitleLength, what: TranslatableText("the title"))
        bound(&document.title)
        if document.description != nil { bound(&document.description!) }
        TitleText.clean(&document.title)  // after the cut, so that what it closes is not cut off
        func visit(_ sections: inout [FAQSection]) {
            for s in sections.indices {
                cut(&sections[s].title, to: maximumTitleLength, what: TranslatableText("a section title"))
                bound(&sections[s].title)
                TitleText.clean(&sections[s].title)
                if sections[s].description != nil {
                    cut(&sections[s].description!, to: maximumAnswerLength, what: TranslatableText("a section description"))
                    bound(&sections[s].description!)
                }
                for q in sections[s].questions.indices {
                    cut(&sections[s].questions[q].question, to: maximumTitleLength, what: TranslatableText("a question"))
                    bound(&sections[s].questions[q].question)
                    TitleText.clean(&sections[s].questions[q].question)
                    let question = sections[s].questions[q].question
                    cut(&sections[s].questions[q].answer, to: maximumAnswerLength, what: TranslatableText("the answer to {1}", MessageText.quoted(question, limit: 60)))
                    bound(&sections[s].questions[q].answer)
                }
                visit(&sections[s].sections)
            }
        }
        visit(&document.sections)
        if clustersCut > 0 {
            warnings.append(DocumentProblem(file: file, severity: .warning, message: .plural(
                "{1} character carries more than {2} combining marks or {3} joined code points; it is shown cut, marked “{4}”",
                "{1} characters carry more than {2} combining marks or {3} joined code points; they are shown cut, marked “{4}”",
                clustersCut, String(clustersCut), String(ClusterLimit.maximumMarks), String(ClusterLimit.maximumScalars), String(ClusterLimit.marker))))
        }
        return warnings
    }
}
