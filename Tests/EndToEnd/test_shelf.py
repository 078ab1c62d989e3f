"""The shelf, end to end: every FAQ under a fake root listed with its count, one search across
them, Enter to open the best answer, Back to the shelf, and a file added while the app runs."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from accessible_app import AccessibleApp, first, keys, states, wait_for  # noqa: E402

BINARY = os.environ["FAQ_BROWSER_BINARY"]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "Tests", "FAQTests", "Corpus")

# Counted by hand: three questions in two sections, and two at the top.
ZOO = """# Zoo FAQ

## Animals

### How do I feed the zebra?

Give it hay twice a day.

### Where do the penguins sleep?

On the rocks by the pool.

## Visits

### When does the zoo open?

At nine every morning.
"""
SAFARI = """# Animal Safari FAQ

### What animals can I see?

Lions, giraffes and a zebra.

### Can I bring a dog?

No, dogs stay at home.
"""


def showing(accessible):
    return accessible is not None and "showing" in states(accessible)


class Shelf(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="faq-browser-e2e-root-")
        for name, text in [("zoo-faq.md", ZOO), ("safari-faq.md", SAFARI)]:
            with open(os.path.join(self.root, name), "w", encoding="utf-8") as f:
                f.write(text)
        # A generated FAQ (the generator says how many questions) and a real one from the corpus.
        subprocess.run([sys.executable, os.path.join(ROOT, "Scripts", "bench", "generate.py"), "250",
                        os.path.join(self.root, "generated.faq.json")], check=True)
        shutil.copy(os.path.join(CORPUS, "BurntSushi--ripgrep--FAQ.md"), os.path.join(self.root, "ripgrep-FAQ.md"))
        self.app = AccessibleApp(BINARY, shelf_roots=self.root)

    def tearDown(self):
        stderr = self.app.quit()
        self.assertNotIn("CRITICAL", stderr)

    def book(self, title):
        """The shelf's row of the FAQ titled `title`, once it is on show."""
        return wait_for(lambda: first(self.app.frame, lambda a: a.getRoleName() == "push button" and a.name == title
                                      and showing(a)), what=f"the book {title!r}")

    def test_books_are_listed_with_their_counts(self):
        wait_for(lambda: self.app.frame.name == "FAQ Shelf", what="the shelf as the window's title")
        self.assertIn("3 questions", self.book("Zoo FAQ").description)
        self.assertIn("2 questions", self.book("Animal Safari FAQ").description)
        self.assertIn("250 questions", self.book("Benchmark FAQ (250 questions)").description)
        ripgrep = self.book("FAQ")
        self.assertIn("ripgrep-FAQ.md", ripgrep.description)
        # No bundled help and no recent files with FAQ_BROWSER_SHELF_ROOTS set.
        self.assertIsNone(first(self.app.frame, lambda a: a.getRoleName() == "push button" and a.name == "FAQ Browser Help"
                                and showing(a)))

    def test_search_across_faqs_opens_the_best_answer_and_back_returns(self):
        app = self.app
        self.book("Zoo FAQ")
        keys(app.process, "ctrl+f")
        entry = app.find(lambda a: a.getRoleName() == "text" and (a.name or "").startswith("Search"), what="the search entry")
        wait_for(lambda: "focused" in states(entry), what="Ctrl+F to focus the search")
        keys(app.process, "z", "e", "b", "r", "a")
        wait_for(lambda: first(app.frame, lambda a: a.getRoleName() == "label" and a.name == "2 answers in 2 FAQs"),
                 what="the count of answers and FAQs")
        questions = {"How do I feed the zebra?", "What animals can I see?"}

        def results():
            found = []
            queue = [app.frame]
            while queue:
                node = queue.pop(0)
                if node.getRoleName() == "push button" and node.name in questions and showing(node):
                    found.append(node.name)
                queue.extend(node.getChildAtIndex(i) for i in range(node.childCount))
            return found if len(found) == 2 else None
        # The question that names the word comes before the answer that only mentions it,
        # although its FAQ comes second on the shelf.
        self.assertEqual(wait_for(results, what="both results")[0], "How do I feed the zebra?")
        keys(app.process, "Return")
        wait_for(lambda: app.frame.name == "Zoo FAQ", what="Enter to open the first result's FAQ")
        zebra = app.header("How do I feed the zebra?")
        wait_for(lambda: "expanded" in states(zebra) and "focused" in states(zebra), what="the question, open and focused")
        keys(app.process, "alt+Left")
        wait_for(lambda: app.frame.name == "FAQ Shelf", what="Back to return to the shelf")
        self.book("Zoo FAQ")

    def test_a_file_added_to_the_root_appears_without_a_restart(self):
        self.book("Zoo FAQ")
        with open(os.path.join(self.root, "garden-faq.md"), "w", encoding="utf-8") as f:
            f.write("# Garden FAQ\n\n### When do I water the roses?\n\nIn the evening.\n")
        self.assertIn("1 question", self.book("Garden FAQ").description)



class LongShelf(unittest.TestCase):
    """Three hundred books: the list makes widgets only for those in view, and the keyboard
    reaches every one of them."""
    COUNT = 300

    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="faq-browser-e2e-long-root-")
        for i in range(self.COUNT):
            with open(os.path.join(self.root, f"book-{i:03d}-faq.md"), "w", encoding="utf-8") as f:
                f.write(f"# Book {i:03d} FAQ\n\n### Question {i}?\n\nAnswer {i}.\n")
        self.app = AccessibleApp(BINARY, shelf_roots=self.root)

    def tearDown(self):
        stderr = self.app.quit()
        self.assertNotIn("CRITICAL", stderr)

    def book_buttons(self):
        """The book rows the accessible tree holds (the tree on the left is not searched)."""
        found = []
        queue = [self.app.frame]
        while queue:
            node = queue.pop(0)
            try:
                if node.getRoleName() == "push button" and (node.name or "").startswith("Book "):
                    found.append(node)
                if node.getRoleName() not in ("tree table", "tree"):
                    queue.extend(node.getChildAtIndex(i) for i in range(node.childCount))
            except Exception:
                continue
        return found

    def focused_book(self):
        focused = [b for b in self.book_buttons() if "focused" in states(b)]
        return focused[0].name if len(focused) == 1 else None

    def test_the_keyboard_reaches_the_last_book_of_a_long_shelf(self):
        last = f"Book {self.COUNT - 1:03d} FAQ"
        wait_for(lambda: first(self.app.frame, lambda a: a.getRoleName() == "label"
                               and a.name == f"{self.COUNT} FAQs, {self.COUNT} questions"), what="the scan's end")
        book = wait_for(lambda: next((b for b in self.book_buttons() if b.name == "Book 000 FAQ" and showing(b)), None),
                        what="the first book")
        shown = [b for b in self.book_buttons() if showing(b)]
        self.assertLess(len(self.book_buttons()), 60, "rows only for the books in view, not one per book")
        self.assertGreater(len(shown), 5)
        self.assertIn("1 question", book.description)
        # The pointer off the list: a row's tooltip is a window of the app's too, which keys()
        # could give the focus to.
        subprocess.run(["xdotool", "mousemove", "0", "0"], check=True)
        wait_for(lambda: len(subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.app.process.pid)],
                                            capture_output=True, text=True).stdout.split()) == 1, what="no tooltip")
        keys(self.app.process)
        book.queryComponent().grabFocus()
        wait_for(lambda: self.focused_book() == "Book 000 FAQ", what="the first book focused")
        keys(self.app.process, "Down")
        wait_for(lambda: self.focused_book() == "Book 001 FAQ", what="Down to the second book")
        keys(self.app.process, "End")
        wait_for(lambda: self.focused_book() == last, what="End to the last book")
        self.assertTrue(showing(next(b for b in self.book_buttons() if b.name == last)), "scrolled into view")
        keys(self.app.process, "Return")
        wait_for(lambda: self.app.frame.name == last, what="Enter to open the last book")


if __name__ == "__main__":
    unittest.main()
