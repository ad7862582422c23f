#!/usr/bin/env python3
"""Measures the memory and time explorer-schema needs as documents grow.

Usage: benchmarks/measure_bounds.py [path/to/explorer-schema]
Writes a Markdown table of peak resident memory and wall time for main-page
documents of 1, 10 and 100 MB, and of time for growing hostile shapes (deep
nesting, many keys, long strings), so that growth can be seen to be linear.
"""
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
cli = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build", "tools", "explorer-schema")
page = json.load(open(os.path.join(root, "fixtures", "main-page-transactions", "valid", "latest.json")))


def run(path, endpoint="main-page-transactions", extra=()):
    """Wall seconds and peak RSS (MB) of one validation in a child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    subprocess.run([cli, "validate", "--endpoint", endpoint, *extra, path],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return seconds, max(peak, before) / 1024


def write(directory, name, text):
    path = os.path.join(directory, name)
    with open(path, "w") as f:
        f.write(text)
    return path


with tempfile.TemporaryDirectory() as tmp:
    print("| main page | bytes | peak RSS | RSS / size | time | MB/s |")
    print("|---|---|---|---|---|---|")
    one = json.dumps(page)
    for megabytes in (1, 10, 100):
        copies = max(1, megabytes * (1 << 20) // len(one))
        text = json.dumps(page * copies)
        path = write(tmp, f"page_{megabytes}.json", text)
        # A fresh child per run, so that each peak is its own.
        seconds, _ = run(path)
        probe = subprocess.run(["/usr/bin/time", "-f", "%M", cli, "validate", "--endpoint",
                                "main-page-transactions", path],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        rss_mb = int(probe.stderr.strip().splitlines()[-1]) / 1024
        print(f"| {megabytes} MB | {len(text):,} | {rss_mb:.0f} MB | {rss_mb / (len(text) / 2**20):.1f} | "
              f"{seconds:.2f} s | {len(text) / 2**20 / seconds:.0f} |")

    print()
    print("| hostile shape | size | time | time / size |")
    print("|---|---|---|---|")
    shapes = {
        "nesting at the depth limit, repeated": lambda n: json.dumps(
            {"items": [], "x": ["[" * 60 + "]" * 60 for _ in range(n // 120)]}).replace('"[', '[').replace(']"', ']'),
        "many unknown keys": lambda n: json.dumps({"items": [], **{f"k{i}": i for i in range(n // 12)}}),
        "one long string": lambda n: json.dumps({"items": [], "x": "y" * (n - 30)}),
        "many short strings": lambda n: json.dumps({"items": [], "x": ["ab"] * (n // 5)}),
    }
    for name, make in shapes.items():
        for size in (1 << 20, 4 << 20):
            text = make(size)
            path = write(tmp, "shape.json", text)
            seconds, _ = run(path, "networks", ["--unknown-keys", "ignore"])
            print(f"| {name} | {len(text):,} | {seconds * 1000:.0f} ms | {seconds * 1e9 / len(text):.1f} ns/byte |")
