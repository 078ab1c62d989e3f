/// Front matter at the very top of a Markdown page: YAML's `---` … `---` (or `...`), or TOML's
/// `+++` … `+++` (Hugo's). It is the page's settings, not its text.
enum FrontMatter {
    /// The line that closes the front matter, if the page opens with one.
    static func end(_ lines: [String]) -> Int? {
        guard let open = lines.first?.trimmingCharacters(in: " \t\r"), open == "---" || open == "+++" else { return nil }
        for i in 1..<min(lines.count, 200) {
            let line = lines[i].trimmingCharacters(in: " \t\r")
            if line == open || open == "---" && line == "..." { return i }
        }
        return nil
    }

    /// The front matter becomes blank lines, keeping line numbers.
    static func blanking(_ lines: [String]) -> [String] {
        guard let end = end(lines) else { return lines }
        var result = lines
        for j in 0...end { result[j] = "" }
        return result
    }

    /// Its title (`title: …` in YAML, `title = "…"` in TOML), unquoted.
    static func title(_ lines: [String]) -> String? {
        guard let end = end(lines) else { return nil }
        let toml = lines[0].hasPrefix("+++")
        for line in lines[1..<end] where line.hasPrefix("title") {
            let rest = line.dropFirst("title".count).drop { $0 == " " || $0 == "\t" }
            guard let mark = rest.first, mark == (toml ? "=" : ":") else { continue }
            var value = String(rest.dropFirst()).trimmingCharacters(in: " \t\r")
            if value.count >= 2, let q = value.first, q == "\"" || q == "'", value.last == q {
                value = String(value.dropFirst().dropLast())
            }
            return value.isEmpty ? nil : value
        }
        return nil
    }
}
