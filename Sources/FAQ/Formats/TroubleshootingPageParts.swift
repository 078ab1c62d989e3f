/// The parts of a troubleshooting page around its entries, which `HeadingTree.takeBackMatter` and
/// `takeIntroductionAndFooter` set aside as its text: the groups whose headings carry no label on a page that labels
/// its problems ("### Issue: Port Already in Use" in groups of them, beside "Quick Diagnostics" and "Recovery
/// Procedures"), the headings of text beside the one group named for its problems ("Common Issues" beside "Debug
/// Logging"), and a closing offer of help over the places to ask ("Still Have Questions?" over "Contact Support").
extension HeadingTree {
    /// Labels that mark a heading as a problem, as "Q:" marks a question.
    static let problemLabels = ["issue:", "problem:", "symptom:", "bug:"]

    /// A page labels its problems so when it has this many such headings.
    static let minimumLabelledProblems = 4

    /// Whether a title opens with a problem's label and goes on after it ("Issue: Feeds Not Updating").
    static func labelsAProblem(_ title: String) -> Bool {
        let lower = title.lowercased()
        return problemLabels.contains { lower.hasPrefix($0) && lower.count > $0.count + 1 }
    }

    /// How many headings of the document are labelled as problems.
    func labelledProblemCount() -> Int {
        nodes.dropFirst().count { Self.labelsAProblem($0.title) }
    }

    /// Whether the heading at `index` is a group of headings none of which is labelled as a problem, asks or holds
    /// a question, on a page that labels its problems (`labelled`: how many it labels).
    func isTextBesideLabelledProblems(_ index: Int, labelled: Int) -> Bool {
        labelled >= Self.minimumLabelledProblems && !nodes[index].children.isEmpty && !asksBelow(index) && !labelledBelow(index)
            && !anyBelow(index, orItself: true) { Self.labelsAProblem($0.title) }
    }
}

extension HeadingTree {
    /// A lone group of entries holds this many at least when it names the page's problems.
    static let minimumEntriesOfTheProblemsGroup = 3

    /// Whether the heading at `index`, the only group beside headings of text alone (`beside`), names the page's
    /// problems ("Common Issues", "Common Issues and Solutions") over entries of them while none of those names a
    /// problem: it wraps the page's entries, and the tips and contacts beside it are its text (Unified ICC's "Debug
    /// Logging" and "Getting Help"; Jekyll's "Installation Problems" beside its "Markup Problems" is an entry).
    func namesTheProblemsAlone(_ index: Int, beside: [Int]) -> Bool {
        return PlainTextScore.namesKnownProblems(Self.titleWordList(nodes[index].title)) && !StructureRule.asks(nodes[index].title)
            && nodes[index].children.count + nodes[index].listedQuestions.count >= Self.minimumEntriesOfTheProblemsGroup
            && !beside.contains { other in
                Self.titleWordList(nodes[other].title).contains(where: MarkdownProblemEntries.troubleNouns.contains)
            }
    }
}

extension HeadingTree {
    /// Whole titles that name where to get help.
    static let helpNames: Set<String> = ["help", "getting help", "get help", "support", "getting support", "help and support",
                                         "support and help", "where to get help", "further help", "more help", "contact", "contact us"]

    /// Whether the heading at `index` only offers or names help ("Still Have Questions?", "Getting Help") over
    /// sub-headings of places to ask that ask nothing ("Contact Support", "Community Resources"): the page's closing
    /// text. Over text alone it is an entry in a page of entries alone and closing text past the last group
    /// (`StructureRule`): authors' own counts take it both ways.
    func offersHelpOverPlacesToAsk(_ index: Int) -> Bool {
        guard nodes[index].listedQuestions.isEmpty, !nodes[index].children.isEmpty,
              !nodes[index].children.contains(where: asksBelow), !labelledBelow(index) else { return false }
        let title = nodes[index].title
        let words = title.lowercased().split(separator: " ").map { String($0).trimmingCharacters(in: "\"'“‘([,.?!:") }
        return RhetoricalQuestion.offersHelp(title: title) || Self.helpNames.contains(words.filter { !$0.isEmpty }.joined(separator: " "))
    }
}
