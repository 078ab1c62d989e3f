"""German from the source tree: the bundled help chosen by the locale (its window titled in
German), and the command line's text from the catalogs a source-tree build compiles."""
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from accessible_app import AccessibleApp, activate, states, wait_for  # noqa: E402

BINARY = os.environ["FAQ_BROWSER_BINARY"]
# Two questions read, but about seven in the text (the misread guard warns): the file of the
# shelf's index tests.
MISREAD = """# Misread FAQ

## How do I start?

Run it.

## General

### How do I stop?

Press q.

How do I pause?
Press p.

How do I resume?
Press r.

How do I quit fast?
Press Q.

How do I reset?
Press x.

How do I save?
Press s.
"""


class GermanFromTheSourceTree(unittest.TestCase):
    def setUp(self):
        self.env_before = dict(os.environ)
        # The data and catalogs the build finds beside itself (the source tree), nothing else.
        os.environ.pop("FAQ_BROWSER_DATA_DIR", None)
        os.environ.pop("LC_ALL", None)
        os.environ.pop("LC_MESSAGES", None)

    def tearDown(self):
        os.environ.clear()
        os.environ.update(self.env_before)

    def open_bundled_help(self, button_name):
        """The window the shelf's help button opens, by the button's accessible name."""
        # The shelf shows its help button only with the machine's own roots; an empty folder
        # for the cache keeps the scan of them a fresh one.
        app = AccessibleApp(BINARY, shelf_roots=None, cache_dir=tempfile.mkdtemp(prefix="faq-browser-e2e-cache-"))
        button = app.find(lambda a: a.getRoleName() == "push button" and a.name == button_name,
                          what=f"the shelf's help button {button_name!r}")
        activate(button)
        return app

    def test_the_bundled_help_is_german_under_language_de(self):
        os.environ.update(LANGUAGE="de", LANG="C.UTF-8")
        app = self.open_bundled_help("Hilfe zu FAQ Browser")
        try:
            wait_for(lambda: app.frame.name == "Hilfe zu FAQ Browser", what="the window titled in German")
            app.header("Erste Schritte")
            app.header("Was ist FAQ Browser?")
        finally:
            app.quit()

    def test_the_bundled_help_is_english_in_the_c_locale(self):
        os.environ.pop("LANGUAGE", None)
        os.environ["LANG"] = "C.UTF-8"
        app = self.open_bundled_help("FAQ Browser Help")
        try:
            wait_for(lambda: app.frame.name == "FAQ Browser Help", what="the window titled in English")
            app.header("Getting started")
        finally:
            app.quit()

    def test_the_command_line_speaks_german_from_a_build(self):
        env = dict(os.environ, LANGUAGE="de", LANG="C.UTF-8")
        output = subprocess.run([BINARY, "--help"], env=env, capture_output=True, text=True, check=True).stdout
        self.assertIn("Aufruf: faq-browser [OPTION …] [DATEI[#ID]]", output)
        self.assertIn("Diese Hilfe anzeigen und beenden", output)
        env = dict(os.environ, LANG="C.UTF-8")
        env.pop("LANGUAGE", None)
        output = subprocess.run([BINARY, "--help"], env=env, capture_output=True, text=True, check=True).stdout
        self.assertIn("Usage: faq-browser", output)

    def test_the_shelf_speaks_german_from_a_cache_written_in_english(self):
        # Issue #22's shelf in German: the misread warning was cached as its English sentence,
        # so a German start from that cache showed it in English. The cache now keeps the
        # finding, and the window says it in the reader's language.
        root = tempfile.mkdtemp(prefix="faq-browser-e2e-root-")
        with open(os.path.join(root, "misread-faq.md"), "w", encoding="utf-8") as f:
            f.write(MISREAD)
        cache = tempfile.mkdtemp(prefix="faq-browser-e2e-cache-")

        def book(app):
            return app.find(lambda a: a.getRoleName() == "push button" and a.name == "Misread FAQ"
                            and "showing" in states(a), what="the misread book")

        os.environ.pop("LANGUAGE", None)
        os.environ["LANG"] = "C.UTF-8"
        app = AccessibleApp(BINARY, shelf_roots=root, cache_dir=cache)
        try:
            english = book(app)
            wait_for(lambda: "this file seems to hold about" in english.description or None, what="the English warning")
            self.assertTrue(english.description.startswith("2 questions, "), english.description)
        finally:
            app.quit()
        self.assertTrue(os.path.exists(os.path.join(cache, "faq-browser", "shelf-v3")), "the cache was written")

        os.environ.update(LANGUAGE="de", LANG="C.UTF-8")
        app = AccessibleApp(BINARY, shelf_roots=root, cache_dir=cache)
        try:
            german = book(app)
            description = wait_for(lambda: german.description or None, what="the book's description")
            self.assertTrue(description.startswith("2 Fragen, "), description)
            self.assertIn("FAQ Browser hat 2 Fragen gefunden, aber diese Datei scheint etwa 7 zu enthalten", description)
            self.assertNotIn("seems to hold", description)
            # The warning icon's tooltip is the same sentence (ShelfViewTests: tooltip, icon and row agree).
            app.find(lambda a: a.getRoleName() == "label" and (a.name or "") == "1 FAQ, 2 Fragen",
                     what="the shelf's count line in German")
        finally:
            app.quit()

    def test_check_counts_in_german(self):
        faq = os.path.join(tempfile.mkdtemp(prefix="faq-browser-e2e-"), "hilfe.json")
        with open(faq, "w", encoding="utf-8") as f:
            f.write('{"title": "T", "sections": [{"title": "S", "questions": ['
                    '{"id": "a", "question": "A?", "answer": "a"}, {"id": "b", "question": "B?", "answer": "b"}]}]}')
        env = dict(os.environ, LANGUAGE="de", LANG="C.UTF-8")
        run = subprocess.run([BINARY, "--check", faq, faq + "#c"], env=env, capture_output=True, text=True)
        self.assertEqual(run.returncode, 1, run.stdout)
        self.assertIn(f"{faq}: 1 Abschnitt, 2 Fragen (gelesen als FAQ JSON)", run.stdout)
        self.assertIn(f"{faq}: Fehler: diese FAQ hat keinen Abschnitt und keine Frage “c”", run.stdout)

    def test_an_importers_message_in_german(self):
        faq = os.path.join(tempfile.mkdtemp(prefix="faq-browser-e2e-"), "kaputt.json")
        with open(faq, "w", encoding="utf-8") as f:
            f.write('{"title": "T", "sections": 5}')
        env = dict(os.environ, LANGUAGE="de", LANG="C.UTF-8")
        run = subprocess.run([BINARY, "--check", faq], env=env, capture_output=True, text=True)
        self.assertEqual(run.returncode, 1, run.stdout)
        self.assertIn(f'{faq}:1:28: Fehler: "sections" muss ein Array sein, nicht eine Zahl', run.stdout + run.stderr)


if __name__ == "__main__":
    unittest.main()
