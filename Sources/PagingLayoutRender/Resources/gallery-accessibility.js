"use strict";
(() => {
  const tables = JSON.parse(document.getElementById("gallery-indicators").textContent);
  const pagers = [...document.querySelectorAll("section.pager")].map(setUp);
  if (location.hash === "#a11ytest") {
    // The pagers play once the first script has set them up (after inflating their data).
    window.galleryReady.then(accessibilityTest).catch((error) => report({ errors: [String(error)] }));
  }

  function setUp(section) {
    const data = JSON.parse(section.querySelector("script.pager-a11y").textContent);
    const pager = {
      section, data, table: tables[data.indicator], stage: section.querySelector(".stage"),
      slider: section.querySelector("input.scrub"), pageText: section.querySelector(".page"),
      positionText: section.querySelector(".position"), row: section.querySelector(".indicator-row"),
      dots: section.querySelector(".indicator"), announce: section.querySelector(".announce"), page: -1,
    };
    pager.dots.style.width = pager.table.size[0] + "px";
    pager.dots.style.height = pager.table.size[1] + "px";
    pager.stage.addEventListener("keydown", (event) => {
      const action = data.keys[event.key];
      if (action === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      if (typeof action === "number") goTo(pager, action);
      else section.querySelector("button." + action).click();
    });
    pager.row.addEventListener("click", (event) => {
      const box = pager.dots.getBoundingClientRect();
      const page = dotAt(pager, event.clientX - box.left, event.clientY - box.top);
      if (page !== null) goTo(pager, page);
    });
    // The first script writes the position readout on every frame and the page readout's
    // data-page on every page change.
    const observer = new MutationObserver(() => sync(pager));
    observer.observe(pager.positionText, { childList: true, characterData: true, subtree: true });
    observer.observe(pager.pageText, { attributes: true, attributeFilter: ["data-page"] });
    sync(pager);
    return pager;
  }

  function goTo(pager, page) {
    if (typeof pager.section.goToPage === "function") pager.section.goToPage(page);
  }

  function sync(pager) {
    const frame = Number(pager.slider.value);
    const dots = pager.table.frames[frame] || [];
    pager.dots.replaceChildren(...dots.map(([page, left, top, size, colour]) => {
      const dot = document.createElement("span");
      dot.dataset.page = String(page);
      dot.style.cssText = "left:" + left + "px;top:" + top + "px;width:" + size + "px;height:" + size +
        "px;background:" + colour;
      return dot;
    }));
    pager.frame = frame;
    const page = Number(pager.pageText.dataset.page);
    markCurrent(pager, page);
    if (page === pager.page) return;
    const first = pager.page < 0;
    pager.page = page;
    // The scroll slider's value is a frame number: it announces the page instead.
    pager.slider.setAttribute("aria-valuetext", pager.data.values[page]);
    if (!first) pager.announce.textContent = pager.data.values[page];
  }

  // The current page's slide is marked current, the others not (slides come and go as they show).
  function markCurrent(pager, page) {
    const name = (page + 1) + " of " + pager.data.values.length;
    for (const slide of pager.section.querySelectorAll("[aria-roledescription=slide]")) {
      if (slide.getAttribute("aria-label") === name) slide.setAttribute("aria-current", "true");
      else slide.removeAttribute("aria-current");
    }
  }

  // The page whose tap target holds (x, y), in indicator coordinates; targets are half-open.
  function dotAt(pager, x, y) {
    const targets = pager.table.hits[pager.table.hitOf[pager.frame]] || [];
    const hit = targets.find(([, left, top, width, height]) =>
      x >= left && x < left + width && y >= top && y < top + height);
    return hit ? hit[0] : null;
  }

  // ----- #a11ytest: keyboard and taps on every pager, results as JSON for the browser test.

  function report(results) {
    const out = document.getElementById("a11ytest-out");
    out.textContent = JSON.stringify(results);
    out.dataset.done = "true";
  }

  function pause(milliseconds) {
    return new Promise((resolve) => setTimeout(resolve, milliseconds));
  }

  // [the current slide's number, the page as the scroll slider announces it, the page readout's page].
  function state(pager) {
    const current = pager.section.querySelector("[aria-roledescription=slide][aria-current=true]");
    return [current ? Number(current.getAttribute("aria-label").split(" ")[0]) : 0,
      pager.slider.getAttribute("aria-valuetext"), Number(pager.pageText.dataset.page)];
  }

  async function press(pager, key) {
    pager.stage.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    await pause(700);
    return [key].concat(state(pager));
  }

  async function tapDot(pager, page) {
    const dot = pager.dots.querySelector("span[data-page='" + page + "']");
    const box = dot.getBoundingClientRect();
    pager.row.dispatchEvent(new MouseEvent("click", {
      bubbles: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2,
    }));
    await pause(700);
    return [page].concat(state(pager));
  }

  async function accessibilityTest() {
    const results = [];
    for (const pager of pagers) {
      pager.stage.scrollIntoView({ block: "center" });
      pager.stage.focus();
      const focused = document.activeElement === pager.stage;
      const outline = getComputedStyle(pager.stage).outlineStyle;
      const keys = Object.keys(pager.data.keys);
      const sliderTexts = [pager.slider.getAttribute("aria-valuetext")];
      const presses = [state(pager)];
      presses.push(await press(pager, "End"));
      presses.push(await press(pager, keys[0]));
      presses.push(await press(pager, "Home"));
      presses.push(await press(pager, keys[1]));
      presses.push(await press(pager, keys[0]));
      const taps = [await tapDot(pager, 2), await tapDot(pager, 0)];
      sliderTexts.push(pager.slider.getAttribute("aria-valuetext"));
      const dots = [...pager.dots.children].map((dot) => {
        const box = dot.getBoundingClientRect();
        return [Number(dot.dataset.page), box.width];
      });
      // Everything in the pager a Tab press stops at: the stage alone.
      const tabStops = [...pager.section.querySelectorAll("button,input,select,textarea,a[href],[tabindex]")]
        .filter((node) => node.tabIndex >= 0 && !node.disabled).map((node) => node.className);
      const slides = [...pager.section.querySelectorAll("[aria-roledescription=slide]")]
        .filter((slide) => slide.style.display !== "none")
        .map((slide) => [slide.getAttribute("role"), slide.getAttribute("aria-label")]);
      results.push({
        id: pager.section.id, region: [pager.section.getAttribute("role"),
          pager.section.getAttribute("aria-roledescription")], label: pager.section.getAttribute("aria-label"),
        role: pager.stage.getAttribute("role"), tabIndex: pager.stage.tabIndex, focused, outline, tabStops, slides,
        announce: pager.announce.textContent, keys, presses, taps, dots, sliderTexts,
      });
    }
    report({ errors: [], pagers: results });
  }
})();
