/// A registration made with `Outline.observe`; pass it to `removeObserver` to stop.
public struct ObservationToken: Hashable, Sendable {
    let key: Int
}

/// Did-change observers. A change is delivered once the model is consistent again; a mutation
/// made by an observer runs at once, and its change is delivered after the current one, so
/// every observer sees the changes in the order they happened.
extension Outline {
    @discardableResult
    public func observe(_ handler: @escaping (OutlineChange) -> Void) -> ObservationToken {
        nextObserverKey += 1
        observers[nextObserverKey] = handler
        return ObservationToken(key: nextObserverKey)
    }

    public func removeObserver(_ token: ObservationToken) {
        observers[token.key] = nil
    }

    func notify(_ change: OutlineChange) {
        pendingNotifications.append(change)
        guard !isNotifying else { return }
        isNotifying = true
        defer { isNotifying = false }
        while !pendingNotifications.isEmpty {
            let next = pendingNotifications.removeFirst()
            for key in observers.keys.sorted() {
                observers[key]?(next)
            }
        }
    }
}
