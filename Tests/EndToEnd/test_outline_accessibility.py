"""The outline tree with a screen reader that has read it all: GTK then keeps an accessible per
row read, and each row the tree takes away says "defunct" on the bus (some 45 µs of the app's
main loop each). A search must not take the whole tree's rows away: they stay behind the tree
of matches, with their expansion."""
import os
import sys
import unittest

import pyatspi
from gi.repository import GLib

sys.path.insert(0, os.path.dirname(__file__))
from accessible_app import AccessibleApp, generated_faq, first, is_outline_tree, keys, states, wait_for  # noqa: E402

BINARY = os.environ["FAQ_BROWSER_BINARY"]


class DefunctCounter:
    """Counts the `object:state-changed:defunct` events the app sends for table cells (the
    outline's rows: the accordion's rows say it too when they go)."""

    def __init__(self):
        self.count = 0
        self.context = GLib.MainContext.default()
        pyatspi.Registry.registerEventListener(self._event, "object:state-changed:defunct")

    def _event(self, event):
        try:
            if event.detail1 and event.source.getRoleName() == "table cell":
                self.count += 1
        except Exception:
            pass

    def settle(self, app):
        """Takes in every event the app sent before now: a call to the app returns after the
        signals it sent before it, and then the client's loop delivers them."""
        app.root.childCount  # a round trip to the app
        while self.context.pending():
            self.context.iteration(False)

    def close(self):
        pyatspi.Registry.deregisterEventListener(self._event, "object:state-changed:defunct")


class OutlineWithAScreenReader(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.path = generated_faq(2000, "outline.json")

    def setUp(self):
        self.app = AccessibleApp(BINARY, self.path)
        self.events = DefunctCounter()

    def tearDown(self):
        self.events.close()
        stderr = self.app.quit()
        self.assertNotIn("CRITICAL", stderr)

    def outline(self):
        """The outline tree on show."""
        return first(self.app.frame, lambda a: is_outline_tree(a) and "showing" in states(a), prune=is_outline_tree)

    def read_every_row(self, tree):
        """What a screen reader reading the whole outline does: every row's cell, its name and role."""
        for i in range(tree.childCount):
            cell = tree.getChildAtIndex(i)
            if cell is not None:
                cell.name, cell.getRoleName()

    def test_a_search_leaves_the_whole_tree_and_its_read_rows_alone(self):
        keys(self.app.process, "ctrl+shift+a")
        # 2,000 questions in 20 sections (and a few subsections), all open in the tree.
        whole = wait_for(lambda: (lambda t: t if t is not None and t.childCount > 2000 else None)(self.outline()),
                         what="Expand All in the outline tree")
        rows = whole.childCount
        self.read_every_row(whole)
        self.events.settle(self.app)
        before = self.events.count

        keys(self.app.process, "ctrl+f")
        entry = self.app.find(lambda a: a.getRoleName() == "text" and (a.name or "").startswith("Search"), what="the search entry")
        wait_for(lambda: "focused" in states(entry), what="Ctrl+F to focus the search")
        keys(self.app.process, "1", "2", "3", "4")
        matches = wait_for(lambda: (lambda t: t if t is not None and 0 < t.childCount < 100 else None)(self.outline()),
                           what="the search's tree of matches")
        self.events.settle(self.app)
        self.assertLess(self.events.count - before, 50,
                        f"a search took the whole tree's rows away: {self.events.count - before} accessibles defunct")

        # The listener hears them when rows do go: the matches' tree, read, goes with the search.
        self.read_every_row(matches)
        read_matches = matches.childCount - 1
        self.events.settle(self.app)
        before = self.events.count
        keys(self.app.process, "Escape")
        wait_for(lambda: (lambda t: t is not None and t.childCount == rows)(self.outline()),
                 what="the whole tree back, with every section still open")

        # The key is handled in its own time: wait for the events (each settle takes in those sent).
        def matches_went():
            self.events.settle(self.app)
            return self.events.count - before >= read_matches
        wait_for(matches_went, what="the matches' rows to go, and say so")


if __name__ == "__main__":
    unittest.main(verbosity=2)
