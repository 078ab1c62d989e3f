"""File names are bytes (issue 25, "Non-UTF-8 file names cannot be opened"): a FAQ whose name
holds the Latin-1 byte 0xE9 opens from `--check`, a new window and a running instance, and is
shown in the file system's encoding (U+FFFD for the byte that is not UTF-8)."""
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from accessible_app import AccessibleApp, first, frames, wait_for  # noqa: E402

BINARY = os.environ["FAQ_BROWSER_BINARY"]
FAQ = '{"title": "Café Help", "sections": [{"title": "Menu", "questions": [{"question": "Is there tea?", "answer": "Yes."}]}]}'


class NonUTF8FileNames(unittest.TestCase):
    def setUp(self):
        folder = tempfile.mkdtemp(prefix="faq-browser-names-").encode()
        self.path = os.path.join(folder, b"caf\xe9.json")
        with open(self.path, "w", encoding="utf-8") as f:
            f.write(FAQ)
        self.app = None

    def tearDown(self):
        if self.app:
            self.app.quit()

    def test_check_opens_a_file_whose_name_is_not_utf8(self):
        run = subprocess.run([BINARY, "--check", self.path], capture_output=True, timeout=20)
        self.assertEqual(run.returncode, 0, run.stdout + run.stderr)
        self.assertTrue(run.stdout.endswith("caf\ufffd.json: 1 section, 1 question (read as FAQ JSON)\n".encode()), run.stdout)

    def test_a_window_and_the_running_instance_open_it(self):
        self.app = app = AccessibleApp(BINARY, os.fsdecode(self.path))
        self.assertEqual(app.frame.name, "Café Help")
        wait_for(lambda: first(app.root, lambda a: a.getRoleName() == "label" and a.name == "caf\ufffd.json"),
                 what="the file's name under the title")
        app.header("Menu")
        other = os.path.join(os.path.dirname(self.path), b"th\xe9.json")
        with open(other, "w", encoding="utf-8") as f:
            f.write(FAQ.replace("Café Help", "Tea Help"))
        # A later launch hands its arguments, bytes as they are, to the running instance.
        second = subprocess.run([BINARY, other], capture_output=True, timeout=20)
        self.assertEqual(second.returncode, 0, second.stderr)
        wait_for(lambda: "Tea Help" in [f.name for f in frames(app.root)], what="the second file's window")
        self.assertIsNone(first(app.root, lambda a: a.getRoleName() == "label" and "no such file" in (a.name or "")))

if __name__ == "__main__":
    unittest.main(verbosity=2)
