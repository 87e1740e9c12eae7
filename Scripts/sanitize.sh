#!/usr/bin/env bash
# Runs the test suite under the address sanitizer (with leak detection) and the thread sanitizer,
# each in its own build folder so the normal build is untouched.
#
#   Scripts/sanitize.sh                  # both, the whole suite
#   Scripts/sanitize.sh address          # one sanitizer
#   Scripts/sanitize.sh thread PagingLayoutTests   # one sanitizer, a --filter
#
# Exits non-zero when a test fails or a sanitizer reports (a leak counts). XCTest is left out: the
# suite is Swift Testing only, and XCTest's empty run leaks its own bookkeeping. The one leak that is
# not this package's (Foundation's Process.run, when the browser tests start Chromium) is suppressed
# by Scripts/lsan-suppressions.txt, and the summary lists it as suppressed.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"

sanitizers="${1:-address thread}"
filter=()
if [ $# -ge 2 ]; then filter=(--filter "$2"); fi

status=0
for sanitizer in $sanitizers; do
    echo "== swift test --sanitize=$sanitizer"
    log=".build/sanitize-$sanitizer.log"
    mkdir -p .build
    if ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt" \
        TSAN_OPTIONS=halt_on_error=0 \
        swift test --disable-xctest --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer" "${filter[@]}" >"$log" 2>&1; then
        echo "   passed"
    else
        echo "   FAILED (see $log)"
        status=1
    fi
    grep -E 'Test run with|Executed [0-9]+ tests|SUMMARY: ' "$log" | sed 's/^/   /' || true
done
exit $status
