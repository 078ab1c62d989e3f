"""User stories of everyday use: search, keyboard-only browsing, remembered state, one instance."""
import os
import re
import subprocess
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from accessible_app import BUNDLED, AccessibleApp, activate, first, frames, keys, states, wait_for  # noqa: E402

BINARY = os.environ["FAQ_BROWSER_BINARY"]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def showing(accessible):
    return "showing" in states(accessible)


class PowerUser(unittest.TestCase):
    def setUp(self):
        self.app = None

    def tearDown(self):
        if self.app:
            self.app.quit()

    def test_search_and_clear(self):
        self.app = app = AccessibleApp(BINARY, BUNDLED)
        toggle = app.find(lambda a: a.getRoleName() == "toggle button" and a.name == "Search", what="the search button")
        activate(toggle)
        entry = app.find(lambda a: a.getRoleName() == "text" and (a.name or "").startswith("Search"), what="the search entry")
        entry.queryEditableText().setTextContents("formats")
        match = app.header("Which other formats can it open?")
        wait_for(lambda: showing(match), what="the match to show")
        wait_for(lambda: not app.header_shows("What is FAQ Browser?"), what="a question that does not match to hide")
        entry.queryEditableText().setTextContents("zebra crossing")
        app.find(lambda a: a.getRoleName() == "label" and (a.name or "").startswith("No questions match"), what="the no-results notice")
        activate(toggle)  # closes the search bar: the search ends
        wait_for(lambda: app.header_shows("What is FAQ Browser?"), what="everything to show again")
        section = app.header("Opening files")
        self.assertNotIn("expanded", states(section), "the reader's own expansion is back")

    def test_keyboard_only_browsing(self):
        self.app = app = AccessibleApp(BINARY, BUNDLED)
        first_header = app.header("Getting started")
        wait_for(lambda: "focused" in states(first_header), what="the first header to have the focus")
        keys(app.process, "Down")
        question = app.header("What is FAQ Browser?")
        wait_for(lambda: "focused" in states(question), what="Down to reach the first question")
        keys(app.process, "Return")
        wait_for(lambda: "expanded" in states(question), what="Enter to open the question")
        keys(app.process, "End")
        last = app.header("Look and behaviour")
        wait_for(lambda: "focused" in states(last), what="End to reach the last header")
        keys(app.process, "Right")
        wait_for(lambda: "expanded" in states(last), what="Right to open the section")
        keys(app.process, "Right")
        child = app.header("Can I turn off the sliding animation?")
        wait_for(lambda: "focused" in states(child), what="Right again to enter the section")
        keys(app.process, "Left")
        wait_for(lambda: "focused" in states(last), what="Left to go back to the section")
        keys(app.process, "ctrl+f")
        entry = app.find(lambda a: a.getRoleName() == "text" and (a.name or "").startswith("Search"), what="the search entry")
        wait_for(lambda: "focused" in states(entry), what="Ctrl+F to focus the search")
        keys(app.process, "n", "e", "t", "w", "o", "r", "k")
        # GTK runs the search a moment after the typing stops: Enter opens its first match.
        app.find(lambda a: a.getRoleName() == "label" and re.match(r"\d+ match(es)? in ", a.name or ""),
                 what="the count of the search for network")
        keys(app.process, "Return")
        network = app.header("Does FAQ Browser send anything over the network?")
        wait_for(lambda: "focused" in states(network), what="Enter to focus the first match")
        keys(app.process, "ctrl+f", "Escape")
        wait_for(lambda: showing(app.header("What is FAQ Browser?")), what="Escape to end the search")

    def test_quit_and_reopen_with_the_same_state(self):
        self.app = app = AccessibleApp(BINARY, BUNDLED)
        section = app.header("Keyboard")
        activate(section)
        wait_for(lambda: "expanded" in states(section), what="the section to open")
        question = app.header("Which shortcuts does the window have?")
        activate(question)
        wait_for(lambda: "expanded" in states(question), what="the question to open")
        keys(app.process, "ctrl+q")
        app.process.wait(timeout=10)
        self.app = app = AccessibleApp(BINARY, BUNDLED, state_dir=app.state_dir)
        section = app.header("Keyboard")
        wait_for(lambda: "expanded" in states(section), what="the section to be open again")
        question = app.header("Which shortcuts does the window have?")
        self.assertIn("expanded", states(question))
        self.assertNotIn("expanded", states(app.header("Opening files")))
        app.quit()
        # --reset-state forgets it.
        self.app = app = AccessibleApp(BINARY, "--reset-state", BUNDLED, state_dir=app.state_dir)
        self.assertNotIn("expanded", states(app.header("Keyboard")))

    def test_second_launch_opens_in_the_running_instance(self):
        self.app = app = AccessibleApp(BINARY, BUNDLED)
        menu = os.path.join(ROOT, "Data", "samples", "menu.json")
        second = subprocess.run([BINARY, menu + "#events"], capture_output=True, text=True, timeout=20)
        self.assertEqual(second.returncode, 0, second.stderr)
        wait_for(lambda: any(f.name == "Menu" for f in frames(app.root)), what="a second window in the first process")
        self.assertEqual(len(frames(app.root)), 2)
        events = wait_for(lambda: first(app.root, lambda a: a.getRoleName() == "toggle button" and a.name == "Events"),
                          what="the linked section in the new window")
        wait_for(lambda: "focused" in states(events), what="the link's target to have the focus")
        # The same file again: its window comes forward, no third window opens.
        again = subprocess.run([BINARY, menu], capture_output=True, text=True, timeout=20)
        self.assertEqual(again.returncode, 0, again.stderr)
        self.assertEqual(len(frames(app.root)), 2, "the window already showing the file is raised, not duplicated")
        bad = subprocess.run([BINARY, "--frobnicate"], capture_output=True, text=True, timeout=20)
        self.assertEqual(bad.returncode, 2)
        self.assertIn("unknown option --frobnicate", bad.stderr)


if __name__ == "__main__":
    unittest.main(verbosity=2)
