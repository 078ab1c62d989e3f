"""A short session with Orca, the screen reader GNOME users have, driving FAQ Browser as a blind
user would: move to a section, open it, move to a question, open it, and read its answer. Orca
runs headless, speaking through speech-dispatcher to a silent audio driver; what it says is read
from its debug log (`SPEECH OUTPUT: '…'` lines). Needs a session bus, an AT-SPI bus and a display
(Scripts/headless). Used by Scripts/orca-session (which writes the transcript to docs/) and by
test_screen_reader.py."""
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
import tty

sys.path.insert(0, os.path.dirname(__file__))
from accessible_app import BUNDLED, keys, wait_for  # noqa: E402

SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*)'\{")


class OrcaSession:
    """Orca and FAQ Browser side by side; `press` types a key and returns what Orca said."""

    def __init__(self, binary):
        self._configure_silent_speech()
        # Orca writes its debug log through a block buffer unless the file is a terminal: a
        # pseudo-terminal in raw mode gets each line as Orca writes it.
        self.log = []
        master, self._terminal = os.openpty()
        tty.setraw(self._terminal)
        threading.Thread(target=self._read_log, args=(master,), daemon=True).start()
        self.orca = subprocess.Popen(["orca", "--debug-file", os.ttyname(self._terminal)], stdin=subprocess.DEVNULL,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.heard = 0
        wait_for(lambda: "Startup complete" in self.text(), what="Orca starting", timeout=60)
        # Orca is the only accessibility client: this driver only types keys and reads its log.
        env = dict(os.environ, XDG_STATE_HOME=tempfile.mkdtemp(prefix="faq-browser-orca-state-"),
                   FAQ_BROWSER_SHELF_ROOTS=tempfile.mkdtemp(prefix="faq-browser-orca-shelf-"))
        self.process = subprocess.Popen([binary, BUNDLED], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # Orca is ready once it has presented the focused header.
        wait_for(lambda: any("toggle button" in line for line in self.spoken()), what="Orca presenting the focus", timeout=60)

    @staticmethod
    def _configure_silent_speech():
        """speech-dispatcher's espeak-ng voice into libao's null driver: real speech, no sound card."""
        config = os.path.join(os.environ["XDG_CONFIG_HOME"], "speech-dispatcher")
        os.makedirs(config, exist_ok=True)
        with open(os.path.join(config, "speechd.conf"), "w") as f:
            f.write('AudioOutputMethod "libao"\nAddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\nDefaultModule espeak-ng\n')
        with open(os.path.join(os.environ["HOME"], ".libao"), "w") as f:
            f.write("default_driver=null\n")

    def _read_log(self, master):
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.log.append(chunk)

    def text(self):
        """Orca's debug log so far."""
        return b"".join(self.log).decode("utf-8", errors="replace")

    def spoken(self):
        """Everything Orca said so far, in order."""
        return [m.group(1) for m in SPOKEN.finditer(self.text())]

    def settled(self):
        """Waits until Orca's log has been still for half a second: the app's last changes (an
        answer's widgets made after it opened) have reached Orca as events."""
        last = {"size": -1, "since": time.monotonic()}

        def still():
            size = len(self.text())
            if size != last["size"]:
                last["size"], last["since"] = size, time.monotonic()
            return time.monotonic() - last["since"] >= 0.5
        wait_for(still, what="Orca's log to settle", timeout=20)

    def press(self, key, until):
        """Types `key` and waits until Orca has said something for which `until(text)` holds;
        returns what it said since (the key's own echo dropped). The first key also gives the
        window the keyboard focus, which Orca announces."""
        self.heard = len(self.spoken())
        keys(self.process, key)

        def said():
            new = self.spoken()[self.heard:]
            return new if any(until(text) for text in new) else None
        new = wait_for(said, what=f"Orca's words after {key}", timeout=30)
        # Orca echoes keys it does not act on ("space", "tab"); a user hears them, but they are
        # not the app's words.
        return [text.strip() for text in new if text.strip() not in ("space", "tab", "Down", "down")]

    def close(self):
        self.orca.terminate()
        try:
            self.orca.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.orca.kill()
        self.process.terminate()
        self.process.wait(timeout=10)
        os.close(self._terminal)
        # The speech-dispatcher Orca started for this session (its socket is in this session's
        # runtime folder).
        subprocess.run(["pkill", "-f", "speech-dispatcher.*" + os.environ["XDG_RUNTIME_DIR"]], check=False)


def run(binary):
    """Runs the session; returns [(what the user did, what Orca said)]."""
    session = OrcaSession(binary)
    try:
        steps = [("FAQ Browser starts", [t for t in session.spoken() if t != "Screen reader on."])]
        steps.append(("Space: closes “Getting started”", session.press("space", lambda t: "collapsed" in t)))
        steps.append(("Down: moves to the next section", session.press("Down", lambda t: "Opening files" in t)))
        steps.append(("Space: opens it", session.press("space", lambda t: "expanded" in t)))
        steps.append(("Down: moves to its first question", session.press("Down", lambda t: "How do I open my own FAQ?" in t)))
        steps.append(("Space: opens the question", session.press("space", lambda t: "expanded" in t)))
        session.settled()  # a reader hears "expanded" before pressing on
        steps.append(("Tab: moves into the answer", session.press("Tab", lambda t: "with the file's path" in t)))
        return steps
    finally:
        session.close()


def transcript(steps):
    """The session as Markdown: each action and what Orca said after it."""
    return "".join(f"- {action}\n" + "".join(f"  - Orca: “{words}”\n" for words in said) for action, said in steps)


if __name__ == "__main__":
    print(transcript(run(sys.argv[1])), end="")
