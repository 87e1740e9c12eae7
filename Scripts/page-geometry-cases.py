#!/usr/bin/env python3
"""Random page geometries through `paging-layout layout`, checked against the definitions of
Docs/PageGeometry.md re-derived in plain Python.

With V the viewport length along the axis, L the page length, S the spacing, A and B the padding and
step = L + S: content length A + n·L + (n − 1)·S + B; snap₀ = A + L/2 − V/2 (centre) or 0 (start);
position = (logical offset − snap₀) / step, the logical offset mirrored (W − V − o) for right-to-left;
the visible items (or, looping, slots) nearest the position; progress = index − position; the current
page rounded half away from zero, clamped (looping: modulo n).

  python3 Scripts/page-geometry-cases.py --bin .build/release/paging-layout [--cases 400] [--seed 1]

The last line is `page geometry: M/N cases match`; the exit status is 1 when any differs.
"""
import argparse
import json
import math
import random
import subprocess
import sys


def rounded(x):
    """Half away from zero, as Swift's .toNearestOrAwayFromZero."""
    return math.floor(x + 0.5) if x >= 0 else -math.floor(-x + 0.5)


def expected(case):
    """(content length, current page, [(section, item, slot, progress)]) by the definitions."""
    n = sum(case["sections"])
    length, spacing, (lead, trail) = case["pageLength"], case["spacing"], case["padding"]
    viewport = case["viewport"]
    step = length + spacing
    content = lead + n * length + (n - 1) * spacing + trail
    snap0 = lead + length / 2 - viewport / 2 if case["alignment"] == "center" else 0
    offset = case["along"]
    if case["rtl"] and case["horizontal"]:
        offset = content - viewport - offset
    position = (offset - snap0) / max(step, 1)
    visible = case["visible"]
    if case["loop"]:
        count = n if visible is None else visible
        start = rounded(position) - count // 2 if count % 2 else math.floor(position) - count // 2 + 1
        current = rounded(position) % n
    else:
        count = min(n if visible is None else visible, n)
        nearest = min(max(rounded(position), -1), n) if count % 2 else min(max(math.floor(position), -1), n)
        start = nearest - count // 2 if count % 2 else nearest - count // 2 + 1
        start = min(max(start, 0), n - count)
        current = min(max(rounded(position), 0), n - 1)
    items = []
    for slot in range(start, start + count):
        page = slot % n if case["loop"] else slot
        first = 0
        for section, items_in_section in enumerate(case["sections"]):
            if page < first + items_in_section:
                items.append((section, page - first, slot, slot - position))
                break
            first += items_in_section
    return content, current, items


def random_case(rng):
    horizontal = rng.random() < 0.6
    width, height = rng.choice([300, 320, 414]), rng.choice([480, 500, 600])
    viewport = width if horizontal else height
    page_length = rng.choice([None, rng.uniform(50, 500)])
    sections = [rng.randint(0, 5) for _ in range(rng.randint(1, 4))]
    if sum(sections) == 0:
        sections[0] = 3
    return {
        "horizontal": horizontal, "size": (width, height), "viewport": viewport,
        "pageLengthFlag": page_length, "pageLength": viewport if page_length is None else page_length,
        "spacing": rng.choice([0, rng.uniform(0, 40)]),
        "padding": rng.choice([(0, 0), (rng.uniform(0, 80), rng.uniform(0, 80))]),
        "sections": sections, "visible": rng.choice([None, 1, 2, 3, 4, 5]),
        "alignment": rng.choice(["center", "start"]), "loop": rng.random() < 0.3, "rtl": rng.random() < 0.3,
        "along": rng.uniform(-800, 3000),
    }


def arguments(case):
    offset = (case["along"], 0) if case["horizontal"] else (0, case["along"])
    args = [
        "layout", "--sections", ",".join(map(str, case["sections"])),
        "--visible", "all" if case["visible"] is None else str(case["visible"]),
        "--size", "%dx%d" % case["size"], "--offset", "%r,%r" % offset,
        "--direction", "horizontal" if case["horizontal"] else "vertical",
        "--spacing", repr(case["spacing"]), "--padding", "%r,%r" % case["padding"],
        "--alignment", case["alignment"], "--layout-direction", "rtl" if case["rtl"] else "ltr",
    ]
    if case["pageLengthFlag"] is not None:
        args += ["--page-length", repr(case["pageLengthFlag"])]
    if case["loop"]:
        args.append("--loop")
    return args


def close(a, b):
    return abs(a - b) <= 1e-6 * max(1.0, abs(b))


def differences(case, output):
    content, current, items = expected(case)
    key = "width" if case["horizontal"] else "height"
    if not close(output["contentSize"][key], content):
        return "content length %r, expected %r" % (output["contentSize"][key], content)
    if output["currentPage"] != current:
        return "current page %r, expected %r" % (output["currentPage"], current)
    if len(output["items"]) != len(items):
        return "%d items, expected %d" % (len(output["items"]), len(items))
    for got, (section, item, slot, progress) in zip(output["items"], items):
        if (got["section"], got["item"]) != (section, item) or not close(got["progress"], progress):
            return "item %r, expected section %d item %d progress %r" % (got, section, item, progress)
        if case["loop"] and got.get("slot") != slot:
            return "slot %r, expected %d" % (got.get("slot"), slot)
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", required=True)
    parser.add_argument("--cases", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    failures = 0
    for _ in range(options.cases):
        case = random_case(rng)
        run = subprocess.run([options.bin] + arguments(case), capture_output=True, text=True)
        problem = "exit %d: %s" % (run.returncode, run.stderr.strip()) if run.returncode else None
        problem = problem or differences(case, json.loads(run.stdout))
        if problem:
            failures += 1
            if failures <= 5:
                print("mismatch: paging-layout " + " ".join(arguments(case)) + "\n  " + problem)
    print("page geometry: %d/%d cases match" % (options.cases - failures, options.cases))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
