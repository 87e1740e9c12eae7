"use strict";
(() => {
  const errors = [];
  window.addEventListener("error", (event) => errors.push(String(event.message)));
  window.addEventListener("unhandledrejection", (event) => errors.push(String(event.reason)));
  const $ = (id) => document.getElementById(id);
  const frame = $("pager");
  const pieceKeys = ["static", "rowBased", "columnBased", "rowBasedMirror", "columnBasedMirror", "rowOddEven",
    "columnOddEven", "indexBasedCustom", "rowBasedCustom", "columnBasedCustom", "aggregated"];
  let catalogue = null;
  const state = { effect: "", preset: "", options: {}, geometry: defaultGeometry() };
  let ranges = new Map();
  let timer = null, sequence = 0, position = null, waiters = [];
  // The option changed last and the attributes before that change: an option whose change leaves
  // every attribute as it was does nothing in this preset, and its row says so.
  let lastEdited = null, shownAttributes = null;

  function defaultGeometry() {
    return { viewport: { width: 240, height: 320 }, direction: "horizontal", pageLength: null, spacing: 0,
      padding: { leading: 0, trailing: 0 }, alignment: "center", layoutDirection: "leftToRight",
      looping: false, pages: 6, inset: { width: 30, height: 30 } };
  }

  function say(text, isError) {
    $("status").textContent = text;
    $("status").classList.toggle("error", Boolean(isError));
  }

  // A message that stays until it is dismissed, whatever the status line says next: a share link
  // that does not read, so the page never looks as if the link had opened what it names.
  function warn(text) {
    $("notice-text").textContent = text;
    $("notice").hidden = false;
  }
  $("notice-dismiss").addEventListener("click", () => { $("notice").hidden = true; });

  function element(tag, properties, children) {
    const node = Object.assign(document.createElement(tag), properties || {});
    for (const child of children || []) node.append(child);
    return node;
  }

  const clone = (value) => JSON.parse(JSON.stringify(value));
  const entry = (name) => catalogue.effects.find((effect) => effect.name === name);
  const presetOptions = (name, preset) => {
    const found = entry(name).presets.find((candidate) => candidate.name === preset);
    return found ? clone(found.options) : {};
  };
  const valueAt = (object, path) => path.reduce((value, key) => (value == null ? undefined : value[key]), object);
  const presetValues = (path) => entry(state.effect).presets.map((preset) => valueAt(preset.options, path))
    .filter((value) => value !== undefined);
  // What an option means (`paging-layout options`): its own help, or for a component of a point or
  // size, its option's.
  const helpFor = (path) => {
    const list = (catalogue.help || {})[state.effect] || [];
    for (let length = path.length; length > 0; length--) {
      const found = list.find((help) => help.key === path.slice(0, length).join("."));
      if (found) return found;
    }
    return null;
  };
  const isPieces = (value) => value !== null && typeof value === "object" && !Array.isArray(value)
    && Object.keys(value).some((key) => pieceKeys.includes(key));

  async function post(path, body, kind) {
    const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) {
      let message = text;
      try { message = JSON.parse(text).error; } catch (ignored) { /* not JSON: show the text */ }
      throw new Error(message);
    }
    return kind === "json" ? JSON.parse(text) : text;
  }

  // The effect as a spec names it: the preset while it is unchanged, else the options.
  function effectBody() {
    return state.preset ? { effect: state.effect, preset: state.preset }
      : { effect: state.effect, options: state.options };
  }

  function specText() {
    return JSON.stringify(Object.assign({ version: 1 }, effectBody()), null, 2) + "\n";
  }

  // Effect and preset pickers.
  function fillEffects() {
    $("effect").replaceChildren(...catalogue.effects.map((effect) =>
      element("option", { value: effect.name, textContent: effect.name })));
    $("effect").addEventListener("change", () => {
      choose($("effect").value, entry($("effect").value).presets[0]?.name || "");
      schedule();
    });
    $("preset").addEventListener("change", () => {
      if ($("preset").value) { choose(state.effect, $("preset").value); schedule(); }
    });
  }

  function fillPresets() {
    const presets = entry(state.effect).presets.map((preset) =>
      element("option", { value: preset.name, textContent: preset.name }));
    $("preset").replaceChildren(...presets, element("option", { value: "", textContent: "— your options —" }));
    $("preset").value = state.preset;
    // Another preset of the same effect to show beside the pager, or none.
    const compared = $("compare").value;
    $("compare").replaceChildren(element("option", { value: "", textContent: "nothing" }),
      ...entry(state.effect).presets.map((preset) => element("option", { value: preset.name, textContent: preset.name })));
    $("compare").value = entry(state.effect).presets.some((preset) => preset.name === compared) ? compared : "";
  }

  function choose(effect, preset) {
    lastEdited = null;
    if (effect !== state.effect) ranges = new Map();
    state.effect = effect;
    state.preset = preset;
    state.options = presetOptions(effect, preset);
    $("effect").value = effect;
    fillPresets();
    buildOptions();
  }

  // Options: one control per value the effect's options hold.
  // Options in families named by their main word — Scale (minScale, maxScale, scaleRatio, …),
  // Shadow, Blur, Stack, Pieces — when three or more share it; the rest stand alone.
  function buildOptions() {
    const container = $("options");
    container.replaceChildren(element("legend", { textContent: "Options" }));
    const families = new Map();
    // In the options type's own order (the initialiser's), as the docs' tables list them.
    const order = ((catalogue.help || {})[state.effect] || []).map((help) => help.key);
    const rank = (key) => (order.includes(key) ? order.indexOf(key) : order.length);
    for (const key of Object.keys(state.options).sort((a, b) => rank(a) - rank(b))) {
      const parts = words(key).split(" ");
      const family = (/^(Max|Min)$/.test(parts[0]) && parts.length > 1 ? parts[1] : parts[0]).toLowerCase();
      families.set(family, (families.get(family) || []).concat([key]));
    }
    for (const [family, keys] of families) {
      const members = Object.fromEntries(keys.map((key) => [key, state.options[key]]));
      if (keys.length < 3) { buildObject(members, [], container); continue; }
      const set = element("fieldset", { className: "family" },
        [element("legend", { textContent: family.charAt(0).toUpperCase() + family.slice(1) })]);
      container.append(set);
      buildObject(members, [], set);
    }
    markConditions();
  }

  function edited(path, value) {
    lastEdited = path.join(".");
    if (path.length === 0) {
      state.options = value;
    } else {
      const parent = valueAt(state.options, path.slice(0, -1));
      parent[path[path.length - 1]] = value;
    }
    state.preset = "";
    $("preset").value = "";
    markConditions();
    schedule();
  }

  function buildObject(object, path, container) {
    for (const key of Object.keys(object)) {
      const value = object[key], here = path.concat(key);
      if (typeof value === "number") container.append(numberRow(key, here, value));
      else if (typeof value === "boolean") container.append(toggleRow(key, here, value));
      else if (typeof value === "string") container.append(choiceRow(key, here, value));
      else if (value === null) container.append(absentRow(key, here));
      else if (Array.isArray(value) || isPieces(value)) container.append(jsonRow(key, here, value));
      else container.append(group(key, here, value));
    }
  }

  // An option's key as words: "blurEffectRadiusRatio" → "Blur effect radius ratio", "rotation3d" →
  // "Rotation 3D". The key itself, as Swift and the spec spell it, is the label's tooltip.
  function words(key) {
    const text = String(key).replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([a-z])(\d+d)\b/g, "$1 $2")
      .toLowerCase().replace(/\b(\d+)d\b/g, "$1D");
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  function row(label, path, controls) {
    const name = element("span", { className: "name", textContent: words(label), title: label });
    const help = helpFor(path), own = help && help.key === path.join(".");
    const unit = help && help.symbol ? [element("span", { className: "unit", textContent: help.symbol })] : [];
    const node = element("div", { className: "row" }, [name, ...controls, ...unit,
      element("small", { className: "help", textContent: own ? help.summary : "", hidden: !own }),
      element("small", { className: "off", hidden: true }),
      element("small", { className: "inert", hidden: true,
        textContent: "No visible change in this preset: every attribute stayed the same." })]);
    node.dataset.path = path.join(".");
    return node;
  }

  // Options that have no effect with the others as they are (blur radius while blur is off, arc
  // for a non-circular carousel, an option the effect never reads) are dimmed and say why.
  function markConditions() {
    for (const node of $("options").querySelectorAll("[data-path]")) {
      const path = node.dataset.path.split(".");
      const help = helpFor(path), note = node.querySelector(":scope > .off");
      if (!help || !note || help.key !== path.join(".")) continue;
      const when = help.when;
      let reason = "";
      if (when === "never") {
        reason = "No effect: this effect never reads it.";
      } else if (when && !when.values.some((value) => JSON.stringify(value) === JSON.stringify(state.options[when.key]))) {
        const wanted = when.values.map((value) => value === true ? "on" : String(value)).join(" or ");
        reason = "No effect in these options: only while " + words(when.key) + " is " + wanted + ".";
      }
      note.textContent = reason;
      note.hidden = reason === "";
      node.classList.toggle("unused", reason !== "");
    }
  }

  // A slider's range: from the values the effect's presets give this option, fixed per effect.
  function rangeFor(path, value) {
    const key = path.join(".");
    const help = helpFor(path);
    if (help && help.range) {
      // The option's own range, widened to hold a value a preset or a spec gives beyond it.
      return [Math.min(help.range[0], value), Math.max(help.range[1], value), help.step || (help.range[1] - help.range[0]) / 400];
    }
    if (!ranges.has(key)) {
      const name = String(path[path.length - 1]).toLowerCase();
      const values = presetValues(path).filter((v) => typeof v === "number").concat([value]);
      const largest = Math.max(1, ...values.map(Math.abs));
      const power = Math.pow(10, Math.floor(Math.log10(largest * 2)));
      let high = [1, 2, 5, 10].map((f) => f * power).find((v) => v >= largest * 2);
      let low = values.every((v) => v >= 0) && /alpha|opacity|ratio|scale|count|size|radius|duration|length|spacing|min|max/.test(name) ? 0 : -high;
      if (/alpha|opacity/.test(name)) high = Math.max(1, ...values);
      const integral = values.every(Number.isInteger) && /count|size|number|index/.test(name);
      ranges.set(key, [low, high, integral ? 1 : (high - low) / 400]);
    }
    return ranges.get(key);
  }

  function numberRow(label, path, value) {
    const [low, high, step] = rangeFor(path, value);
    const slider = element("input", { type: "range", min: low, max: high, step: step, value: value });
    const field = element("input", { type: "number", step: "any", value: value });
    slider.setAttribute("aria-label", label);
    field.setAttribute("aria-label", label + " value");
    slider.addEventListener("input", () => { field.value = slider.value; edited(path, Number(slider.value)); });
    field.addEventListener("input", () => {
      const number = Number(field.value);
      const valid = field.value.trim() !== "" && Number.isFinite(number);
      field.classList.toggle("invalid", !valid);
      if (!valid) return;
      slider.value = number;
      edited(path, number);
    });
    return row(label, path, [slider, field]);
  }

  function toggleRow(label, path, value) {
    const box = element("input", { type: "checkbox", checked: value });
    box.addEventListener("change", () => edited(path, box.checked));
    return row(label, path, [box, element("span")]);
  }

  function choiceRow(label, path, value) {
    const list = Object.values(catalogue.choices).find((choices) => choices.includes(value));
    const seen = [...new Set(presetValues(path).filter((v) => typeof v === "string").concat([value]))];
    let control;
    if (list) {
      control = element("select", {}, list.map((choice) => element("option", { value: choice, textContent: choice })));
      control.value = value;
      control.addEventListener("change", () => edited(path, control.value));
    } else {
      const id = "choices-" + path.join("-");
      control = element("input", { type: "text", value: value });
      control.setAttribute("list", id);
      control.addEventListener("change", () => edited(path, control.value));
      document.body.append(element("datalist", { id: id }, seen.map((v) => element("option", { value: v }))));
    }
    return row(label, path, [control, element("span")]);
  }

  // A value absent in this preset (null): a switch turns it on with the first preset's value.
  function absentRow(label, path) {
    const template = presetValues(path).find((v) => v !== null);
    const box = element("input", { type: "checkbox", checked: false, disabled: template === undefined });
    box.addEventListener("change", () => { edited(path, clone(template)); buildOptions(); });
    return row(label, path, [element("span", { className: "switch" },
      [template === undefined ? "none " : "off ", box])]);
  }

  // Snapshot pieces values as a form: how the value varies across the grid of pieces (a picker),
  // its flag, and each value's numbers; an aggregate holds further pieces values.
  const pieceFlags = { rowBased: "reversed", columnBased: "reversed", rowBasedMirror: "reversed",
    columnBasedMirror: "reversed", rowOddEven: "increasing", columnOddEven: "increasing" };
  const pieceKinds = { static: "the same for every piece", rowBased: "by row", columnBased: "by column",
    rowBasedMirror: "by row, mirrored", columnBasedMirror: "by column, mirrored", rowOddEven: "odd and even rows",
    columnOddEven: "odd and even columns", indexBasedCustom: "one value per piece", rowBasedCustom: "one value per row",
    columnBasedCustom: "one value per column", aggregated: "several, combined" };
  const kindOf = (value) => Object.keys(value).find((key) => pieceKeys.includes(key));

  // The first number-or-point a pieces value holds, as a zero of the same shape.
  function zeroLike(value) {
    let found = value[kindOf(value)];
    while (Array.isArray(found) || (found && typeof found === "object" && kindOf(found))) {
      found = Array.isArray(found) ? found[0] : found[kindOf(found)];
    }
    if (typeof found === "number" || found == null) return 0;
    return Object.fromEntries(Object.keys(found).map((key) => [key, 0]));
  }

  function piecesOfKind(kind, zero) {
    if (kind === "aggregated") return { aggregated: [{ static: clone(zero) }], operation: "sum" };
    if (pieceFlags[kind] === "increasing") return { [kind]: [clone(zero), clone(zero)], increasing: false };
    if (pieceFlags[kind]) return { [kind]: clone(zero), reversed: false };
    if (kind === "static") return { static: clone(zero) };
    return { [kind]: [clone(zero)] };
  }

  // One number, or a point's or size's numbers, each in its own field.
  function elementEditor(value, changed) {
    const field = (number, label, set) => {
      const input = element("input", { type: "number", step: "any", value: number });
      input.setAttribute("aria-label", label);
      input.addEventListener("input", () => {
        const parsed = Number(input.value);
        const valid = input.value.trim() !== "" && Number.isFinite(parsed);
        input.classList.toggle("invalid", !valid);
        if (valid) { set(parsed); changed(); }
      });
      return input;
    };
    if (typeof value !== "object" || value === null) {
      const box = { value };
      return { node: field(value, "value", (v) => { box.value = v; }), read: () => box.value };
    }
    const fields = Object.keys(value).map((key) =>
      element("label", { className: "axis" }, [key + " ", field(value[key], key, (v) => { value[key] = v; })]));
    return { node: element("span", { className: "point" }, fields), read: () => value };
  }

  // A pieces value's form; calls `changed` with the whole new value after every edit.
  function piecesEditor(initial, changed) {
    let value = clone(initial);
    const holder = element("div", { className: "pieces-editor" });
    const rebuild = () => holder.replaceChildren(...piecesControls(value, (next) => {
      value = next;
      changed(clone(value));
    }, rebuild));
    rebuild();
    return { node: holder, set: (next) => { value = clone(next); rebuild(); } };
  }

  function piecesControls(value, changed, rebuild) {
    const kind = kindOf(value);
    const picker = element("select", { className: "kind" }, pieceKeys.map((key) =>
      element("option", { value: key, textContent: pieceKinds[key] })));
    picker.value = kind;
    picker.addEventListener("change", () => { changed(piecesOfKind(picker.value, zeroLike(value))); rebuild(); });
    const head = [picker];
    if (pieceFlags[kind]) {
      const box = element("input", { type: "checkbox", checked: Boolean(value[pieceFlags[kind]]) });
      box.addEventListener("change", () => { value[pieceFlags[kind]] = box.checked; changed(value); });
      head.push(element("label", { className: "flag" }, [box, " " + pieceFlags[kind]]));
    }
    if (kind === "aggregated") {
      const operation = element("select", {}, ["sum", "product"].map((op) => element("option", { value: op, textContent: op })));
      operation.value = value.operation;
      operation.addEventListener("change", () => { value.operation = operation.value; changed(value); });
      head.push(operation);
    }
    const parts = [element("div", { className: "pieces-head" }, head)];
    const held = value[kind];
    const list = Array.isArray(held) ? held : [held];
    const fixed = pieceFlags[kind] === "increasing" || !Array.isArray(held);
    list.forEach((item, index) => {
      const store = (next) => { if (Array.isArray(held)) held[index] = next; else value[kind] = next; };
      const label = pieceFlags[kind] === "increasing" ? (index === 0 ? "odd" : "even") : Array.isArray(held) ? "#" + (index + 1) : "";
      let editor;
      if (kind === "aggregated") {
        editor = piecesEditor(item, (next) => { store(next); changed(value); });
      } else {
        const single = elementEditor(item, () => { store(single.read()); changed(value); });
        editor = single;
      }
      const remove = element("button", { type: "button", textContent: "−", title: "Remove", disabled: fixed || list.length < 2 });
      remove.addEventListener("click", () => { held.splice(index, 1); changed(value); rebuild(); });
      parts.push(element("div", { className: "pieces-item" },
        [element("span", { className: "index", textContent: label }), editor.node].concat(fixed ? [] : [remove])));
    });
    if (!fixed) {
      const add = element("button", { type: "button", textContent: "+ add", className: "add" });
      add.addEventListener("click", () => {
        held.push(kind === "aggregated" ? { static: zeroLike(value) } : clone(zeroLike(value)));
        changed(value);
        rebuild();
      });
      parts.push(add);
    }
    return parts;
  }

  // Arrays and snapshot pieces values: pieces values in their form, with their JSON below it (both
  // checked by the library on every change); any preset's value can be taken as a starting point.
  function jsonRow(label, path, value) {
    const area = element("textarea", { value: JSON.stringify(value) });
    area.setAttribute("aria-label", label + " (JSON)");
    const visual = isPieces(value) ? piecesEditor(value, (next) => {
      area.value = JSON.stringify(next);
      area.classList.remove("invalid");
      edited(path, next);
    }) : null;
    area.addEventListener("input", () => {
      try {
        const parsed = JSON.parse(area.value);
        edited(path, parsed);
        if (visual && isPieces(parsed)) visual.set(parsed);
        area.classList.remove("invalid");
      } catch (error) {
        area.classList.add("invalid");
        say(label + ": " + error.message, true);
      }
    });
    const starts = [...new Set(presetValues(path).filter((v) => v !== null).map((v) => JSON.stringify(v)))];
    const picker = element("select", { className: "start" }, [element("option", { value: "", textContent: "from a preset…" }),
      ...starts.map((text) => element("option", { value: text, textContent: text.slice(0, 60) }))]);
    picker.addEventListener("change", () => {
      if (!picker.value) return;
      area.value = picker.value;
      area.dispatchEvent(new Event("input"));
      picker.value = "";
    });
    const json = visual ? element("details", { className: "json" }, [element("summary", { textContent: "JSON" }), area]) : area;
    const node = element("div", { className: "pieces" },
      [row(label, path, [picker, element("span")])].concat(visual ? [visual.node] : [], [json]));
    node.dataset.path = path.join(".");
    return node;
  }

  function group(label, path, value) {
    const optional = presetValues(path).some((v) => v === null);
    const legend = element("legend", { textContent: words(label) + " ", title: label });
    if (optional) {
      const box = element("input", { type: "checkbox", checked: true });
      box.setAttribute("aria-label", label + " on");
      box.addEventListener("change", () => { edited(path, null); buildOptions(); });
      legend.append(box);
    }
    const help = helpFor(path), own = help && help.key === path.join(".");
    const set = element("fieldset", {}, [legend, element("small", { className: "help", textContent: own ? help.summary : "", hidden: !own }),
      element("small", { className: "off", hidden: true })]);
    set.dataset.path = path.join(".");
    buildObject(value, path, set);
    return set;
  }

  // Screens to preview on, in points (portrait; the orientation picker turns them).
  const devices = [
    { name: "small card · 240×320", width: 240, height: 320 },
    { name: "iPhone SE · 375×667", width: 375, height: 667 },
    { name: "iPhone 15 · 393×852", width: 393, height: 852 },
    { name: "iPhone 15 Pro Max · 430×932", width: 430, height: 932 },
    { name: "iPad mini · 744×1133", width: 744, height: 1133 },
  ];
  const turned = (size) => ({ width: size.height, height: size.width });
  const sameSize = (a, b) => a.width === b.width && a.height === b.height;

  // Page geometry.
  function buildGeometry() {
    const g = state.geometry;
    const number = (label, get, set, low, high, step) => {
      const slider = element("input", { type: "range", min: low, max: high, step: step || 1, value: get() });
      const field = element("input", { type: "number", min: low, step: step || 1, value: get() });
      const apply = (text) => {
        const value = Number(text);
        if (text === "" || !Number.isFinite(value) || value < low) { field.classList.add("invalid"); return; }
        field.classList.remove("invalid");
        set(value);
        schedule();
      };
      slider.addEventListener("input", () => { field.value = slider.value; apply(slider.value); });
      field.addEventListener("input", () => { slider.value = field.value; apply(field.value); });
      slider.setAttribute("aria-label", label);
      return row(label, ["geometry", label], [slider, field]);
    };
    const pick = (label, get, set, choices) => {
      const select = element("select", {}, choices.map((c) => element("option", { value: c, textContent: c })));
      select.value = get();
      select.addEventListener("change", () => { set(select.value); schedule(); });
      return row(label, ["geometry", label], [select, element("span")]);
    };
    const toggle = (label, get, set) => {
      const box = element("input", { type: "checkbox", checked: get() });
      box.addEventListener("change", () => { set(box.checked); schedule(); buildGeometry(); });
      return row(label, ["geometry", label], [box, element("span")]);
    };
    const along = () => g.direction === "horizontal" ? g.viewport.width : g.viewport.height;
    const device = devices.find((d) => sameSize(d, g.viewport) || sameSize(d, turned(g.viewport)));
    const landscape = g.viewport.width > g.viewport.height;
    const sized = (size) => {
      g.viewport = landscape ? turned(size) : { width: size.width, height: size.height };
      g.pageLength = null;
    };
    const rows = [
      pick("device", () => device ? device.name : "custom", (name) => {
        const chosen = devices.find((d) => d.name === name);
        if (chosen) sized(chosen);
        buildGeometry();
      }, devices.map((d) => d.name).concat(device ? [] : ["custom"])),
      pick("orientation", () => landscape ? "landscape" : "portrait", (value) => {
        if ((value === "landscape") !== landscape) g.viewport = turned(g.viewport);
        buildGeometry();
      }, ["portrait", "landscape"]),
      number("width", () => g.viewport.width, (v) => { g.viewport.width = Math.max(v, 1); }, 1, 1366),
      number("height", () => g.viewport.height, (v) => { g.viewport.height = Math.max(v, 1); }, 1, 1366),
      pick("direction", () => g.direction, (v) => { g.direction = v; }, ["horizontal", "vertical"]),
      toggle("whole viewport", () => g.pageLength === null,
        (on) => { g.pageLength = on ? null : Math.round(along() * 0.75); }),
    ];
    if (g.pageLength !== null) {
      rows.push(number("page length", () => g.pageLength, (v) => { g.pageLength = Math.max(v, 1); }, 1, 640));
    }
    rows.push(
      number("spacing", () => g.spacing, (v) => { g.spacing = v; }, 0, 120),
      number("padding start", () => g.padding.leading, (v) => { g.padding.leading = v; }, 0, 320),
      number("padding end", () => g.padding.trailing, (v) => { g.padding.trailing = v; }, 0, 320),
      pick("alignment", () => g.alignment, (v) => { g.alignment = v; }, ["center", "start"]),
      pick("layout direction", () => g.layoutDirection, (v) => { g.layoutDirection = v; },
        ["leftToRight", "rightToLeft"]),
      toggle("looping", () => g.looping, (on) => { g.looping = on; }),
      number("pages", () => g.pages, (v) => { g.pages = Math.min(Math.max(Math.round(v), 1), 10); }, 1, 10),
      number("inset across", () => g.inset.width, (v) => { g.inset.width = v; g.inset.height = v; }, 0, 120));
    $("geometry").replaceChildren(element("legend", { textContent: "Page geometry" }), ...rows);
  }

  // The share link: the whole state in the URL hash.
  function writeHash() {
    const shared = Object.assign(effectBody(), { geometry: state.geometry });
    history.replaceState(null, "", "#" + encodeURIComponent(JSON.stringify(shared)));
  }

  function apply(shared) {
    if (shared && shared.compose !== undefined) {
      throw new Error("a composition cannot be edited here; preview it with paging-layout preview --spec FILE");
    }
    if (!shared || typeof shared.effect !== "string" || !entry(shared.effect)) {
      throw new Error("names no registered effect (" + catalogue.effects.map((e) => e.name).join(", ") + ")");
    }
    const presets = entry(shared.effect).presets.map((p) => p.name);
    if (shared.preset !== undefined && !presets.includes(shared.preset)) {
      throw new Error("preset \"" + shared.preset + "\" is not one of " + presets.join(", "));
    }
    choose(shared.effect, shared.preset || presets[0] || "");
    if (shared.options) {
      state.options = merged(state.options, shared.options);
      state.preset = "";
      fillPresets();
      buildOptions();
    }
    if (shared.geometry) state.geometry = Object.assign(defaultGeometry(), shared.geometry);
    // A link may open the pager at a scroll position (in pages), such as mid-transition.
    if (typeof shared.position === "number") position = shared.position;
    buildGeometry();
  }

  // Options a spec gives, over the defaults, so every option still has its control.
  function merged(base, given) {
    if (base === null || typeof base !== "object" || Array.isArray(base) || isPieces(base)
      || given === null || typeof given !== "object" || Array.isArray(given)) return clone(given);
    const result = clone(base);
    for (const key of Object.keys(given)) result[key] = key in base ? merged(base[key], given[key]) : clone(given[key]);
    return result;
  }

  // A spec file, checked whole before anything changes: one that does not read leaves the form,
  // the pager and the share link as they were.
  async function loadSpec(text) {
    let spec;
    try { spec = JSON.parse(text); } catch (error) { throw new Error("not JSON: " + error.message); }
    if (spec === null || typeof spec !== "object" || Array.isArray(spec)) throw new Error("a spec file is a JSON object");
    if (spec.compose !== undefined) {
      throw new Error("a composition cannot be edited here; preview it with paging-layout preview --spec FILE");
    }
    const unknown = Object.keys(spec).filter((key) => !["version", "effect", "preset", "options"].includes(key));
    if (unknown.length) throw new Error(unknown[0] + ": unknown key (expected version, effect, preset, options)");
    if (spec.version !== 1) throw new Error("expected \"version\": 1");
    const body = { effect: spec.effect };
    if (spec.preset !== undefined) body.preset = spec.preset;
    if (spec.options !== undefined) body.options = spec.options;
    // The library reads it first; its error names the key at fault.
    await post("/api/codegen", body, "text");
    // apply() checks the effect and preset before it changes anything.
    apply({ effect: spec.effect, preset: spec.preset, options: spec.options, geometry: state.geometry });
    schedule();
  }

  // Recomputing: the pager, the Swift and the attributes, after a short pause in the changes.
  function schedule() {
    writeHash();
    $("spec").textContent = specText();
    clearTimeout(timer);
    timer = setTimeout(refresh, 120);
  }

  async function refresh() {
    const mine = ++sequence;
    const body = effectBody();
    try {
      const compared = $("compare").value;
      const [page, swift, attributes, other] = await Promise.all([
        post("/api/preview", Object.assign({ geometry: state.geometry }, body), "text"),
        post("/api/codegen", body, "text"),
        post("/api/eval", Object.assign({ size: pageSize() }, body), "json"),
        compared ? post("/api/preview", { effect: state.effect, preset: compared, geometry: state.geometry }, "text")
          : Promise.resolve(null),
      ]);
      if (mine !== sequence) return;
      showCompared(other);
      $("swift").textContent = swift;
      $("eval").textContent = JSON.stringify(attributes, null, 1);
      markInert(JSON.stringify(attributes));
      show(page);
      say(state.effect + " · " + (state.preset || "your options"));
    } catch (error) {
      if (mine === sequence) say(String(error.message || error), true);
    }
  }

  // After an option's change: say on its row whether the attributes moved at all.
  function markInert(attributes) {
    if (lastEdited !== null && shownAttributes !== null) {
      const node = [...$("options").querySelectorAll(".row")].find((candidate) => candidate.dataset.path === lastEdited);
      const note = node && node.querySelector(".inert");
      if (note) note.hidden = attributes !== shownAttributes;
    }
    lastEdited = null;
    shownAttributes = attributes;
  }

  function pageSize() {
    const g = state.geometry;
    const across = g.direction === "horizontal" ? g.viewport.height : g.viewport.width;
    const length = g.pageLength === null ? (g.direction === "horizontal" ? g.viewport.width : g.viewport.height) : g.pageLength;
    return g.direction === "horizontal" ? { width: length, height: across } : { width: across, height: length };
  }

  // The pager: the gallery's page for this one pager, kept at the scroll position it had.
  function pagerParts() {
    const doc = frame.contentDocument;
    if (!doc) return null;
    const slider = doc.querySelector("input.scrub"), data = doc.querySelector("script.pager-data");
    return slider && data ? { doc, slider, steps: JSON.parse(data.textContent).steps } : null;
  }

  function show(page) {
    const before = pagerParts();
    if (before) position = Number(before.slider.value) / before.steps;
    frame.onload = () => {
      const parts = pagerParts();
      if (!parts) return;
      parts.doc.head.append(element("style", {
        textContent: "header{display:none}.gallery{padding:12px;justify-content:center}" }));
      if (position !== null) {
        parts.slider.value = String(Math.min(Math.round(position * parts.steps), Number(parts.slider.max)));
        parts.slider.dispatchEvent(new Event("input"));
      }
      // As wide as the pager's card (the column caps it), as tall as the page.
      const card = parts.doc.querySelector("section.pager");
      if (card) frame.style.width = Math.ceil(card.getBoundingClientRect().width + 24) + "px";
      frame.style.height = (parts.doc.documentElement.scrollHeight + 4) + "px";
      const done = waiters;
      waiters = [];
      for (const resolve of done) resolve();
    };
    frame.srcdoc = page;
  }

  const shown = () => new Promise((resolve) => waiters.push(resolve));

  // The preset compared with, beside the pager: the same gallery page, without its header.
  function showCompared(page) {
    const other = $("pager-compare");
    other.hidden = page === null;
    if (page === null) return;
    other.onload = () => {
      const doc = other.contentDocument;
      doc.head.append(element("style", { textContent: "header{display:none}.gallery{padding:12px;justify-content:center}" }));
      const card = doc.querySelector("section.pager");
      if (card) other.style.width = Math.ceil(card.getBoundingClientRect().width + 24) + "px";
      other.style.height = (doc.documentElement.scrollHeight + 4) + "px";
    };
    other.srcdoc = page;
  }
  $("compare").addEventListener("change", schedule);

  function pressPagerButton(forward) {
    const parts = pagerParts();
    if (!parts) return;
    const rtl = state.geometry.layoutDirection === "rightToLeft" && state.geometry.direction === "horizontal";
    parts.doc.querySelector(forward !== rtl ? "button.next" : "button.previous").click();
  }

  document.addEventListener("keydown", (event) => {
    if (event.target.closest && event.target.closest("input,select,textarea")) return;
    const keys = state.geometry.direction === "horizontal" ? ["ArrowLeft", "ArrowRight"] : ["ArrowUp", "ArrowDown"];
    if (!keys.includes(event.key)) return;
    event.preventDefault();
    pressPagerButton(event.key === keys[1]);
  });

  async function copy(text, what) {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      const area = element("textarea", { value: text });
      document.body.append(area);
      area.select();
      document.execCommand("copy");
      area.remove();
    }
    say(what + " copied");
  }

  $("copy-swift").addEventListener("click", async () => {
    try { copy(await post("/api/codegen", effectBody(), "text"), "Swift"); } catch (error) { say(error.message, true); }
  });
  $("copy-spec").addEventListener("click", () => copy(specText(), "JSON spec"));
  $("share").addEventListener("click", () => { writeHash(); copy(location.href, "Share link"); });
  $("load-spec").addEventListener("change", () => {
    const file = $("load-spec").files[0];
    if (!file) return;
    file.text().then(loadSpec).then(() => say("Loaded " + file.name))
      .catch((error) => say(file.name + " was not loaded: " + error.message, true))
      .finally(() => { $("load-spec").value = ""; });
  });

  fetch("/api/effects").then((response) => response.json()).then(async (data) => {
    catalogue = data;
    fillEffects();
    let restored = false;
    if (location.hash.length > 1) {
      try {
        apply(JSON.parse(decodeURIComponent(location.hash.slice(1))));
        restored = true;
      } catch (error) {
        warn("This share link does not read (" + error.message + "); the designer opened its default instead.");
      }
    }
    if (!restored) {
      const first = entry("scale") ? "scale" : catalogue.effects[0].name;
      const presets = entry(first).presets.map((p) => p.name);
      choose(first, presets.includes("coverFlow") ? "coverFlow" : presets[0] || "");
      buildGeometry();
    }
    const first = shown();
    schedule();
    if (location.search === "?selftest") {
      await first;
      await selfTest();
    }
  }).catch((error) => say("Cannot reach the designer's server: " + error.message, true));

  // What sticks out sideways in `doc`: the page wider than its window, or a control cut off by its
  // column (code blocks scroll on purpose and are left out).
  function overflow(doc) {
    const width = doc.documentElement.clientWidth;
    const column = doc.getElementById("controls").getBoundingClientRect();
    const cut = [...doc.querySelectorAll("body *:not(pre):not(pre *)")].filter((node) => {
      const box = node.getBoundingClientRect();
      if (box.width === 0) return false;
      if (box.right > width + 0.5) return true;
      // A control reaching past the options' column, or a box that scrolls sideways (a field's own
      // text scrolling inside it is not layout).
      if (node.closest("#controls") && box.right > column.right + 0.5) return true;
      return !/^(INPUT|SELECT|TEXTAREA)$/.test(node.tagName) && node.scrollWidth > node.clientWidth + 1
        && getComputedStyle(node).overflowX !== "visible";
    });
    return { width, scrollWidth: doc.documentElement.scrollWidth,
      cut: cut.slice(0, 6).map((node) => node.tagName.toLowerCase() + (node.id ? "#" + node.id : "")
        + (node.type ? "." + node.type : "") + "[" + (node.closest("[data-path]")?.dataset.path || "") + "]") };
  }

  // The page again in a frame `width` pixels wide (a phone's, a desktop's), measured once its
  // options and pager are shown; a headless window cannot be narrower than 500 pixels.
  async function overflowAt(width) {
    const probe = element("iframe", { src: "/", title: "layout probe" });
    probe.style.cssText = "position:absolute;left:-" + (width + 100) + "px;top:0;width:" + width
      + "px;height:900px;border:0";
    document.body.append(probe);
    const ready = () => {
      const doc = probe.contentDocument, pager = doc && doc.getElementById("pager");
      return doc && doc.querySelector("#options [data-path]") && pager && pager.contentDocument
        && pager.contentDocument.querySelector("input.scrub");
    };
    for (let waited = 0; !ready() && waited < 20000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const measured = ready() ? overflow(probe.contentDocument) : { width: 0, scrollWidth: 0, cut: ["not shown"] };
    probe.remove();
    return measured;
  }

  // `?selftest`: change things as a person would and record what the pager showed.
  async function selfTest() {
    const out = { errors };
    try {
      out.overflow = [overflow(document)];
      const viewport = () => pagerParts().doc.querySelector(".viewport").innerHTML;
      out.effects = catalogue.effects.map((effect) => effect.name);
      out.state = { effect: state.effect, preset: state.preset };
      out.before = viewport();
      const field = document.querySelector('[data-path="maxScale"] input[type=number]');
      field.value = "0.45";
      field.dispatchEvent(new Event("input"));
      await shown();
      out.after = viewport();
      out.preset = $("preset").value;
      out.swift = $("swift").textContent;
      out.spec = $("spec").textContent;
      out.hash = location.hash;
      out.controls = document.querySelectorAll("#options [data-path]").length;
      // An option the effect does not read (shadowOpacity, as in the original) says so; one it does, not.
      const inert = (path) => !document.querySelector('[data-path="' + path + '"] .inert').hidden;
      out.inert = { maxScale: inert("maxScale") };
      const unread = document.querySelector('[data-path="shadowOpacity"] input[type=number]');
      unread.value = "0.2";
      unread.dispatchEvent(new Event("input"));
      await shown();
      out.inert.shadowOpacity = inert("shadowOpacity");
      out.labels = [...document.querySelectorAll("#options .row > .name")].slice(0, 3).map((n) => n.textContent);
      out.families = [...document.querySelectorAll("#options fieldset.family > legend")].map((n) => n.textContent);
      // Each option's help: its line, unit and range from the library; blur's radius says it does
      // nothing while blur is off, until blur is turned on; shadowOpacity that it is never read.
      const rowOf = (path) => document.querySelector('#options .row[data-path="' + path + '"]');
      const slider = rowOf("maxScale").querySelector("input[type=range]");
      const off = (path) => { const note = rowOf(path).querySelector(".off"); return note.hidden ? "" : note.textContent; };
      out.help = { summary: rowOf("maxScale").querySelector(".help").textContent,
        unit: rowOf("maxScale").querySelector(".unit").textContent, range: [slider.min, slider.max, slider.step],
        blurOff: off("blurEffectRadiusRatio"), never: off("shadowOpacity") };
      const blur = rowOf("blurEffectEnabled").querySelector("input[type=checkbox]");
      blur.checked = true;
      blur.dispatchEvent(new Event("change"));
      out.help.blurOn = off("blurEffectRadiusRatio");
      // Another preset beside it: the compared pager's own title names it.
      $("compare").value = "linear";
      $("compare").dispatchEvent(new Event("change"));
      await shown();
      const titled = () => $("pager-compare").contentDocument?.querySelector("section.pager h2")?.textContent || "";
      for (let waited = 0; !titled().includes("linear") && waited < 10000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      out.compared = [titled(), $("pager-compare").hidden];
      const before = Number(pagerParts().slider.value);
      pressPagerButton(true);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      out.paged = [before, Number(pagerParts().slider.value), pagerParts().doc.querySelector(".page").textContent];
      await loadSpec(JSON.stringify({ version: 1, effect: "stack", options: { maxStackSize: 4 } }));
      await shown();
      out.loaded = { effect: state.effect, preset: state.preset, maxStackSize: state.options.maxStackSize,
        swift: $("swift").textContent };
      // A phone's screen, turned: the pager is drawn at its size in points.
      const picker = (name) => document.querySelector('[data-path="geometry.' + name + '"] select');
      picker("device").value = "iPhone 15 · 393×852";
      picker("device").dispatchEvent(new Event("change"));
      picker("orientation").value = "landscape";
      picker("orientation").dispatchEvent(new Event("change"));
      await shown();
      const screen = pagerParts().doc.querySelector(".viewport");
      out.device = { name: picker("device").value, orientation: picker("orientation").value,
        viewport: state.geometry.viewport, drawn: [screen.offsetWidth, screen.offsetHeight] };
      // Specs the library or the page refuses leave the form as it was.
      const form = () => JSON.stringify(state) + $("options").querySelectorAll("[data-path]").length + location.hash;
      const kept = form();
      out.refused = [];
      for (const bad of [{ version: 1, effect: "stack", options: { maxStackSize: "many" } },
        { version: 1, compose: [{ effect: "scale" }] }, { version: 1, effect: "nope" }, { version: 2, effect: "scale" }]) {
        try {
          await loadSpec(JSON.stringify(bad));
          out.refused.push("loaded");
        } catch (error) {
          out.refused.push(String(error.message));
        }
      }
      out.keptForm = form() === kept;
      // A snapshot pieces value edited in its form: chess's alpha by column becomes the same 0.3 for every piece.
      choose("snapshot", "chess");
      const pieces = document.querySelector('.pieces[data-path="piecesAlphaRatio"]');
      pieces.querySelector("select.kind").value = "static";
      pieces.querySelector("select.kind").dispatchEvent(new Event("change"));
      const amount = pieces.querySelector(".pieces-item input[type=number]");
      amount.value = "0.3";
      amount.dispatchEvent(new Event("input"));
      await shown();
      out.pieces = { value: state.options.piecesAlphaRatio, json: pieces.querySelector("textarea").value, spec: $("spec").textContent };
      // A broken share link (the test opens the page with one) is still said after all of this.
      out.notice = $("notice").hidden ? "" : $("notice-text").textContent;
      out.overflow.push(overflow(document), await overflowAt(390), await overflowAt(1920));
    } catch (error) {
      errors.push(String(error && error.stack || error));
    }
    $("selftest-out").textContent = JSON.stringify(out);
  }
})();
