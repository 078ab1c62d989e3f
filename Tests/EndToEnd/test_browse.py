"""User stories, end to end: open the app, find headers by name, open them, read their state."""
import os
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from accessible_app import BUNDLED, AccessibleApp, activate, first, states, wait_for  # noqa: E402

BINARY = os.environ["FAQ_BROWSER_BINARY"]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class BrowseBundledFAQ(unittest.TestCase):
    def setUp(self):
        self.app = AccessibleApp(BINARY, BUNDLED)

    def tearDown(self):
        stderr = self.app.quit()
        self.assertNotIn("CRITICAL", stderr)

    def test_window_is_titled_with_the_document(self):
        self.assertEqual(self.app.frame.name, "FAQ Browser Help")

    def test_no_opengl_driver_is_loaded(self):
        """Nothing is drawn with OpenGL, so GTK starts without it (Mesa's would cost 44 MB)."""
        self.app.header("Opening files")
        with open(f"/proc/{self.app.process.pid}/maps") as maps:
            libraries = {line.split()[-1] for line in maps if "/" in line}
        self.assertFalse([path for path in libraries if "libGL" in path or "/dri/" in path or "libLLVM" in path],
                         "a GL driver was loaded")

    def test_the_start_loads_only_what_the_first_screen_needs(self):
        """A JSON FAQ starts without libxml2 (and the ICU it links), and without the monospace
        font of pages not shown (the status page's problems); an XML FAQ sent to the running
        instance opens libxml2 then."""
        self.app.header("Opening files")

        def mapped(name):
            with open(f"/proc/{self.app.process.pid}/maps") as maps:
                return any(name in line for line in maps)
        self.assertFalse(mapped("libxml2"), "libxml2 loaded for a JSON file")
        self.assertFalse(mapped("libicuuc"), "ICU loaded for a JSON file")
        self.assertFalse(mapped("Mono"), "a monospace font loaded for a page not shown")
        self.assertFalse(mapped("librsvg"), "an SVG renderer loaded (for the window icon)")
        fml = os.path.join(ROOT, "Tests", "FAQTests", "Corpus", "apache--maven-site--general.fml")
        subprocess.run([BINARY, fml], check=True, capture_output=True, timeout=20)
        wait_for(lambda: any(f.getRoleName() == "frame" and f.name == "Frequently Asked Technical Questions"
                             for f in self.app.root), what="the FML file's window")
        self.assertTrue(mapped("libxml2"), "libxml2 opened for the XML file")

    def test_section_header_opens_and_shows_its_questions(self):
        section = self.app.header("Opening files")
        self.assertIn("expandable", states(section))
        self.assertNotIn("expanded", states(section))
        # Questions of a closed section are not even built yet.
        self.assertIsNone(first(self.app.frame, lambda a: a.name == "How do I open my own FAQ?"))

        activate(section)
        wait_for(lambda: "expanded" in states(section), what="the section to expand")
        question = self.app.header("How do I open my own FAQ?")
        wait_for(lambda: "showing" in states(question), what="its questions to show")

        activate(section)
        wait_for(lambda: "expanded" not in states(section), what="the section to collapse")
        wait_for(lambda: "showing" not in states(question), what="its questions to hide")

    def test_question_header_reveals_its_answer(self):
        question = self.app.header("What is FAQ Browser?")  # in a section open by default
        activate(question)
        wait_for(lambda: "expanded" in states(question), what="the question to expand")
        answer = self.app.find(lambda a: a.getRoleName() == "label" and a.name.startswith("FAQ Browser is a small GNOME app"),
                               what="the answer")
        wait_for(lambda: "showing" in states(answer), what="the answer to show")
        activate(question)
        wait_for(lambda: "showing" not in states(answer), what="the answer to hide")

    def test_outline_tree_follows_the_accordion(self):
        tree = self.app.find(lambda a: a.getRoleName() == "tree table", what="the outline tree")
        self.assertEqual(tree.name, "Outline")
        section = self.app.header("Keyboard")
        activate(section)
        wait_for(lambda: first(tree, lambda a: a.name == "Can I use FAQ Browser without a mouse?" and "showing" in states(a)),
                 what="the section's questions in the tree")


class FirstFrame(unittest.TestCase):
    def test_the_markdown_library_is_opened_after_the_first_frame(self):
        """The bundled FAQ's first screen shows no Markdown: cmark-gfm is opened later (by the
        search index, or the first answer shown), not when the program starts. The dynamic
        linker's log and the app's first-frame line share stderr, in order."""
        env = dict(os.environ, LD_DEBUG="files", FAQ_BROWSER_REPORT_STARTUP="1", FAQ_BROWSER_QUIT_AFTER_FIRST_FRAME="1")
        result = subprocess.run([BINARY], env=env, capture_output=True, text=True, timeout=60)
        before, frame, _ = result.stderr.partition("startup: first-frame")
        self.assertTrue(frame, result.stderr[-2000:])
        self.assertIn("file=libgtk-3.so.0", before, "the linker's log is read")
        self.assertFalse("libcmark-gfm" in before, "cmark-gfm loaded before the first frame")


class DeepLinkAndErrors(unittest.TestCase):
    def test_deep_link_reveals_a_nested_question(self):
        app = AccessibleApp(BINARY, os.path.join(ROOT, "Data", "faq.json") + "#nested-sections")
        try:
            samples = app.header("Samples")
            wait_for(lambda: "expanded" in states(samples), what="the nested section to open")
            question = app.header("How deep can sections go?")
            wait_for(lambda: "focused" in states(question), what="the linked question to have focus")
            # GTK 3 reports neither "showing" nor a place for rows inside a scrolled revealer:
            # the accordion's scroll bar tells that the page moved down to the question.
            def scrolled():
                bars = []
                queue = [app.frame]
                while queue:
                    node = queue.pop()
                    if node.getRoleName() == "scroll bar":
                        bars.append(node.queryValue().currentValue)
                    queue.extend(node.getChildAtIndex(i) for i in range(node.childCount))
                return any(value > 0 for value in bars)
            wait_for(scrolled, what="the page to scroll down to the linked question")
        finally:
            app.quit()

    def test_bad_file_shows_the_error(self):
        path = os.path.join(os.environ.get("TMPDIR", "/tmp"), "faq-browser-e2e-bad.json")
        with open(path, "w") as f:
            f.write('{"title": "Oops",\n  "sections": [\n    {"title": 3}\n  ]\n}\n')
        app = AccessibleApp(BINARY, path)
        try:
            message = app.find(lambda a: a.getRoleName() == "label" and "error" in (a.name or ""), what="the error message")
            self.assertIn("faq-browser-e2e-bad.json:3:15: error: \"title\" must be a string, not a number", message.name)
        finally:
            app.quit()


if __name__ == "__main__":
    unittest.main(verbosity=2)
