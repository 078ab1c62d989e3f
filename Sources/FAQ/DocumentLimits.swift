/// Bounds on what one document shows, so that no file can make the window hang: longer
/// titles and answers are cut, with a warning. Titles and questions are also cleaned of
/// control characters and open-ended bidi overrides (`TitleText`).
public enum DocumentLimits {
    public static let maximumTitleLength = 1_000
    public static let maximumAnswerLength = 200_000

    static func apply(to document: inout FAQDocument, file: String) -> [DocumentProblem] {
        var warnings: [DocumentProblem] = []
        func cut(_ text: inout String, to limit: Int, what: @autoclosure () -> String) {
            // `what` is only worked out for a text that is cut (it quotes the question).
            // A scalar takes at least one UTF-8 byte: short texts need no counting.
            guard text.utf8.count > limit, text.unicodeScalars.count > limit else { return }
            let length = text.unicodeScalars.count
            text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…"
            warnings.append(DocumentProblem(file: file, severity: .warning,
                                            message: "\(what()) is \(length) characters long; only the first \(limit) are shown"))
        }
        var clustersCut = 0
        func bound(_ text: inout String) { clustersCut += ClusterLimit.bound(&text) }
        cut(&document.title, to: maximumTitleLength, what: "the title")
        bound(&document.title)
        if document.description != nil { bound(&document.description!) }
        TitleText.clean(&document.title)  // after the cut, so that what it closes is not cut off
        func visit(_ sections: inout [FAQSection]) {
            for s in sections.indices {
                cut(&sections[s].title, to: maximumTitleLength, what: "a section title")
                bound(&sections[s].title)
                TitleText.clean(&sections[s].title)
                if sections[s].description != nil {
                    cut(&sections[s].description!, to: maximumAnswerLength, what: "a section description")
                    bound(&sections[s].description!)
                }
                for q in sections[s].questions.indices {
                    cut(&sections[s].questions[q].question, to: maximumTitleLength, what: "a question")
                    bound(&sections[s].questions[q].question)
                    TitleText.clean(&sections[s].questions[q].question)
                    let question = sections[s].questions[q].question
                    cut(&sections[s].questions[q].answer, to: maximumAnswerLength, what: "the answer to \(MessageText.quoted(question, limit: 60))")
                    bound(&sections[s].questions[q].answer)
                }
                visit(&sections[s].sections)
            }
        }
        visit(&document.sections)
        if clustersCut > 0 {
            warnings.append(DocumentProblem(file: file, severity: .warning, message: (clustersCut == 1 ? "1 character carries" : "\(clustersCut) characters carry") + " more than "
                + "\(ClusterLimit.maximumMarks) combining marks or \(ClusterLimit.maximumScalars) joined code points; they are shown cut, marked “\(ClusterLimit.marker)”"))
        }
        return warnings
    }
}
