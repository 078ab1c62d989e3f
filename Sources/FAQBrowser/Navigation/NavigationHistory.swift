/// Back and forward through the places (section and question IDs) a reader opened or jumped
/// to, as in a web browser: a new visit drops what was ahead; visiting the current place again
/// changes nothing. Pure, so that its rules are tested without a window.
struct NavigationHistory: Equatable {
    /// Places kept behind the current one at most; older ones are forgotten.
    static let capacity = 100

    private(set) var back: [String] = []
    private(set) var current: String?
    private(set) var forward: [String] = []

    var canGoBack: Bool { !back.isEmpty }
    var canGoForward: Bool { !forward.isEmpty }

    /// The reader arrived at `id` on their own (not through Back or Forward).
    mutating func visit(_ id: String) {
        guard id != current else { return }
        if let current { back.append(current) }
        if back.count > Self.capacity { back.removeFirst(back.count - Self.capacity) }
        current = id
        forward.removeAll()
    }

    /// Steps back and returns the place to show, or nil at the start.
    mutating func goBack() -> String? {
        guard let previous = back.popLast() else { return nil }
        if let current { forward.append(current) }
        current = previous
        return previous
    }

    /// Steps forward and returns the place to show, or nil at the end.
    mutating func goForward() -> String? {
        guard let next = forward.popLast() else { return nil }
        if let current { back.append(current) }
        current = next
        return next
    }

    /// Forgets places that no longer exist (after a reload), and merges the neighbours that
    /// their removal leaves equal.
    mutating func keep(where exists: (String) -> Bool) {
        func clean(_ list: [String]) -> [String] {
            var out: [String] = []
            for id in list where exists(id) && out.last != id { out.append(id) }
            return out
        }
        back = clean(back)
        forward = clean(forward)
        if let c = current, !exists(c) { current = back.popLast() }
        if let current, back.last == current { back.removeLast() }
        if let current, forward.last == current { forward.removeLast() }
    }
}
