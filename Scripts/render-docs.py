#!/usr/bin/env python3
"""Redraws every picture and generated table the docs show, from the library itself.

  python3 Scripts/render-docs.py --bin .build/release/paging-layout [--chromium chromium] [--skip-screenshot]

1. The option tables of Docs/Effects.md: between `<!-- options: NAME … -->` and `<!-- /options -->`,
   what `paging-layout options --effect NAME` prints.
2. The filmstrips in Docs/images (`paging-layout filmstrip --all --out Docs/images`).
3. Every picture a doc's shell block writes (`paging-layout … --out Docs/images/…`): the layouts,
   page geometries and page indicators, by the commands the docs show for them (run by the
   documentation tests, which hold the input files the docs describe, in recording mode).
4. The designer's screenshot, Docs/images/designer/designer.png: the designer served on a free
   port, opened in headless Chromium on a share link (stack · vortex at position 1.35), and the
   fingerprint of the sources that draw it (Docs/images/designer/designer.sources), which a test
   compares with the sources now, so a change to the page fails until the picture is taken again.

The tests check 1–3 byte for byte (DocumentationPictureTests, FilmstripCommandTests,
OptionTableDocumentationTests) and 4 by its fingerprint (DesignerScreenshotTests).
"""
import argparse
import os
import re
import signal
import subprocess
import sys
import tempfile
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The sources whose change changes the designer's screenshot: its page, its script, and the gallery
# page it shows the pager in. Keep in step with DesignerScreenshotTests.sources.
SCREENSHOT_SOURCES = [
    "Sources/PagingLayoutCLI/Designer/DesignerPage.swift",
    "Sources/PagingLayoutCLI/Resources/designer.js",
    "Sources/PagingLayoutRender/PreviewGallery+Page.swift",
    "Sources/PagingLayoutRender/HTMLItemMarkup.swift",
    "Sources/PagingLayoutRender/PageCard.swift",
    "Sources/PagingLayoutRender/Resources/gallery.js",
]

# What the screenshot shows: the share link's state (Docs/Designer.md describes the picture).
SCREENSHOT_STATE = {"effect": "stack", "preset": "vortex", "position": 1.35}


def run(arguments, **keywords):
    return subprocess.run(arguments, check=True, capture_output=True, text=True, **keywords).stdout


def option_tables(binary):
    path = os.path.join(ROOT, "Docs", "Effects.md")
    text = open(path, encoding="utf-8").read()
    pattern = re.compile(r"(<!-- options: (\S+) [^\n]*-->\n)(.*?)(<!-- /options -->)", re.S)

    def table(match):
        name = match.group(2)
        return match.group(1) + run([binary, "options", "--effect", name]) + match.group(4)

    new, count = pattern.subn(table, text)
    if count == 0:
        sys.exit("render-docs: no option tables marked in Docs/Effects.md")
    open(path, "w", encoding="utf-8").write(new)
    print(f"Docs/Effects.md: {count} option tables")


def documented_pictures():
    """The pictures the docs' shell blocks write (`paging-layout … --out Docs/images/…`): their
    commands read input files the docs describe, which the documentation tests hold, so the tests
    draw them, recording over the committed ones (PAGING_LAYOUT_RECORD_PICTURES=1)."""
    environment = dict(os.environ, PAGING_LAYOUT_RECORD_PICTURES="1")
    result = subprocess.run(
        ["swift", "test", "--disable-xctest", "--filter", "DocumentationPictureTests"], cwd=ROOT, env=environment,
        capture_output=True, text=True)
    recorded = sorted(set(re.findall(r"recorded (Docs/images/\S+?);", result.stdout + result.stderr)))
    for path in recorded:
        print(path)
    if result.returncode != 0 and not recorded:
        sys.exit("render-docs: the documentation picture tests failed:\n" + result.stdout[-2000:])


def screenshot(binary, chromium):
    server = subprocess.Popen(
        [binary, "designer", "--port", "0", "--serve"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        stdin=subprocess.DEVNULL, text=True)
    try:
        address = None
        for line in server.stdout:
            found = re.search(r"http://127\.0\.0\.1:\d+/", line)
            if found:
                address = found.group(0)
                break
        if address is None:
            sys.exit("render-docs: the designer printed no address")
        link = address + "#" + urllib.parse.quote(
            '{"effect":"%s","preset":"%s","position":%s}' % (
                SCREENSHOT_STATE["effect"], SCREENSHOT_STATE["preset"], SCREENSHOT_STATE["position"]), safe="")
        out = os.path.join(ROOT, "Docs", "images", "designer", "designer.png")
        with tempfile.TemporaryDirectory() as profile:
            subprocess.run(
                [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-proxy-server",
                 "--hide-scrollbars", f"--user-data-dir={profile}", "--window-size=1280,860",
                 "--virtual-time-budget=15000", f"--screenshot={out}", link],
                check=True, capture_output=True)
        print("Docs/images/designer/designer.png")
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=20)
    fingerprint = os.path.join(ROOT, "Docs", "images", "designer", "designer.sources")
    with open(fingerprint, "w", encoding="utf-8") as handle:
        handle.write(sources_fingerprint())
    print("Docs/images/designer/designer.sources")


def sources_fingerprint():
    """One line per source the screenshot depends on: its 64-bit FNV-1a hash and its path."""
    lines = []
    for source in SCREENSHOT_SOURCES:
        lines.append(f"{fnv1a(open(os.path.join(ROOT, source), 'rb').read()):016x}  {source}\n")
    return "".join(lines)


def fnv1a(data):
    """The 64-bit FNV-1a hash (DesignerScreenshotTests.fnv1a)."""
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "release", "paging-layout"))
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--skip-screenshot", action="store_true", help="leave the designer's screenshot as it is")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.bin)
    option_tables(binary)
    run([binary, "filmstrip", "--all", "--out", os.path.join(ROOT, "Docs", "images")])
    print("Docs/images/*.svg: the filmstrips")
    documented_pictures()
    if not arguments.skip_screenshot:
        screenshot(binary, arguments.chromium)


if __name__ == "__main__":
    main()
