"""Installed into a temporary prefix, the app runs from there alone: its data, style, icons and
translations come from the prefix, not from the source tree."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(__file__))
from accessible_app import AccessibleApp, activate, wait_for  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
APP_ID = "io.github.faqbrowser.FAQBrowser"


class InstalledApp(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.prefix = tempfile.mkdtemp(prefix="faq-browser-prefix-")
        subprocess.run(["make", "-C", ROOT, "install", "PREFIX=" + cls.prefix, "CONFIG=debug"],
                       check=True, capture_output=True)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.prefix, ignore_errors=True)

    def path(self, *parts):
        return os.path.join(self.prefix, *parts)

    def test_files_land_in_the_fhs_layout_and_validate(self):
        for part in ["bin/faq-browser", "share/faq-browser/faq.json", "share/faq-browser/faq.de.json", "share/faq-browser/style.css",
                     f"share/applications/{APP_ID}.desktop", f"share/metainfo/{APP_ID}.metainfo.xml",
                     f"share/icons/hicolor/scalable/apps/{APP_ID}.svg",
                     f"share/icons/hicolor/128x128/apps/{APP_ID}.png",
                     f"share/icons/hicolor/symbolic/apps/{APP_ID}-symbolic.svg",
                     f"share/mime/packages/{APP_ID}.xml", "share/locale/de/LC_MESSAGES/faq-browser.mo",
                     "share/man/man1/faq-browser.1"]:
            self.assertTrue(os.path.isfile(self.path(part)), part)
        subprocess.run(["desktop-file-validate", self.path("share/applications", APP_ID + ".desktop")], check=True)
        # The manual page formats without a warning.
        manual = subprocess.run(["man", "--warnings", "-l", self.path("share/man/man1/faq-browser.1")],
                                capture_output=True, text=True, env=dict(os.environ, MANWIDTH="80"))
        self.assertEqual((manual.returncode, manual.stderr), (0, ""))
        self.assertIn("faq-browser - browse FAQs", manual.stdout)
        subprocess.run(["appstreamcli", "validate", "--no-net", self.path("share/metainfo", APP_ID + ".metainfo.xml")],
                       check=True, capture_output=True)
        # The desktop entry and metainfo carry their translations.
        with open(self.path("share/applications", APP_ID + ".desktop"), encoding="utf-8") as entry:
            self.assertIn("Comment[de]=FAQs lesen", entry.read())
        with open(self.path("share/metainfo", APP_ID + ".metainfo.xml"), encoding="utf-8") as metainfo:
            self.assertIn('<summary xml:lang="de">FAQs lesen', metainfo.read())
        # The MIME database built from the package knows the native format.
        with open(self.path("share/mime/globs2")) as globs:
            self.assertIn("application/x-faq+json:*.faq.json", globs.read())

    def test_runs_from_the_prefix_in_another_language(self):
        # A copy of the prefix somewhere else: nothing can point back into the source tree.
        moved = tempfile.mkdtemp(prefix="faq-browser-moved-")
        shutil.copytree(self.prefix, moved, dirs_exist_ok=True)
        env_before = dict(os.environ)
        folder_before = os.getcwd()
        try:
            os.environ.pop("FAQ_BROWSER_DATA_DIR", None)
            os.environ.update(LANGUAGE="de", LANG="C.UTF-8")
            # Launched by name, as a desktop does, from a folder with nothing of the app in it.
            os.environ["PATH"] = os.path.join(moved, "bin") + os.pathsep + os.environ.get("PATH", "")
            os.chdir("/")
            # With no file, the shelf of this machine's FAQs; its help button opens the bundled
            # FAQ, the German one from the prefix.
            app = AccessibleApp("faq-browser", shelf_roots=None)
            try:
                help_button = app.find(lambda a: a.getRoleName() == "push button" and a.name == "Hilfe zu FAQ Browser",
                                       what="the shelf's button for the bundled help, in German")
                activate(help_button)
                wait_for(lambda: app.frame.name == "Hilfe zu FAQ Browser", what="the German bundled help to open")
                app.find(lambda a: a.getRoleName() == "text" and a.name == "Fragen durchsuchen",
                         what="the search entry, named in German")
                app.header("Erste Schritte")
            finally:
                app.quit()
            version = subprocess.run([os.path.join(moved, "bin", "faq-browser"), "--version"], cwd="/",
                                     capture_output=True, text=True, check=True)
            self.assertRegex(version.stdout, r"^faq-browser \d+\.\d+\.\d+\n$")
        finally:
            os.chdir(folder_before)
            os.environ.clear()
            os.environ.update(env_before)
            shutil.rmtree(moved, ignore_errors=True)

    def test_uninstall_removes_what_install_added(self):
        prefix = tempfile.mkdtemp(prefix="faq-browser-uninstall-")
        try:
            subprocess.run(["make", "-C", ROOT, "install", "PREFIX=" + prefix, "CONFIG=debug"], check=True, capture_output=True)
            subprocess.run(["make", "-C", ROOT, "uninstall", "PREFIX=" + prefix], check=True, capture_output=True)
            left = [os.path.relpath(os.path.join(d, f), prefix) for d, _, files in os.walk(prefix) for f in files]
            ours = [p for p in left if "faq-browser" in p or APP_ID in p]
            self.assertEqual(ours, [])
        finally:
            shutil.rmtree(prefix, ignore_errors=True)


if __name__ == "__main__":
    unittest.main(verbosity=2)
