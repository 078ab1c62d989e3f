"""The AT-SPI client of the soak (Tests/EndToEnd/soak.py): what a screen reader does meanwhile."""
import re
import time

# The headers of a FAQ from Scripts/bench/generate.py, by name: the client toggles only these (not
# the menu button, whose menu the random keys would then walk into, Print… included).
HEADER = re.compile(r"(Big section|Section \d+|More about \d+|Big question \d+\?|Question \d+ about topic \d+\?|Nested question \d+\?)")


def wait_until(probe, what, timeout=60.0, interval=0.05):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = probe()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"timed out waiting for {what}")


class AccessibilityClient:
    """A screen reader's share of the soak: it follows the focus through AT-SPI events, reads
    the focused header's name and states, now and then reads every header it can find, and
    toggles one through its action."""

    def __init__(self, pid, rng):
        import pyatspi
        from gi.repository import GLib
        self.pyatspi, self.context, self.rng = pyatspi, GLib.MainContext.default(), rng
        self.focused = None
        self.queries = 0
        self.app = wait_until(lambda: self._find(pid), "faq-browser on the accessibility bus")
        pyatspi.Registry.registerEventListener(self._event, "object:state-changed:focused", "object:state-changed:expanded")

    def _find(self, pid):
        desktop = self.pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            try:
                if app is not None and app.get_process_id() == pid:
                    return app
            except Exception:
                continue
        return None

    def _event(self, event):
        if event.type.endswith("focused") and event.detail1:
            self.focused = event.source

    def pump(self):
        while self.context.pending():
            self.context.iteration(False)

    def _read(self, accessible):
        try:
            accessible.name, accessible.getState().getStates(), accessible.getRoleName()
            self.queries += 1
        except Exception:
            pass  # the header went away under us: what a screen reader meets too

    def step(self, deep):
        self.pump()
        if self.focused is not None:
            self._read(self.focused)
        if not deep:
            return
        headers, queue, seen = [], [self.app], 0
        while queue and seen < 400:
            node = queue.pop(0)
            seen += 1
            try:
                if node.getRoleName() == "toggle button":
                    self._read(node)
                    if HEADER.fullmatch(node.name or ""):
                        headers.append(node)
                queue.extend(node.getChildAtIndex(i) for i in range(node.childCount))
            except Exception:
                continue
        if headers:
            header = self.rng.choice(headers)
            try:
                action = header.queryAction()
                action.doAction(0)
                self.queries += 1
            except Exception:
                pass

    def close(self):
        try:
            self.pyatspi.Registry.deregisterEventListener(self._event, "object:state-changed:focused", "object:state-changed:expanded")
        except Exception:
            pass
