#!/usr/bin/env bash
# Fuzzes spec decoding and evaluation with libFuzzer, then runs the seeded random drivers (page
# controller with re-entrant requests, engine, hit testing) over many seeds.
#
#   Scripts/fuzz.sh            # a short run: 60 s of fuzzing, 200 seeds per driver (what .ci/run does)
#   Scripts/fuzz.sh 3600 5000  # an hour of fuzzing, 5000 seeds per driver
#
# The fuzzer is Tests/Fuzz/SpecFuzzTarget.swift compiled with Sources/PagingLayout and
# -sanitize=fuzzer,address; its corpus starts from the repository's spec files and the hostile
# corpus and grows in .build/fuzz/corpus. Findings (crash-*, leak-*) land in .build/fuzz.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"

seconds="${1:-60}"
seeds="${2:-200}"
out=.build/fuzz
mkdir -p "$out/corpus"

echo "== building the spec fuzzer"
swiftc -O -swift-version 6 -parse-as-library -sanitize=fuzzer,address \
    -module-name PagingLayoutFuzz -package-name PagingLayout \
    $(find Sources/PagingLayout -name '*.swift' | sort) Tests/Fuzz/SpecFuzzTarget.swift \
    -o "$out/spec-fuzzer"

# Seeds: every spec file in the repository and the hostile corpus (the fuzzer skips inputs over -max_len).
seed_folders=(Tests)
if [ -d Examples ]; then seed_folders+=(Examples); fi
find "${seed_folders[@]}" -name '*.json' -not -name manifest.json -size -64k \
    | while read -r file; do cp "$file" "$out/corpus/$(echo "$file" | tr '/' '_')"; done

echo "== fuzzing spec files for ${seconds}s"
"$out/spec-fuzzer" "$out/corpus" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/" -print_final_stats=1 2>&1 | tee "$out/last-run.log" | grep -E '^#[0-9]+.*(DONE|pulse)|stat::|ERROR|SUMMARY' || true
if grep -q 'ERROR: \|SUMMARY: ' "$out/last-run.log"; then
    echo "fuzzing found a problem; see $out/last-run.log and $out/crash-*" >&2
    exit 1
fi

echo "== random drivers, $seeds seeds each"
PAGING_LAYOUT_RANDOM_RUNS="$seeds" swift test --filter 'PageControllerReentrancyTests|RandomDriverTests' 2>&1 \
    | grep -E 'Test run|✘' | tail -5
