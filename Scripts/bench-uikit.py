#!/usr/bin/env python3
"""Instructions and heap allocations per scroll frame of the UIKit adapter, counted with callgrind on
the adapter's own source running on the project's UIKit stand-in (Linux).

`uikit-frame-bench` (Tests/UIKitFrameBench, Linux only) runs `FrameCostScenario`, the scenario that
`FrameCostScenarioTests` checks: 1 000 pages, 7 laid out, each cell a `ScaleTransformView` with the
coverFlow look, scrolled 1/30 of a page per frame after 15 frames that are not counted. Every counted
frame goes through one `@inline(never)` function, `FrameCostScenario.countedStep()` (the scroll step
and the layout cycle that shows it); this script runs

  valgrind --tool=callgrind --toggle-collect='*countedStep*' --separate-callers12=malloc … BIN FRAMES

and splits what was collected with the call graph callgrind writes:

- library: the cost of every call from the stand-in UIKit (or the frame itself) into the adapter or
  the core (`prepare()`, the content size, the attributes, invalidation, the pass's follow-up), less
  the cost of their calls back into the stand-in (UIKit's own work: cell lookups, layer setters, the
  stand-in's attributes objects). Calls from the stand-in into the app (its cells' `layoutSubviews`,
  the data source) are the app's and not counted; app code the library calls (a cell's options
  getter, its `transform(progress:)`) is;
- core's work: the calls of the engine's pass (`PagingEngine.layout(at:into:)`) and the effect's
  evaluations (`ScaleEffect.attributes(for:in:into:)`);
- adapter's own: library less core's work;
- allocations: calls of `malloc` (and `calloc`, `realloc`, `posix_memalign`, `aligned_alloc`) inside
  the frames, each given to the first caller that is neither the Swift runtime, the standard library
  nor Foundation: the library's, the stand-in's, or the app's.

Each figure is divided by the number of counted frames. Instruction counts do not depend on the
machine's load.

Usage (from the project root, on Linux):
  swift build -c release --product uikit-frame-bench
  python3 Scripts/bench-uikit.py
  options: [--bin .build/release/uikit-frame-bench] [--frames 60] [--format table|json]
Standard library only (and valgrind, and `swift demangle` for the names).
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

ALLOCATORS = ("malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc")
# Where the core's work is: the engine's pass and the effect's evaluation (demangled, simplified).
CORE_WORK = ("PagingEngine.layout(at:into:)", "ScaleEffect.attributes(for:in:into:)")


def run(binary, frames):
    with tempfile.TemporaryDirectory() as directory:
        out = os.path.join(directory, "callgrind.out")
        command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, "--toggle-collect=*countedStep*"]
        command += ["--separate-callers12=" + name for name in ALLOCATORS]
        command += [binary, str(frames)]
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError("%s failed:\n%s\n%s" % (" ".join(command), done.stdout[-2000:], done.stderr[-2000:]))
        # 13 pt (390 / 30) per frame from page 0, 15 frames not counted; 7 pages with cells.
        expected = "frames %d offset %.1f pages " % (frames, (15 + frames) * 13.0)
        if expected not in done.stdout or done.stdout.count(",") != 6:
            raise RuntimeError("the scroll did not end where it should (%r):\n%s" % (expected, done.stdout[-2000:]))
        with open(out) as handle:
            return parse(handle)


def parse(handle):
    """The collected total, and each call edge's count and inclusive instructions, by mangled names."""
    names = {}
    edges = collections.defaultdict(lambda: [0, 0])
    total = 0
    function = callee = None
    pending_calls = None

    def name(value):
        match = re.match(r"\((\d+)\)(?:\s+(.*))?$", value)
        if not match:
            return value
        if match.group(2) is not None:
            names[match.group(1)] = match.group(2)
        return names[match.group(1)]

    for line in handle:
        line = line.rstrip("\n")
        if line.startswith("fn="):
            function = name(line[3:])
        elif line.startswith("cfn="):
            callee = name(line[4:])
        elif line.startswith("calls="):
            pending_calls = int(line[6:].split()[0])
        elif line.startswith("totals:") or line.startswith("summary:"):
            total = int(line.split(":")[1].split()[0])
        elif line and (line[0].isdigit() or line[0] in "+-*") and pending_calls is not None:
            cost = int(line.split()[1]) if len(line.split()) > 1 else 0
            edge = edges[(function, callee)]
            edge[0] += pending_calls
            edge[1] += cost
            pending_calls = None
    return total, edges


def demangle(symbols, simplified=True):
    symbols = sorted(symbols)
    command = ["swift", "demangle"] + (["--simplified"] if simplified else [])
    done = subprocess.run(command, input="\n".join(symbols), capture_output=True, text=True, check=True)
    return dict(zip(symbols, done.stdout.split("\n")))


# Symbols of the stand-in's types that are the library's: the members the adapter adds to UIKit's
# types in extensions and its conformances of them (`UIView: TransformTarget`). Their mangled names
# start like the stand-in's and name the adapter's module only in a compressed form (`17PagingLayoutUIKitE`,
# or `012PagingLayoutA0E` with the word "UIKit" substituted), so they are told apart by their
# full demangled names, which `measure` fills this set from.
ADAPTER_MEMBERS_OF_UIKIT_TYPES = set()


def find_adapter_members_of_uikit_types(symbols):
    uikit = [s for s in symbols if s.startswith("$s5UIKit")]
    full = demangle(uikit, simplified=False)
    return {s for s in uikit if "PagingLayout" in full.get(s, "")}


def is_stand_in(symbol):
    # The stand-in's own members; members the adapter adds to its types in extensions are the adapter's.
    return symbol.startswith("$s5UIKit") and symbol not in ADAPTER_MEMBERS_OF_UIKIT_TYPES


def is_library(symbol):
    return symbol.startswith("$s12PagingLayout") or symbol.startswith("$s17PagingLayoutUIKit") or (
        symbol in ADAPTER_MEMBERS_OF_UIKIT_TYPES)


def is_app(symbol):
    return symbol.startswith("$s14UIKitScenarios")


def is_transparent(symbol):
    """The Swift runtime, the standard library, Foundation, the C library: allocations made there
    belong to whoever called them."""
    return not (is_stand_in(symbol) or is_library(symbol) or is_app(symbol))


def measure(binary, frames):
    total, edges = run(binary, frames)
    symbols = {s for edge in edges for s in edge if s}
    # Allocation edges name their callers in the callee (`malloc'caller'…`).
    callers = {part for callee in symbols for part in callee.split("'")[1:] if part}
    ADAPTER_MEMBERS_OF_UIKIT_TYPES.clear()
    ADAPTER_MEMBERS_OF_UIKIT_TYPES.update(find_adapter_members_of_uikit_types(symbols | callers))
    readable = demangle(symbols)
    # The app's code as the stand-in runs it (its cells, its data source), and the frame itself.
    app = {s for s in symbols if is_app(s) and "countedStep" in s}
    app |= {callee for (caller, callee) in edges if caller and is_stand_in(caller) and is_app(callee)}
    grown = True
    while grown:
        more = {callee for (caller, callee) in edges if caller in app and is_app(callee)} - app
        app |= more
        grown = bool(more)
    entering = sum(cost for (caller, callee), (_, cost) in edges.items()
                   if (caller in app or is_stand_in(caller)) and is_library(callee))
    leaving = sum(cost for (caller, callee), (_, cost) in edges.items()
                  if caller not in app and not is_stand_in(caller) and callee and is_stand_in(callee))
    core = sum(cost for (caller, callee), (_, cost) in edges.items()
               if any(f in readable.get(callee, "") for f in CORE_WORK)
               and not any(f in readable.get(caller, "") for f in CORE_WORK))
    allocations = collections.Counter()
    for (caller, callee), (calls, _) in edges.items():
        if not callee or callee.split("'")[0] not in ALLOCATORS:
            continue
        chain = [caller] + callee.split("'")[1:]
        owner = next((s for s in chain if s and not is_transparent(s)), None)
        if owner is None:
            allocations["other"] += calls
        elif is_stand_in(owner):
            allocations["stand-in UIKit"] += calls
        elif owner in app:
            allocations["app"] += calls
        else:
            allocations["library"] += calls
    library = entering - leaving
    per = lambda value: value / frames
    return {
        "frames": frames,
        "collected": per(total),
        "library": per(library),
        "core": per(core),
        "adapter": per(library - core),
        "adapter_over_core": (library - core) / core if core else None,
        "allocations": {key: per(value) for key, value in sorted(allocations.items())},
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=".build/release/uikit-frame-bench")
    parser.add_argument("--frames", type=int, default=60)
    parser.add_argument("--format", choices=["table", "json"], default="table")
    args = parser.parse_args()
    if args.frames < 1:
        sys.exit("--frames must be at least 1")
    result = measure(args.bin, args.frames)
    if args.format == "json":
        print(json.dumps(result, indent=2))
        return
    print("per frame, %d frames of 7 laid-out coverFlow cells:" % result["frames"])
    print("  collected (stand-in UIKit included) %10.0f instructions" % result["collected"])
    print("  library (adapter and core)          %10.0f" % result["library"])
    print("  core's work (pass + 7 effects)      %10.0f" % result["core"])
    print("  adapter's own                       %10.0f  (%.2f x the core's work)" % (
        result["adapter"], result["adapter_over_core"] or float("nan")))
    for owner, count in result["allocations"].items():
        print("  allocations, %-22s %10.2f" % (owner, count))


if __name__ == "__main__":
    main()
