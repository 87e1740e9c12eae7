#!/usr/bin/env bash
# Fuzzes spec decoding and evaluation with libFuzzer, and runs the seeded random drivers (page
# controller with re-entrant requests, engine, hit testing) over many seeds.
#
#   Scripts/fuzz.sh            # a short run: 30 s of fuzzing, 500 seeds per driver (what .ci/run does)
#   Scripts/fuzz.sh 3600 5000  # an hour of fuzzing, 5000 seeds per driver
#
# The fuzzer is Tests/Fuzz/SpecFuzzTarget.swift compiled with Sources/PagingLayout and
# -sanitize=fuzzer,address; it is rebuilt only when one of those files changed since the last build.
# Its corpus starts from the repository's spec files and the hostile corpus and grows in
# .build/fuzz/corpus. Findings (crash-*, leak-*) land in .build/fuzz.
#
# The drivers run in the package's debug test build (reused when `swift test` made it) and start
# first, in the background: the optimizing build of the fuzzer keeps one core busy for most of its
# time, and fuzzing one, so the drivers take the other and the step lasts about as long as the
# build and the fuzzing.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"

seconds="${1:-30}"
seeds="${2:-500}"
out=.build/fuzz
mkdir -p "$out/corpus"
start=$SECONDS

echo "== random drivers, $seeds seeds each (in the background; log in $out/drivers.log)"
PAGING_LAYOUT_RANDOM_RUNS="$seeds" swift test --disable-xctest --filter 'PageControllerReentrancyTests|RandomDriverTests' \
    >"$out/drivers.log" 2>&1 &
drivers=$!
# If the fuzzing fails, the drivers are not left running.
trap 'kill "$drivers" 2>/dev/null || true' EXIT

sources=$(find Sources/PagingLayout -name '*.swift' | sort; echo Tests/Fuzz/SpecFuzzTarget.swift)
if [ -x "$out/spec-fuzzer" ] && [ "$sources" = "$(cat "$out/spec-fuzzer.sources" 2>/dev/null)" ] \
    && [ -z "$(find $sources -newer "$out/spec-fuzzer" | head -1)" ]; then
    echo "== the spec fuzzer is up to date"
else
    echo "== building the spec fuzzer"
    rm -f "$out/spec-fuzzer.sources"
    # The linker warns about every sanitizer symbol it cannot export; the log is shown only on failure.
    # shellcheck disable=SC2086 # one path per line, none with spaces
    if ! swiftc -O -num-threads 2 -swift-version 6 -parse-as-library -sanitize=fuzzer,address \
        -module-name PagingLayoutFuzz -package-name PagingLayout $sources -o "$out/spec-fuzzer" >"$out/build.log" 2>&1; then
        cat "$out/build.log" >&2
        exit 1
    fi
    echo "$sources" >"$out/spec-fuzzer.sources"
fi

# Seeds: every spec file in the repository and the hostile corpus (the fuzzer skips inputs over -max_len).
seed_folders=(Tests)
if [ -d Examples ]; then seed_folders+=(Examples); fi
find "${seed_folders[@]}" -name '*.json' -not -name manifest.json -size -64k \
    | while read -r file; do cp "$file" "$out/corpus/$(echo "$file" | tr '/' '_')"; done

echo "== fuzzing spec files for ${seconds}s"
"$out/spec-fuzzer" "$out/corpus" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/" -print_final_stats=1 >"$out/last-run.log" 2>&1 || fuzz_status=$?
grep -E '^#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss|ERROR|SUMMARY' "$out/last-run.log" || true
if [ "${fuzz_status:-0}" -ne 0 ] || grep -q 'ERROR: \|SUMMARY: ' "$out/last-run.log"; then
    echo "fuzzing found a problem; see $out/last-run.log and $out/crash-*" >&2
    exit 1
fi

echo "== waiting for the random drivers"
status=0
wait "$drivers" || status=$?
grep -E 'Test run|✘' "$out/drivers.log" | tail -5
echo "== done in $((SECONDS - start)) s"
exit $status
