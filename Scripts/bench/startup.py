"""Launch-to-first-frame time and peak memory of commands, several runs each, medians."""
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
    process.returncode = os.waitstatus_to_exitcode(status)
    match = re.search(r"startup: first-frame (\d+)", stderr)
    if not match:
        raise SystemExit(f"could not measure {command}: exit {process.returncode}\n{stderr}")
    return (int(match.group(1)) - start) / 1000.0, usage.ru_maxrss / 1024.0


def main():
    runs = int(os.environ.get("RUNS", "9"))
    cases = [line.split("\t") for line in sys.stdin.read().strip().splitlines()]
    env = dict(os.environ, FAQ_BROWSER_REPORT_STARTUP="1", FAQ_BROWSER_QUIT_AFTER_FIRST_FRAME="1")
    results = {}
    for name, command in cases:
        measure(command.split(), env)  # warm the page cache
        samples = [measure(command.split(), env) for _ in range(runs)]
        times = sorted(s[0] for s in samples)
        memory = sorted(s[1] for s in samples)
        results[name] = (statistics.median(times), times[0], times[-1], statistics.median(memory))
    floor = results[cases[0][0]]
    print(f"| program | median ms | min ms | max ms | peak RSS MB | time vs {cases[0][0]} |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, _ in cases:
        median, low, high, rss = results[name]
        print(f"| {name} | {median:.0f} | {low:.0f} | {high:.0f} | {rss:.0f} | {median / floor[0]:.2f}x |")


main()
