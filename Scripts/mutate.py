#!/usr/bin/env python3
"""Mutation testing: a fixed list of small, plausible bugs, each of which a unit test must catch.

The mutants are applied to a copy of the core (`Sources/PagingLayout`) in a small package of its
own, `.build-mutate/pkg` (the core and its unit tests, `Tests/PagingLayoutTests` linked in), so the
working tree is never changed and each rebuild compiles only the core and its tests. For each
mutant the script replaces one exact piece of source (which must occur exactly once in its file),
rebuilds, runs the unit-test suites of its area (`swift test --filter`; no docs-picture or
golden-file snapshot is in that target), and puts the copy's file back. A mutant is killed when
those tests fail (or hang past the time limit), survives when they pass; one that does not compile
is reported apart and does not count. The score is killed / (killed + survived).

    Scripts/mutate.py                 # every mutant (each is a rebuild: about a minute or more each)
    Scripts/mutate.py --list          # the mutants, by area
    Scripts/mutate.py --check         # each mutant's text occurs once, each area's suites exist, the
                                      # package builds every module the unit tests import (no build)
    Scripts/mutate.py --only engine-progress-sign,snapping-rtl-velocity

Not part of CI: it rebuilds once per mutant. The copy's file is restored after every mutant, on
Ctrl-C and on errors, and every run first brings the copy in line with the working tree, so even a
run killed outright leaves nothing behind.
"""
import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
PACKAGE = os.path.join(ROOT, ".build-mutate", "pkg")
P = "Sources/PagingLayout/"
MANIFEST = """// swift-tools-version:6.0
// Written by Scripts/mutate.py: the core and its unit tests, for mutation runs.
import PackageDescription

let package = Package(
    name: "PagingLayoutMutants",
    targets: [
        .target(name: "PagingLayout"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "PagingLayoutTests", dependencies: ["PagingLayout", "TestSupport"], exclude: ["Spec/HostileSpecs"]),
    ],
    swiftLanguageModes: [.v6]
)
"""

# Suites (Swift Testing type names in PagingLayoutTests) run for each area.
AREAS = {
    "engine": "PagingEngine|LoopingScrollWindow|SectionedItemCounts",
    "geometry": "PageGeometry|Transform3D|Projection|PagingEngineGeometry|ScaleRotation",
    "snapping": "PageSnapping",
    "controller": "PageController",
    "auto-scroll": "AutoScroller|AutoScrollStep",
    "effects": "ScaleEffect|StackEffect|SnapshotEffect|ScaleRotation|ScaleOptionsCoding|StackOptionsCoding",
    "catalogue": "FSPagerViewEffect|AndroidPageEffect|ICarouselEffect|AnimatedLayoutEffect|CatalogueRegistry",
    "layouts": "ListLayout|CarouselLayout|StickyEffect|ParallaxEffect|StretchyHeaderEffect|PhotosPreviewLayout",
    "indicator": "PageIndicator",
    "driver": "PagingLayoutDriver|PageSelectionSync",
    "spec": "SpecJSONReader|SpecDecoding|SpecFieldCoder|SpecFieldTable|EffectSpec|HostileSpec|SpecSchema|RGBAColor",
}

# (name, area, file, original text, mutated text)
MUTANTS = [
    ("engine-progress-sign", "engine", P + "Engine/PagingEngine.swift",
     "let progress = CGFloat(slot) - position", "let progress = position - CGFloat(slot)"),
    ("engine-even-window-start", "engine", P + "Engine/PagingEngine.swift",
     "start = below - count / 2 + 1", "start = below - count / 2"),
    ("engine-window-not-shifted-back", "engine", P + "Engine/PagingEngine.swift",
     "let shifted = min(max(start, 0), total - count)", "let shifted = max(start, 0)"),
    ("engine-clamp-past-last-page", "engine", P + "Engine/PagingEngine.swift",
     "min(max(page, 0), max(numberOfPages - 1, 0))", "min(max(page, 0), max(numberOfPages, 0))"),
    ("engine-looping-odd-window", "engine", P + "Engine/PagingEngine.swift",
     "start = nearest - count / 2\n", "start = nearest - count / 2 + 1\n"),
    ("geometry-centre-alignment", "geometry", P + "Engine/PageGeometry.swift",
     "case .center: return (edge + length(ofPage: index) / 2 - viewportLength / 2).finiteValue",
     "case .center: return (edge - viewportLength / 2).finiteValue"),
    ("geometry-rtl-mirror", "geometry", P + "Engine/PageGeometry.swift",
     "return contentLength - viewportLength - along", "return contentLength - along"),
    ("geometry-loop-wrap-variable", "geometry", P + "Engine/PageGeometry.swift",
     "? settledLogicalOffset(ofSlot: pageCount, pageCount: pageCount)",
     "? lastOffset + length(ofPage: last) + resolvedSpacing"),
    ("geometry-variable-step", "geometry", P + "Engine/PageGeometry.swift",
     "return CGFloat(low) + (offset - start) / max(end - start, 1)",
     "return CGFloat(low) + (offset - start) / max(length(ofPage: low), 1)"),
    ("geometry-loop-turns", "geometry", P + "Engine/PageGeometry.swift",
     "return (CGFloat(turns) * period(pageCount: pageCount) + settledLogicalOffset(ofPage: page)).finiteValue",
     "return (CGFloat(turns + 1) * period(pageCount: pageCount) + settledLogicalOffset(ofPage: page)).finiteValue"),
    ("geometry-mirrored-vertical", "geometry", P + "Engine/PageGeometry.swift",
     "layoutDirection == .rightToLeft && scrollDirection == .horizontal", "layoutDirection == .rightToLeft"),
    ("geometry-rotation-sign", "geometry", P + "Geometry/Transform3D.swift",
     "m13: t * ux * uz - uy * s", "m13: t * ux * uz + uy * s"),
    ("snapping-rtl-velocity", "snapping", P + "Control/PageSnapping.swift",
     "let speed = geometry.isMirrored ? 0 - velocity : velocity", "let speed = velocity"),
    ("snapping-flick-floor", "snapping", P + "Control/PageSnapping.swift",
     "target = max(target, min(slot(position.rounded(.down)), last) + 1)",
     "target = max(target, min(slot(position.rounded(.up)), last) + 1)"),
    ("snapping-distance-limit", "snapping", P + "Control/PageSnapping.swift",
     "let distance = max(configuration.maximumPageDistance, 1)", "let distance = max(configuration.maximumPageDistance, 2)"),
    ("snapping-threshold-inclusive", "snapping", P + "Control/PageSnapping.swift",
     "if speed != 0, abs(speed) >= configuration.flickThreshold {",
     "if speed != 0, abs(speed) > configuration.flickThreshold {"),
    ("controller-loop-short-way", "controller", P + "Control/PageController.swift",
     "return delta > total - delta ? here + (delta - total) : here + delta", "return here + delta"),
    ("controller-overscroll-last-page", "controller", P + "Control/PageController.swift",
     "let lastPage = CGFloat(max(engine.numberOfPages - 1, 0))", "let lastPage = CGFloat(max(engine.numberOfPages, 0))"),
    ("controller-fling-animator", "controller", P + "Control/PageController.swift",
     "let isFling = !speed.isNaN && speed > 0 && speed >= self.snapping.flickThreshold", "let isFling = false"),
    ("autoscroll-end-ignores-looping", "auto-scroll", P + "Control/AutoScrollStep.swift",
     "let atEnd = !isLooping && (direction == .forward ? page >= lastPage : page <= 0)",
     "let atEnd = (direction == .forward ? page >= lastPage : page <= 0)"),
    ("autoscroll-deadline-exclusive", "auto-scroll", P + "Control/AutoScroller.swift",
     "if time >= deadline { advance() }", "if time > deadline { advance() }"),
    ("autoscroll-single-page", "auto-scroll", P + "Control/AutoScroller.swift",
     "isResting, controller.engine.numberOfPages > 1,", "isResting, controller.engine.numberOfPages > 0,"),
    ("autoscroll-wrap-target", "auto-scroll", P + "Control/AutoScrollStep.swift",
     "case .wrap: return .rewind(toPage: direction == .forward ? 0 : lastPage)",
     "case .wrap: return .rewind(toPage: direction == .forward ? lastPage : 0)"),
    ("scale-spacing-side", "effects", P + "Effects/Scale/ScaleEffect.swift",
     "if progress > 0 { xAdjustment = -xAdjustment }", "if progress < 0 { xAdjustment = -xAdjustment }"),
    ("scale-angle-unclamped", "effects", P + "Effects/Scale/ScaleEffect.swift",
     "min(max(rotation.angle * progress, rotation.minAngle), rotation.maxAngle)", "rotation.angle * progress"),
    ("scale-rotation-no-translation", "effects", P + "Effects/Scale/ScaleEffect+Transform.swift",
     "m13: r.m13 + 0, m14: r.m13 * q + 0,", "m13: r.m13 + 0, m14: r.m31 * q + 0,"),
    ("scale-shadow-radius", "effects", P + "Effects/Scale/ScaleEffect.swift",
     "radius: max(options.shadowRadiusMin, closeness * options.shadowRadiusMax),",
     "radius: min(options.shadowRadiusMin, closeness * options.shadowRadiusMax),"),
    ("stack-translate-sign", "effects", P + "Effects/Stack/StackEffect.swift",
     "let translateX = xSpacing * -below * -position.x", "let translateX = xSpacing * below * -position.x"),
    ("stack-adjustment-half", "effects", P + "Effects/Stack/StackEffect.swift",
     "var xAdjustment = (scale - 1) * size.width / 2", "var xAdjustment = (scale - 1) * size.width"),
    ("snapshot-container-max-y", "effects", P + "Effects/Snapshot/SnapshotEffect.swift",
     "y = min(y, pageSize.height * maximum.y)", "y = min(y, pageSize.width * maximum.y)"),
    ("fspager-overlap-spacing", "catalogue", P + "Effects/Catalogue/FSPagerView/FSPagerViewEffect.swift",
     "case .overlap: return horizontal ? width * -scale * 0.6 : 0", "case .overlap: return horizontal ? width * -scale * 0.5 : 0"),
    ("fspager-linear-spacing", "catalogue", P + "Effects/Catalogue/FSPagerView/FSPagerViewEffect.swift",
     "case .linear: return horizontal ? width * -scale * 0.2 : 0", "case .linear: return horizontal ? width * -scale * 0.25 : 0"),
    ("android-zoom-out-alpha", "catalogue", P + "Effects/Catalogue/Android/AndroidPageEffect.swift",
     "attributes.alpha = options.minAlpha + fraction * (1 - options.minAlpha)",
     "attributes.alpha = fraction * (1 - options.minAlpha)"),
    ("icarousel-depth", "catalogue", P + "Effects/Catalogue/ICarousel/ICarouselEffect.swift",
     "let depth = radius * cos(angle) - radius", "let depth = radius * cos(angle)"),
    ("animated-scale-sign", "catalogue", P + "Effects/Catalogue/AnimatedLayout/AnimatedLayoutEffect.swift",
     "let scale = 0.8 - e * 0.2", "let scale = 0.8 + e * 0.2"),
    ("animated-cross-fade", "catalogue", P + "Effects/Catalogue/AnimatedLayout/AnimatedLayoutEffect.swift",
     "attributes.alpha = 1 - abs(m)\n", "attributes.alpha = 1 - abs(m) / 2\n"),
    ("list-menu-inset-always", "layouts", P + "Layouts/List/ListPassBuilder.swift",
     "let menuHeight = options.isMenuSticky ? (geometry.menu?.height ?? 0) : 0",
     "let menuHeight = geometry.menu?.height ?? 0"),
    ("sticky-no-travel-limit", "layouts", P + "Layouts/Effects/StickyEffect.swift",
     "min(maxTranslation, max(0, offset.finiteValue - origin + pinnedInset)).finiteValue",
     "max(0, offset.finiteValue - origin + pinnedInset).finiteValue"),
    ("parallax-reach", "layouts", P + "Layouts/Effects/ParallaxEffect.swift",
     "let reach = halfViewport + itemLength / 2", "let reach = halfViewport"),
    ("stretchy-growth", "layouts", P + "Layouts/Effects/StretchyHeaderEffect.swift",
     "let growth = (stretchedHeight - headerHeight) / 2", "let growth = stretchedHeight - headerHeight"),
    ("carousel-rest-centre", "layouts", P + "Layouts/Carousel/CarouselLayout.swift",
     "spacing: options.spacing, alignment: .center,", "spacing: options.spacing, alignment: .start,"),
    ("indicator-even-window", "indicator", P + "Indicator/PageIndicator.swift",
     "let start = resolvedPosition - CGFloat(slots - 1) / 2", "let start = resolvedPosition - CGFloat(slots / 2)"),
    ("indicator-looping-fill", "indicator", P + "Indicator/PageIndicator.swift",
     "if isLooping { distance = min(distance, CGFloat(numberOfPages) - distance) }",
     "if isLooping { distance = min(distance, CGFloat(numberOfPages)) }"),
    ("driver-pending-request-target", "driver", P + "Driver/PagingLayoutDriver+Pass.swift",
     "let page = engine.clampedPage(pendingRequest?.page ?? currentPage)", "let page = engine.clampedPage(currentPage)"),
    ("driver-same-size-height", "driver", P + "Driver/PagingLayoutDriver+Pass.swift",
     "abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5", "abs(a.width - b.width) <= 0.5"),
    ("spec-depth-limit", "spec", P + "Spec/SpecJSONReader.swift",
     "guard depth <= Self.maximumDepth else {", "guard depth <= Self.maximumDepth + 1 else {"),
    ("spec-whole-number-fraction", "spec", P + "Spec/SpecFieldCoder.swift",
     "guard number.rounded() == number, abs(number) < 0x1p53 else {", "guard abs(number) < 0x1p53 else {"),
    ("spec-non-negative-size-height", "spec", P + "Spec/SpecFieldCoder.swift",
     "$0.width >= 0 && $0.height >= 0 ? nil", "$0.width >= 0 ? nil"),
    ("spec-empty-composition", "spec", P + "Spec/EffectSpec+SpecValue.swift",
     "guard !entries.isEmpty else {", "guard entries.count >= 0 else {"),
    ("spec-colour-length", "spec", P + "Geometry/RGBAColor.swift",
     "guard digits.count == 6 || digits.count == 8,", "guard digits.count >= 6,"),
    ("spec-schema-required-keys", "spec", P + "Spec/SpecFieldTable.swift",
     "properties, required: specFields.filter(\\.isRequired).map(\\.key),", "properties, required: [],"),
]


def read(path, root=ROOT):
    with open(os.path.join(root, path), encoding="utf-8") as file:
        return file.read()


def write(path, text, root=PACKAGE):
    with open(os.path.join(root, path), "w", encoding="utf-8") as file:
        file.write(text)


def prepare_package():
    """Makes `.build-mutate/pkg` hold the working tree's core (files copied only when they differ,
    so the previous run's build stays valid) and links to its tests and the files they read."""
    os.makedirs(PACKAGE, exist_ok=True)
    with open(os.path.join(PACKAGE, "Package.swift"), "w", encoding="utf-8") as file:
        file.write(MANIFEST)
    source = os.path.join(ROOT, P)
    copy = os.path.join(PACKAGE, P)
    for folder, _, files in os.walk(source):
        for name in files:
            original = os.path.join(folder, name)
            target = os.path.join(copy, os.path.relpath(original, source))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            if not os.path.exists(target) or open(original, "rb").read() != open(target, "rb").read():
                shutil.copyfile(original, target)
    for folder, _, files in os.walk(copy):
        for name in files:
            target = os.path.join(folder, name)
            if not os.path.exists(os.path.join(source, os.path.relpath(target, copy))):
                os.remove(target)
    links = {"Tests/PagingLayoutTests": "../../../Tests/PagingLayoutTests",
             "Tests/TestSupport": "../../../Tests/TestSupport", "Docs": "../../Docs",
             "Examples": "../../Examples"}
    for link, target in links.items():
        path = os.path.join(PACKAGE, link)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if not os.path.islink(path):
            os.symlink(target, path)


def test_type_names():
    """The names of the types declared in the unit tests (suites are types; `--filter` matches their prefix)."""
    names = set()
    folder = os.path.join(ROOT, "Tests/PagingLayoutTests")
    for directory, _, files in os.walk(folder):
        for file in files:
            if file.endswith(".swift"):
                names.update(re.findall(r"\b(?:struct|class|enum|actor)\s+(\w+)", read(os.path.join(directory, file))))
    return names


# Modules the toolchain provides; any other module the unit tests import must be a target of MANIFEST.
TOOLCHAIN_MODULES = {"Foundation", "Testing", "Dispatch", "Glibc", "XCTest"}


def modules_missing_from_manifest():
    """The modules the unit tests import that the mutation package does not build (it would not compile)."""
    targets = set(re.findall(r'\.(?:target|testTarget)\(\s*name: "(\w+)"', MANIFEST))
    imported = set()
    folder = os.path.join(ROOT, "Tests/PagingLayoutTests")
    for directory, _, files in os.walk(folder):
        for file in files:
            if file.endswith(".swift"):
                imported.update(re.findall(r"^(?:@testable )?import (\w+)", read(os.path.join(directory, file)), re.M))
    return sorted(imported - targets - TOOLCHAIN_MODULES)


def check(mutants):
    problems = [f"the unit tests import {module}, which the mutation package's manifest does not build"
                for module in modules_missing_from_manifest()]
    names = test_type_names()
    for area in sorted({m[1] for m in mutants} & AREAS.keys()):
        for suite in AREAS[area].split("|"):
            if not any(name.startswith(suite) for name in names):
                problems.append(f"area {area}: no test suite's name starts with {suite}")
    for name, area, path, old, new in mutants:
        count = read(path).count(old) if os.path.exists(os.path.join(ROOT, path)) else 0
        if count != 1:
            problems.append(f"{name}: the original text occurs {count} times in {path}")
        if area not in AREAS:
            problems.append(f"{name}: unknown area {area}")
    return problems


def run(command, timeout):
    started = time.monotonic()
    try:
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=timeout)
        return result.returncode, result.stdout + result.stderr, time.monotonic() - started
    except subprocess.TimeoutExpired:
        return None, "", time.monotonic() - started


def build():
    return run(["swift", "build", "--build-tests", "--package-path", PACKAGE], timeout=3600)


def test(suites, timeout):
    """Runs the copy's suites named by the pattern `suites` (alternatives of PagingLayoutTests' type names)."""
    return run(
        ["swift", "test", "--package-path", PACKAGE, "--disable-xctest", "--skip-build",
         "--filter", f"PagingLayoutTests\\.({suites})"],
        timeout=timeout)


def failing_tests(log):
    """The tests Swift Testing reports as failing in `log` (lines `✘ Test name() recorded an issue …`),
    in order of first report, so a kill names the test that caught the mutant."""
    names = []
    for line in log.splitlines():
        if line.startswith("✘ Test ") and " recorded an issue" in line:
            name = line[len("✘ Test "):line.index(" recorded an issue")]
            if name not in names:
                names.append(name)
    return names


def try_mutant(mutant, timeout):
    name, area, path, old, new = mutant
    original = read(path)
    try:
        write(path, original.replace(old, new, 1))
        status, log, build_time = build()
        if status != 0:
            return "does not compile", build_time, 0
        status, log, test_time = test(AREAS[area], timeout)
        if status is None:
            return "killed (timed out)", build_time, test_time
        if status != 0:
            caught = failing_tests(log)
            by = (f" by {caught[0]}" + (f" and {len(caught) - 1} more" if len(caught) > 1 else "")
                  if caught else " (the tests failed without an issue: a crash)")
            return "killed" + by, build_time, test_time
        if "with 0 tests" in log:
            return "no tests ran", build_time, test_time
        return "SURVIVED", build_time, test_time
    finally:
        write(path, original)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")
    parser.add_argument("--check", action="store_true", help="check each mutant's text occurs once, each area's suite names match a suite and the mutation package builds every module the unit tests import, then exit")
    parser.add_argument("--only", help="comma-separated mutant names")
    parser.add_argument("--timeout", type=int, default=900, help="seconds for one mutant's tests (default 900)")
    arguments = parser.parse_args()

    mutants = MUTANTS
    if arguments.only:
        wanted = arguments.only.split(",")
        unknown = set(wanted) - {m[0] for m in MUTANTS}
        if unknown:
            sys.exit(f"unknown mutants: {', '.join(sorted(unknown))}")
        mutants = [m for m in MUTANTS if m[0] in wanted]
    if arguments.list:
        for name, area, path, _, _ in mutants:
            print(f"{area:12} {name:36} {path}")
        print(f"{len(mutants)} mutants in {len({m[1] for m in mutants})} areas")
        return 0
    problems = check(mutants)
    if problems or arguments.check:
        print("\n".join(problems) or f"{len(mutants)} mutants, each text found once; every area's suites exist")
        return 1 if problems else 0

    # Ctrl-C or a termination signal unwinds through the `finally` that restores the file.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(130))
    prepare_package()
    status, log, build_time = build()
    if status != 0:
        sys.exit("the unmutated core does not build:\n" + log[-3000:])
    print(f"unmutated core and tests built in {build_time:.0f} s", flush=True)
    # Every area's tests must pass on the unmutated core, or failures would count as kills.
    areas = sorted({m[1] for m in mutants})
    status, log, test_time = test("|".join(AREAS[a] for a in areas), arguments.timeout)
    if status != 0:
        sys.exit("the unmutated core fails its own tests:\n" + log[-3000:])
    print(f"unmutated: the areas' tests pass ({test_time:.0f} s)", flush=True)
    results = []
    try:
        for index, mutant in enumerate(mutants, 1):
            outcome, build_time, test_time = try_mutant(mutant, arguments.timeout)
            results.append((mutant[0], outcome))
            print(f"[{index}/{len(mutants)}] {mutant[1]:12} {mutant[0]:36} {outcome}"
                  f"  (build {build_time:.0f} s, tests {test_time:.0f} s)", flush=True)
    except KeyboardInterrupt:
        print("interrupted; the mutated file was restored")
    killed = sum(outcome.startswith("killed") for _, outcome in results)
    survived = [name for name, outcome in results if outcome == "SURVIVED"]
    counted = killed + len(survived)
    print(f"mutation score: {killed}/{counted} killed" + (f" ({100 * killed / counted:.0f}%)" if counted else "")
          + f"; {len(results) - counted} not counted (did not compile or ran no tests)")
    if survived:
        print("survivors: " + ", ".join(survived))
    return 1 if survived else 0


if __name__ == "__main__":
    sys.exit(main())
