#!/usr/bin/env bash
# Shows that the driver simulation's tests fail on the adapter's old logic: in a scratch copy of the
# package, puts back one old behaviour at a time into Sources/PagingLayout/Driver, runs the driver
# suites and prints the tests that fail. Every mutation must make at least one test fail.
#
#   Scripts/driver-old-behaviour.sh            (a few minutes: the copy is built once)
#
# Exits non-zero if a mutation leaves every test passing (a test that cannot fail) or does not apply.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp -a Package.swift Sources Tests Plugins "$scratch/"
cd "$scratch"
driver=Sources/PagingLayout/Driver
status=0

# mutate NAME FILE OLD NEW [FILE OLD NEW]: replaces OLD by NEW (each must occur), runs, restores.
mutate() {
    local name="$1"
    shift
    cp -a "$driver" "$scratch/original"
    while [ $# -ge 3 ]; do
        python3 - "$1" "$2" "$3" <<'PY' || { echo "$name: does not apply"; status=1; }
import sys
path, old, new = sys.argv[1:4]
text = open(path).read()
if old not in text:
    sys.exit(1)
open(path, "w").write(text.replace(old, new))
PY
        shift 3
    done
    local failures
    swift build --build-tests >/dev/null 2>&1 || { echo "$name: does not build"; status=1; }
    failures="$(swift test --skip-build --filter 'PagingLayoutDriver|PageSelectionSync' 2>&1 |
        grep -E '^✘ Test "' | grep -v 'failed after' | sed -E 's/^✘ Test "([^"]*)".*/\1/' | sort -u)"
    if [ -z "$failures" ]; then
        echo "$name: NO TEST FAILS"
        status=1
    else
        echo "$name: fails"
        echo "$failures" | sed 's/^/    /'
    fi
    rm -rf "$driver" && mv "$scratch/original" "$driver"
}

pass="$driver/PagingLayoutDriver+Pass.swift"
main="$driver/PagingLayoutDriver.swift"
mutate "1: every offset unlike the controller's is the user's" "$pass" \
    "} else if hostOffset != writtenOffset, scrolled" "} else if scrolled"
mutate "2: requests go to the controller at once (clamped)" "$main" \
    "if needsItemCounts || pageController.engine.pageLength <= 0 {" "if false {"
mutate "5: no follow-up for resized cells" "$pass" \
    "if !Self.isSameSize(cell.size, item.frame.size) {" "if false {"
mutate "6: the frame handler stops the clock only while the driver lives" "$pass" \
    "            source?.stop()
            self?.followUpFrame()" "            guard let self else { return }
            source?.stop()
            self.followUpFrame()"
mutate "6: a follow-up that still misses a cell asks for another" "$pass" \
    "if applyTransforms(schedulingFollowUp: false) {" "if applyTransforms(schedulingFollowUp: true) {"
mutate "7: side-by-side pages forgotten when their cells go" "$pass" \
    "(isMissing && unloadedPagesAreSideBySide)" "false" \
    "$pass" "        let sideBySideBefore = sideBySidePages" "        let sideBySideBefore = sideBySidePages
        sideBySidePages.removeAll()"
mutate "9: an item's attributes are the pass's (the viewport)" "$pass" \
    "            attributes.frame = scrollFrame(restingFrame(slot: item.slot), in: engine)
" ""
mutate "10: callbacks and batch updates synchronous" "$main" \
    "guard let host, isPreparing || !deferredEvents.isEmpty else {" "guard let host, false else {" \
    "$main" "        host?.schedule { [weak self] in
            guard let host = self?.host else { return }
            host.performBatchUpdates { [weak host] in host?.invalidateLayout() }
        }" "        host?.performBatchUpdates { [weak host] in host?.invalidateLayout() }"
exit $status
