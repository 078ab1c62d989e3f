/// What the misread guard found: an import that disagrees with the source's own signals.
public struct MisreadFinding: Sendable, Equatable {
    /// Which disagreement it is.
    public enum Kind: String, Sendable {
        /// Far fewer questions than the source seems to hold.
        case fewerQuestions
        /// Answers hold lines shaped like questions.
        case questionsInAnswers
        /// One answer holds most of the document's text.
        case oneAnswerHoldsMostText
        /// Much of the source's text is in no title and no answer.
        case textNowhere
        /// The same question several times: a table of contents read as questions.
        case repeatedQuestions
        /// Several questions with empty answers: an index of questions, or titles that share one answer.
        case emptyAnswers
        /// Far fewer sections than the groups the source marks (`found` and `expected` count sections).
        case fewerSections
        /// A table of contents read as a question: its answer lists the others.
        case contentsAsQuestion
        /// The first question is the text before the questions.
        case preambleAsQuestion
        /// The last questions are closing titles that ask nothing.
        case backMatterAsQuestions
        /// A few questions are headings of another level than their siblings.
        case questionsAtOtherLevel
        /// A question read as a group, its parts as questions.
        case questionReadAsGroup
        /// Questions titled like answers ("Answer 2", "A:").
        case answersAsQuestions
        /// Sections that only list links into the document (`found` and `expected` count sections).
        case contentsAsSections
        /// A question with no answer titled like text (prose, or the document's own name).
        case textAsQuestion
        /// Sections whose titles are the lines of one sentence (`found` counts sections).
        case textAsSections
        /// Groups holding only text between groups of questions: questions read as groups.
        case questionsAsTextGroups
        /// The one group of every question is named as the document: its title read as a group (`found` counts sections).
        case titleAsSection
        /// Questions with no answer that ask nothing, each over questions that ask: group titles read as questions.
        case groupTitlesAsQuestions
        /// Questions titled by lines of code or of a patch: code read as questions.
        case codeAsQuestions
        /// Headings numbered as one series read some as groups and some as questions.
        case numberedSeriesInTwoRoles
    }

    public var kind: Kind
    /// Questions the import produced (sections, for `fewerSections`).
    public var found: Int
    /// Questions the source seems to hold (groups of them, for `fewerSections`).
    public var expected: Int
    /// Where the first sign of it is in the source, when known.
    public var line: Int?

    /// The sentence the window's info bar and `--check` show, in English.
    public var message: String { text.description }

    /// The sentence the window's info bar and `--check` show.
    public var text: TranslatableText {
        let found = String(self.found), expected = String(self.expected)
        switch kind {
        case .fewerQuestions, .questionsInAnswers:
            return .plural("FAQ Browser found {1} question, but this file seems to hold about {2}; some may show as answer text",
                           "FAQ Browser found {1} questions, but this file seems to hold about {2}; some may show as answer text", self.found, found, expected)
        case .oneAnswerHoldsMostText:
            return TranslatableText("One answer holds most of this file's text: FAQ Browser may not have found all of its questions (it seems to hold about {1})", expected)
        case .textNowhere:
            return .plural("FAQ Browser found {1} question, but some of this file's text, questions among it, is in no question or answer; it may not have been read as its author wrote it",
                           "FAQ Browser found {1} questions, but some of this file's text, questions among it, is in no question or answer; it may not have been read as its author wrote it",
                           self.found, found)
        case .repeatedQuestions:
            return TranslatableText("FAQ Browser found {1} questions, but some appear twice: a table of contents may have been read as questions (this file seems to hold about {2})", found, expected)
        case .emptyAnswers:
            return TranslatableText("FAQ Browser found {1} questions, but {2} of them have no answer: they may be a list of the questions, or titles that share one answer",
                                    found, String(self.found - self.expected))
        case .fewerSections:
            return .plural("FAQ Browser found {1} section, but this file seems to hold about {2} groups of questions; its questions may show in the wrong groups",
                           "FAQ Browser found {1} sections, but this file seems to hold about {2} groups of questions; its questions may show in the wrong groups",
                           self.found, found, expected)
        case .contentsAsQuestion:
            return TranslatableText("FAQ Browser found {1} questions, but one of them seems to be a table of contents (this file seems to hold about {2})", found, expected)
        case .preambleAsQuestion:
            return TranslatableText("FAQ Browser found {1} questions, but the first seems to be text before the questions (this file seems to hold about {2})", found, expected)
        case .backMatterAsQuestions:
            return .plural("FAQ Browser found {1} questions, but the last seems to be text after the questions (this file seems to hold about {2})",
                           "FAQ Browser found {1} questions, but the last {3} seem to be text after the questions (this file seems to hold about {2})",
                           self.found - self.expected, found, expected, String(self.found - self.expected))
        case .questionsAtOtherLevel:
            return .plural("FAQ Browser found {1} questions, but {3} of them is a heading of another level than the others: it may be text around the questions (this file seems to hold about {2})",
                           "FAQ Browser found {1} questions, but {3} of them are headings of another level than the others: they may be text around the questions (this file seems to hold about {2})",
                           self.found - self.expected, found, expected, String(self.found - self.expected))
        case .questionReadAsGroup:
            return TranslatableText("FAQ Browser found {1} questions, but one question seems to be read as a group and its parts as questions (this file seems to hold about {2})",
                                    found, expected)
        case .answersAsQuestions:
            return .plural("FAQ Browser found {1} questions, but {3} of them is titled like an answer: questions and answers may have been read apart (this file seems to hold about {2})",
                           "FAQ Browser found {1} questions, but {3} of them are titled like answers: questions and answers may have been read apart (this file seems to hold about {2})",
                           self.found - self.expected, found, expected, String(self.found - self.expected))
        case .contentsAsSections:
            return .plural("FAQ Browser found {1} sections, but {3} of them only lists links to other parts of this file: a table of contents may have been read as a section",
                           "FAQ Browser found {1} sections, but {3} of them only list links to other parts of this file: a table of contents may have been read as sections",
                           self.found - self.expected, found, expected, String(self.found - self.expected))
        case .textAsQuestion:
            return TranslatableText("FAQ Browser found {1} questions, but one of them has no answer and reads as text, not as a question: it may be part of an answer or of the title (this file seems to hold about {2})",
                                    found, expected)
        case .textAsSections:
            return .plural("FAQ Browser found {1} section, but the titles of some sections are the lines of one sentence: text may have been read as titles",
                           "FAQ Browser found {1} sections, but the titles of some sections are the lines of one sentence: text may have been read as titles",
                           self.found, found)
        case .titleAsSection:
            return TranslatableText("FAQ Browser found 1 section holding every question, but it is named as the document itself: the document's title may have been read as a group")
        case .groupTitlesAsQuestions:
            return TranslatableText("FAQ Browser found {1} questions, but {2} of them have no answer and ask nothing: they may be titles of groups, and the groups may not show",
                                    found, String(self.found - self.expected))
        case .codeAsQuestions:
            return .plural("FAQ Browser found {1} questions, but {2} of them is titled by a line of code: code may have been read as questions, and this file may not have been read as its author wrote it",
                           "FAQ Browser found {1} questions, but {2} of them are titled by lines of code: code may have been read as questions, and this file may not have been read as its author wrote it",
                           self.found - self.expected, found, String(self.found - self.expected))
        case .numberedSeriesInTwoRoles:
            return TranslatableText("FAQ Browser found {1} questions, but headings numbered as one series were read some as groups and some as questions: some questions may show as groups, or groups as questions (this file seems to hold about {2})",
                                    found, expected)
        case .questionsAsTextGroups:
            return .plural("FAQ Browser found {1} questions, but {3} group holds only text among groups of questions: it may be a question read as a group (this file seems to hold about {2})",
                           "FAQ Browser found {1} questions, but {3} groups hold only text among groups of questions: they may be questions read as groups (this file seems to hold about {2})",
                           self.expected - self.found, found, expected, String(self.expected - self.found))
        }
    }
}
