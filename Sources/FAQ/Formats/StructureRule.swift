/// The one rule that turns a heading tree into sections and questions, whatever the format:
///
/// - a heading with sub-headings (or questions listed in its text) is a section; its own text
///   is the section's description;
/// - a heading without sub-headings that has text is a question, its text the answer — unless
///   most of its siblings are sections, then it is a section too (its text the description);
///   a title ending in “?” is always a question;
/// - a heading whose sub-headings are part of an answer (its title asks a question and theirs
///   do not, or it has text and most of its siblings are questions) is a question, and its
///   sub-headings stay in its answer;
/// - a heading that asks or states a sentence, among siblings that are mostly questions, whose
///   sub-headings name topics, is a question answered in parts (one whose text leads into
///   them, "Three options:", weighs as such a question among its siblings);
/// - a question whose sub-headings all ask questions too (“How do I install it?” → “… on
///   Windows?”) is a question, and they follow it as questions beside it (sub-headings naming
///   topics before them are parts of its answer); but one with no
///   text of its own, the only heading with sub-headings among siblings that are mostly
///   questions, is answered by them (“What can I do?” → “Would you like to participate?”,
///   “Would you like to donate?”).
enum StructureRule {
    /// How a heading reads; a question with follow-ups keeps its first `parts` sub-headings in its answer.
    private enum Role { case section, question, foldedQuestion, questionWithFollowUps(parts: Int) }

    /// Whether `document` only points to a FAQ kept elsewhere: its one question asks nothing and
    /// is titled as the FAQ itself ("## FAQ" over "Have a look at our FAQ page"). Such a file is
    /// refused, as a page that is one heading is.
    static func onlyPointsToAFAQ(_ document: FAQDocument) -> Bool {
        let questions = document.allSections.flatMap(\.section.questions)
        return questions.count == 1 && !asks(questions[0].question) && HeadingTree.namesTheWholeFAQ(questions[0].question)
    }

    static func build(_ tree: HeadingTree, into builder: inout ImportBuilder) {
        var tree = tree
        // "1.13 (withdrawn)." over nothing marks where an entry was: no question (phpMyAdmin's FAQ).
        tree.dropWithdrawnEntries()
        // A heading over its own translation asks one question in two languages.
        tree.joinTranslatedTwins()
        tree.mergeLabelHeadings()
        tree.adoptStrayAnswerParts()
        tree.takeBackMatter()
        let root = tree.nodes[0]
        // A title that asks, answered by the text under it, over headings that all ask (rsyslog's
        // page of one question and its follow-ups): the first question, and still the title.
        if titleAnswered(by: root, in: tree, title: builder.title) {
            builder.addQuestion(builder.title, answer: root.body)
        } else {
            // The document's description is shown as plain text: the first paragraph of its intro.
            builder.description = MarkdownFormat.firstParagraphText(root.body)
        }
        let linked = LinkedFragments(tree)
        // Parts of text set aside (an introduction, a closing "History") are sections of text where they stand.
        for part in tree.openingParts { addText(part, linked: linked, &builder) }
        builder.closeSections(toDepth: 0)
        for listed in root.listedQuestions { add(listed, depth: 0, &builder) }
        // Text between and after questions listed at the top (a run of <details>) is kept with them,
        // but for the paragraph that is already the document's description.
        if !root.listedQuestions.isEmpty, root.hasBody {
            let rest = withoutOpeningParagraph(root.body, shownAs: builder.description)
            if !rest.allSatisfy(\.isWhitespace) { builder.describeCurrentSection(rest) }
        }
        emitChildren(of: 0, in: tree, depth: 0, linked: linked, entryLevel: tree.entryLevel(), &builder)
        for part in tree.closingParts { addText(part, linked: linked, &builder) }
    }

    /// `markdown` without its first block when that block is the paragraph `description` shows.
    private static func withoutOpeningParagraph(_ markdown: String, shownAs description: String?) -> String {
        guard let description else { return markdown }
        let text = markdown.trimmingBlankLines()
        let end = text.range(ofLiteralIn: "\n\n")
        let first = end.map { String(text[..<$0.lowerBound]) } ?? text
        guard MarkdownFormat.firstParagraphText(first) == description else { return markdown }
        return end.map { String(text[$0.upperBound...]) } ?? ""
    }

    /// Whether the document's title asks and is answered by the text above every heading: it
    /// has some, no questions are listed there, and every heading below asks with no headings under it.
    /// A short title ("Why Rust?") or one about questions ("Got questions?") names the page: its text introduces it.
    private static func titleAnswered(by root: HeadingTree.Node, in tree: HeadingTree, title: String) -> Bool {
        let words = title.lowercased().split(separator: " ").map { $0.filter(\.isLetter) }
        guard asks(title), words.count >= 4, !words.contains(where: { $0 == "question" || $0 == "questions" }),
              root.hasBody, root.listedQuestions.isEmpty, tree.openingParts.isEmpty, !root.children.isEmpty else { return false }
        return root.children.allSatisfy { asks(tree.nodes[$0].title) && tree.nodes[$0].children.isEmpty }
    }

    /// A part of the document's text as a section holding only its text (which counts as no
    /// group); a heading with no text under it shows nothing, unless the text links to it.
    private static func addText(_ part: HeadingTree.TextPart, linked: LinkedFragments, _ builder: inout ImportBuilder) {
        let empty = part.text.allSatisfy(\.isWhitespace)
        let link = empty ? linked.fragment(linkingTo: part.title, anchor: part.anchor) : nil
        guard !empty || link != nil else { return }
        builder.addTextPart(title: part.title, id: part.anchor ?? link, text: part.text)
    }

    /// `entryLevel`: the heading level of most of the document's entries (`HeadingTree.entryLevel`).
    private static func emitChildren(of index: Int, in tree: HeadingTree, depth: Int, linked: LinkedFragments, entryLevel: Int?,
                                     _ builder: inout ImportBuilder) {
        let children = tree.nodes[index].children
        let roles = classify(children.map { tree.nodes[$0] }, in: tree, entryLevel: entryLevel)
        for (child, role) in zip(children, roles) {
            let node = tree.nodes[child]
            let position = node.line > 0 ? SourcePosition(line: node.line, column: 1) : nil
            switch role {
            case .question:
                builder.closeSections(toDepth: depth)
                builder.addQuestion(node.title, answer: node.body, id: node.anchor, position: position)
            case .foldedQuestion:
                builder.closeSections(toDepth: depth)
                builder.addQuestion(node.title, answer: foldedAnswer(child, in: tree), id: node.anchor, position: position)
            case .questionWithFollowUps(let parts):
                // A question whose sub-headings ask questions of their own: they follow it.
                builder.closeSections(toDepth: depth)
                let answer = parts == 0 ? node.body : foldedAnswer(child, in: tree, parts: parts)
                builder.addQuestion(node.title, answer: answer, id: node.anchor, position: position)
                for followUp in node.children.dropFirst(parts) {
                    let sub = tree.nodes[followUp]
                    builder.addQuestion(sub.title, answer: sub.body, id: sub.anchor,
                                        position: sub.line > 0 ? SourcePosition(line: sub.line, column: 1) : nil)
                }
            case .section:
                // A group heading over nothing at all ("Example queries" left for later) shows
                // nothing, as a part of text with none does, unless the document links to it (a
                // contents list too): then it keeps the id the link names.
                let empty = !node.hasBody && !node.hasStructure
                let link = empty ? linked.fragment(linkingTo: node.title, anchor: node.anchor) : nil
                guard !empty || link != nil else { continue }
                builder.addSection(title: node.title, id: node.anchor ?? link, description: node.hasBody ? node.body : nil, depth: depth)
                for listed in node.listedQuestions { add(listed, depth: depth + 1, &builder) }
                emitChildren(of: child, in: tree, depth: depth + 1, linked: linked, entryLevel: entryLevel, &builder)
            }
        }
    }

    private static func add(_ listed: HeadingTree.ListedQuestion, depth: Int, _ builder: inout ImportBuilder) {
        builder.closeSections(toDepth: depth)
        builder.addQuestion(listed.question, answer: listed.answer, id: listed.anchor,
                            position: listed.line > 0 ? SourcePosition(line: listed.line, column: 1) : nil)
    }

    /// Headings each over one sub-heading alone title their answers with it when there are this many.
    static let minimumHeadingsOverOne = 3

    /// Whether `title` repeats a word of four letters or more of `other`, in any case, but for words any title may
    /// share ("Using the CLI" over "The basics" restates nothing).
    private static func restates(_ title: String, _ other: String) -> Bool {
        func words(_ text: String) -> Set<String> {
            Set(text.lowercased().split { !$0.isLetter && !$0.isNumber }.filter { $0.count >= 4 }.map(String.init)).subtracting(commonWords)
        }
        return !words(title).isDisjoint(with: words(other))
    }

    /// Words of four letters or more that titles share without restating each other.
    private static let commonWords: Set<String> = ["with", "from", "that", "this", "what", "when", "where", "which", "your",
                                                   "have", "does", "about", "into", "using", "there", "their", "they", "will"]

    private static func classify(_ siblings: [HeadingTree.Node], in tree: HeadingTree, entryLevel: Int?) -> [Role] {
        // A question whose sub-headings are its answer's parts weighs as a question, not a group;
        // so does a heading whose text leads into sub-headings over text alone ("Three options:").
        let inParts = siblings.map { node in
            node.listedQuestions.isEmpty && !node.children.isEmpty && !asksBelow(node, in: tree)
                && (asksOrIsLabelled(node) || leadsIntoItsParts(node) && node.children.allSatisfy { tree.nodes[$0].children.isEmpty })
        }
        let answered = zip(siblings, inParts).filter { !$0.hasStructure && $0.hasBody || $1 }.count
        let parents = zip(siblings, inParts).filter { $0.hasStructure && !$1 }.count
        // Entries answered in named parts ("#### Symptom", "#### Solution") are no groups: beside only them, text is an answer.
        let groupsBeside = zip(siblings, inParts).filter { $0.hasStructure && !$1 && !tree.isAnsweredInPartsOnly($0) }.count
        let mostlyQuestions = answered > parents
        // The shallowest of the answered headings without sub-headings (the least level number).
        let shallowestAnswered = siblings.filter { !$0.hasStructure && $0.hasBody }.map(\.level).min()
        let unmarked = siblings.count >= 3 && siblings.allSatisfy { asksUnmarked($0.title) }
        // A group that names a topic over questions alone: beside it, two or more headings that ask over questions alone,
        // as many as such topics at least, are groups too, whose titles ask (Collabora's "## Why is Collabora Online its own project?" over seven `###`
        // questions, beside "## A Free / Open Source project" over six). One alone among topics is a question its
        // sub-headings follow, misplaced at the groups' level (midPoint's, migrated from a wiki).
        func overQuestions(_ node: HeadingTree.Node) -> Bool {
            node.children.count >= 2 && node.children.allSatisfy { asks(tree.nodes[$0].title) && tree.nodes[$0].children.isEmpty }
        }
        let topicGroups = siblings.count { !asks($0.title) && $0.listedQuestions.isEmpty && overQuestions($0) }
        let askingGroups = siblings.count { asks($0.title) && overQuestions($0) }
        let topicGroupBeside = topicGroups >= 1 && askingGroups >= max(2, topicGroups)
        // Where every heading with sub-headings, three or more, holds just one straight under it that restates it (a word
        // of its own title again), asks nothing and has no sub-headings of its own, the sub-heading titles its answer
        // (Haven's sixteen problems, each over an "error card" restating it; "General" over "What is it good for" is a group).
        let parentsOfSubHeadings = siblings.filter { !$0.children.isEmpty }
        let eachOverOne = parentsOfSubHeadings.count >= minimumHeadingsOverOne && parentsOfSubHeadings.allSatisfy { node in
            let child = tree.nodes[node.children[0]]
            return node.children.count == 1 && node.listedQuestions.isEmpty && !node.hasBody && child.children.isEmpty
                && child.listedQuestions.isEmpty && !asks(child.title) && restates(child.title, node.title)
        }
        // Past the last group, the page's closing text: an offer of help there ("Need more help?" between a checklist and
        // resources) is part of it, not an entry; in a page of entries alone it may be one (authors count it both ways).
        let lastGroup = siblings.indices.last { siblings[$0].hasStructure && !inParts[$0] && !tree.isAnsweredInPartsOnly(siblings[$0]) }
        let closing = Set(lastGroup.map { siblings[($0 + 1)...].map(\.line) } ?? [])
        return siblings.map { node in
            if !node.listedQuestions.isEmpty { return .section }
            if node.children.isEmpty, closing.contains(node.line), RhetoricalQuestion.offersHelp(title: node.title) { return .section }
            if eachOverOne && !node.children.isEmpty { return .foldedQuestion }
            if topicGroupBeside && asks(node.title) && overQuestions(node) { return .section }
            if !node.children.isEmpty {
                // A sub-heading naming a part of its answer ("==== Resolutions") makes it a question.
                if tree.isAnsweredInNamedParts(node) { return .foldedQuestion }
                let sub = descendants(of: node, in: tree)
                let subAsks = sub.contains { asks($0.title) || !$0.listedQuestions.isEmpty }
                let shallow = node.children.allSatisfy { tree.nodes[$0].children.isEmpty && tree.nodes[$0].listedQuestions.isEmpty }
                // A question over questions asked by their opening words alone, a question word and a verb (BioServices'
                // "What is the difference between GET and POST" under "Interest of the classes REST and WSDL ?"): they
                // follow it. Cases of its answer ("When running in Docker", "How the cache works") stay its parts.
                if asks(node.title) && node.hasBody && shallow && node.children.allSatisfy({ asksByItsVerb(tree.nodes[$0].title) }) {
                    return .questionWithFollowUps(parts: 0)
                }
                if asksOrIsLabelled(node) && !subAsks { return .foldedQuestion }
                // Exclaiming sub-headings ("The min and max settings didn't take effect!") report problems, as asking ones do.
                if asks(node.title) && node.hasBody && shallow && node.children.allSatisfy({ asksOrExclaims(tree.nodes[$0].title) })
                    && node.children.contains(where: { asks(tree.nodes[$0].title) }) {
                    return .questionWithFollowUps(parts: 0)
                }
                // Among questions, one whose sub-headings name the ways of its answer and then ask questions of their
                // own, each answered (r10k's "#### Move your local modules" … "#### What does the name mean?"): the
                // topics are its answer's parts, the questions follow it.
                if asks(node.title) && node.hasBody && shallow && mostlyQuestions,
                   let firstAsking = node.children.firstIndex(where: { asks(tree.nodes[$0].title) }), firstAsking > 0,
                   node.children[firstAsking...].allSatisfy({ asks(tree.nodes[$0].title) && tree.nodes[$0].hasBody }) {
                    return .questionWithFollowUps(parts: firstAsking)
                }
                // Where every sibling asks by its opening words and none ends in "?" ("## How is
                // aHash so fast"), a sub-heading that asks the same way follows it as a question.
                if unmarked && node.hasBody && shallow && node.children.allSatisfy({ asksUnmarked(tree.nodes[$0].title) }) {
                    return .questionWithFollowUps(parts: 0)
                }
                // A question without text of its own, the one heading with sub-headings among
                // questions: its sub-headings answer it (several such are groups that ask).
                if asks(node.title) && !node.hasBody && mostlyQuestions && parents == 1 && shallow { return .foldedQuestion }
                // Text that calls itself a section ("This section tries to summarize well known
                // pitfalls") introduces the entries under it.
                if introducesItsGroup(node, in: tree) { return .section }
                // Sub-headings that each report a problem are a group's entries (PlanetMapper's "SPICE Errors" over
                // "`SpiceNOLEAPSECONDS` Error" and four more), not the parts of one answer.
                let problems = node.children.count >= 2 && node.children.allSatisfy { TroubleChecklists.reportsAProblem(tree.nodes[$0].title) }
                if mostlyQuestions && node.hasBody && shallow && !subAsks && !problems { return .foldedQuestion }
                // So is a topic over sub-headings deeper than the headings answered beside it, half of which ask at most and
                // the others name its answer's ways, no problems (OliveTin's "sosreport" over "How do I generate a
                // sosreport?" and "Default: SOS Report dump to logs"). Sub-headings as deep as the answered headings beside
                // it are entries of a group (Predis's `#` "Speaking about performances..." over `###` entries), and so are
                // problems ("Error: permission denied", "Crash on start with an empty config").
                if mostlyQuestions && node.hasBody && shallow && !asks(node.title), let answeredLevel = shallowestAnswered,
                   node.children.allSatisfy({ tree.nodes[$0].level > answeredLevel }),
                   node.children.filter({ asks(tree.nodes[$0].title) }).count * 2 <= node.children.count,
                   !node.children.contains(where: { !asks(tree.nodes[$0].title) && TroubleChecklists.reportsAProblem(tree.nodes[$0].title) }) { return .foldedQuestion }
                // So is one stated as a sentence ("Checking that the port is open."), text of its own or not.
                if mostlyQuestions && shallow && !subAsks && statesASentence(node.title) { return .foldedQuestion }
                return .section
            }
            // (A closing "Workarounds" among them is the page's note, no entry.)
            let besideEntriesInParts = groupsBeside == 0 && (parents == 0 || !HeadingTree.namesAnAnswerPart(node.title))
            if besideEntriesInParts || mostlyQuestions || asksOrIsLabelled(node) { return .question }
            // As many answered headings as groups: one answered at the level of most of the document's entries is one
            // too (evcc's "Savings Calculation" beside "Telemetry & Community Data" over questions of its own).
            if answered == parents && node.hasBody && node.level == entryLevel { return .question }
            // Among groups, one that reports a problem in a clause over its answer is an entry of no group (jafa's
            // "`jafa init` ran but something's missing or broken" between "Command errors" and "FAQ"); in three words
            // when a verb is negated (Confidential Containers' "VM Doesn't Start" beside "VM Does Start" over its parts),
            // but for the last, which may close the page ("You still haven't answered my question!").
            let words = node.title.split(separator: " ").count, last = siblings.last?.line == node.line
            if node.hasBody && (words >= minimumProblemWords && TroubleChecklists.reportsAProblem(node.title)
                                || words >= minimumProblemWords - 1 && !last && TroubleChecklists.negatesAVerb(node.title)) {
                return .question
            }
            return .section
        }
    }

    /// A heading reports a problem among groups in this many words at least ("Errors" names a topic).
    static let minimumProblemWords = 4

    /// Whether a heading's title asks, or is labelled a question and has text of its own
    /// ("Q2:批量下载出错，能上传" over its answer, a problem stated under its "Q2:" label; "Q1:
    /// Installation" straight over sub-headings labels a group).
    private static func asksOrIsLabelled(_ node: HeadingTree.Node) -> Bool {
        asks(node.title) || node.hasBody && MarkdownQuestionPatterns.questionPrefix(node.title) != nil
    }

    /// How a group's own text speaks of itself: "This section lists …", "In this chapter …".
    private static let groupSelfReferences = ["this section ", "this chapter ", "this part ", "in this section", "in this chapter"]

    /// Whether a heading's own text opens by calling itself a section: it introduces the
    /// entries under it, whatever its siblings are. Over steps ("Step 1: get the code") it
    /// introduces a procedure, the parts of one answer ("How to build Foo").
    private static func introducesItsGroup(_ node: HeadingTree.Node, in tree: HeadingTree) -> Bool {
        let opening = node.body.drop { $0.isWhitespace }.prefix(20).lowercased()
        return groupSelfReferences.contains { opening.hasPrefix($0) } && !node.children.contains { isAStep(tree.nodes[$0].title) }
    }

    /// Whether a title names a step of a procedure: "Step 1: get the code".
    private static func isAStep(_ title: String) -> Bool {
        let words = title.lowercased().split(separator: " ").prefix(2)
        return words.first == "step" && words.dropFirst().first?.first?.isNumber == true
    }

    /// Whether a heading's own text ends by leading into what follows it (":").
    private static func leadsIntoItsParts(_ node: HeadingTree.Node) -> Bool {
        node.hasBody && node.body.trimmingCharacters(in: " \n\t").hasSuffix(":")
    }


    /// Whether a title is phrased as a question.
    static func asks(_ title: String) -> Bool {
        let trimmed = title.trimmingCharacters(in: " \t)")
        return trimmed.hasSuffix("?") || trimmed.hasSuffix("？")
    }

    /// Whether a title asks by its opening words ("How is it so fast") without a "?". A topic
    /// that opens with a question word does not: "How to install Foo", "What you need first",
    /// "How it works"; a verb and a pronoun still ask ("Can I use it in no_std code").
    private static func asksUnmarked(_ title: String) -> Bool {
        guard !asks(title), PlainTextLines.asks(title) else { return false }
        let words = title.lowercased().split(separator: " ").prefix(2).map(String.init)
        guard words.count == 2 else { return true }
        return words[1] != "to" && !(topicOpeners.contains(words[0]) && topicSubjects.contains(words[1]))
    }

    /// Whether a title asks by a question word and a verb ("What is the difference between GET and
    /// POST", "How does it scale") or by a verb and its subject ("Can I use it offline"), with no "?".
    private static func asksByItsVerb(_ title: String) -> Bool {
        guard asksUnmarked(title) else { return false }
        let words = title.lowercased().split(separator: " ").prefix(2).map(String.init)
        guard words.count == 2 else { return false }
        return topicOpeners.contains(words[0]) ? askingVerbs.contains(words[1]) : askingVerbs.contains(words[0])
    }

    /// Verbs that ask after a question word, or open a question themselves.
    private static let askingVerbs: Set<String> = [
        "is", "are", "was", "were", "do", "does", "did", "can", "could", "should", "would", "will", "shall", "may", "might",
        "must", "has", "have", "isn't", "aren't", "doesn't", "don't", "can't", "won't", "shouldn't",
    ]

    /// Question words that open a topic when a subject follows them at once ("What you need").
    private static let topicOpeners: Set<String> = ["how", "what", "why", "where", "when", "which", "who"]
    private static let topicSubjects: Set<String> = ["you", "i", "we", "it", "they", "this", "that"]

    /// Whether a heading below `node` asks or has listed questions.
    private static func asksBelow(_ node: HeadingTree.Node, in tree: HeadingTree) -> Bool {
        descendants(of: node, in: tree).contains { asks($0.title) || !$0.listedQuestions.isEmpty }
    }

    /// Whether a title is a sentence that states something ("The window stays blank."), not a topic.
    static func statesASentence(_ title: String) -> Bool {
        let trimmed = title.trimmingCharacters(in: " \t")
        return (trimmed.hasSuffix(".") || trimmed.hasSuffix("!")) && !trimmed.hasSuffix("..") && trimmed.split(separator: " ").count >= 3
    }

    /// Whether a title asks, or exclaims a sentence of three words or more (a problem reported: "Fans always read 0!!").
    private static func asksOrExclaims(_ title: String) -> Bool {
        asks(title) || title.trimmingCharacters(in: " \t").hasSuffix("!") && statesASentence(title)
    }

    private static func descendants(of node: HeadingTree.Node, in tree: HeadingTree) -> [HeadingTree.Node] {
        var result: [HeadingTree.Node] = []
        var stack = node.children
        while let next = stack.popLast() {
            result.append(tree.nodes[next])
            stack.append(contentsOf: tree.nodes[next].children)
        }
        return result
    }

    /// A question's text with its sub-headings (its first `parts` of them, when given) kept as Markdown headings.
    private static func foldedAnswer(_ index: Int, in tree: HeadingTree, parts partCount: Int? = nil) -> String {
        var parts: [String] = [tree.nodes[index].body]
        var stack = tree.nodes[index].children.prefix(partCount ?? tree.nodes[index].children.count).reversed().map { ($0, 1) }
        while let (next, depth) = stack.popLast() {
            let node = tree.nodes[next]
            // Below the question: `###` for its sub-headings, deeper ones smaller.
            parts.append(String(repeating: "#", count: min(6, 2 + depth)) + " " + node.title)
            parts.append(node.body)
            stack.append(contentsOf: node.children.reversed().map { ($0, depth + 1) })
        }
        return parts.filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n\n")
    }
}
