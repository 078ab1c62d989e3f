import Gtk
import Outline

/// The accordion's rules, checked in debug builds after every change: each struct's own (after
/// each of its mutations) and those that tie them together (after each operation). A broken
/// rule stops a debug build at once, where it broke, rather than as a wrong frame later.
extension AccordionView {
    /// Every rule the view breaks now, one sentence each (none when it is sound):
    /// - bound and pooled rows are disjoint, each bound row showing its node (`RowPool`);
    /// - the slice is in order, within the height index, and each of its rows is bound;
    /// - the anchor is one of the index's items (`ViewAnchor`);
    /// - once the list laid out the slice (and nothing slides), the index holds each slice
    ///   item's allocated height (`SliceLayout`).
    var invariantViolations: [String] {
        guard !isStopped else { return [] }
        let laidOut = layout.isLaidOut && slide == nil
        return rows.violations()
            + anchor.violations(itemCount: heights.count)
            + layout.violations(isBound: { [self] item in
                guard let node = node(ofItem: item) else { return item < leading.count }
                return rows.row(for: node) != nil
            }, allocatedHeight: laidOut ? { [self] item in Double(widget(forItem: item).allocation.height) } : nil)
    }

    /// Stops a debug build if a rule is broken (release builds check nothing).
    func checkInvariants() {
        #if DEBUG
        checkOwnRules(invariantViolations)
        #endif
    }

    /// Stops a debug build on `violations` of one struct's rules, right after the change.
    func checkOwnRules(_ violations: @autoclosure () -> [String]) {
        #if DEBUG
        let problems = violations()
        if !problems.isEmpty { assertionFailure("the accordion broke its rules: " + problems.joined(separator: "; ")) }
        #endif
    }
}
