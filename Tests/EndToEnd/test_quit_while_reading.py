"""Closing the app while it reads a very large file: the read runs beside the window, never in
front of it, so Ctrl+Q is honoured at once."""
import os
import subprocess
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from accessible_app import AccessibleApp, first, keys  # noqa: E402

BINARY = os.environ["FAQ_BROWSER_BINARY"]
ANSWER = "Answer text for the question, with some words. " * 20


def huge_markdown():
    """A Markdown FAQ just under the 100 MiB limit: minutes of reading, even for a release build."""
    path = os.path.join(tempfile.mkdtemp(prefix="faq-browser-e2e-"), "huge.md")
    with open(path, "w") as out:
        out.write("# Huge\n")
        for s in range(100):
            out.write(f"\n## Section {s}\n")
            out.write("".join(f"\n### Question {s}.{i}?\n\n{ANSWER}\n" for i in range(1000)))
    return path


class QuitWhileReading(unittest.TestCase):
    def test_ctrl_q_during_a_100_mib_read_quits_within_200_ms(self):
        path = huge_markdown()
        self.assertGreater(os.path.getsize(path), 90 * 1024 * 1024)
        self.app = app = AccessibleApp(BINARY, path)
        try:
            # The window is up (AccessibleApp waited for it) and still reading: no question yet.
            self.assertIsNone(first(app.root, lambda a: a.getRoleName() == "toggle button" and (a.name or "").startswith("Question ")),
                              "the read is still under way")
            keys(app.process)  # focuses the window
            pressed = time.monotonic()
            subprocess.run(["xdotool", "key", "--clearmodifiers", "ctrl+q"], check=True)
            app.process.wait(timeout=10)
            elapsed = (time.monotonic() - pressed) * 1000
            self.assertEqual(app.process.returncode, 0)
            self.assertLess(elapsed, 200, f"Ctrl+Q took {elapsed:.0f} ms to quit")
        finally:
            self.assertNotIn("CRITICAL", app.quit())


if __name__ == "__main__":
    unittest.main()
