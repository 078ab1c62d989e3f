/// A registration made with `Outline.observe`; pass it to `removeObserver` to stop.
public struct ObservationToken: Hashable, Sendable {
    let key: Int
}

/// A change on its way to the observers, and the observers still to be told.
struct Delivery {
    let change: OutlineChange
    var remaining: [Int]
}

/// Did-change observers. Each observer is handed each change while the model is exactly as that
/// change left it: an observer may mutate the model, but before the mutation starts the change
/// being delivered goes to the observers that have not seen it yet, and the mutation's own
/// change follows. So every observer sees every change, in order, with the model matching it.
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
        deliveries.append(Delivery(change: change, remaining: observers.keys.sorted()))
        let level = deliveries.count - 1
        deliver(level)
        deliveries.removeLast()
    }

    /// Called by every mutation before it changes anything: finishes delivering the changes in
    /// flight, while the model still matches them.
    func willMutate() {
        for level in deliveries.indices { deliver(level) }
    }

    private func deliver(_ level: Int) {
        while !deliveries[level].remaining.isEmpty {
            let key = deliveries[level].remaining.removeFirst()
            observers[key]?(deliveries[level].change)
        }
    }
}
