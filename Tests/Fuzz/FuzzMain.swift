// libFuzzer entry point; Scripts/fuzz compiles it with the FAQ sources and one FUZZ_* flag.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    #if FUZZ_MESSAGES
    fuzzMessages(bytes)
    return 0
    #endif
    #if FUZZ_RENDERER
    _ = MarkdownRenderer.pangoMarkup(fromMarkdown: String(decoding: bytes, as: UTF8.self))
    #else
    #if FUZZ_JSON
    let name = "fuzz.json"
    #elseif FUZZ_MARKDOWN
    let name = "fuzz.md"
    #elseif FUZZ_HTML
    let name = "fuzz.html"
    #else
    let name = "fuzz.fml"
    #endif
    if let result = try? DocumentReader.decode(bytes, file: name) {
        // Everything a window would do with the document, short of drawing it.
        for (section, _) in result.document.allSections {
            for question in section.questions { _ = MarkdownRenderer.pangoMarkup(fromMarkdown: question.answer) }
        }
    }
    #endif
    return 0
}
