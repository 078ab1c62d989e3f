"""Hostile and unlucky inputs from outside: a named pipe on the command line, in --check and
sent to a running instance, and a FAQ that tries to write escape sequences to the terminal."""
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from accessible_app import BUNDLED, AccessibleApp, first, frames, wait_for  # noqa: E402

BINARY = os.environ["FAQ_BROWSER_BINARY"]


class HostileInputs(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="faq-browser-hostile-")
        self.fifo = os.path.join(self.folder, "pipe.json")
        os.mkfifo(self.fifo)
        self.app = None

    def tearDown(self):
        # Lets anything still blocked on the pipe go, then cleans up.
        try:
            fd = os.open(self.fifo, os.O_WRONLY | os.O_NONBLOCK)
            os.close(fd)
        except OSError:
            pass
        if self.app:
            self.app.quit()

    def test_check_refuses_a_named_pipe_at_once(self):
        run = subprocess.run([BINARY, "--check", self.fifo], capture_output=True, text=True, timeout=20)
        self.assertEqual(run.returncode, 1)
        self.assertEqual(run.stdout.strip(), f"{self.fifo}: error: this is a named pipe (FIFO), not a regular file: "
                                             "FAQ Browser opens only regular files")

    def test_check_prints_no_control_characters(self):
        evil = os.path.join(self.folder, "evil.json")
        with open(evil, "w") as f:
            f.write('{"title": "T", "\\u001b]0;pwned\\u0007\\u001b[2J": 1, "sections": []}')
        run = subprocess.run([BINARY, "--check", evil + "#\x1b[31mred"], capture_output=True, timeout=20)
        self.assertEqual(run.returncode, 1, run.stdout)
        self.assertNotIn(b"\x1b", run.stdout + run.stderr)
        self.assertNotIn(b"\x07", run.stdout + run.stderr)
        self.assertIn(b'unknown member "\\u{1B}]0;pwned\\u{07}\\u{1B}[2J" is ignored', run.stdout)
        self.assertIn(b"there is no section or question \xe2\x80\x9c\\u{1B}[31mred\xe2\x80\x9d", run.stdout)

    def test_a_named_pipe_sent_to_the_running_instance_leaves_it_responsive(self):
        self.app = app = AccessibleApp(BINARY, BUNDLED)
        second = subprocess.run([BINARY, self.fifo], capture_output=True, text=True, timeout=20)
        self.assertEqual(second.returncode, 0, second.stderr)
        notice = wait_for(lambda: first(app.root, lambda a: a.getRoleName() == "label" and "named pipe" in (a.name or "")),
                          what="the new window's error")
        self.assertIn("pipe.json", notice.name)
        self.assertEqual(len(frames(app.root)), 2, "the first window is still there")
        menu = subprocess.run([BINARY, "--version"], capture_output=True, text=True, timeout=20)
        self.assertEqual(menu.returncode, 0)


if __name__ == "__main__":
    unittest.main(verbosity=2)
