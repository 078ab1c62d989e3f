@testable import FAQ

// What the reader tests compare a reading by, shared by them all.

/// Every question's title in `document`, in reading order.
func questions(_ document: FAQDocument) -> [String] {
    document.allSections.flatMap { $0.section.questions.map(\.question) }
}

/// The answer to the first question in `document` titled `question`, if there is one.
func answer(_ document: FAQDocument, _ question: String) -> String? {
    document.allSections.lazy.flatMap(\.section.questions).first { $0.question == question }?.answer
}

/// The titles of the groups the author wrote in `document` (not the implicit one that holds
/// questions outside any group, nor parts of text), in reading order.
func groups(_ document: FAQDocument) -> [String] {
    document.allSections.filter { !$0.section.isImplicit && !$0.section.holdsOnlyText }.map(\.section.title)
}

/// The titles of the parts of `document`'s text shown as sections of their own (an
/// introduction, a closing "History"), in reading order.
func textParts(_ document: FAQDocument) -> [String] {
    document.allSections.filter(\.section.holdsOnlyText).map(\.section.title)
}
