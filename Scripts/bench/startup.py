"""Launch-to-first-frame time and peak memory, several runs each, medians.

Reads cases from stdin, one per line: NAME<TAB>FLOOR<TAB>COMMAND, where FLOOR names an earlier
case to compare with (or is empty). Prints a Markdown table.

The cases take turns, one launch each per round, so that a floor and the program compared with
it meet the same machine; and each launch waits for the desktop to settle (SETTLE seconds) after
the last one quit: a launch right after another one's exit was measured several per cent slower while
the display, bus and accessibility servers were still tidying up after it."""
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
    match = re.search(r"startup: first-frame (\d+)", stderr)
    if not match:
        raise SystemExit(f"could not measure {command}: exit {os.waitstatus_to_exitcode(status)}\n{stderr}")
    return (int(match.group(1)) - start) / 1000.0, usage.ru_maxrss / 1024.0


def main():
    runs = int(os.environ.get("RUNS", "9"))
    settle = float(os.environ.get("SETTLE", "0.3"))
    cases = [line.split("\t") for line in sys.stdin.read().strip().splitlines()]
    env = dict(os.environ, FAQ_BROWSER_REPORT_STARTUP="1", FAQ_BROWSER_QUIT_AFTER_FIRST_FRAME="1")
    for _, _, command in cases:
        measure(command.split(), env)  # warm the page cache
    samples = {name: [] for name, _, _ in cases}
    for _ in range(runs):
        for name, _, command in cases:
            time.sleep(settle)
            samples[name].append(measure(command.split(), env))
    results, results_rss = {}, {}
    print("| program | median ms | min ms | max ms | peak RSS MB (median) | time vs floor | memory vs floor |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, floor, command in cases:
        times = sorted(s[0] for s in samples[name])
        median = statistics.median(times)
        rss = statistics.median(s[1] for s in samples[name])
        results[name] = median
        results_rss[name] = rss
        ratio = f"{median / results[floor]:.2f}x {floor}" if floor else "(floor)"
        memory = f"{rss / results_rss[floor]:.2f}x" if floor else "(floor)"
        print(f"| {name} | {median:.0f} | {times[0]:.0f} | {times[-1]:.0f} | {rss:.1f} | {ratio} | {memory} |", flush=True)


main()
