"""A large FAQ, as a reader meets it: Expand All, jumps along the scroll bar, the outline tree."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from accessible_app import AccessibleApp, generated_faq, activate, first, is_outline_tree, keys, states, wait_for  # noqa: E402

BINARY = os.environ["FAQ_BROWSER_BINARY"]


def resident_kilobytes(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class LargeDocument(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.path = generated_faq(20000, "large.json")

    def tearDown(self):
        stderr = self.app.quit()
        self.assertNotIn("CRITICAL", stderr)

    def scroll_bar(self):
        """The accordion's vertical scroll bar (the one with the largest range)."""
        bars = []

        def collect(node, depth=0):
            if depth > 14:
                return
            try:
                if node.getRoleName() == "scroll bar":
                    bars.append(node)
                for i in range(node.childCount):
                    collect(node.getChildAtIndex(i), depth + 1)
            except Exception:
                pass
        collect(self.app.frame)
        bars = [b for b in bars if b.queryValue().maximumValue > 0]
        return max(bars, key=lambda b: b.queryValue().maximumValue) if bars else None

    def showing_headers(self):
        found = []

        def collect(node, depth=0):
            if depth > 16:
                return
            try:
                role = node.getRoleName()
                if role == "toggle button" and node.name and "showing" in states(node):
                    found.append(node.name)
                if is_outline_tree(node):
                    return  # thousands of cells, none of them headers
                for i in range(node.childCount):
                    collect(node.getChildAtIndex(i), depth + 1)
            except Exception:
                pass
        collect(self.app.frame)
        return found

    def test_expand_all_then_jumps_show_content_with_memory_bounded(self):
        self.app = app = AccessibleApp(BINARY, self.path)
        app.header("Section 0")
        keys(app.process, "ctrl+shift+a")
        wait_for(lambda: "expanded" in states(app.header("Big section")), what="Expand All")
        bar = wait_for(self.scroll_bar, what="the scroll bar")
        value = bar.queryValue()
        wait_for(lambda: value.maximumValue > 100000, what="the scroll range of 20,000 open rows")
        steady = resident_kilobytes(app.process.pid)
        seen = set()
        for fraction in (0.9, 0.1, 0.5, 0.75, 0.3, 1.0, 0.6):
            value.currentValue = fraction * value.maximumValue
            headers = wait_for(lambda: [n for n in self.showing_headers() if n.startswith("Question")],
                               what=f"rows drawn at {fraction:.0%}")
            seen.update(headers)
        self.assertGreater(len(seen), 40, "each jump showed rows of its own")
        self.assertLess(resident_kilobytes(app.process.pid), steady * 1.3, "memory stays bounded by the screen")

    def test_choosing_a_question_in_the_outline_opens_its_answer(self):
        self.app = app = AccessibleApp(BINARY, self.path)
        tree = app.find(lambda a: a.getRoleName() in ("tree table", "tree"), what="the outline tree")
        section = app.header("Section 3")
        activate(section)  # the tree opens the section too
        wait_for(lambda: "expanded" in states(section), what="the section to open")
        cell = wait_for(lambda: first(tree, lambda a: (a.name or "").startswith("Question 1310 ")), what="the question in the tree")
        question = wait_for(lambda: first(app.frame, lambda a: a.getRoleName() == "toggle button" and (a.name or "").startswith("Question 1310 "),
                                          prune=is_outline_tree),
                            what="the question's header")
        self.assertNotIn("expanded", states(question))
        tree.querySelection().selectChild(cell.getIndexInParent())
        wait_for(lambda: "expanded" in states(question), what="choosing it in the tree to open its answer")


if __name__ == "__main__":
    unittest.main()
