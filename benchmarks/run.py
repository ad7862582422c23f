#!/usr/bin/env python3
"""Runs the benchmarks and writes their table into docs/performance.md.

Usage: benchmarks/run.py [--no-write] [--endpoints-only]
Builds a release tree with the benchmarks (build-bench/), then measures, on
this machine:
  - `es::validate` on the fixtures of every endpoint of the registry under
    every contract, against the do-nothing parser on the same bytes
    (explorer_schema_endpoint_benchmarks), and lists each endpoint below
    `floor_ratio` times that parser (with --endpoints-only, this alone);
  - the decoders against the peers (explorer_schema_benchmarks, Google Benchmark);
  - the compile time of a translation unit that instantiates every decoder
    (benchmarks/compile_time.cpp, g++ -O2);
  - the whole-process time of `explorer-schema validate` against RapidJSON's
    validator process (benchmarks/rapidjson_validate.cpp) on the 64 MB page.
Prints the tables, and replaces the parts of docs/performance.md between the
`benchmarks:begin` and `benchmarks:end` markers, and between the
`endpoints:begin` and `endpoints:end` markers, with them.
"""
import datetime
import json
import os
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
build = os.path.join(root, "build-bench")


def run(*command, **kwargs):
    return subprocess.run(command, check=True, **kwargs)


def best_time(command, repeat=5):
    """Best wall time of `repeat` runs of a process, and its exit status."""
    best, status = None, None
    for _ in range(repeat):
        start = time.perf_counter()
        status = subprocess.run(command, stdout=subprocess.DEVNULL).returncode
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best, status


run("cmake", "-S", root, "-B", build, "-DCMAKE_BUILD_TYPE=Release", "-DEXPLORER_SCHEMA_BUILD_BENCHMARKS=ON",
    "-DEXPLORER_SCHEMA_BUILD_TESTS=OFF", stdout=subprocess.DEVNULL)
endpoints_only = "--endpoints-only" in sys.argv
targets = ["explorer_schema_endpoint_benchmarks"]
if not endpoints_only:
    targets += ["explorer_schema_benchmarks", "rapidjson_validate", "explorer-schema"]
run("cmake", "--build", build, "-j", str(os.cpu_count() or 2), "--target", *targets)


def write_between(name, table):
    """Replaces the part of docs/performance.md between the `name` markers."""
    if "--no-write" in sys.argv:
        return
    doc_path = os.path.join(root, "docs", "performance.md")
    doc = open(doc_path).read()
    begin, end = f"<!-- {name}:begin -->", f"<!-- {name}:end -->"
    if begin not in doc or end not in doc:
        sys.exit(f"docs/performance.md has no {name} markers")
    head, rest = doc.split(begin, 1)
    _, tail = rest.split(end, 1)
    with open(doc_path, "w") as f:
        f.write(head + begin + "\n" + table + "\n" + end + tail)


def machine():
    """The processor's model name and core count, as lscpu gives them."""
    fields = {}
    for line in subprocess.run(["lscpu"], capture_output=True, text=True, check=True).stdout.splitlines():
        key, _, value = line.partition(":")
        fields.setdefault(key.strip(), value.strip())
    return f"{fields.get('Model name', 'unknown processor')}, {fields.get('CPU(s)', os.cpu_count())} cores"


# No endpoint's body may be validated at less than this times the speed of
# the do-nothing parser on the same bytes.
floor_ratio = 0.4
repetitions = 5

with tempfile.TemporaryDirectory() as tmp:
    results_file = os.path.join(tmp, "endpoints.json")
    started = datetime.datetime.now(datetime.timezone.utc)
    # 0.1 s a run: each batch is at least 1 MB, read about a thousand
    # times a second; the median of 5 runs in random order.
    run(os.path.join(build, "benchmarks", "explorer_schema_endpoint_benchmarks"),
        f"--benchmark_out={results_file}", "--benchmark_out_format=json", "--benchmark_min_time=0.1",
        f"--benchmark_repetitions={repetitions}", "--benchmark_enable_random_interleaving=true",
        "--benchmark_report_aggregates_only=true", stdout=subprocess.DEVNULL)
    medians = {b["run_name"]: b for b in json.load(open(results_file))["benchmarks"]
               if b.get("aggregate_name") == "median"}

rows = []
for name, r in medians.items():
    kind, _, response = name.partition("/")
    if kind != "validate":
        continue
    contract, _, endpoint = response.partition("/")
    ours, floor = r["bytes_per_second"], medians["floor/" + response]["bytes_per_second"]
    rows.append((endpoint, contract, ours / 1e6, floor / 1e6, ours / floor, int(r["docs"])))
lines = [f"Measured {started:%Y-%m-%d %H:%M} UTC on {machine()} (Release build, g++), the median of "
         f"{repetitions} runs of each in random order. Each batch is the endpoint's valid fixtures "
         "under that contract, one document each, repeated to at least 1 MB; `es::validate` with "
         "`endpoints::options_for` on each document (every verdict checked clean), against "
         "`basic_parser` with the do-nothing handler on the same documents.", ""]
lines.append("| endpoint | contract | documents | `es::validate` | do-nothing parser | ratio |")
lines.append("|---|---|---|---|---|---|")
for endpoint, contract, ours, floor, ratio, docs in rows:
    lines.append(f"| `{endpoint}` | {contract} | {docs:,} | {ours:,.0f} MB/s | {floor:,.0f} MB/s | {ratio:.2f}x |")
lines.append("")
lowest = sorted(rows, key=lambda row: row[4])
lines.append("Lowest ratios: " + ", ".join(f"`{e}` ({c}) {r:.2f}x" for e, c, _, _, r, _ in lowest[:5]) + ".")
below = [row for row in lowest if row[4] < floor_ratio]
if below:
    lines.append(f"Below {floor_ratio}x the do-nothing parser: " +
                 ", ".join(f"`{e}` ({c}) {r:.2f}x" for e, c, _, _, r, _ in below) + ".")
else:
    lines.append(f"Every endpoint at {floor_ratio}x the do-nothing parser or above.")
endpoints_table = "\n".join(lines)
print(endpoints_table)
write_between("endpoints", endpoints_table)
if endpoints_only:
    sys.exit(0)

names = {
    "text_decoder": "`es::parse` (text decoder, value kept)",
    "text_validator": "`es::validate` (text decoder, issues only)",
    "parse_then_dom_decoder": "`boost::json::parse` + `es::decode`",
    "dom_decoder_preparsed": "`es::decode` on a parsed value",
    "boost_json_parse": "`boost::json::parse` alone",
    "basic_parser_do_nothing": "`basic_parser`, do-nothing handler (the floor)",
    "rapidjson_schema_validator": "RapidJSON SAX + `SchemaValidator`, our draft-04 schema",
    "simdjson_dom_parse": "simdjson DOM parse (no validation)",
    "simdjson_ondemand_contender": "simdjson On-Demand into plain structs, JSON types only (hand-written)",
}
corpora = ["large", "large_errors", "small", "small_errors", "small_reversed"]

with tempfile.TemporaryDirectory() as tmp:
    results_file = os.path.join(tmp, "results.json")
    # Each figure is the median of 5 runs, in random order among the others':
    # one run of each moves by a fifth from one minute to the next here.
    run(os.path.join(build, "benchmarks", "explorer_schema_benchmarks"), f"--benchmark_out={results_file}",
        "--benchmark_out_format=json", f"--benchmark_repetitions={repetitions}",
        "--benchmark_enable_random_interleaving=true", "--benchmark_report_aggregates_only=true")
    results = {b["run_name"]: b for b in json.load(open(results_file))["benchmarks"]
               if b.get("aggregate_name") == "median"}

    page = os.path.join(tmp, "page.json")
    schema = os.path.join(tmp, "schema.json")
    run(os.path.join(build, "benchmarks", "explorer_schema_benchmarks"), "--write-large", page)
    with open(schema, "w") as f:
        run(os.path.join(build, "tools", "explorer-schema"), "schema", "--endpoint", "main-page-transactions",
            "--draft", "4", stdout=f)
    ours, ours_status = best_time([os.path.join(build, "tools", "explorer-schema"), "validate", "--endpoint",
                                   "main-page-transactions", page])
    peer, peer_status = best_time([os.path.join(build, "benchmarks", "rapidjson_validate"), schema, page])
    if ours_status != 0 or peer_status != 0:
        sys.exit("the whole-process comparison expects both programs to accept the page")
    page_bytes = os.path.getsize(page)

start = time.perf_counter()
run("g++", "-std=c++20", "-O2", "-I", os.path.join(root, "include"), "-c",
    os.path.join(root, "benchmarks", "compile_time.cpp"), "-o", os.devnull)
compile_seconds = time.perf_counter() - start


def cell(name, corpus):
    r = results.get(f"{name}/{corpus}")
    if r is None:
        return ""
    return f"{r['bytes_per_second'] / 1e6:,.0f} MB/s, {r['docs/s']:,.0f} docs/s"


def allocations(name, corpus):
    r = results.get(f"{name}/{corpus}")
    if r is None or "allocs/doc" not in r:
        return ""
    owned = f" ({r['model allocs/doc']:,.0f} owned by the value)" if "model allocs/doc" in r else ""
    return f"{r['allocs/doc']:,.0f}{owned}"


def rate(name, corpus):
    return results[f"{name}/{corpus}"]["bytes_per_second"]


lines = []
small_size = results["text_decoder/small"]["bytes_per_second"] / results["text_decoder/small"]["docs/s"]
lines.append(f"Corpus: one main page of {page_bytes / 2**20:.0f} MB (`large`) and 1000 pages of 6 transactions, "
             f"{small_size / 1000:.0f} KB each (`small`); `_errors`: the same with one error in every "
             "transaction; `small_reversed`: the pages with every object's members in reverse order. "
             f"Release build, g++ 12, this 2-core machine; the median of {repetitions} runs of each.")
lines.append("")
lines.append("| | " + " | ".join(f"`{c}`" for c in corpora) + " |")
lines.append("|---" * (len(corpora) + 1) + "|")
for key, label in names.items():
    lines.append(f"| {label} | " + " | ".join(cell(key, c) for c in corpora) + " |")
lines.append("")
lines.append("Heap allocations per document:")
lines.append("")
lines.append("| | " + " | ".join(f"`{c}`" for c in corpora) + " |")
lines.append("|---" * (len(corpora) + 1) + "|")
for key in ["text_decoder", "text_validator", "dom_decoder_preparsed", "rapidjson_schema_validator"]:
    lines.append(f"| {names[key]} | " + " | ".join(allocations(key, c) for c in corpora) + " |")
lines.append("")
for corpus in ["large", "small", "small_reversed"]:
    for key in ["text_validator", "text_decoder"]:
        lines.append(f"- `{corpus}`, {names[key]}: {rate(key, corpus) / rate('basic_parser_do_nothing', corpus):.2f}x "
                     f"the do-nothing parser, {rate(key, corpus) / rate('simdjson_ondemand_contender', corpus):.2f}x "
                     f"the simdjson On-Demand contender, "
                     f"{rate(key, corpus) / rate('rapidjson_schema_validator', corpus):.1f}x "
                     "RapidJSON + SchemaValidator.")
lines.append(f"- Whole process on the {page_bytes / 2**20:.0f} MB page (best of 5): `explorer-schema validate` "
             f"{ours:.2f} s, RapidJSON's validator {peer:.2f} s: {peer / ours:.1f}x faster.")
lines.append(f"- Compile time of `benchmarks/compile_time.cpp` (the umbrella header and every decoder of every "
             f"endpoint), `g++ -std=c++20 -O2`: {compile_seconds:.1f} s.")
table = "\n".join(lines)
print(table)

write_between("benchmarks", table)
