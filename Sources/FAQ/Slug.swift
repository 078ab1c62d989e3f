/// Makes readable, URL-safe IDs from titles ("How do I…?" → "how-do-i").
enum Slug {
    static func make(_ text: String, fallback: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
                if result.unicodeScalars.count >= 64 { break }
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? fallback : result
    }
}

/// Hands out unique IDs: explicit ones are reserved first, derived ones get `-2`, `-3`, ….
struct IDAllocator {
    private(set) var taken: Set<String> = []
    private var nextSuffix: [String: Int] = [:]

    /// Reserves an explicit ID; false if it was already taken.
    mutating func reserve(_ id: String) -> Bool { taken.insert(id).inserted }

    /// A unique ID derived from `base`.
    mutating func derive(from base: String) -> String {
        if taken.insert(base).inserted { return base }
        var n = nextSuffix[base, default: 2]
        while !taken.insert("\(base)-\(n)").inserted { n += 1 }
        nextSuffix[base] = n + 1
        return "\(base)-\(n)"
    }
}
