"""The accordion's focus from outside, as a keyboard user meets it: one Tab stop, and an answer
opened at the bottom of a long FAQ scrolled into view."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

import pyatspi

sys.path.insert(0, os.path.dirname(__file__))
from accessible_app import AccessibleApp, first, is_outline_tree, keys, states, wait_for  # noqa: E402

BINARY = os.environ["FAQ_BROWSER_BINARY"]


def write_faq(sections, questions, last_answer, name):
    """A FAQ of open sections, `s` holding "Question s.q"; every answer short but the last."""
    document = {"title": "Focus", "sections": [
        {"id": f"s{s}", "title": f"Section {s}", "expanded": True, "questions": [
            {"id": f"s{s}q{q}", "question": f"Question {s}.{q}",
             "answer": last_answer if (s, q) == (sections - 1, questions - 1) else f"Answer {s}.{q}."}
            for q in range(questions)]}
        for s in range(sections)]}
    path = os.path.join(tempfile.mkdtemp(prefix="faq-browser-e2e-"), name)
    with open(path, "w") as f:
        json.dump(document, f)
    return path


def focused_header(app):
    """The accordion header that has the focus, if one has."""
    return first(app.frame, lambda a: a.getRoleName() == "toggle button" and "focused" in states(a), prune=is_outline_tree)


def extents(accessible):
    return accessible.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)


def scroll_pane(header):
    pane = header.parent
    while pane is not None and pane.getRoleName() != "scroll pane":
        pane = pane.parent
    return pane


class AccordionFocus(unittest.TestCase):
    def setUp(self):
        self.app = None

    def tearDown(self):
        if self.app:
            stderr = self.app.quit()
            self.assertNotIn("CRITICAL", stderr)

    def test_the_accordion_is_one_tab_stop(self):
        self.app = app = AccessibleApp(BINARY, write_faq(3, 4, "The last answer.", "tab.json"))
        middle = app.header("Question 0.2")
        middle.queryComponent().grabFocus()
        wait_for(lambda: "focused" in states(middle), what="a header in the middle to have the focus")
        keys(app.process, "Tab")
        # Before, Tab went on to "Question 0.3", and through every header after it.
        wait_for(lambda: "focused" not in states(middle) and focused_header(app) is None,
                 what="one Tab to leave the accordion")
        keys(app.process, "shift+Tab")
        wait_for(lambda: "focused" in states(middle), what="Shift+Tab to come back to the header focused last")
        self.assertEqual(focused_header(app).name, "Question 0.2")

    def test_a_click_on_a_row_focuses_the_header_it_opens(self):
        # Issue #24: a click opened a question, but the focus ring stayed on another header, and
        # the next arrow key started from there.
        self.app = app = AccessibleApp(BINARY, write_faq(3, 4, "The last answer.", "click.json"))
        first_header = wait_for(lambda: focused_header(app), what="the first header to have the focus")
        target = app.header("Question 1.2")
        box = extents(target.parent)  # the row around the chevron: the whole row is the target
        keys(app.process)  # the window has the keyboard focus
        subprocess.run(["xdotool", "mousemove", str(box.x + box.width // 2), str(box.y + box.height // 2), "click", "1"], check=True)
        wait_for(lambda: {"expanded", "focused"} <= states(target), what="the click to open the question and focus it")
        self.assertNotEqual(first_header.name, "Question 1.2")
        self.assertNotIn("focused", states(first_header))
        keys(app.process, "Down")
        wait_for(lambda: "focused" in states(app.header("Question 1.3")), what="Down to go on from the clicked question")

    def assert_last_answer_shows(self, last_answer, fits):
        app = self.app
        wait_for(lambda: focused_header(app) is not None, what="the first header to have the focus")
        keys(app.process, "End")
        last = app.header("Question 2.29")
        wait_for(lambda: "focused" in states(last), what="End to focus the last question")
        keys(app.process, "Return")
        wait_for(lambda: "expanded" in states(last), what="Enter to open it")
        pane = extents(scroll_pane(last))
        start = last_answer[:30]
        answer = app.find(lambda a: a.getRoleName() == "label" and (a.name or "").startswith(start), what="the answer's text")

        def shown():
            box, header = extents(answer), extents(last)
            top_in_view = pane.y <= header.y and box.y < pane.y + pane.height
            if fits:
                return top_in_view and box.y + box.height <= pane.y + pane.height
            # Too tall for the view: the question at its top, the answer's first lines under it.
            return top_in_view and header.y - pane.y < 20 and box.y + 40 < pane.y + pane.height
        wait_for(shown, what=f"the answer in the view ({'whole' if fits else 'its first lines'})")

    def test_an_opened_last_answer_scrolls_into_view_whole(self):
        answer = "The very last answer of this long FAQ, short enough to show whole."
        self.app = AccessibleApp(BINARY, write_faq(3, 30, answer, "last.json"))
        self.assert_last_answer_shows(answer, fits=True)

    def test_an_opened_long_last_answer_shows_its_first_lines(self):
        answer = "The very last answer starts here. " + "It goes on and on for longer than any window. " * 120
        self.app = AccessibleApp(BINARY, write_faq(3, 30, answer, "long-last.json"))
        self.assert_last_answer_shows(answer, fits=False)


if __name__ == "__main__":
    unittest.main(verbosity=2)
