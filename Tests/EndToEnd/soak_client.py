"""The AT-SPI client of the soak (Tests/EndToEnd/soak.py): what a screen reader does meanwhile."""
import re

from waiting import wait_until

# The headers of a FAQ from Scripts/bench/generate.py, by name: the client toggles only these (not
# the menu button, whose menu the random keys would then walk into, Print… included).
HEADER = re.compile(r"(Big section|Section \d+|More about \d+|Big question \d+\?|Question \d+ about topic \d+\?|Nested question \d+\?)")


# How the client's walk takes the children of an object that manages its descendants (the
# outline's tree table: GTK makes a cell accessible for each row a client asks for).
#   screen: only those on screen, found by point, as a screen reader's flat review does (Orca
#           asks a table for the cells it shows, never for all of them);
#   all:    every one (10,000 after Expand All), as no screen reader does. GTK drops a row's cell
#           when the row goes, but the accessibility bridge keeps each object it handed out for
#           15 s more; read every 2 s while sections open and close, 10,000 rows at a time, the
#           cells of several readings live at once and the heap keeps its highest mark.
WALKS = ("screen", "all")


class AccessibilityClient:
    """A screen reader's share of the soak: it follows the focus through AT-SPI events, reads
    the focused header's name and states, now and then reads every header it can find, and
    toggles one through its action."""

    def __init__(self, pid, rng, walk="screen"):
        import pyatspi
        from gi.repository import GLib
        assert walk in WALKS, walk
        self.pyatspi, self.context, self.rng, self.walk = pyatspi, GLib.MainContext.default(), rng, walk
        self.focused = None
        self.queries = 0
        self.children_asked = 0  # children asked for by index or by point
        self.app = wait_until(lambda: self._find(pid), "faq-browser on the accessibility bus", timeout=60.0, interval=0.05)
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
                queue.extend(self._children(node))
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

    def _children(self, node):
        states = node.getState()
        if self.walk == "all" or not states.contains(self.pyatspi.STATE_MANAGES_DESCENDANTS):
            self.children_asked += node.childCount
            return [node.getChildAtIndex(i) for i in range(node.childCount)]
        return self._on_screen(node, states) if states.contains(self.pyatspi.STATE_SHOWING) else []

    def _on_screen(self, node, states, limit=200):
        """`node`'s children on screen, top to bottom: the one at a point near its top edge, then
        the one just below that one's bottom edge, down to `node`'s bottom edge."""
        coords = self.pyatspi.DESKTOP_COORDS
        component = node.queryComponent()
        box = component.getExtents(coords)
        x, y, children, seen = box.x + box.width // 2, box.y + 1, [], set()
        while y < box.y + box.height and len(children) < limit:
            child = component.getAccessibleAtPoint(x, y, coords)
            self.children_asked += 1
            if child is None:
                break  # below the last row
            index = child.getIndexInParent()
            if index in seen:
                y += 2  # in the padding between two rows' cells
                continue
            seen.add(index)
            children.append(child)
            extents = child.queryComponent().getExtents(coords)
            y = max(y + 1, extents.y + extents.height + 1)
        return children

    def close(self):
        try:
            self.pyatspi.Registry.deregisterEventListener(self._event, "object:state-changed:focused", "object:state-changed:expanded")
        except Exception:
            pass
