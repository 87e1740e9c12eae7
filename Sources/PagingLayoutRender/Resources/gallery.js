"use strict";
(() => {
  const errors = [];
  window.addEventListener("error", (event) => errors.push(String(event.message)));
  const config = JSON.parse(document.getElementById("gallery-config").textContent);
  const sections = [...document.querySelectorAll("section.pager")];
  const pagers = [];
  // Frame data is JSON, or JSON compressed as raw DEFLATE in base64 (the full gallery's, to keep
  // the page small): the browser inflates it before the pagers are set up. `window.galleryReady`
  // settles once they are; the accessibility script's test waits for it.
  const scripts = sections.map((section) => section.querySelector("script.pager-data"));
  window.galleryReady = scripts.some((script) => script.dataset.encoding)
    ? Promise.all(scripts.map(inflated)).then(start) : Promise.resolve(start(scripts.map((s) => s.textContent)));

  function start(texts) {
    sections.forEach((section, index) => pagers.push(setUp(section, JSON.parse(texts[index]))));
    const position = /^#position=(-?[0-9.]+)$/.exec(location.hash);
    if (position) {
      for (const pager of pagers) scrub(pager, Math.round(Number(position[1]) * pager.data.steps));
    }
    if (location.hash === "#selftest") {
      selfTest().catch((error) => finish({ errors: errors.concat(String(error)) }));
    }
  }

  async function inflated(script) {
    if (!script.dataset.encoding) return script.textContent;
    const bytes = Uint8Array.from(atob(script.textContent), (character) => character.charCodeAt(0));
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return new Response(stream).text();
  }

  function setUp(section, data) {
    const pager = {
      section, data, motion: config.motions[data.motion],
      viewport: section.querySelector(".viewport"), stage: section.querySelector(".stage"),
      overlay: section.querySelector(".overlay"), slider: section.querySelector("input.scrub"),
      pageText: section.querySelector(".page"), positionText: section.querySelector(".position"),
      tapText: section.querySelector(".tap"), items: new Map(), frame: 0, animation: null, idle: [],
      playedTicks: 0,
    };
    // Every page's element, in flat index order as the renderer writes them: equal z-indices
    // stack in document order, as the hit test breaks ties.
    data.pageTemplates.forEach((template, flat) => {
      if (template < 0) return;
      const item = build(data.templates[template], template, flat, data.pageTemplates.length);
      item.root.style.display = "none";
      pager.viewport.appendChild(item.root);
      pager.items.set(flat, item);
    });
    pager.slider.addEventListener("input", () => scrub(pager, Number(pager.slider.value)));
    const next = section.querySelector("button.next"), previous = section.querySelector("button.previous");
    next.addEventListener("click", () => turn(pager, pager.motion.next));
    previous.addEventListener("click", () => turn(pager, pager.motion.previous));
    listenToPointer(pager);
    listenToPlay(pager);
    // For the accessibility script: dot taps and Home/End play the library's page change.
    section.goToPage = (page) => go(pager, page);
    // Rest where the data says: centred on page 1, or between pages where the effect shows.
    scrub(pager, data.rest);
    return pager;
  }

  // Page `flat`'s element from a template, with the carousel pattern's slide: a group described as
  // "slide" and named "3 of 6". A snapshot effect hides the page and shows its pieces' container, so
  // there the container is the slide, and the pieces, which repeat the page's content for the eye
  // only, are hidden from assistive technology.
  function build(html, template, flat, count) {
    const holder = document.createElement("template");
    holder.innerHTML = html;
    const root = holder.content.firstElementChild;
    const snapshot = root.querySelector(":scope > .snapshot");
    const slide = snapshot || root;
    slide.setAttribute("role", "group");
    slide.setAttribute("aria-roledescription", "slide");
    slide.setAttribute("aria-label", (flat + 1) + " of " + count);
    for (const piece of snapshot ? snapshot.children : []) piece.setAttribute("aria-hidden", "true");
    return {
      root, template, region: root.querySelector(":scope > .region"),
      content: root.querySelector(":scope > .content-clip > .content"),
      container: root.querySelector(":scope > .snapshot"),
      pieces: [...root.querySelectorAll(".piece")], clips: [...root.querySelectorAll(".piece-clip")],
    };
  }

  // The sixteen matrix3d fields from the four (scale and translation), six (plane) or sixteen written.
  function matrix(t) {
    const fields =
      t.length === 4 ? [t[0], 0, 0, 0, 0, t[1], 0, 0, 0, 0, 1, 0, t[2], t[3], 0, 1]
      : t.length === 6 ? [t[0], t[1], 0, 0, t[2], t[3], 0, 0, 0, 0, 1, 0, t[4], t[5], 0, 1]
      : t;
    return "matrix3d(" + fields.join(",") + ")";
  }

  // A looping pager's frames cover one period: any frame index wraps into it.
  function wrapped(pager, index) {
    const count = pager.data.frames.length;
    return pager.data.loops ? ((index % count) + count) % count : index;
  }

  function show(pager, unwrapped) {
    const index = wrapped(pager, unwrapped);
    const frame = pager.data.frames[index];
    pager.frame = index;
    pager.slider.value = String(index);
    pager.positionText.textContent = "position " + frame[1];
    const shown = new Set();
    for (const record of frame[2]) {
      apply(pager, record);
      shown.add(record[0]);
    }
    for (const [flat, item] of pager.items) if (!shown.has(flat)) item.root.style.display = "none";
    pager.overlay.replaceChildren();
  }

  function apply(pager, [flat, template, flags, z, opacity, transform, shadow, blur, snapshot, content]) {
    let item = pager.items.get(flat);
    if (item.template !== template) {
      const fresh = build(pager.data.templates[template], template, flat, pager.data.pageTemplates.length);
      item.root.replaceWith(fresh.root);
      pager.items.set(flat, (item = fresh));
    }
    const style = item.root.style;
    style.display = "";
    style.transform = matrix(transform);
    style.zIndex = String(z);
    style.opacity = String(opacity);
    style.pointerEvents = flags & 1 ? "auto" : "none";
    style.backfaceVisibility = flags & 4 ? "hidden" : "";
    style.visibility = flags & 8 ? "hidden" : "";
    style.boxShadow = shadow
      ? shadow[0] + "px " + shadow[1] + "px " + shadow[2] + "px " + "rgba(" + shadow.slice(3).join(",") + ")"
      : "";
    style.filter = blur ? "blur(" + blur + "px)" : "";
    // Frames carry a content transform only while the effect moves the content.
    if (item.content) item.content.style.transform = content ? matrix(content) : "";
    if (item.region) item.region.style.pointerEvents = flags & 2 ? "auto" : "none";
    if (snapshot && item.container) {
      item.container.style.transform = matrix(snapshot[0]);
      item.container.style.opacity = String(snapshot[1]);
      // By column: the transform's fields, opacity, takes-taps, radius; one value for all or one a piece.
      const columns = snapshot[2], width = columns.length - 3;
      item.pieces.forEach((element, index) => {
        const at = (column) => (typeof column === "number" ? column : column[index]);
        const piece = element.style;
        piece.transform = matrix(columns.slice(0, width).map(at));
        piece.opacity = String(at(columns[width]));
        piece.pointerEvents = at(columns[width + 1]) ? "auto" : "none";
        item.clips[index].style.borderRadius = at(columns[width + 2]) + "px";
      });
    }
  }

  function setPage(pager, page) {
    pager.pageText.textContent = "current page " + page;
    pager.pageText.dataset.page = String(page);
    updateButtons(pager);
  }

  // ‹ and › are disabled where pressing them would do nothing: at rest on the first or last
  // page of a pager that does not loop (the library's page change from there is empty).
  function updateButtons(pager) {
    const quiet = (targets) => !pager.animation
      && pager.motion.timelines[pager.frame][targets[pager.frame]].length === 0;
    pager.section.querySelector("button.next").disabled = quiet(pager.motion.next);
    pager.section.querySelector("button.previous").disabled = quiet(pager.motion.previous);
  }

  // ▶ plays the pager: the library's page change to the next page every 1.2 s, from the last
  // page of a pager that does not loop back to the first; ❚❚ (or a drag) stops it.
  function listenToPlay(pager) {
    const button = pager.section.querySelector("button.play");
    pager.play = null;
    const advance = () => {
      if (pager.animation) return;
      const next = pager.motion.next[pager.frame];
      go(pager, next === Number(pager.pageText.dataset.page) ? 0 : next);
    };
    button.addEventListener("click", () => {
      if (pager.play) {
        stopPlaying(pager);
      } else {
        advance();
        pager.play = setInterval(advance, 1200);
        button.textContent = "❚❚";
        button.setAttribute("aria-pressed", "true");
      }
    });
  }

  function stopPlaying(pager) {
    if (!pager.play) return;
    clearInterval(pager.play);
    pager.play = null;
    const button = pager.section.querySelector("button.play");
    button.textContent = "▶";
    button.setAttribute("aria-pressed", "false");
  }

  // A tap on a page other than the current one goes to it, as in the library's pagers.
  function goToTapped(pager, page) {
    if (page !== Number(pager.pageText.dataset.page)) go(pager, page);
  }

  function scrub(pager, index) {
    stop(pager);
    const last = pager.data.frames.length - 1;
    const frame = pager.data.loops ? wrapped(pager, index) : Math.min(Math.max(index, 0), last);
    show(pager, frame);
    setPage(pager, pager.data.frames[frame][0]);
  }

  function stop(pager) {
    if (!pager.animation) return;
    clearTimeout(pager.animation.timer);
    pager.animation = null;
    settle(pager);
  }

  function settle(pager) {
    if (pager.animation) return;
    for (const resolve of pager.idle.splice(0)) resolve();
  }

  // Next or previous: from the page a running change is heading to, else from the frame shown.
  function turn(pager, targets) {
    const from = pager.animation ? pager.motion.pageFrames[pager.animation.target] : pager.frame;
    go(pager, targets[from]);
  }

  // Plays the library's page change from the frame shown to page `target`.
  function go(pager, target) {
    const timeline = ticks(pager.motion.timelines[pager.frame][target]);
    stop(pager);
    if (timeline.length === 0) {
      setPage(pager, target);
      return;
    }
    const animation = { target, timeline, start: performance.now(), shown: 0, timer: 0 };
    pager.animation = animation;
    tick(pager, animation);
  }

  // A written timeline [n, first frame, steps between frames…, page, count, …] as [frame, page, …].
  function ticks(written) {
    if (written.length === 0) return [];
    const count = written[0], out = [];
    let frame = 0, run = 1 + count, left = 0, page = 0;
    for (let index = 0; index < count; index++) {
      frame += written[1 + index];
      if (left === 0) [page, left, run] = [written[run], written[run + 1], run + 2];
      left -= 1;
      out.push(frame, page);
    }
    return out;
  }

  function tick(pager, animation) {
    if (pager.animation !== animation) return;
    const count = animation.timeline.length / 2;
    const elapsed = (performance.now() - animation.start) / 1000;
    const due = Math.min(Math.floor(elapsed * pager.motion.rate), count);
    if (due > animation.shown) {
      animation.shown = due;
      show(pager, animation.timeline[2 * due - 2]);
      setPage(pager, animation.timeline[2 * due - 1]);
    }
    if (due >= count) {
      pager.playedTicks = animation.shown;
      pager.animation = null;
      updateButtons(pager);
      settle(pager);
      return;
    }
    animation.timer = setTimeout(() => tick(pager, animation), 1000 / pager.motion.rate);
  }

  function listenToPointer(pager) {
    const stage = pager.stage;
    let press = null;
    const along = (event) => (pager.data.horizontal ? event.clientX - press.x : event.clientY - press.y);
    stage.addEventListener("pointerdown", (event) => {
      if (event.button !== 0) return;
      const box = pager.viewport.getBoundingClientRect();
      press = {
        id: event.pointerId, x: event.clientX, y: event.clientY, left: box.left, top: box.top,
        dragging: false, offset: 0, page: 0, samples: [],
      };
      try { stage.setPointerCapture(event.pointerId); } catch { /* a synthetic pointer cannot be captured */ }
    });
    stage.addEventListener("pointermove", (event) => {
      if (!press || event.pointerId !== press.id) return;
      const moved = along(event);
      if (!press.dragging) {
        if (Math.abs(moved) < 4) return;
        // A drag stops a page change where it is and starts from the page shown there, as the
        // page controller's beginDragging does.
        stop(pager);
        stopPlaying(pager);
        press.dragging = true;
        press.offset = pager.data.offsets[pager.frame];
        press.page = pager.data.frames[pager.frame][0];
        stage.classList.add("dragging");
      }
      press.samples.push([event.timeStamp, moved]);
      // The content follows the finger: its offset moves against it.
      scrub(pager, frameAt(pager, press.offset - moved));
    });
    const release = (event) => {
      if (!press || event.pointerId !== press.id) return;
      if (!press.dragging && event.type === "pointerup") {
        tap(pager, press.x - press.left, press.y - press.top);
      }
      if (press.dragging) {
        press.samples.push([event.timeStamp, along(event)]);
        // The content offset's speed along the axis is the finger's, reversed.
        const velocity = -speed(press.samples, event.timeStamp);
        const flick = velocity !== 0 && Math.abs(velocity) >= pager.motion.flick;
        const column = flick ? (velocity > 0 ? 1 : 2) : 0;
        go(pager, pager.motion.snap[pager.frame][3 * press.page + column]);
      }
      press = null;
      stage.classList.remove("dragging");
    };
    stage.addEventListener("pointerup", release);
    stage.addEventListener("pointercancel", release);
  }

  // The finger's speed along the axis over the last 100 ms before `now`, in points a second
  // (infinite for a move within one instant, 0 for a finger at rest).
  function speed(samples, now) {
    const recent = samples.filter(([time]) => time >= now - 100);
    if (recent.length < 2) return 0;
    const [[startTime, start], [endTime, end]] = [recent[0], recent[recent.length - 1]];
    const distance = end - start;
    if (distance === 0) return 0;
    return endTime > startTime ? (distance / (endTime - startTime)) * 1000 : distance * Infinity;
  }

  // The frame whose offset is nearest `offset` (offsets rise with the frames, or fall for
  // right-to-left pages); a looping pager's frames repeat every period, counted on past its ends.
  function frameAt(pager, offset) {
    const { offsets, loops, period } = pager.data, count = offsets.length;
    let turns = 0;
    if (loops && period !== 0) {
      turns = Math.floor((offset - offsets[0]) / period);
      offset -= turns * period;
    }
    const at = (index) => (index < count ? offsets[index] : offsets[0] + period);
    const last = loops ? count : count - 1;
    const rising = at(last) >= at(0);
    let low = 0, high = last;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (rising ? at(middle) < offset : at(middle) > offset) low = middle + 1;
      else high = middle;
    }
    const nearest = low > 0 && Math.abs(at(low - 1) - offset) <= Math.abs(at(low) - offset) ? low - 1 : low;
    return turns * count + nearest;
  }

  function contains(region, x, y) {
    if (region.length === 5) return x >= region[1] && x < region[3] && y >= region[2] && y < region[4];
    let inside = false;
    for (let i = 1, j = region.length - 2; i < region.length; j = i, i += 2) {
      const xi = region[i], yi = region[i + 1], xj = region[j], yj = region[j + 1];
      if (yi > y !== yj > y && x < xj + ((y - yj) * (xi - xj)) / (yi - yj)) inside = !inside;
    }
    return inside;
  }

  function tap(pager, x, y) {
    const region = pager.data.frames[pager.frame][3].find((candidate) => contains(candidate, x, y));
    pager.overlay.replaceChildren();
    const at = " at " + Math.round(x) + ", " + Math.round(y);
    if (!region) {
      pager.tapText.textContent = "Tapped nothing" + at;
      pager.tapText.dataset.hit = "none";
      return;
    }
    const [section, item] = pager.data.paths[region[0]];
    pager.tapText.textContent =
      "Tapped page " + region[0] + " (section " + section + " · item " + item + ")" + at;
    pager.tapText.dataset.hit = section + "-" + item;
    const corners = region.length === 5
      ? [region[1], region[2], region[3], region[2], region[3], region[4], region[1], region[4]]
      : region.slice(1);
    const outline = document.createElementNS("http://www.w3.org/2000/svg", "polygon");
    outline.setAttribute("points", corners.join(" "));
    pager.overlay.appendChild(outline);
    goToTapped(pager, region[0]);
  }

  // ----- Self-test (#selftest): scripted interactions, results as JSON for the browser test.

  function finish(results) {
    const out = document.getElementById("selftest-out");
    out.textContent = JSON.stringify(results);
    out.dataset.done = "true";
  }

  function idle(pager) {
    return pager.animation ? new Promise((resolve) => pager.idle.push(resolve)) : Promise.resolve();
  }

  async function press(pager, button) {
    pager.section.querySelector("button." + button).click();
    pager.playedTicks = 0;
    await idle(pager);
    return [Number(pager.pageText.dataset.page), pager.frame, pager.playedTicks];
  }

  function pointer(pager, type, x, y) {
    const box = pager.viewport.getBoundingClientRect();
    pager.stage.dispatchEvent(new PointerEvent(type, {
      bubbles: true, pointerId: 7, isPrimary: true, button: 0, clientX: box.left + x, clientY: box.top + y,
    }));
  }

  function probe(pager) {
    pager.stage.scrollIntoView({ block: "center", inline: "center" });
    const box = pager.viewport.getBoundingClientRect();
    const [width, height] = [box.width, box.height];
    const points = [];
    for (let row = 0; row < 9; row++) {
      for (let column = 0; column < 7; column++) {
        const x = ((column + 0.5) * width) / 7, y = ((row + 0.5) * height) / 9;
        let element = document.elementFromPoint(box.left + x, box.top + y);
        while (element && !/-item-\d+-\d+$/.test(element.id)) element = element.parentElement;
        pointer(pager, "pointerdown", x, y);
        pointer(pager, "pointerup", x, y);
        const drawn = element ? element.id.replace(/^.*-item-/, "") : "none";
        points.push([x, y, pager.tapText.dataset.hit, drawn]);
      }
    }
    return { frame: pager.frame, points };
  }

  // Every shown page's content transform as the browser computed it: [flat index, m11, m12, …, m44].
  function contentTransforms(pager) {
    const shown = [...pager.items].filter(([, item]) => item.root.style.display !== "none" && item.content);
    return shown.map(([flat, item]) => {
      const m = new DOMMatrix(getComputedStyle(item.content).transform);
      return [flat, m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
        m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44];
    });
  }

  // The offset distance from page 0 to page 1, signed: negative when right-to-left pages advance.
  function pageDistance(pager) {
    const offsets = pager.data.offsets, steps = pager.data.steps;
    return steps < offsets.length ? offsets[steps] - offsets[0] : pager.data.period;
  }

  function pause(milliseconds) {
    return new Promise((resolve) => setTimeout(resolve, milliseconds));
  }

  // Drags the finger `pages` page distances forwards (negative: backwards) from rest on page
  // `from`, slowly (resting before letting go) or as a flick, and waits for it to settle:
  // [finger movement along the axis, current page, frame, ticks played].
  async function snap(pager, from, pages, flick) {
    const frames = pager.motion.pageFrames;
    scrub(pager, frames[Math.min(from, frames.length - 1)]);
    // The finger moves against the offset.
    const finger = -pages * pageDistance(pager);
    const [x, y] = [pager.data.horizontal ? 120 : 10, pager.data.horizontal ? 10 : 120];
    const at = (share) => (pager.data.horizontal ? [x + finger * share, y] : [x, y + finger * share]);
    pointer(pager, "pointerdown", x, y);
    pointer(pager, "pointermove", ...at(0.5));
    pointer(pager, "pointermove", ...at(1));
    if (!flick) await pause(250);
    pager.playedTicks = 0;
    pointer(pager, "pointerup", ...at(1));
    await idle(pager);
    return [Math.round(finger), Number(pager.pageText.dataset.page), pager.frame, pager.playedTicks];
  }

  async function selfTest() {
    const results = await Promise.all(pagers.map(async (pager) => {
      const pages = [[Number(pager.pageText.dataset.page), pager.frame, 0]];
      pages.push(await press(pager, "next"));
      pages.push(await press(pager, "next"));
      pages.push(await press(pager, "previous"));
      return { pager, pages };
    }));
    const report = [];
    for (const { pager, pages } of results) {
      const taps = [probe(pager)];
      const middle = Math.round(pager.data.frames.length * 0.37);
      pager.slider.value = String(middle);
      pager.slider.dispatchEvent(new Event("input", { bubbles: true }));
      taps.push(probe(pager));
      const contents = contentTransforms(pager);
      const before = pager.frame;
      // Half a page forwards: the finger moves against the offset.
      const half = -pageDistance(pager) / 2;
      const [x, y] = pager.data.horizontal ? [120, 10] : [10, 120];
      const [toX, toY] = pager.data.horizontal ? [x + half, y] : [x, y + half];
      pointer(pager, "pointerdown", x, y);
      pointer(pager, "pointermove", toX, toY);
      const dragged = pager.frame;
      pointer(pager, "pointerup", toX, toY);
      report.push({
        id: pager.section.id, title: pager.section.getAttribute("aria-label"), steps: pager.data.steps,
        frames: pager.data.frames.length, pages, taps, contents, drag: [before, dragged],
        items: pager.viewport.querySelectorAll(":scope > .item").length,
      });
    }
    // Released drags, every pager at once: from page 1 a slow 0.3 and 0.7 of a page forwards,
    // flicks of 0.2 forwards and backwards; from page 0 a flick of 0.2 backwards.
    const snaps = await Promise.all(pagers.map(async (pager) => [
      await snap(pager, 1, 0.3, false), await snap(pager, 1, 0.7, false), await snap(pager, 1, 0.2, true),
      await snap(pager, 1, -0.2, true), await snap(pager, 0, -0.2, true),
    ]));
    snaps.forEach((entries, index) => { report[index].snaps = entries; });
    finish({ errors, pagers: report });
  }
})();
