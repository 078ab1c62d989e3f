/// The formats FAQ Browser reads, told apart by their first characters.
enum DocumentFormat: Equatable {
    /// The native format, or schema.org FAQPage JSON-LD.
    case json
    /// A saved web page, read for its JSON-LD.
    case html
    case markdown
    /// Maven FML or DocBook.
    case xml

    static func detect(_ bytes: [UInt8], fileName: String) -> DocumentFormat {
        let name = fileName.lowercased()
        if name.hasSuffix(".md") || name.hasSuffix(".markdown") { return .markdown }
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        guard i < bytes.count else { return name.hasSuffix(".html") || name.hasSuffix(".htm") ? .html : .json }
        switch bytes[i] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return .json
        case UInt8(ascii: "<"):
            // A page (<!DOCTYPE html>, <html>, <head>…) rather than Markdown that opens with a tag.
            let head = String(decoding: bytes[i..<min(bytes.count, i + 512)], as: UTF8.self).lowercased()
            let pageStarts = ["<!doctype html", "<html", "<head", "<meta", "<script"]
            if pageStarts.contains(where: head.hasPrefix) || name.hasSuffix(".html") || name.hasSuffix(".htm") { return .html }
            if head.hasPrefix("<?xml") || head.hasPrefix("<!doctype") || head.hasPrefix("<faqs") || head.hasPrefix("<!--")
                || [".fml", ".xml", ".sgml", ".docbook"].contains(where: name.hasSuffix) { return .xml }
            return .markdown
        default:
            return name.hasSuffix(".json") ? .json : .markdown
        }
    }
}
