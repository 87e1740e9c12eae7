#!/usr/bin/env python3
"""Differential check: Docs/spec.schema.json and the library must agree on every spec.

Generates spec documents (every preset by name and with its full options, compositions, and many
random mutations of them: values of the wrong kind, missing and unknown keys, out-of-range numbers,
fractions where whole numbers belong, broken pieces values, conflicting keys), validates each with
Python's `jsonschema` (draft 2020-12) against the published schema and with the library
(`paging-layout check-specs`, which reads each spec as `eval --spec` does), and fails when the two
verdicts differ on any spec, printing the first ones with both reasons.

    python3 Scripts/spec-schema-agreement.py --bin .build/release/paging-layout [--count 5000] [--seed 1]

Needs `jsonschema` >= 4.18 (`pip install jsonschema`). The check also fails if either verdict is
rare (under 20% of the specs), so it cannot pass by generating only one kind.
"""
import argparse
import copy
import json
import os
import random
import subprocess
import sys
import tempfile

try:
    import jsonschema
except ImportError:
    sys.exit("spec-schema-agreement: needs the jsonschema module (pip install jsonschema)")

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

# Values of every kind a spec may hold, right and wrong, for replacing a value or adding a key.
SCALARS = [
    None, True, False, 0, 1, -1, 2, 3.0, 2.5, -0.5, 1e-9, 1e39, -1e39, 2 ** 53, 2 ** 53 - 1, -(2 ** 53),
    "", "x", "linear", "easeIn", "sum", "product", "coverFlow", "#FF0000", "#ff000080", "#FF00", "#GG0000",
    "FF0000", "#FF0000\n",
]
SHAPES = [
    [], [1], [1, 2], [1, 2, 3], [1, 2, 3, 4], [0.5, "x", 1], {}, {"x": 1, "y": 2}, {"x": 1}, {"x": 1, "y": "2"},
    {"x": 1, "y": 2, "z": 3}, {"width": 1, "height": 2}, {"width": 0, "height": -1}, {"width": 1},
    {"static": 1}, {"static": {"x": 1, "y": 2}}, {"static": {"width": 1, "height": 2}},
    {"rowBased": 0.5, "reversed": True}, {"rowBased": 0.5, "reversed": 1}, {"rowBased": 0.5, "increasing": True},
    {"rowOddEven": [1, 2], "increasing": False}, {"rowOddEven": [1]}, {"columnOddEven": [1, 2, 3]},
    {"indexBasedCustom": []}, {"rowBasedCustom": [1, 2, 3]}, {"static": 1, "rowBased": 2}, {"reversed": True},
    {"aggregated": [{"static": 1}], "operation": "sum"}, {"aggregated": [{"static": 1}]},
    {"aggregated": [], "operation": "product"}, {"aggregated": [{"static": 1}], "operation": "max"},
    {"aggregated": [{"aggregated": [{"rowBasedMirror": 2}], "operation": "product"}], "operation": "sum"},
    {"angle": 1, "minAngle": 0, "maxAngle": 2, "x": 0, "y": 1, "z": 0, "m34": -0.002},
    {"angle": 1, "minAngle": 0, "maxAngle": 2, "x": 0, "y": 1, "z": 0},
    {"translateRatios": [0, 0, 0], "minTranslateRatios": [0, 0, 0], "maxTranslateRatios": [1, 1, 1]},
    {"translateRatios": [0, 0], "minTranslateRatios": [0, 0, 0], "maxTranslateRatios": [1, 1, 1]},
]


def run_json(arguments):
    return json.loads(subprocess.run(arguments, check=True, capture_output=True, text=True).stdout)


def presets(binary):
    """{effect: {preset: options}} from `paging-layout presets --format json`."""
    listing = run_json([binary, "presets", "--format", "json"])
    return {e["name"]: {p["name"]: p["options"] for p in e["presets"]} for e in listing["effects"]}


def harvest(value, pool):
    """Every value inside `value` (objects, arrays and scalars), added to `pool`."""
    pool.append(value)
    if isinstance(value, dict):
        for member in value.values():
            harvest(member, pool)
    elif isinstance(value, list):
        for member in value:
            harvest(member, pool)


def paths(value, prefix=()):
    """The paths of every value inside `value`, the root included."""
    yield prefix
    if isinstance(value, dict):
        for key, member in value.items():
            yield from paths(member, prefix + (key,))
    elif isinstance(value, list):
        for index, member in enumerate(value):
            yield from paths(member, prefix + (index,))


def at(value, path):
    for step in path:
        value = value[step]
    return value


def number_variants(number):
    return [-number, number + 0.5, number * 1e40, 0, -1, float(number), str(number), [number], None]


def mutate(rng, document, pool):
    """One random change somewhere inside `document` (a copy is changed and returned)."""
    document = copy.deepcopy(document)
    path = rng.choice(list(paths(document)))
    if not path:
        return document
    parent, key = at(document, path[:-1]), path[-1]
    value = parent[key]
    choice = rng.random()
    if choice < 0.12 and isinstance(parent, dict):
        del parent[key]
    elif choice < 0.2 and isinstance(parent, dict):
        parent[rng.choice(["unknown", "x", "reversed", "increasing", "operation", "static", "isDoubleSided"])] = (
            rng.choice(SCALARS))
    elif choice < 0.3 and isinstance(parent, list):
        rng.choice([lambda: parent.pop(key), lambda: parent.append(copy.deepcopy(value)), parent.clear])()
    elif choice < 0.45 and isinstance(value, (int, float)) and not isinstance(value, bool):
        parent[key] = rng.choice(number_variants(value))
    elif choice < 0.7:
        parent[key] = copy.deepcopy(rng.choice(pool))
    elif choice < 0.85:
        parent[key] = copy.deepcopy(rng.choice(SHAPES))
    else:
        parent[key] = rng.choice(SCALARS)
    return document


def seeds(catalogue):
    """Valid specs: each preset by name and with its full options, and the defaults."""
    specs = []
    for effect, named in catalogue.items():
        specs.append({"version": 1, "effect": effect})
        for preset, options in named.items():
            specs.append({"version": 1, "effect": effect, "preset": preset})
            specs.append({"version": 1, "effect": effect, "options": options})
    return specs


def entry(rng, catalogue):
    """A random composition entry: an effect by preset or by options, sometimes nested."""
    effect = rng.choice(sorted(catalogue))
    preset = rng.choice(sorted(catalogue[effect]))
    if rng.random() < 0.1:
        return {"compose": [entry(rng, catalogue)]}
    if rng.random() < 0.5:
        return {"effect": effect, "preset": preset}
    return {"effect": effect, "options": catalogue[effect][preset]}


def spec_level_variants(rng, catalogue):
    """Specs whose keys around the options are right or wrong: versions, preset with options, …."""
    effect = rng.choice(sorted(catalogue))
    preset = rng.choice(sorted(catalogue[effect]))
    options = catalogue[effect][preset]
    return rng.choice([
        {"effect": effect},
        {"version": 2, "effect": effect},
        {"version": 1.0, "effect": effect},
        {"version": "1", "effect": effect},
        {"version": 1, "effect": effect, "preset": preset, "options": options},
        {"version": 1, "effect": effect, "preset": preset, "options": None},
        {"version": 1, "effect": effect, "preset": None, "options": options},
        {"version": 1, "effect": effect, "preset": None, "options": None},
        {"version": 1, "effect": effect, "preset": preset + "x"},
        {"version": 1, "effect": effect + "x"},
        {"version": 1, "effect": 3},
        {"version": 1, "effect": effect, "preset": 3},
        {"version": 1, "effect": effect, "options": []},
        {"version": 1, "compose": []},
        {"version": 1, "compose": {}},
        {"version": 1, "compose": [{"effect": effect}], "effect": effect},
        {"version": 1, "compose": [{"version": 1, "effect": effect}]},
        {"version": 1, "compose": [{"version": 2, "effect": effect}]},
        {"version": 1, "compose": [entry(rng, catalogue) for _ in range(rng.randint(1, 3))]},
        {"version": 1},
        {"version": 1, "preset": preset},
        [],
        "spec",
    ])


def generate(rng, catalogue, count):
    pool = []
    for named in catalogue.values():
        for options in named.values():
            harvest(options, pool)
    valid = seeds(catalogue)
    specs = list(valid)
    while len(specs) < count:
        kind = rng.random()
        if kind < 0.15:
            specs.append(spec_level_variants(rng, catalogue))
        elif kind < 0.25:
            specs.append({"version": 1, "compose": [entry(rng, catalogue) for _ in range(rng.randint(1, 3))]})
        else:
            document = rng.choice(valid)
            for _ in range(rng.choice([1, 1, 1, 2, 3])):
                document = mutate(rng, document, pool)
            specs.append(document)
    return specs[:count]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", required=True, help="the paging-layout executable")
    parser.add_argument("--schema", default=os.path.join(ROOT, "Docs", "spec.schema.json"))
    parser.add_argument("--count", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()

    with open(arguments.schema, encoding="utf-8") as file:
        schema = json.load(file)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)

    rng = random.Random(arguments.seed)
    specs = generate(rng, presets(arguments.bin), arguments.count)
    lines = [json.dumps(spec, allow_nan=False, separators=(",", ":")) for spec in specs]
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
        lines_path = file.name
    try:
        verdicts = subprocess.run(
            [arguments.bin, "check-specs", "--lines", lines_path], check=True, capture_output=True, text=True
        ).stdout.splitlines()
    finally:
        os.unlink(lines_path)
    library = [json.loads(line) for line in verdicts]
    if [v["line"] for v in library] != list(range(1, len(specs) + 1)):
        sys.exit("spec-schema-agreement: check-specs did not answer every line once, in order")

    disagreements = []
    accepted = 0
    for line, spec, verdict in zip(lines, specs, library):
        error = jsonschema.exceptions.best_match(validator.iter_errors(spec))
        schema_accepts = error is None
        accepted += verdict["valid"]
        if schema_accepts != verdict["valid"]:
            reason = "accepts" if schema_accepts else f"rejects ({'/'.join(map(str, error.absolute_path))}: " \
                f"{error.message[:160]})"
            disagreements.append(f"  {line}\n    schema {reason}; library "
                                 + ("accepts" if verdict["valid"] else f"rejects ({verdict['error']})"))

    total = len(specs)
    print(f"spec-schema-agreement: {total} specs (seed {arguments.seed}): library accepts {accepted}, "
          f"rejects {total - accepted}; the schema disagrees on {len(disagreements)}")
    status = 0
    if disagreements:
        print("\n".join(disagreements[:20]))
        status = 1
    if min(accepted, total - accepted) < 0.2 * total:
        print("spec-schema-agreement: one verdict is under 20% of the specs; the generator is too one-sided")
        status = 1
    sys.exit(status)


if __name__ == "__main__":
    main()
