// The message formatter under libFuzzer (Scripts/fuzz messages): whatever the text, a terminal
// line carries no control character and a quote no bidi override, and a quote stays short.
func fuzzMessages(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let quoted = MessageText.quoted(text)
    let line = MessageText.terminal("f.json:1:1: error: unknown member " + quoted + " " + text)
    let lines = MessageText.terminalLines(text)
    for scalar in line.unicodeScalars where MessageText.isControl(scalar) && scalar != "\t" {
        fatalError("a control character reached a terminal line: \(scalar.value)")
    }
    for scalar in lines.unicodeScalars where MessageText.isControl(scalar) && scalar != "\t" && scalar != "\n" {
        fatalError("a control character reached terminal lines: \(scalar.value)")
    }
    for scalar in quoted.unicodeScalars where (0x202A...0x202E).contains(scalar.value) || MessageText.isControl(scalar) {
        fatalError("a quote carries \(scalar.value)")
    }
    // Each quoted scalar becomes at most 8 (`\u{XXXX}`), plus the marks, isolates and ellipsis.
    if quoted.unicodeScalars.count > MessageText.quoteLimit * 10 + 5 {
        fatalError("a quote of \(quoted.unicodeScalars.count) scalars")
    }
}
