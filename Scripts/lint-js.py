#!/usr/bin/env python3
"""Lints the pages' scripts, the JavaScript resources in Sources/*/Resources/*.js.

    Scripts/lint-js.py [--browser] [FILE.js ...]

Every file must start with "use strict";, hold no tab and no trailing space, end with one line break,
and parse as strict-mode JavaScript. The parse is `node --check` when Node.js is installed, otherwise
(or with --browser) headless Chromium's: each file becomes the body of a function that is declared but
never called, so the browser parses it in strict mode and reports a syntax error with its line, and
runs none of it. Chromium is found as $CHROMIUM, or chromium, chromium-browser, google-chrome on the
PATH (as the browser tests find it). Exits 1 naming each problem as FILE:LINE: message, 2 when no
parser is available.
"""
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

# The marker the browser page writes its answer between, so the dumped DOM can be searched for it.
RESULT_START, RESULT_END = "LINT-RESULT-START", "LINT-RESULT-END"


def style_problems(path, text):
    """Problems a reader sees without running anything, as (line, message)."""
    problems = []
    lines = text.split("\n")
    if lines[0] != '"use strict";':
        problems.append((1, 'the first line must be "use strict";'))
    if not text.endswith("\n") or text.endswith("\n\n"):
        problems.append((len(lines), "the file must end with exactly one line break"))
    for number, line in enumerate(lines, start=1):
        if "\t" in line:
            problems.append((number, "a tab (indent with spaces)"))
        if line != line.rstrip():
            problems.append((number, "trailing whitespace"))
    return problems


def node_problems(path):
    """Node's syntax check of one file, as (line, message); [] when it parses."""
    run = subprocess.run(["node", "--check", path], capture_output=True, text=True)
    if run.returncode == 0:
        return []
    # Node prints "FILE:LINE" first, then the line, a caret and the error.
    first = run.stderr.strip().splitlines()[0] if run.stderr.strip() else ""
    line = int(first.rsplit(":", 1)[1]) if first.rsplit(":", 1)[-1].isdigit() else 0
    message = next((l for l in run.stderr.splitlines() if "Error" in l), run.stderr.strip())
    return [(line, message.strip())]


def find_chromium():
    path = os.environ.get("CHROMIUM")
    if path and os.access(path, os.X_OK):
        return path
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]:
        found = shutil.which(name)
        if found:
            return found
    return None


def browser_problems(chromium, paths, texts):
    """Chromium's parse of every file in one run, as {path: [(line, message)]}."""
    page = """<!DOCTYPE html>
<html><body><pre id="out"></pre>
<script>
const sources = %s;
const results = {};
let current = null;
window.addEventListener("error", (event) => {
  // The function's first line is the wrapper's, so the file's line is one less.
  results[current].push([event.lineno - 1, String(event.message)]);
});
for (const [name, text] of Object.entries(sources)) {
  current = name;
  results[name] = [];
  const script = document.createElement("script");
  script.textContent = "function lintedButNeverCalled() {\\n" + text + "\\n}";
  document.body.appendChild(script);
}
document.getElementById("out").textContent = "%s" + JSON.stringify(results) + "%s";
</script>
</body></html>
""" % (json.dumps(dict(zip(paths, texts))).replace("</", "<\\/"), RESULT_START, RESULT_END)
    with tempfile.TemporaryDirectory() as folder:
        html = os.path.join(folder, "lint.html")
        with open(html, "w", encoding="utf-8") as file:
            file.write(page)
        run = subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + os.path.join(folder, "profile"),
             "--virtual-time-budget=5000", "--dump-dom", "file://" + html],
            capture_output=True, text=True, timeout=120)
    dom = run.stdout
    if RESULT_START not in dom:
        sys.exit("lint-js: Chromium gave no answer (exit %d): %s" % (run.returncode, run.stderr.strip()[-500:]))
    answer = dom.split(RESULT_START, 1)[1].split(RESULT_END, 1)[0]
    # Chromium words a parse error of an inserted script as a failed appendChild; keep the error.
    prefix = "Failed to execute 'appendChild' on 'Node': "
    return {path: [(line, message.replace(prefix, "")) for line, message in problems]
            for path, problems in json.loads(answer).items()}


def main(arguments):
    use_browser = "--browser" in arguments
    paths = [argument for argument in arguments if argument != "--browser"]
    if not paths:
        root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
        paths = sorted(os.path.relpath(path) for path in glob.glob(os.path.join(root, "Sources/*/Resources/*.js")))
    if not paths:
        sys.exit("lint-js: no JavaScript files found")
    texts = [open(path, encoding="utf-8").read() for path in paths]
    problems = {path: style_problems(path, text) for path, text in zip(paths, texts)}
    if not use_browser and shutil.which("node"):
        parser = "node --check"
        for path in paths:
            problems[path] += node_problems(path)
    else:
        chromium = find_chromium()
        if chromium is None:
            print("lint-js: neither node nor headless Chromium found; install one (or set CHROMIUM)", file=sys.stderr)
            return 2
        parser = os.path.basename(chromium)
        for path, found in browser_problems(chromium, paths, texts).items():
            problems[path] += found
    count = 0
    for path in paths:
        for line, message in problems[path]:
            print("%s:%d: %s" % (path, line, message))
            count += 1
    print("lint-js: %d file(s) parsed by %s, %d problem(s)" % (len(paths), parser, count))
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
