/// Reads the native FAQ JSON format (see DESIGN §3) from a parsed JSON tree, collecting every
/// problem rather than stopping at the first.
struct NativeFormat {
    let file: String
    let bytes: [UInt8]
    private(set) var problems: [DocumentProblem] = []
    private var ids = IDAllocator()
    /// Sections and questions whose IDs are derived once every explicit ID is reserved.
    private var pendingIDs: [(slots: [IDSlot], base: String, node: JSONNode, path: String)] = []

    /// Where a section or question sits, to set its derived ID afterwards.
    enum IDSlot { case section(Int), question(Int) }

    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    /// Decodes a document, or throws every error found (warnings included).
    static func decode(_ root: JSONNode, file: String, bytes: [UInt8]) throws(DocumentError) -> (FAQDocument, [DocumentProblem]) {
        var format = NativeFormat(file: file, bytes: bytes)
        let document = format.document(root)
        if format.problems.contains(where: { $0.severity == .error }) { throw DocumentError(format.problems) }
        return (document!, format.problems)
    }

    private mutating func document(_ root: JSONNode) -> FAQDocument? {
        guard case .object = root.value else {
            report("the document must be a JSON object with \"title\" and \"sections\", not \(root.kindName)", at: root, path: "")
            return nil
        }
        warnUnknownMembers(root, known: ["title", "description", "sections", "$schema"], path: "")
        let title = requiredString(root, "title", path: "")
        let description = optionalString(root, "description", path: "")
        let sections = sectionList(root["sections"], path: "sections", depth: 1, slots: [], requiredIn: root)
        var document = FAQDocument(title: title ?? "", description: description, sections: sections)
        // Derived IDs come last, so that they never take an explicit ID written further down.
        for pending in pendingIDs {
            let id = ids.derive(from: pending.base)
            if id != pending.base {
                report("the id \(MessageText.quoted(pending.base)) made from this title is taken; this one is \(MessageText.quoted(id))",
                       at: pending.node, path: pending.path, severity: .warning)
            }
            setID(id, at: pending.slots, in: &document.sections)
        }
        return document
    }

    /// `requiredIn`: the object that must have the list (the document), if any.
    private mutating func sectionList(_ node: JSONNode?, path: String, depth: Int, slots: [IDSlot], requiredIn owner: JSONNode? = nil) -> [FAQSection] {
        guard let node else {
            if let owner { report("missing \"sections\" (an array of sections)", at: owner, path: path) }
            return []
        }
        guard case .array(let items) = node.value else {
            report("\"sections\" must be an array, not \(node.kindName)", at: node, path: path)
            return []
        }
        if depth > FAQDocument.maximumSectionDepth {
            report("sections are nested more than \(FAQDocument.maximumSectionDepth) levels deep", at: node, path: path)
            return []
        }
        var result: [FAQSection] = []
        for (i, item) in items.enumerated() {
            let itemPath = "\(path)[\(i)]"
            guard case .object = item.value else {
                report("a section must be an object, not \(item.kindName)", at: item, path: itemPath)
                continue
            }
            warnUnknownMembers(item, known: ["id", "title", "description", "expanded", "exclusive", "questions", "sections"], path: itemPath)
            let slot = slots + [.section(result.count)]
            let title = requiredString(item, "title", path: itemPath) ?? ""
            let id = explicitID(item, path: itemPath) ?? deferID(slot, base: Slug.make(title, fallback: "section"), node: item, path: itemPath)
            var section = FAQSection(
                id: id, title: title,
                isExpanded: optionalBool(item, "expanded", path: itemPath) ?? false,
                isExclusive: optionalBool(item, "exclusive", path: itemPath) ?? false)
            section.description = optionalString(item, "description", path: itemPath)
            section.questions = questionList(item["questions"], path: "\(itemPath).questions", slots: slot)
            section.sections = sectionList(item["sections"], path: "\(itemPath).sections", depth: depth + 1, slots: slot)
            result.append(section)
        }
        return result
    }

    private mutating func questionList(_ node: JSONNode?, path: String, slots: [IDSlot]) -> [FAQQuestion] {
        guard let node else { return [] }
        guard case .array(let items) = node.value else {
            report("\"questions\" must be an array, not \(node.kindName)", at: node, path: path)
            return []
        }
        var result: [FAQQuestion] = []
        for (i, item) in items.enumerated() {
            let itemPath = "\(path)[\(i)]"
            guard case .object = item.value else {
                report("a question must be an object, not \(item.kindName)", at: item, path: itemPath)
                continue
            }
            warnUnknownMembers(item, known: ["id", "question", "answer"], path: itemPath)
            let question = requiredString(item, "question", path: itemPath) ?? ""
            let answer = requiredString(item, "answer", path: itemPath)
            if let answer, answer.allSatisfy(\.isWhitespace) {
                report("the answer is empty", at: item["answer"], path: "\(itemPath).answer", severity: .warning)
            }
            let id = explicitID(item, path: itemPath)
                ?? deferID(slots + [.question(result.count)], base: Slug.make(question, fallback: "question"), node: item, path: itemPath)
            result.append(FAQQuestion(id: id, question: question, answer: answer ?? ""))
        }
        return result
    }

    // MARK: IDs

    private mutating func explicitID(_ object: JSONNode, path: String) -> String? {
        guard let node = object["id"] else { return nil }
        guard case .string(let id) = node.value, !id.isEmpty else {
            report("\"id\" must be a non-empty string", at: node, path: "\(path).id")
            return nil
        }
        if !ids.reserve(id) { report("duplicate id \(MessageText.quoted(id, marks: ("\"", "\"")))", at: node, path: "\(path).id") }
        return id
    }

    private mutating func deferID(_ slots: [IDSlot], base: String, node: JSONNode, path: String) -> String {
        pendingIDs.append((slots, base, node, path))
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
            report("missing \"\(key)\" (a string)", at: object, path: path.isEmpty ? key : "\(path).\(key)")
            return nil
        }
        return string(node, key, path: path)
    }

    private mutating func optionalString(_ object: JSONNode, _ key: String, path: String) -> String? {
        object[key].flatMap { string($0, key, path: path) }
    }

    private mutating func string(_ node: JSONNode, _ key: String, path: String) -> String? {
        guard case .string(let text) = node.value else {
            report("\"\(key)\" must be a string, not \(node.kindName)", at: node, path: path.isEmpty ? key : "\(path).\(key)")
            return nil
        }
        // A NUL would cut the text short in C; show it as a replacement character instead.
        return text.utf8.contains(0) ? text.replacingNUL() : text
    }

    private mutating func optionalBool(_ object: JSONNode, _ key: String, path: String) -> Bool? {
        guard let node = object[key] else { return nil }
        guard case .bool(let value) = node.value else {
            report("\"\(key)\" must be true or false, not \(node.kindName)", at: node, path: "\(path).\(key)")
            return nil
        }
        return value
    }

    private mutating func warnUnknownMembers(_ object: JSONNode, known: Set<String>, path: String) {
        guard case .object(let members) = object.value else { return }
        for member in members where !known.contains(member.key) {
            report("unknown member \(MessageText.quoted(member.key, marks: ("\"", "\""))) is ignored", at: member.value,
                   path: path.isEmpty ? member.key : "\(path).\(member.key)", severity: .warning)
        }
    }

    private mutating func report(_ message: String, at node: JSONNode? = nil, path: String, severity: DocumentProblem.Severity = .error) {
        problems.append(DocumentProblem(
            file: file, position: node.map { SourcePosition(offset: $0.offset, in: bytes) },
            path: path.isEmpty ? nil : path, severity: severity, message: message))
    }
}

extension String {
    func replacingNUL() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\u{0}" ? "\u{FFFD}" : $0 }))
    }
}
