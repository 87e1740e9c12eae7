#!/usr/bin/env bash
# Builds the DocC documentation of the PagingLayout module and fails on any DocC warning (a link that
# does not resolve, an undocumented parameter, an ambiguous symbol) or on a public type, protocol or
# function the catalog's landing page does not curate into a topic group.
#
#   Scripts/docc.sh [OUTPUT]     # OUTPUT defaults to .build/docc/PagingLayout.doccarchive
#
# Symbol graphs are extracted from the debug build's module (`swift package dump-symbol-graph` would
# build and extract every module, tests included, and fails on the test modules).
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's older LLVM tools can shadow the toolchain's; put the Swift toolchain (and its docc) first.
export PATH="$(dirname "$(readlink -f "$(command -v swift)")"):$PATH"

module=PagingLayout
catalog="Sources/$module/$module.docc"
output="${1:-.build/docc/$module.doccarchive}"
graphs=.build/docc/symbol-graphs

echo "== swift build --target $module, then its symbol graphs"
swift build --target "$module"
bin="$(swift build --show-bin-path)"
triple="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
rm -rf "$graphs"
mkdir -p "$graphs"
# Only this module's graphs (and those of its extensions to other modules, PagingLayout@Swift, …).
swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" \
    -module-cache-path "$bin/ModuleCache" -minimum-access-level public -output-dir "$graphs"

echo "== every public top-level symbol of $module is curated on the landing page"
python3 - "$graphs/$module.symbols.json" "$catalog/$module.md" <<'PYTHON'
import json, re, sys
graph, landing = sys.argv[1], sys.argv[2]
symbols = json.load(open(graph, encoding="utf-8"))["symbols"]
top_level = sorted({s["pathComponents"][0] for s in symbols if len(s["pathComponents"]) == 1})
curated = set(re.findall(r"^- ``([A-Za-z0-9_]+)``", open(landing, encoding="utf-8").read(), re.MULTILINE))
missing = [name for name in top_level if name not in curated]
if missing:
    print(f"{landing}: not in any topic group: {', '.join(missing)}", file=sys.stderr)
    sys.exit(1)
print(f"{len(top_level)} top-level symbols, all curated")
PYTHON

echo "== docc convert --warnings-as-errors"
rm -rf "$output"
mkdir -p "$(dirname "$output")"
docc convert "$catalog" --additional-symbol-graph-dir "$graphs" --output-path "$output" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" --fallback-bundle-version 1.0 \
    --warnings-as-errors
