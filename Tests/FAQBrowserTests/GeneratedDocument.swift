/// FAQ JSON made for GTK tests: `sections` sections of `questions` questions, `s3` holding
/// `s3q0` ("Question 3.0") …, each answer `answer(section, question)`.
enum GeneratedDocument {
    /// `open`: each section's `expanded`, written only when given.
    static func json(sections: Int, questions: Int, title: String = "Large", open: Bool? = nil,
                     answer: (_ section: Int, _ question: Int) -> String) -> String {
        let expanded = open.map { #", "expanded": \#($0)"# } ?? ""
        let body = (0..<sections).map { s in
            let qs = (0..<questions).map { q in #"{"id": "s\#(s)q\#(q)", "question": "Question \#(s).\#(q)", "answer": "\#(answer(s, q))"}"# }
            return #"{"id": "s\#(s)", "title": "Section \#(s)"\#(expanded), "questions": [\#(qs.joined(separator: ","))]}"#
        }
        return #"{"title": "\#(title)", "sections": [\#(body.joined(separator: ",\n"))]}"#
    }
}
