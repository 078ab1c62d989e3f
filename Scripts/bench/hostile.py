"""Opens each hostile input (from hostile_inputs.py) in the release build, headless, with
FAQ_BROWSER_REPORT_STALLS=1, and prints a Markdown table: the longest main-loop stall once the
window was first drawn (a freeze the user sees; the longest before it, part of the start, beside
it), the peak memory of the window, how long Ctrl+Q took to end it, and `--check`'s time (and CPU
time) and peak memory. Beside the longest stall it gives the main thread's CPU time within it (at most: sampled
every 50 ms, in clock ticks): a stall that used little CPU was the main thread waiting for a core
on a loaded machine, not work. Usage (under Scripts/headless): hostile.py BINARY FOLDER"""
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

SETTLE_S = 1.5      # the window has settled when no stall was reported for this long …
LEAST_S = 3.0       # … after at least this long
MOST_S = 40.0       # an input still stalling after this long is reported as such
CHECK_TIMEOUT_S = 60.0


def peak_kb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def main_thread_cpu_s(pid):
    """The main thread's CPU time so far: a main loop stuck in one long job keeps it rising
    while it cannot print a stall line yet."""
    try:
        with open(f"/proc/{pid}/task/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def cpu_within(busy, start, end):
    """At most how much main-thread CPU (seconds) was used between `start` and `end`: from the
    last sample before to the first after."""
    before = [cpu for t, cpu in busy if t <= start]
    after = [cpu for t, cpu in busy if t >= end]
    if not busy:
        return None
    return (after[0] if after else busy[-1][1]) - (before[-1] if before else busy[0][1])


def stalls(path):
    with open(path, errors="replace") as f:
        return [(float(m.group(1)), int(m.group(2)) / 1e6) for m in re.finditer(r"stall: ([0-9.]+) ms ending ([0-9]+)", f.read())]


def first_frame(path):
    """When the window was first drawn (CLOCK_MONOTONIC seconds), or None if it never was."""
    with open(path, errors="replace") as f:
        found = re.search(r"startup: first-frame ([0-9]+)", f.read())
    return int(found.group(1)) / 1e6 if found else None


def wait_child(process, timeout):
    """(seconds, CPU seconds, peak resident KB) of a child, killed past `timeout`."""
    start = time.monotonic()
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            return time.monotonic() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss
        if time.monotonic() - start > timeout:
            process.kill()
            _, status, usage = os.wait4(process.pid, 0)
            return None, usage.ru_utime + usage.ru_stime, usage.ru_maxrss
        time.sleep(0.01)


def check(binary, argument):
    start = time.monotonic()
    # To a file, not a pipe: thousands of warnings would fill a pipe nobody reads yet.
    with tempfile.TemporaryFile() as output:
        process = subprocess.Popen([binary, "--check", argument], stdout=output, stderr=subprocess.DEVNULL)
        seconds, cpu, peak = wait_child(process, CHECK_TIMEOUT_S)
        output.seek(0)
        first = (output.read().decode("utf-8", "replace").splitlines() or [""])[0]
    verdict = "refused" if ": error:" in first else "read"
    return (time.monotonic() - start if seconds is not None else None), cpu, peak, verdict, first


def window(binary, argument, state):
    errors = tempfile.NamedTemporaryFile(prefix="faq-hostile-", suffix=".err", delete=False)
    env = dict(os.environ, FAQ_BROWSER_REPORT_STALLS="1", FAQ_BROWSER_REPORT_STARTUP="1", XDG_STATE_HOME=state)
    start = time.monotonic()
    process = subprocess.Popen([binary, argument], env=env, stdout=subprocess.DEVNULL, stderr=errors)
    settled = False
    busy = []  # (time, main thread CPU seconds)
    while time.monotonic() - start < MOST_S and process.poll() is None:
        time.sleep(0.05)
        now = time.monotonic()
        busy.append((now, main_thread_cpu_s(process.pid)))
        reported = stalls(errors.name)
        # Stall lines end in CLOCK_MONOTONIC microseconds, like time.monotonic().
        last = max((end for _, end in reported), default=start)
        window_start = [p for p in busy if now - p[0] >= SETTLE_S]
        idle = bool(window_start) and (busy[-1][1] - window_start[-1][1]) < 0.3 * (now - window_start[-1][0])
        if now - start >= LEAST_S and now - last >= SETTLE_S and idle:
            settled = True
            break
    peak = peak_kb(process.pid)
    quit_ms = None
    if process.poll() is None:
        windows = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(process.pid)],
                                 capture_output=True, text=True, timeout=10).stdout.split()
        pressed = time.monotonic()
        if windows:
            subprocess.run(["xdotool", "windowfocus", "--sync", windows[0]], capture_output=True, timeout=10)
            time.sleep(0.3)
            pressed = time.monotonic()
            subprocess.run(["xdotool", "key", "--clearmodifiers", "ctrl+q"], capture_output=True, timeout=10)
        try:
            process.wait(timeout=10)
            quit_ms = (time.monotonic() - pressed) * 1000 if windows else None
        except subprocess.TimeoutExpired:
            quit_ms = float("inf")
            process.send_signal(signal.SIGKILL)
            process.wait()
    reported = stalls(errors.name)
    # A stall ending by the first frame belongs to the start (the window was not yet there).
    drawn = first_frame(errors.name)
    after = [s for s in reported if drawn is not None and s[1] > drawn]
    before = max((ms for ms, end in reported if drawn is None or end <= drawn), default=0.0)
    longest = max(after, default=(0.0, 0.0))
    cpu = cpu_within(busy, longest[1] - longest[0] / 1000, longest[1]) if after else None
    os.unlink(errors.name)
    return longest[0], before, cpu, peak, quit_ms, settled


def main(binary, folder):
    inputs = subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "hostile_inputs.py"), folder],
                            check=True, capture_output=True, text=True).stdout.splitlines()
    only = os.environ.get("ONLY")
    print("| input | size | longest stall once drawn | its main-thread CPU | longest before the first frame | window peak | quit | `--check` | `--check` peak | `--check` says |")
    print("|---|--:|--:|--:|--:|--:|--:|--:|--:|---|")
    for line in inputs:
        name, argument = line.split("\t")
        if only and only not in name:
            continue
        size = os.path.getsize(argument.split("#")[0])
        seconds, check_cpu, check_peak, verdict, first = check(binary, argument)
        state = tempfile.mkdtemp(prefix="faq-hostile-state-")
        longest, before, cpu, peak, quit_ms, settled = window(binary, argument, state)
        check_time = (f"{seconds:.2f} s" if seconds is not None else f"> {CHECK_TIMEOUT_S:.0f} s") + f" ({check_cpu:.2f} s CPU)"
        stall = f"{longest:.0f} ms" if quit_ms != float("inf") else f"frozen (≥ {longest:.0f} ms reported)"
        print(f"| {name} | {size / 1024:,.0f} KB | {stall}{'' if settled else ' (still busy at 40 s)'}"
              f" | {'—' if cpu is None else f'≤ {cpu * 1000:.0f} ms'} | {before:.0f} ms | {peak / 1024:,.0f} MB"
              f" | {'—' if quit_ms is None else '> 10 s' if quit_ms == float('inf') else f'{quit_ms:.0f} ms'} | {check_time} | {check_peak / 1024:,.0f} MB | {verdict} |", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
