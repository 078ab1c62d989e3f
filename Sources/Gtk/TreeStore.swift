import CGtk
import CGtkShim

/// A row of a `TreeStore`. Tree store iterators stay valid while their row exists.
public struct TreeIter {
    var iter: GtkTreeIter
}

/// A `GtkTreeStore` of string columns (a nil value is NULL).
@MainActor
public final class TreeStore: Object {
    var store: UnsafeMutablePointer<GtkTreeStore> { cast() }
    public var model: OpaquePointer { OpaquePointer(gObject) }
    public let columnCount: Int

    public init(stringColumns: Int) {
        columnCount = stringColumns
        var types = [GType](repeating: faq_type_string(), count: stringColumns)
        super.init(adopting: gtk_tree_store_newv(Int32(stringColumns), &types))
    }

    /// Appends a row under `parent` (nil: top level) holding one string per column. GTK finds
    /// the last child by walking the siblings: appending n rows to one parent costs n²/2 steps.
    @discardableResult
    public func append(under parent: TreeIter?, values: [String?]) -> TreeIter {
        insert(under: parent, at: -1, values: values)
    }

    /// Puts a row first under `parent` (nil: top level): constant time, so that many children
    /// are added last to first.
    @discardableResult
    public func prepend(under parent: TreeIter?, values: [String?]) -> TreeIter {
        insert(under: parent, at: 0, values: values)
    }

    private func insert(under parent: TreeIter?, at position: Int32, values: [String?]) -> TreeIter {
        precondition(values.count == columnCount)
        var iter = GtkTreeIter()
        var columns = (0..<Int32(columnCount)).map { $0 }
        var gValues = [GValue](repeating: GValue(), count: columnCount)
        for i in 0..<columnCount {
            g_value_init(&gValues[i], faq_type_string())
            g_value_set_string(&gValues[i], values[i])
        }
        if var parentIter = parent?.iter {
            gtk_tree_store_insert_with_valuesv(store, &iter, &parentIter, position, &columns, &gValues, Int32(columnCount))
        } else {
            gtk_tree_store_insert_with_valuesv(store, &iter, nil, position, &columns, &gValues, Int32(columnCount))
        }
        for i in 0..<columnCount { g_value_unset(&gValues[i]) }
        return TreeIter(iter: iter)
    }

    /// The string in `column` of the row at `path` (indices from the top level).
    public func string(at path: [Int], column: Int) -> String? {
        var iter = GtkTreeIter()
        let found = TreePath(path).withPointer { gtk_tree_model_get_iter(model, &iter, $0) != 0 }
        guard found else { return nil }
        var value = GValue()
        gtk_tree_model_get_value(model, &iter, Int32(column), &value)
        defer { g_value_unset(&value) }
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    /// Removes every row.
    public func removeAll() { gtk_tree_store_clear(store) }

    /// The number of rows under the row at `path` (nil: at the top level).
    public func childCount(at path: [Int]?) -> Int {
        guard let path else { return Int(gtk_tree_model_iter_n_children(model, nil)) }
        var iter = GtkTreeIter()
        let found = TreePath(path).withPointer { gtk_tree_model_get_iter(model, &iter, $0) != 0 }
        return found ? Int(gtk_tree_model_iter_n_children(model, &iter)) : 0
    }

    /// Removes a row and its children.
    public func remove(_ row: TreeIter) {
        var iter = row.iter
        gtk_tree_store_remove(store, &iter)
    }
}

/// A path of child indices from the top level, converted to `GtkTreePath` where GTK needs one.
public struct TreePath: Hashable, Sendable {
    public var indices: [Int]
    public init(_ indices: [Int]) { self.indices = indices }

    /// Reads a path GTK owns (it is not freed here).
    init(borrowing path: OpaquePointer) {
        var depth: Int32 = 0
        guard let raw = gtk_tree_path_get_indices_with_depth(path, &depth) else {
            indices = []
            return
        }
        indices = (0..<Int(depth)).map { Int(raw[$0]) }
    }

    /// Calls `body` with a temporary `GtkTreePath`, freed afterwards.
    func withPointer<R>(_ body: (OpaquePointer) -> R) -> R {
        var raw = indices.map(Int32.init)
        let path = gtk_tree_path_new_from_indicesv(&raw, gsize(raw.count))!
        defer { gtk_tree_path_free(path) }
        return body(path)
    }
}
