@testable import FAQ

// Small hand-made documents for the misread guard's tests.

/// A question titled `title`, its own id, answered by `answer`.
func question(_ title: String, _ answer: String = "It does.") -> FAQQuestion {
    FAQQuestion(id: title, question: title, answer: answer)
}

/// A section titled `title` (its own id) holding `questions` and `sections`.
func section(_ title: String, _ questions: [FAQQuestion], description: String? = nil, sections: [FAQSection] = [],
             implicit: Bool = false) -> FAQSection {
    var section = FAQSection(id: title, title: title, questions: questions, sections: sections)
    section.description = description
    section.isImplicit = implicit
    return section
}
