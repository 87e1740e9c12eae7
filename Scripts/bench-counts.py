#!/usr/bin/env python3
"""Instruction counts and heap allocations of `paging-layout bench` cases, measured with valgrind.

Timing on a shared machine wanders; instruction counts (callgrind) and allocation counts (memcheck's
heap summary) do not. For each case and side (the library's work, and the original's pass or the
hand-written reference it is compared with) this runs

  valgrind --tool=callgrind --toggle-collect='*benchIteration*' BIN bench --case ID --side S --passes N
  valgrind --tool=memcheck BIN bench --case ID --side S --passes N

at two iteration counts N1 < N2 and reports (count(N2) − count(N1)) / (N2 − N1): the cost of one
iteration, without the setup and the first iterations' growth of reused storage. Every iteration
goes through one `@inline(never)` function named `benchIteration…`, so callgrind counts exactly the
measured work; memcheck counts every allocation in the process, so the difference counts those made
by the iterations.

Usage (from the project root, after `swift build -c release`):
  python3 Scripts/bench-counts.py --bin .build/release/paging-layout
  options: [--cases ID,ID,...] [--n1 200] [--n2 1200] [--format table|json] [--jobs 2]
Case ids are listed by `paging-layout bench --format json` (`id`); the `frame-` cases (one frame of
a scroll through the page controller, the layout driver and a scene) have no baseline. The adapter
paths (`returning-…`: the call that returns fresh attributes; `view-…`: a transformable page's
default `transform(progress:)` applied to its node; `native-…`: the SwiftUI-native pager's attributes
for a page) have the hand-written reference as baseline and
are also shown divided by their `effect-…` case (the evaluation into kept attributes), measured in
the same run. Standard library only.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

DEFAULT_CASES = [
    "pass-full-10-1-3", "pass-full-10-1-7", "pass-full-1000-1-7", "pass-full-10000000-1-3",
    "pass-full-10000000-1-7", "pass-full-10-10000-3", "pass-full-10-10000-7", "pass-full-1000-10000-7",
    "pass-full-10000000-10000-3", "pass-full-10000000-10000-7", "pass-full-10000-10000-3",
    "pass-full-10000-10000-7", "pass-full-10000000-1-all", "pass-peeking-1000-1-7", "pass-looping-1000-1-7",
    "pass-variable-1000-1-7", "effect-scale-coverFlow", "effect-stack-default", "effect-snapshot-grid",
    "returning-scale-coverFlow", "view-scale-coverFlow", "view-effect-scale-coverFlow", "native-scale-coverFlow",
    "returning-stack-default", "view-stack-default", "returning-snapshot-grid", "view-snapshot-grid",
    "frame-controller", "frame-driver", "frame-driver-cells", "frame-scene",
]
# The adapter paths and the `effect-` case each is compared with (the evaluation into kept attributes).
INTO = {
    "returning-scale-coverFlow": "effect-scale-coverFlow", "view-scale-coverFlow": "effect-scale-coverFlow",
    "view-effect-scale-coverFlow": "effect-scale-coverFlow",
    "native-scale-coverFlow": "effect-scale-coverFlow",
    "returning-stack-default": "effect-stack-default", "view-stack-default": "effect-stack-default",
    "returning-snapshot-grid": "effect-snapshot-grid", "view-snapshot-grid": "effect-snapshot-grid",
    "frame-driver-cells": "frame-driver",
}
# Cases whose library side is costly per iteration are run fewer times.
HEAVY = {"pass-full-10000000-1-all": 0.02, "effect-snapshot-grid": 0.2, "returning-snapshot-grid": 0.2,
         "view-snapshot-grid": 0.2}
# Baselines that walk every section per pass.
SLOW_BASELINE = ("-10000-",)


def run_valgrind(tool_args, command):
    with tempfile.TemporaryDirectory() as directory:
        out = os.path.join(directory, "out")
        args = ["valgrind"] + [a.replace("{out}", out) for a in tool_args] + command
        done = subprocess.run(args, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError("%s failed:\n%s" % (" ".join(args), done.stderr[-2000:]))
        return done.stderr


def instructions(binary, case, side, passes):
    stderr = run_valgrind(
        ["--tool=callgrind", "--callgrind-out-file={out}", "--toggle-collect=*benchIteration*"],
        [binary, "bench", "--case", case, "--side", side, "--passes", str(passes)])
    match = re.search(r"Collected\s*:\s*(\d+)", stderr)
    if not match:
        raise RuntimeError("no callgrind total for %s %s" % (case, side))
    return int(match.group(1))


def allocations(binary, case, side, passes):
    stderr = run_valgrind(
        ["--tool=memcheck", "--leak-check=no"],
        [binary, "bench", "--case", case, "--side", side, "--passes", str(passes)])
    match = re.search(r"total heap usage:\s*([\d,]+) allocs", stderr)
    if not match:
        raise RuntimeError("no heap summary for %s %s" % (case, side))
    return int(match.group(1).replace(",", ""))


def per_iteration(measure, binary, case, side, n1, n2):
    first = measure(binary, case, side, n1)
    second = measure(binary, case, side, n2)
    return (second - first) / (n2 - n1)


def measure_case(binary, case, n1, n2):
    scale = HEAVY.get(case, 1)
    ln1, ln2 = max(1, int(n1 * scale)), max(2, int(n2 * scale))
    row = {"id": case,
           "libraryInstructions": per_iteration(instructions, binary, case, "library", ln1, ln2),
           "libraryAllocations": per_iteration(allocations, binary, case, "library", ln1, ln2)}
    has_baseline = case.startswith(("effect-", "returning-", "view-", "native-")) \
        or (case.startswith("pass-full-") and not case.endswith("-all"))
    if has_baseline:
        bscale = 0.1 if any(s in case for s in SLOW_BASELINE) else scale
        bn1, bn2 = max(1, int(n1 * bscale)), max(2, int(n2 * bscale))
        row["baselineInstructions"] = per_iteration(instructions, binary, case, "baseline", bn1, bn2)
        row["baselineAllocations"] = per_iteration(allocations, binary, case, "baseline", bn1, bn2)
    return row


def ratio(row):
    if "baselineInstructions" not in row:
        return None
    if row["id"].startswith("pass-"):
        return row["baselineInstructions"] / row["libraryInstructions"]
    return row["libraryInstructions"] / row["baselineInstructions"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", required=True)
    parser.add_argument("--cases", default=",".join(DEFAULT_CASES))
    parser.add_argument("--n1", type=int, default=200)
    parser.add_argument("--n2", type=int, default=1200)
    parser.add_argument("--format", choices=["table", "json"], default="table")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    cases = [c for c in args.cases.split(",") if c]
    # An adapter path is shown beside its `effect-` case: measure that too.
    for case in list(cases):
        if case in INTO and INTO[case] not in cases:
            cases.append(INTO[case])
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(lambda c: measure_case(args.bin, c, args.n1, args.n2), cases))
    by_id = {row["id"]: row for row in rows}
    for row in rows:
        row["ratio"] = ratio(row)
        if row["id"] in INTO:
            into = by_id[INTO[row["id"]]]
            row["intoCase"] = into["id"]
            row["ratioToInto"] = row["libraryInstructions"] / into["libraryInstructions"]
    if args.format == "json":
        print(json.dumps({"unit": "per layout pass, effect evaluation (one item) or frame", "results": rows}, indent=1))
        return
    print("%-28s %12s %8s %14s %8s %8s %8s" % (
        "case", "library Ir", "allocs", "baseline Ir", "allocs", "ratio", "÷ into"))
    for row in rows:
        baseline = "%14.0f %8.2f" % (row["baselineInstructions"], row["baselineAllocations"]) \
            if "baselineInstructions" in row else "%14s %8s" % ("—", "—")
        shown = ratio(row)
        into = row.get("ratioToInto")
        print("%-28s %12.0f %8.2f %s %8s %8s" % (
            row["id"], row["libraryInstructions"], row["libraryAllocations"], baseline,
            "—" if shown is None else "%.2f×" % shown, "—" if into is None else "%.2f×" % into))
    print("ratio: original ÷ library for passes, library ÷ hand-written reference for effects and adapter paths")
    print("÷ into: an adapter path ÷ its effect evaluated into kept attributes (frame-driver-cells ÷ frame-driver)")


if __name__ == "__main__":
    sys.exit(main())
