/// DocBook SGML lets an author leave out the end tags of paragraphs, list items, sections and
/// the parts of a question (the DTD marks them `- O`): the next start tag that cannot sit
/// inside the open element closes it. `SGMLToXML` keeps a stack of open elements and asks
/// these rules, so that `<para>Question?<answer>` closes the question before its answer
/// instead of nesting the answer inside it. Only the top of the stack is ever closed this
/// way, and only by elements that the DTD does not allow inside it.
enum SGMLOmittedTags {
    /// Block elements a paragraph cannot contain.
    private static let paragraphEnders: Set<String> = [
        "para", "simpara", "formalpara", "title", "listitem", "varlistentry", "term", "glossentry", "step",
        "qandaset", "qandadiv", "qandaentry", "question", "answer", "row", "entry", "bridgehead", "simplesect",
        "sect1", "sect2", "sect3", "sect4", "sect5", "section", "chapter", "appendix", "preface", "part",
        "refsect1", "refsect2", "refsect3", "article", "book",
    ]

    private static let sections = ["sect1", "sect2", "sect3", "sect4", "sect5"]

    /// For each element whose end tag may be left out: the start tags that close it.
    static let closedBy: [String: Set<String>] = {
        var rules: [String: Set<String>] = [
            "para": paragraphEnders, "simpara": paragraphEnders, "formalpara": paragraphEnders,
            "listitem": ["listitem", "varlistentry"],
            "varlistentry": ["varlistentry"],
            "term": ["listitem", "term"],
            "question": ["answer", "question", "qandaentry", "qandadiv"],
            "answer": ["answer", "question", "qandaentry", "qandadiv"],
            "qandaentry": ["qandaentry", "qandadiv"],
            "entry": ["entry", "row"],
            "row": ["row"],
            "glossentry": ["glossentry"],
            "step": ["step"],
            "chapter": ["chapter", "appendix"],
            "appendix": ["appendix"],
        ]
        // A section ends at the next section of its level or a higher one, or a chapter.
        for (level, name) in sections.enumerated() {
            rules[name] = Set(sections[...level]).union(["chapter", "appendix"])
        }
        return rules
    }()

    /// Whether the open element `open` ends where a `start` tag begins.
    static func closes(_ open: String, at start: String) -> Bool {
        closedBy[open]?.contains(start) ?? false
    }
}
