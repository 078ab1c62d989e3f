/// A project's README that holds its FAQ as one part ("## Known Problems and Workarounds" between
/// "## Installation" and "## Contribute", as Back In Time's does): that part is the FAQ, and the
/// README's other parts are its text, whatever sub-headings they hold ("From distribution
/// packages" over "Ubuntu PPA" is a way of installing, not an entry). A README is told by its
/// parts' names, as a FAQ reader meets READMEs renamed and copied, or by the file's name.
extension HeadingTree {
    /// Whole titles of a README's own parts.
    static let readmePartNames = Set<String>([
        "installation", "install", "installing", "usage", "requirements", "dependencies", "getting started", "quick start",
        "quickstart", "features", "configuration", "development", "building", "build", "compiling",
    ]).union(readmeMetaPartNames)

    /// Whole titles of the parts a README has and a FAQ does not: who makes the project, how to join, under what terms.
    static let readmeMetaPartNames: Set<String> = [
        "contribute", "contributing", "license", "licence", "licensing", "authors", "credits", "changelog",
        "maintenance status", "project status", "status", "screenshots", "download", "downloads",
    ]

    /// First words of a README's parts named with what follows ("Building from source", "Installation on Windows").
    static let readmePartOpeners: Set<String> = ["installation", "installing", "building", "build", "download", "contributing", "compiling"]

    /// A README's parts beside its FAQ: this many named so at least.
    static let minimumReadmeParts = 2
    /// A README's FAQ part holds this many entries at least.
    static let minimumReadmeEntries = 3

    /// Whether a title names a part of a README ("Installation", "Building from source", "Contribute"), not a
    /// problem with it ("Installation fails on Windows", "Build errors").
    static func namesAReadmePart(_ title: String) -> Bool {
        let words = titleWordList(title)
        guard !StructureRule.asks(title), !TroubleChecklists.reportsAProblem(title),
              !words.contains(where: PlainTextScore.troubleWords.contains) && !words.contains(where: { $0.hasPrefix("error") || $0.hasPrefix("fail") })
        else { return false }
        return readmePartNames.contains(words.joined(separator: " ")) || words.count <= 4 && words.first.map(readmePartOpeners.contains) == true
    }

    /// Whether a title names a FAQ or known problems, as a README's one part of questions does
    /// ("FAQ", "Known Problems and Workarounds").
    static func namesAReadmesFAQ(_ title: String) -> Bool {
        namesTheWholeFAQ(title) || PlainTextScore.namesKnownProblems(titleWordList(title))
    }

    /// Whether a file's name says it is a README (`README.md`, `readme.rst`, `README.markdown.gz`).
    static func namesAReadme(_ file: String) -> Bool {
        let parts = (file.split(separator: "/").last ?? "").lowercased().split(separator: ".")
        return parts.count == 1 ? parts[0].hasSuffix("readme") : parts.dropLast().contains { $0.hasSuffix("readme") }
    }

    /// Words a README's parts speak of, anywhere in their titles ("lrzip build/install guide:", "Thanks (CONTRIBUTORS)").
    static let readmePartWords = ["install", "build", "usage", "contribut", "licen", "requirement", "thanks", "credits", "authors",
                                  "download", "compil"]

    /// Whether a title speaks of a README's part, in any words around it.
    static func mentionsAReadmePart(_ title: String) -> Bool {
        let words = titleWords(title)
        return readmePartWords.contains { words.contains($0) }
    }

    /// The one top-level part that names a FAQ or known problems and holds entries of its own,
    /// beside parts named as a README's (at least `minimumReadmeParts`, one of them a part a FAQ
    /// has not: "Contribute", "License", a status), while no other part asks, holds a question or
    /// reports a problem: the parts around it are set aside as text. A file named README needs only
    /// one part that speaks of a README's (Syntastic's "2. Installation" around "4. FAQ").
    mutating func takeReadmeFAQPart(fileIsReadme: Bool = false) {
        let top = nodes[0].children
        func reportsAProblemBelow(_ index: Int) -> Bool { anyBelow(index, orItself: true) { TroubleChecklists.reportsAProblem($0.title) } }
        let parts = top.indices.filter { Self.namesAReadmesFAQ(nodes[top[$0]].title) }
        guard parts.count == 1, let part = parts.first, nodes[0].listedQuestions.isEmpty,
              nodes[top[part]].children.count + nodes[top[part]].listedQuestions.count >= Self.minimumReadmeEntries,
              fileIsReadme && top.contains(where: { Self.mentionsAReadmePart(nodes[$0].title) })
                || top.count(where: { Self.namesAReadmePart(nodes[$0].title) }) >= Self.minimumReadmeParts
                && top.contains(where: { Self.readmeMetaPartNames.contains(Self.titleWords(nodes[$0].title)) }),
              top.indices.allSatisfy({ $0 == part || !asksBelow(top[$0]) && !reportsAProblemBelow(top[$0]) })
        else { return }
        setAsideTopLevel(keeping: part..<(part + 1))
        // Under marked questions, sub-headings that ask nothing are the README's parts its heading levels left in the
        // FAQ's (lrzip's "#### LIMITATIONS" and "#### BUGS:" after the "### FAQ" part's "> Q:" pairs).
        let faq = top[part]
        if nodes[faq].listedQuestions.count >= Self.minimumReadmeEntries, !nodes[faq].children.isEmpty,
           !anyBelow(faq, where: { !$0.listedQuestions.isEmpty || StructureRule.asks($0.title) }) {
            setAsideChildren(of: faq)
        }
    }
}
