#!/usr/bin/env python3
"""Measures the memory and time explorer-schema needs as documents grow.

Usage: benchmarks/measure_bounds.py [path/to/explorer-schema]
Writes a Markdown table of peak resident memory and wall time for main-page
documents of 1, 10 and 100 MB, of time for growing hostile shapes (deep
nesting, many keys, long strings), and of time and memory of every command
on degenerate documents (every member missing, null or unknown, deepest
nesting, variables of an unknown type) at two sizes, so that growth can be
seen to be linear.
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


def measure(args, stdin=None):
    """Wall seconds and peak RSS (MB) of the program with `args`. The peak is
    taken by /usr/bin/time, a small process: a child of this one would count
    the pages it inherited."""
    with tempfile.NamedTemporaryFile("r") as peak:
        start = time.perf_counter()
        subprocess.run(["/usr/bin/time", "-f", "%M", "-o", peak.name, cli, *args], stdin=stdin,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        seconds = time.perf_counter() - start
        return seconds, int(peak.read().strip().splitlines()[-1]) / 1024


def run(path, endpoint="main-page-transactions", extra=()):
    """Wall seconds and peak RSS (MB) of one validation in a child process."""
    return measure(["validate", "--endpoint", endpoint, *extra, path])


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

    print()
    print("| command | degenerate document | size | time | time / size | peak RSS |")
    print("|---|---|---|---|---|---|")

    def repeated(before, element, after, size):
        return before + ",".join([element] * max(1, (size - len(before) - len(after)) // (len(element) + 1))) + after

    unknown = "{" + ",".join(f'"k{i}":null' for i in range(40)) + "}"
    nulls = "{" + ",".join(f'"{key}":null' for key in page[0]) + "}"
    summary = '{"success":true,"data":{"summaries":['
    degenerate = [
        ("main-page-transactions", "every member missing", ("[", "{}", "]")),
        ("main-page-transactions", "every member null", ("[", nulls, "]")),
        ("main-page-transactions", "every member unknown", ("[", unknown, "]")),
        ("main-page-transactions", "nested 60 deep", ("[", '{"x":' + "[" * 60 + "]" * 60 + "}", "]")),
        ("main-page-transactions", "elements that are not objects", ("[", "0", "]")),
        ("tokens", "a page of numbers", ('{"items":[', "0", "]}")),
        ("search", "items that name a member twice", ('{"items":[', '{"items":[],"items":[]}', "]}")),
        ("transaction-summary", "summaries of nothing", (summary, "{}", "]}}")),
        ("transaction-summary", "a variable of an unknown type, type last",
         (summary + '{"summary_template":"{x}","summary_template_variables":{"x":{"value":[', '{"a":[1,2,3]}',
          '],"type":"mystery"}}}]}}')),
    ]
    commands = [
        ("validate", ["validate", "--endpoint", "{endpoint}", "-"]),
        ("validate --format junit", ["validate", "--endpoint", "{endpoint}", "--format", "junit", "-"]),
        ("validate --contract blockscout", ["validate", "--contract", "blockscout", "--endpoint", "{endpoint}", "-"]),
        ("identify --endpoint", ["identify", "--endpoint", "{endpoint}", "-"]),
        ("identify", ["identify", "-"]),
        ("render --all", ["render", "--all", "-"]),
    ]
    for endpoint, name, parts in degenerate:
        for label, args in commands:
            if label.startswith("render") and endpoint != "transaction-summary":
                continue
            for size in (4 << 20, 16 << 20):
                path = write(tmp, "degenerate.json", repeated(*parts, size))
                with open(path) as stdin:
                    seconds, rss = measure([a.format(endpoint=endpoint) for a in args], stdin)
                print(f"| `{label}` | {endpoint}: {name} | {os.path.getsize(path) >> 20} MiB | "
                      f"{seconds * 1000:.0f} ms | {seconds * 1e9 / os.path.getsize(path):.1f} ns/byte | {rss:.0f} MB |")
