/// Lines of code or of a patch read as questions: a plain file's context diff taken for
/// reStructuredText titles (groff's PROBLEMS: "--- 35,41 ----", "! build_tree_list (NULL_TREE,
/// integer_zero_node),"). A question asks, or names a topic or a problem in words; it does not
/// end a statement of C or open a hunk.
enum CodeAsTitles {
    /// This many questions titled by code at least, a quarter of them or more, are a misread.
    static let minimumCount = 3

    /// The questions titled by code, when there are enough of them to doubt the reading; empty otherwise.
    static func find(_ questions: [FAQQuestion]) -> [FAQQuestion] {
        let code = questions.filter { readsAsCode($0.question) }
        return code.count >= minimumCount && 4 * code.count >= questions.count ? code : []
    }

    /// Whether a title is a line of code or of a patch, not a question: it asks nothing, and it
    /// is a changed line or a hunk's header, or, in fewer than three words, ends as a statement or
    /// a block does, or compares or assigns.
    static func readsAsCode(_ title: String) -> Bool {
        let text = title.trimmingCharacters(in: " \t")
        guard let last = text.last, !QuestionShape.asks(QuestionShape.bareText(Substring(text))) else { return false }
        if text.hasPrefix("! ") || isHunkHeader(text) { return true }
        // A title that says something in words about code ("Setting DEBUG = true has no effect", "Initializers such as
        // int a[] = {1, 2, 3};") is a question's, as an author writes one.
        guard proseWords(text) < 3 else { return false }
        if ";{}(,".contains(last) { return true }
        if ["#include", "#define", "//", "/*"].contains(where: text.hasPrefix) { return true }
        return [" = ", " == ", " != ", " && ", " || ", "();"].contains { text.range(ofLiteralIn: $0) != nil }
    }

    /// How many words of letters alone, two or more, a title holds (a stop or a comma after one allowed).
    static func proseWords(_ text: String) -> Int {
        text.split(separator: " ").count { word in
            let bare = word.drop { $0 == "(" || $0 == "\"" }.reversed().drop { ".,:;)\"?!".contains($0) }
            return bare.count >= 2 && bare.allSatisfy(\.isLetter)
        }
    }

    /// A context or unified diff's hunk header: "*** 35,41 ****", "--- 35,41 ----", "@@ -1,8 +1,8 @@".
    static func isHunkHeader(_ text: String) -> Bool {
        for (open, close) in [("*** ", " ****"), ("--- ", " ----"), ("@@ ", " @@")] where text.hasPrefix(open) && text.hasSuffix(close) {
            let inner = text.dropFirst(open.count).dropLast(close.count)
            return !inner.isEmpty && inner.allSatisfy { $0.isNumber || $0 == "," || $0 == " " || $0 == "-" || $0 == "+" }
        }
        return false
    }
}
