/// Questions a converted markup (reStructuredText, AsciiDoc, Org) writes as bold lines in its
/// headings' text, read as Markdown's reader reads them.
extension HeadingTree {
    /// Moves the questions written as bold lines or `Q:` paragraphs in the text of the headings
    /// `picked` accepts (`**Is it free?**` over its answer) into those headings' listed questions.
    /// `alone`: the document has no headings; `boldStatements`: bold is how it marks questions.
    /// `quotedQuestions`: the document sets off two or more questions as quotations, so one alone under a heading is one too.
    /// `runIn`: a bold question may run on into its answer in one paragraph (`MarkdownRunInQuestions`).
    /// Symptoms labelled one a heading ("*Symptom:*" and "*Solution:*" under each) leave the headings the entries.
    mutating func listBoldLineQuestions(alone: Bool, boldStatements: Bool = false, quotedQuestions: Bool = false, runIn: Bool = false,
                                        where picked: (Node) -> Bool) {
        let problemsAreParts = MarkdownProblemEntries.headingsNameTheirProblems(nodes.dropFirst().map {
            MarkdownProblemEntries.kind(inMarkdown: $0.body, heading: $0.title)
        })
        // Where the headings ask, one at their level holds an answer: its bold questions are its follow-ups, as in Markdown.
        let questionLevel = questionLevel()
        for node in nodes.indices where nodes[node].hasBody && picked(nodes[node]) {
            let atQuestionLevel = node != 0 && nodes[node].children.isEmpty && nodes[node].level == questionLevel
            guard let found = MarkdownQuestionPatterns.boldLineQuestions(inMarkdown: nodes[node].body, alone: alone,
                                                                         heading: nodes[node].title, boldStatements: boldStatements,
                                                                         quotedQuestions: quotedQuestions, problemsAreParts: problemsAreParts,
                                                                         runIn: runIn, answersAtQuestionLevel: atQuestionLevel)
            else { continue }
            setBody(found.remainder, of: node)
            for question in found.questions { addListedQuestion(question, to: node) }
        }
    }
}
