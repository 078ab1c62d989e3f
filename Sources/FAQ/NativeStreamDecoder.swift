/// The native format's common case, decoded straight from the bytes without a JSON tree: a
/// well-formed document with only known members of the right types, no duplicate IDs and
/// nothing to warn about. Anything else gives nil, and `NativeFormat` reads the file again
/// through `JSONParser` and reports every problem: one set of rules and messages, and a fast
/// path that tests hold to it (every test document is decoded both ways).
struct NativeStreamDecoder {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var ids = IDAllocator()

    /// Not the common case: give up, and let the tree-based reader explain why.
    private struct Unusual: Error {}

    static func decode(_ bytes: [UInt8]) -> FAQDocument? {
        bytes.withUnsafeBufferPointer { buffer in
            var decoder = NativeStreamDecoder(bytes: buffer)
            return try? decoder.document()
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    // MARK: The format

    private mutating func document() throws(Unusual) -> FAQDocument {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        var title: String?, description: String?, sections: [FAQSection]?
        try object { decoder, key throws(Unusual) in
            switch key {
            case "title": title = try decoder.string()
            case "description": description = try decoder.string()
            case "sections": sections = try decoder.sectionList(depth: 1)
            case "$schema": _ = try decoder.string()
            default: throw Unusual()
            }
        }
        skipWhitespace()
        guard let title, let sections, offset == bytes.count else { throw Unusual() }
        var document = FAQDocument(title: title, description: description, sections: sections)
        // As NativeFormat: derived IDs last, in document order (a section, its questions, its sections).
        try deriveIDs(in: &document.sections)
        return document
    }

    private mutating func sectionList(depth: Int) throws(Unusual) -> [FAQSection] {
        guard depth <= FAQDocument.maximumSectionDepth else { throw Unusual() }
        var result: [FAQSection] = []
        try array { decoder throws(Unusual) in
            var section = FAQSection(id: "", title: "")
            var hasTitle = false
            try decoder.object { decoder, key throws(Unusual) in
                switch key {
                case "id": section.id = try decoder.explicitID()
                case "title": section.title = try decoder.string(); hasTitle = true
                case "description": section.description = try decoder.string()
                case "icon": section.icon = try decoder.string()
                case "expanded": section.isExpanded = try decoder.bool()
                case "exclusive": section.isExclusive = try decoder.bool()
                case "questions": section.questions = try decoder.questionList()
                case "sections": section.sections = try decoder.sectionList(depth: depth + 1)
                default: throw Unusual()
                }
            }
            guard hasTitle else { throw Unusual() }
            result.append(section)
        }
        return result
    }

    private mutating func questionList() throws(Unusual) -> [FAQQuestion] {
        var result: [FAQQuestion] = []
        try array { decoder throws(Unusual) in
            var id = "", question: String?, answer: String?
            try decoder.object { decoder, key throws(Unusual) in
                switch key {
                case "id": id = try decoder.explicitID()
                case "question": question = try decoder.string()
                case "answer": answer = try decoder.string()
                default: throw Unusual()
                }
            }
            guard let question, let answer, !Self.isBlank(answer) else { throw Unusual() }
            result.append(FAQQuestion(id: id, question: question, answer: answer))
        }
        return result
    }

    /// An explicit ID: never empty (empty marks an ID still to derive), never taken.
    private mutating func explicitID() throws(Unusual) -> String {
        let id = try string()
        guard !id.isEmpty, ids.reserve(id) else { throw Unusual() }
        return id
    }

    /// Gives every section and question without an explicit ID one made from its title; one
    /// that had to be changed to stay unique is a warning, so the tree-based reader takes over.
    private mutating func deriveIDs(in sections: inout [FAQSection]) throws(Unusual) {
        for i in sections.indices {
            if sections[i].id.isEmpty { sections[i].id = try derive(Slug.make(sections[i].title, fallback: "section")) }
            for q in sections[i].questions.indices where sections[i].questions[q].id.isEmpty {
                sections[i].questions[q].id = try derive(Slug.make(sections[i].questions[q].question, fallback: "question"))
            }
            try deriveIDs(in: &sections[i].sections)
        }
    }

    private mutating func derive(_ base: String) throws(Unusual) -> String {
        let id = ids.derive(from: base)
        guard id == base else { throw Unusual() }
        return id
    }

    /// Whether an answer is empty or white space only (NativeFormat warns about it).
    private static func isBlank(_ text: String) -> Bool {
        // Almost every answer starts with a visible ASCII character: no need to look further.
        if let first = text.utf8.first, first > 0x20, first < 0x80 { return false }
        return text.allSatisfy(\.isWhitespace)
    }

    // MARK: JSON

    /// `{ "key": value, … }`: calls `member` for each key, which must read the value. A key
    /// given twice, or one with escapes, is unusual.
    private mutating func object(_ member: (inout NativeStreamDecoder, String) throws(Unusual) -> Void) throws(Unusual) {
        skipWhitespace()
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return }
        var seen: [String] = []
        repeat {
            skipWhitespace()
            let key = try string()
            guard !seen.contains(key) else { throw Unusual() }
            seen.append(key)
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            try member(&self, key)
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
    }

    /// `[ value, … ]`: calls `element` for each, which must read it.
    private mutating func array(_ element: (inout NativeStreamDecoder) throws(Unusual) -> Void) throws(Unusual) {
        skipWhitespace()
        try expect(UInt8(ascii: "["))
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return }
        repeat {
            // A cancelled read stops here; the reader's checkpoint after it throws.
            if ReadCancellation.isRequested { throw Unusual() }
            skipWhitespace()
            try element(&self)
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
    }

    private mutating func bool() throws(Unusual) -> Bool {
        if consume(literal: "true") { return true }
        if consume(literal: "false") { return false }
        throw Unusual()
    }

    /// A string: the plain run between escapes is validated as UTF-8 as a whole; control
    /// characters, NUL and surrogate escapes are unusual.
    private mutating func string() throws(Unusual) -> String {
        try expect(UInt8(ascii: "\""))
        var decoded: [UInt8] = []
        var hasEscapes = false
        var runStart = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<offset])
                offset += 1
                if !hasEscapes { return try validated(run) }
                decoded.append(contentsOf: run)
                return try validated(decoded)
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                offset += 1
                try escape(into: &decoded)
                runStart = offset
            } else if byte < 0x20 {
                throw Unusual()
            } else {
                offset += 1
            }
        }
        throw Unusual()
    }

    private func validated(_ utf8: UnsafeBufferPointer<UInt8>) throws(Unusual) -> String {
        // Most FAQ text is ASCII, which needs no validation: checked eight bytes at a time.
        if ASCIIBytes.isASCII(utf8) { return String(decoding: utf8, as: UTF8.self) }
        guard let text = String(validating: utf8, as: UTF8.self) else { throw Unusual() }
        return text
    }

    private func validated(_ utf8: [UInt8]) throws(Unusual) -> String {
        try utf8.withUnsafeBufferPointer { buffer throws(Unusual) in try validated(buffer) }
    }

    private mutating func escape(into decoded: inout [UInt8]) throws(Unusual) {
        guard offset < bytes.count else { throw Unusual() }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            guard offset + 4 <= bytes.count, let value = UInt32(hex: bytes[offset..<offset + 4]),
                  value != 0, let scalar = Unicode.Scalar(value) else { throw Unusual() }
            offset += 4
            decoded.append(contentsOf: UTF8.encode(scalar)!)
        default: throw Unusual()
        }
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D, 0x0A: offset += 1
            default: return
            }
        }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    private mutating func expect(_ byte: UInt8) throws(Unusual) {
        guard consume(byte) else { throw Unusual() }
    }

    private mutating func consume(literal: StaticString) -> Bool {
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        guard offset + expected.count <= bytes.count, bytes[offset..<offset + expected.count].elementsEqual(expected) else { return false }
        offset += expected.count
        return true
    }
}

private extension UInt32 {
    /// Four hex digits, as in a `\u` escape.
    init?(hex digits: Slice<UnsafeBufferPointer<UInt8>>) {
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        self = value
    }
}
