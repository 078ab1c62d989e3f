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

    /// The Latin-1 character entities of ISO 8879 (ISOlat1 and ISOnum's share), which SGML
    /// documents use for accented letters; their names follow the code points 160…255.
    static let latin1Entities: [String: Character] = {
        let names = ("nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 "
            + "acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml "
            + "Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde "
            + "Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig "
            + "ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide "
            + "oslash ugrave uacute ucirc uuml yacute thorn yuml").split(separator: " ")
        var table: [String: Character] = [:]
        for (n, name) in names.enumerated() { table[String(name)] = Character(Unicode.Scalar(UInt8(160 + n))) }
        return table
    }()
}
