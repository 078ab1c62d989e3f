"""Drives the real faq-browser from outside, through AT-SPI, as a screen reader would."""
import os
import subprocess
import sys
import tempfile

import pyatspi

from waiting import wait_until

APP_NAME = "faq-browser"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The bundled help: with no file the app shows the shelf, so tests that mean the help name it.
BUNDLED = os.path.join(ROOT, "Data", "faq.json")
# Default for `shelf_roots`: an empty folder of its own, so that no test indexes the machine.
EMPTY_SHELF = "empty"


def generated_faq(questions, name):
    """The path of a FAQ of `questions` questions made by Scripts/bench/generate.py, as `name`
    in a new temporary folder."""
    path = os.path.join(tempfile.mkdtemp(prefix="faq-browser-e2e-"), name)
    subprocess.run([sys.executable, os.path.join(ROOT, "Scripts", "bench", "generate.py"), str(questions), path], check=True)
    return path


class AccessibleApp:
    """A launched faq-browser process and its accessible tree."""

    def __init__(self, binary, *arguments, state_dir=None, shelf_roots=EMPTY_SHELF, cache_dir=None):
        """`state_dir`: where the app remembers documents (default: a new, empty folder).
        `shelf_roots`: FAQ_BROWSER_SHELF_ROOTS (default: an empty folder; None: unset, the
        machine's own roots). `cache_dir`: XDG_CACHE_HOME (default: a new, empty folder)."""
        self.state_dir = state_dir or tempfile.mkdtemp(prefix="faq-browser-e2e-state-")
        self.cache_dir = cache_dir or tempfile.mkdtemp(prefix="faq-browser-e2e-cache-")
        env = dict(os.environ, XDG_STATE_HOME=self.state_dir, XDG_CACHE_HOME=self.cache_dir)
        env.pop("FAQ_BROWSER_SHELF_ROOTS", None)
        if shelf_roots == EMPTY_SHELF:
            env["FAQ_BROWSER_SHELF_ROOTS"] = tempfile.mkdtemp(prefix="faq-browser-e2e-shelf-")
        elif shelf_roots is not None:
            env["FAQ_BROWSER_SHELF_ROOTS"] = shelf_roots
        self.process = subprocess.Popen(
            [binary, *arguments], env=env,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.root = wait_for(self._find_app, what="faq-browser on the accessibility bus")
        self.frame = wait_for(lambda: first(self.root, lambda a: a.getRoleName() == "frame"), what="its window")

    def _find_app(self):
        if self.process.poll() is not None:
            raise AssertionError("faq-browser exited early: " + self.process.stderr.read())
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == APP_NAME and app_pid(app) == self.process.pid:
                return app
        return None

    def header(self, name):
        """The toggle button (section or question header) named `name`."""
        return wait_for(lambda: self._header(name), what=f"header {name!r}")

    def header_shows(self, name):
        """Whether a header of that name is on show now (rows off screen or hidden have no widget)."""
        header = self._header(name)
        return header is not None and "showing" in states(header)

    def _header(self, name):
        # Headers are never inside the outline tree, whose cells (thousands after Expand All)
        # would use up the bounded search.
        return first(self.frame, lambda a: a.getRoleName() == "toggle button" and a.name == name,
                     prune=is_outline_tree)

    def find(self, predicate, what):
        return wait_for(lambda: first(self.frame, predicate), what=what)

    def quit(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        stderr = self.process.stderr.read()
        return stderr


def app_pid(app):
    try:
        return app.get_process_id()
    except Exception:
        return None


def states(accessible):
    return {pyatspi.stateToString(s) for s in accessible.getState().getStates()}


def activate(accessible):
    action = accessible.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    action.doAction(names.index("activate") if "activate" in names else 0)


def is_outline_tree(accessible):
    return accessible.getRoleName() in ("tree table", "tree")


def first(root, predicate, limit=20000, prune=None):
    """Breadth-first search of the accessible tree; `prune(node)` skips the node's descendants."""
    queue = [root]
    seen = 0
    while queue and seen < limit:
        node = queue.pop(0)
        seen += 1
        try:
            if predicate(node):
                return node
            if prune is None or not prune(node):
                queue.extend(node.getChildAtIndex(i) for i in range(node.childCount))
        except Exception:
            continue
    return None


def wait_for(probe, what, timeout=20.0):
    return wait_until(probe, what, timeout=timeout)


def frames(app):
    """The app's windows."""
    return [app.getChildAtIndex(i) for i in range(app.childCount) if app.getChildAtIndex(i).getRoleName() == "frame"]


def keys(process, *names):
    """Types keys into the app's window as a keyboard would (xdotool, in order at its typing pace;
    GTK 3 needs the focus). No pause after them: callers wait for what the keys do."""
    window = wait_for(lambda: subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(process.pid)],
                                             capture_output=True, text=True).stdout.split(), what="the window id")[0]
    subprocess.run(["xdotool", "windowfocus", "--sync", window], check=True)
    if names:  # none: only the focus
        subprocess.run(["xdotool", "key", "--clearmodifiers", *names], check=True)
