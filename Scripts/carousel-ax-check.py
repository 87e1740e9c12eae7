#!/usr/bin/env python3
"""The carousel pattern in Chromium's accessibility tree, for the gallery and the designer's pager.

  python3 Scripts/carousel-ax-check.py --bin .build/release/paging-layout [--chromium chromium]

Drives headless Chromium over the DevTools protocol (on a pipe: no package needed) and checks, in
the tree `Accessibility.getFullAXTree` returns (what screen readers are given):
- every pager is a region whose role description is "carousel", named by its title;
- inside it, its pages are groups whose role description is "slide", named "k of n";
- each pager is one tab stop: Tab from one pager's stage lands on the next pager's stage;
- the arrow key along the pager's axis pages it (a real key event, as a keyboard sends it).
The gallery is `paging-layout preview` (compressed frame data, inflated by the page); the designer
is served on a free port and checked inside its pager's frame. Exits 1 with the failures listed.
"""
import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time


class DevTools:
    """Chromium's DevTools protocol over --remote-debugging-pipe (fd 3 in, fd 4 out)."""

    def __init__(self, chromium, profile):
        to_chrome_read, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_write = os.pipe()

        def arrange():
            os.dup2(to_chrome_read, 3)
            os.dup2(from_chrome_write, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-proxy-server",
             "--remote-debugging-pipe", f"--user-data-dir={profile}", "--window-size=1280,900", "about:blank"],
            pass_fds=(3, 4), preexec_fn=arrange,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_read)
        os.close(from_chrome_write)
        self.next_id = 0
        self.buffer = b""

    def call(self, method, params=None, session=None, timeout=60):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            while b"\0" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\0", 1)
                answer = json.loads(raw)
                if answer.get("id") == self.next_id:
                    if "error" in answer:
                        raise RuntimeError(f"{method}: {answer['error']}")
                    return answer["result"]
            self.buffer += os.read(self.from_chrome, 1 << 20)
        raise TimeoutError(method)

    def open(self, url):
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Accessibility"):
            self.call(domain + ".enable", session=session)
        self.call("Page.navigate", {"url": url}, session=session)
        return session

    def evaluate(self, session, expression):
        result = self.call(
            "Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True},
            session=session)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression[:60]}…: {result['exceptionDetails']}")
        return result["result"].get("value")

    def key(self, session, key, code, virtual):
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": code,
                                                 "windowsVirtualKeyCode": virtual}, session=session)

    def close(self):
        self.process.send_signal(signal.SIGTERM)
        self.process.wait(timeout=20)


def wait_for(devtools, session, expression, what, seconds=60):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if devtools.evaluate(session, expression):
            return
        time.sleep(0.25)
    raise TimeoutError(what)


def property_of(node, name):
    for entry in node.get("properties", []):
        if entry["name"] == name:
            return entry["value"].get("value")
    return None


def carousels(tree):
    """[(region name, [slide names])] from an accessibility tree's nodes."""
    nodes = {node["nodeId"]: node for node in tree["nodes"]}
    found = []
    for node in tree["nodes"]:
        if node.get("ignored") or node.get("role", {}).get("value") != "region":
            continue
        if property_of(node, "roledescription") != "carousel":
            continue
        slides, stack = [], list(node.get("childIds", []))
        while stack:
            child = nodes.get(stack.pop())
            if child is None:
                continue
            if (not child.get("ignored") and child.get("role", {}).get("value") == "group"
                    and property_of(child, "roledescription") == "slide"):
                slides.append(child.get("name", {}).get("value"))
            stack.extend(child.get("childIds", []))
        found.append((node.get("name", {}).get("value"), slides))
    return found


def check_tree(tree, expected_count, where, failures):
    found = carousels(tree)
    if len(found) != expected_count:
        failures.append(f"{where}: {len(found)} carousel regions, expected {expected_count}")
    for name, slides in found:
        if not name:
            failures.append(f"{where}: a carousel region without a name")
        if not slides:
            failures.append(f"{where}: carousel {name!r} exposes no slides")
        for slide in slides:
            if not re.fullmatch(r"\d+ of \d+", slide or ""):
                failures.append(f"{where}: carousel {name!r} has a slide named {slide!r}, not 'k of n'")
    return found


def check_gallery(devtools, binary, directory, failures):
    out = os.path.join(directory, "gallery")
    subprocess.run([binary, "preview", "--no-layouts", "--out", out], check=True, capture_output=True)
    session = devtools.open("file://" + os.path.join(out, "index.html"))
    wait_for(devtools, session, "document.readyState === 'complete' && !!window.galleryReady", "the gallery loads")
    devtools.evaluate(session, "window.galleryReady.then(() => true)")
    count = devtools.evaluate(session, "document.querySelectorAll('section.pager').length")
    found = check_tree(devtools.call("Accessibility.getFullAXTree", session=session), count, "gallery", failures)
    # Tab from the first pager's stage goes to the second pager's stage: one tab stop per pager.
    devtools.evaluate(session, "document.querySelector('section.pager .stage').focus(), true")
    devtools.key(session, "Tab", "Tab", 9)
    second = devtools.evaluate(
        session, "document.activeElement === document.querySelectorAll('section.pager .stage')[1]")
    if not second:
        failures.append("gallery: Tab from the first pager did not reach the second pager's stage")
    # The arrow key pages the focused pager (it opens on page 1; the first pager is horizontal).
    devtools.evaluate(session, "document.querySelector('section.pager .stage').focus(), true")
    devtools.key(session, "ArrowRight", "ArrowRight", 39)
    time.sleep(1.2)
    page = devtools.evaluate(session, "Number(document.querySelector('section.pager .page').dataset.page)")
    if page != 2:
        failures.append(f"gallery: ArrowRight on the first pager left it on page {page}, not 2")
    current = devtools.evaluate(
        session, "document.querySelector('section.pager [aria-current=true]')?.getAttribute('aria-label')")
    if current != "3 of 6":
        failures.append(f"gallery: the current slide after ArrowRight is {current!r}, not '3 of 6'")
    print(f"gallery: {len(found)} carousels, {sum(len(s) for _, s in found)} slides exposed; Tab and ArrowRight work")


def check_designer(devtools, binary, failures):
    server = subprocess.Popen([binary, "designer", "--port", "0", "--serve"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, text=True)
    try:
        address = None
        for line in server.stdout:
            match = re.search(r"http://127\.0\.0\.1:\d+/", line)
            if match:
                address = match.group(0)
                break
        session = devtools.open(address)
        wait_for(devtools, session,
                 "!!document.getElementById('pager')?.contentDocument?.querySelector('section.pager [aria-roledescription=slide]')",
                 "the designer's pager", seconds=90)
        frames = devtools.call("Page.getFrameTree", session=session)["frameTree"].get("childFrames", [])
        trees = [devtools.call("Accessibility.getFullAXTree", {"frameId": frame["frame"]["id"]}, session=session)
                 for frame in frames]
        found = [carousel for tree in trees for carousel in carousels(tree)]
        if len(found) != 1:
            failures.append(f"designer: {len(found)} carousel regions in its frames, expected 1 (the live pager)")
        for tree in trees:
            if carousels(tree):
                check_tree(tree, 1, "designer", failures)
        print(f"designer: {len(found)} carousel, {sum(len(s) for _, s in found)} slides exposed")
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=20)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--chromium", default="chromium")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.bin)
    failures = []
    with tempfile.TemporaryDirectory() as directory:
        devtools = DevTools(arguments.chromium, os.path.join(directory, "profile"))
        try:
            check_gallery(devtools, binary, directory, failures)
            check_designer(devtools, binary, failures)
        finally:
            devtools.close()
    for failure in failures:
        print("FAIL " + failure)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
