"""Runs faq-browser-bench (the app with its benchmark attached) with FAQ_BROWSER_BENCHMARK on each file RUNS times and prints the median
of every `bench:` line as a Markdown table. Usage: interactions.py BINARY FILE[:STEPS]…
(STEPS: a comma list of toggle, expand, search, scroll, answer, labels;
default the first four)."""
import os
import re
import statistics
import subprocess
import sys

binary, files = sys.argv[1], sys.argv[2:]
runs = int(os.environ.get("RUNS", "3"))
env = dict(os.environ, FAQ_BROWSER_BENCHMARK="1")
print("| document | measurement | median | min | max |")
print("|---|---|---:|---:|---:|")
for argument in files:
    path, _, steps = argument.partition(":")
    values = {}
    for _ in range(runs):
        out = subprocess.run([binary, path], env=dict(env, FAQ_BROWSER_BENCHMARK=steps or "1"),
                             capture_output=True, text=True, timeout=600).stdout
        for name, value, unit in re.findall(r"^bench: (\S+) ([\d.]+) (\S+)$", out, re.M):
            values.setdefault((name, unit), []).append(float(value))
    if not values:
        raise SystemExit(f"could not measure interactions on {path}")
    for (name, unit), samples in values.items():
        samples.sort()
        print(f"| {os.path.basename(path)} | {name} | {statistics.median(samples):.1f} {unit} | {samples[0]:.1f} | {samples[-1]:.1f} |", flush=True)
