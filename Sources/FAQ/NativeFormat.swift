/// Reads the native FAQ JSON format (see DESIGN §3) from a parsed JSON tree, collecting every
/// problem rather than stopping at the first. Read tolerantly, a file with bad entries still
/// opens: what is valid shows, and a question or section with an error says so in its text.
struct NativeFormat {
    let file: String
    let bytes: [UInt8]
    /// The language of the marks on entries that could not be read.
    let lookup: TranslatableText.Lookup
    private(set) var problems: [DocumentProblem] = []
    private var ids = IDAllocator()
    private var positions: SourcePositionFinder
    /// Sections and questions whose IDs are derived once every explicit ID is reserved.
    private var pendingIDs: [(slots: [IDSlot], base: String, node: JSONNode, path: String, explained: Bool)] = []

    static let documentMembers: Set<String> = ["title", "description", "sections", "$schema"]
    static let sectionMembers: Set<String> = ["id", "title", "description", "icon", "expanded", "exclusive", "questions", "sections"]
    static let questionMembers: Set<String> = ["id", "question", "answer"]

    /// Where a section or question sits, to set its derived ID afterwards.
    enum IDSlot { case section(Int), question(Int) }

    init(file: String, bytes: [UInt8], translating lookup: @escaping TranslatableText.Lookup) {
        self.file = file
        self.bytes = bytes
        self.lookup = lookup
        positions = SourcePositionFinder(bytes: bytes)
    }

    /// Decodes a document, or throws every error found (warnings included). `tolerant`: errors
    /// inside the tree do not refuse the file; they come back with the warnings, and the entries
    /// they concern are marked (in the language `lookup` gives). A root that is not an object
    /// still refuses.
    static func decode(_ root: JSONNode, file: String, bytes: [UInt8], tolerant: Bool = false,
                       translating lookup: @escaping TranslatableText.Lookup = TranslatableText.english) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        var format = NativeFormat(file: file, bytes: bytes, translating: lookup)
        let document = format.document(root)
        let hasErrors = format.problems.contains { $0.severity == .error }
        // Tolerance shows the valid parts of a tree; with none (no sections), refuse as before.
        guard let document, !hasErrors || (tolerant && !document.sections.isEmpty) else {
            throw DocumentError(format.problems)
        }
        return (document, format.problems)
    }

    /// What a question or section whose entry has errors shows, so that a reader sees the place.
    func mark(_ errors: ArraySlice<DocumentProblem>) -> String {
        let first = errors.first!
        let mark = first.position.map {
            TranslatableText("⚠ This entry could not be read (line {1}, column {2}: {3}).",
                             arguments: [.verbatim(String($0.line)), .verbatim(String($0.column)), .translated(first.text)])
        } ?? TranslatableText("⚠ This entry could not be read ({1}).", arguments: [.translated(first.text)])
        return mark.text(translating: lookup)
    }


    private mutating func document(_ root: JSONNode) -> FAQDocument? {
        guard case .object = root.value else {
            report(TranslatableText("the document must be a JSON object with \"title\" and \"sections\", not {1}", arguments: [.translated(root.kindName)]), at: root, path: "")
            return nil
        }
        warnUnknownMembers(root, known: Self.documentMembers, path: "")
        let title = requiredString(root, "title", path: "")
        let description = optionalString(root, "description", path: "")
        let sections = sectionList(root["sections"], path: "sections", depth: 1, slots: [], requiredIn: root)
        var document = FAQDocument(title: title ?? "", description: description, sections: sections)
        // Derived IDs come last, so that they never take an explicit ID written further down.
        for pending in pendingIDs {
            let id = ids.derive(from: pending.base)
            if id != pending.base, !pending.explained {
                report(TranslatableText("the id {1} made from this title is taken; this one is {2}", MessageText.quoted(pending.base), MessageText.quoted(id)),
                       at: pending.node, path: pending.path, severity: .warning)
            }
            setID(id, at: pending.slots, in: &document.sections)
        }
        return document
    }

    /// `requiredIn`: the object that must have the list (the document), if any.
    private mutating func sectionList(_ node: JSONNode?, path: String, depth: Int, slots: [IDSlot], requiredIn owner: JSONNode? = nil) -> [FAQSection] {
        guard let node else {
            if let owner { report(TranslatableText("missing \"sections\" (an array of sections)"), at: owner, path: path) }
            return []
        }
        guard case .array(let items) = node.value else {
            report(TranslatableText("\"sections\" must be an array, not {1}", arguments: [.translated(node.kindName)]), at: node, path: path)
            return []
        }
        if depth > FAQDocument.maximumSectionDepth {
            report(TranslatableText("sections are nested more than {1} levels deep", String(FAQDocument.maximumSectionDepth)), at: node, path: path)
            return []
        }
        var result: [FAQSection] = []
        for (i, item) in items.enumerated() {
            let itemPath = "\(path)[\(i)]"
            guard case .object = item.value else {
                report(TranslatableText("a section must be an object, not {1}", arguments: [.translated(item.kindName)]), at: item, path: itemPath)
                continue
            }
            warnUnknownMembers(item, known: Self.sectionMembers, path: itemPath)
            let slot = slots + [.section(result.count)]
            let errorsBefore = problems.count
            let title = requiredString(item, "title", path: itemPath) ?? ""
            let id = explicitID(item, path: itemPath, slot: slot)
                ?? deferID(slot, base: Slug.make(title, fallback: "section"), node: item, path: itemPath)
            var section = FAQSection(
                id: id, title: title,
                isExpanded: optionalBool(item, "expanded", path: itemPath) ?? false,
                isExclusive: optionalBool(item, "exclusive", path: itemPath) ?? false)
            section.description = optionalString(item, "description", path: itemPath)
            section.icon = optionalString(item, "icon", path: itemPath)
            let errors = problems[errorsBefore...].filter { $0.severity == .error }
            if !errors.isEmpty {
                if section.title.isEmpty { section.title = "⚠ Untitled section" }
                section.description = mark(errors[...]) + (section.description.map { "\n\n" + $0 } ?? "")
            }
            section.questions = questionList(item["questions"], path: "\(itemPath).questions", slots: slot)
            section.sections = sectionList(item["sections"], path: "\(itemPath).sections", depth: depth + 1, slots: slot)
            result.append(section)
        }
        return result
    }

    private mutating func questionList(_ node: JSONNode?, path: String, slots: [IDSlot]) -> [FAQQuestion] {
        guard let node else { return [] }
        guard case .array(let items) = node.value else {
            report(TranslatableText("\"questions\" must be an array, not {1}", arguments: [.translated(node.kindName)]), at: node, path: path)
            return []
        }
        var result: [FAQQuestion] = []
        for (i, item) in items.enumerated() {
            let itemPath = "\(path)[\(i)]"
            guard case .object = item.value else {
                report(TranslatableText("a question must be an object, not {1}", arguments: [.translated(item.kindName)]), at: item, path: itemPath)
                continue
            }
            warnUnknownMembers(item, known: Self.questionMembers, path: itemPath)
            let errorsBefore = problems.count
            let slot = slots + [.question(result.count)]
            var question = requiredString(item, "question", path: itemPath) ?? ""
            let answer = requiredString(item, "answer", path: itemPath)
            if let answer, answer.allSatisfy(\.isWhitespace) {
                report(TranslatableText("the answer is empty"), at: item["answer"], path: "\(itemPath).answer", severity: .warning)
            }
            let id = explicitID(item, path: itemPath, slot: slot)
                ?? deferID(slot, base: Slug.make(question, fallback: "question"), node: item, path: itemPath)
            var shownAnswer = answer ?? ""
            let errors = problems[errorsBefore...].filter { $0.severity == .error }
            if !errors.isEmpty {
                if question.isEmpty { question = "⚠ Untitled question" }
                shownAnswer = mark(errors[...]) + (answer.map { "\n\n" + $0 } ?? "")
            }
            result.append(FAQQuestion(id: id, question: question, answer: shownAnswer))
        }
        return result
    }

    // MARK: IDs

    /// The entry's own ID, or nil to derive one: none given, not a string, or a duplicate
    /// (which then gets a unique ID made from it, so that a tolerant read stays one tree).
    private mutating func explicitID(_ object: JSONNode, path: String, slot: [IDSlot]) -> String? {
        guard let node = object["id"] else { return nil }
        guard case .string(let id) = node.value, !id.isEmpty else {
            report(TranslatableText("\"id\" must be a non-empty string"), at: node, path: "\(path).id")
            return nil
        }
        if !ids.reserve(id) {
            report(TranslatableText("duplicate id {1}", MessageText.quoted(id, marks: ("\"", "\""))), at: node, path: "\(path).id")
            return deferID(slot, base: id, node: node, path: path, explained: true)
        }
        return id
    }

    private mutating func deferID(_ slots: [IDSlot], base: String, node: JSONNode, path: String, explained: Bool = false) -> String {
        pendingIDs.append((slots, base, node, path, explained))
        return ""
    }

    private func setID(_ id: String, at slot: [IDSlot], in sections: inout [FAQSection]) {
        guard case .section(let i) = slot[0] else { return }
        if slot.count == 1 {
            sections[i].id = id
        } else if slot.count == 2, case .question(let q) = slot[1] {
            sections[i].questions[q].id = id
        } else {
            setID(id, at: Array(slot.dropFirst()), in: &sections[i].sections)
        }
    }

    // MARK: Fields

    private mutating func requiredString(_ object: JSONNode, _ key: String, path: String) -> String? {
        guard let node = object[key] else {
            report(TranslatableText("missing \"{1}\" (a string)", key), at: object, path: path.isEmpty ? key : "\(path).\(key)")
            return nil
        }
        return string(node, key, path: path)
    }

    private mutating func optionalString(_ object: JSONNode, _ key: String, path: String) -> String? {
        object[key].flatMap { string($0, key, path: path) }
    }

    private mutating func string(_ node: JSONNode, _ key: String, path: String) -> String? {
        guard case .string(let text) = node.value else {
            report(TranslatableText("\"{1}\" must be a string, not {2}", arguments: [.verbatim(key), .translated(node.kindName)]), at: node, path: path.isEmpty ? key : "\(path).\(key)")
            return nil
        }
        // A NUL would cut the text short in C; show it as a replacement character instead.
        return text.utf8.contains(0) ? text.replacingNUL() : text
    }

    private mutating func optionalBool(_ object: JSONNode, _ key: String, path: String) -> Bool? {
        guard let node = object[key] else { return nil }
        guard case .bool(let value) = node.value else {
            report(TranslatableText("\"{1}\" must be true or false, not {2}", arguments: [.verbatim(key), .translated(node.kindName)]), at: node, path: "\(path).\(key)")
            return nil
        }
        return value
    }

    private mutating func warnUnknownMembers(_ object: JSONNode, known: Set<String>, path: String) {
        guard case .object(let members) = object.value else { return }
        for member in members where !known.contains(member.key) {
            report(TranslatableText("unknown member {1} is ignored", MessageText.quoted(member.key, marks: ("\"", "\""))), at: member.value,
                   path: path.isEmpty ? member.key : "\(path).\(member.key)", severity: .warning)
        }
    }

    private mutating func report(_ message: TranslatableText, at node: JSONNode? = nil, path: String, severity: DocumentProblem.Severity = .error) {
        let position = node.map { positions.position(of: $0.offset) }
        problems.append(DocumentProblem(
            file: file, position: position,
            path: path.isEmpty ? nil : path, severity: severity, message: message))
    }
}

extension String {
    func replacingNUL() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\u{0}" ? "\u{FFFD}" : $0 }))
    }
}
