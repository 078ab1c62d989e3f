"""Launch-to-first-frame time, peak memory at the first frame, and memory once idle (IDLE_MS,
default 300 ms, after the first frame: the rows, menus and search index built just after it
count), several runs each, medians.

Reads cases from stdin, one per line: NAME<TAB>FLOOR<TAB>COMMAND, where FLOOR names an earlier
case to compare with (or is empty). Prints a Markdown table.

The cases take turns, one launch each per round, so that a floor and the program compared with
it meet the same machine; and each launch waits for the desktop to settle (SETTLE seconds) after
the last one quit: a launch right after another one's exit was measured several per cent slower while
the display, bus and accessibility servers were still tidying up after it.

A window that opens on the shelf is timed to the frame that first shows its books
(`startup: shelf-shown`), not to its first frame, which may come before them."""
import os
import re
import statistics
import subprocess
import sys
import time


def measure(command, env):
    start = time.clock_gettime_ns(time.CLOCK_MONOTONIC) // 1000
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    stderr = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    match = re.search(r"startup: shelf-shown (\d+)", stderr) or re.search(r"startup: first-frame (\d+)", stderr)
    peak = re.search(r"startup: first-frame-peak-kb (\d+)", stderr)
    idle = re.search(r"startup: idle-kb (\d+)", stderr)
    if not (match and peak and idle):
        raise SystemExit(f"could not measure {command}: exit {os.waitstatus_to_exitcode(status)}\n{stderr}")
    return (int(match.group(1)) - start) / 1000.0, int(peak.group(1)) / 1024.0, int(idle.group(1)) / 1024.0


def main():
    runs = int(os.environ.get("RUNS", "9"))
    settle = float(os.environ.get("SETTLE", "0.3"))
    cases = [line.split("\t") for line in sys.stdin.read().strip().splitlines()]
    env = dict(os.environ, FAQ_BROWSER_REPORT_STARTUP="1", FAQ_BROWSER_QUIT_WHEN_IDLE_MS=os.environ.get("IDLE_MS", "300"))
    for _, _, command in cases:
        measure(command.split(), env)  # warm the page cache
    samples = {name: [] for name, _, _ in cases}
    for _ in range(runs):
        for name, _, command in cases:
            time.sleep(settle)
            samples[name].append(measure(command.split(), env))
    results, results_rss, results_idle = {}, {}, {}
    print("| program | median ms | min ms | max ms | peak RSS MB at first frame | RSS MB once idle | time vs floor | memory vs floor | idle memory vs floor |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name, floor, command in cases:
        times = sorted(s[0] for s in samples[name])
        median = statistics.median(times)
        rss = statistics.median(s[1] for s in samples[name])
        idle = statistics.median(s[2] for s in samples[name])
        results[name], results_rss[name], results_idle[name] = median, rss, idle
        ratio = f"{median / results[floor]:.2f}x {floor}" if floor else "(floor)"
        memory = f"{rss / results_rss[floor]:.2f}x" if floor else "(floor)"
        idle_ratio = f"{idle / results_idle[floor]:.2f}x" if floor else "(floor)"
        print(f"| {name} | {median:.0f} | {times[0]:.0f} | {times[-1]:.0f} | {rss:.1f} | {idle:.1f} | {ratio} | {memory} | {idle_ratio} |", flush=True)


main()
