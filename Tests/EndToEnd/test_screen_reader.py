"""A real screen reader (issue 24): Orca, headless, moves to a section, opens it, moves to a
question, opens it and reads its answer; each header is spoken with its name, its role and its
state, and the answer with its text."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from orca_session import run  # noqa: E402

BINARY = os.environ["FAQ_BROWSER_BINARY"]


class ScreenReader(unittest.TestCase):
    def test_orca_speaks_headers_with_role_and_state_and_then_the_answer(self):
        said = dict(run(BINARY))
        self.assertIn("Getting started toggle button expanded.", said["FAQ Browser starts"])
        # Orca presents the header in full when this first key brings the window the keyboard
        # focus; when the window had it already at start, Orca says only the new state, as it
        # does for every later Space. Either way the last word is the header's new state.
        self.assertIn(said["Space: closes “Getting started”"][-1], ("Getting started toggle button collapsed.", "collapsed"),
                      said["Space: closes “Getting started”"])
        self.assertEqual(said["Down: moves to the next section"], ["Opening files toggle button collapsed."])
        self.assertEqual(said["Space: opens it"], ["expanded"])
        self.assertEqual(said["Down: moves to its first question"], ["How do I open my own FAQ? toggle button collapsed."])
        self.assertEqual(said["Space: opens the question"], ["expanded"])
        self.assertTrue(any(w.startswith("Run faq-browser with the file's path") for w in said["Tab: moves into the answer"]),
                        said["Tab: moves into the answer"])


if __name__ == "__main__":
    unittest.main(verbosity=2)
