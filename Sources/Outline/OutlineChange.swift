/// What one operation did to the visible rows, for a list view to apply in one batch.
///
/// Splices apply in order, each to the list as the previous ones left it (the convention of
/// GListModel's `items-changed`): remove `removed` rows at `position`, then insert `inserted` there.
public struct OutlineChange: Equatable, Sendable {
    /// One contiguous replacement in the visible rows.
    public struct Splice: Equatable, Sendable {
        public var position: Int
        public var removed: Int
        public var inserted: Int
        public init(position: Int, removed: Int, inserted: Int) {
            self.position = position
            self.removed = removed
            self.inserted = inserted
        }
    }

    public internal(set) var splices: [Splice] = []
    /// Nodes whose expanded state flipped, in the order they flipped.
    public internal(set) var flipped: [OutlineNode] = []
    /// Rows of the new list that kept their node but changed how they look
    /// (expanded state or separator), ascending.
    public internal(set) var refreshedRows: [Int] = []

    public init() {}
    public init(splices: [Splice], flipped: [OutlineNode] = [], refreshedRows: [Int] = []) {
        self.splices = splices
        self.flipped = flipped
        self.refreshedRows = refreshedRows
    }

    public var isEmpty: Bool { splices.isEmpty && flipped.isEmpty }

    /// The rows of the new list that the splices inserted, as sorted ranges.
    public var insertedRanges: [Range<Int>] {
        var ranges = IndexRanges()
        for splice in splices { ranges.splice(splice) }
        return ranges.ranges
    }

    /// Applies the splices to a copy of the old rows; `insert` supplies the new element for a new index.
    public func apply<Element>(to old: [Element], insert: (Int) -> Element) -> [Element] {
        var list = old
        for splice in splices {
            let new = (splice.position..<splice.position + splice.inserted).map(insert)
            list.replaceSubrange(splice.position..<splice.position + splice.removed, with: new)
        }
        return list
    }

    /// Appends a splice, merging it into the previous one when it starts right after that
    /// one's inserted rows (together they replace one contiguous block).
    mutating func append(_ splice: Splice) {
        guard splice.removed > 0 || splice.inserted > 0 else { return }
        if let last = splices.last, splice.position == last.position + last.inserted {
            splices[splices.count - 1].removed += splice.removed
            splices[splices.count - 1].inserted += splice.inserted
        } else {
            splices.append(splice)
        }
    }
}
