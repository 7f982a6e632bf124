// The widget kit: what every view shares. One element builder (h), one way to read the
// build-time data (readData) and to show the live widget (attach), a small state container
// for the watch/mount split (createState), buttons, a slider, readouts, reduced motion, and
// canvas helpers whose colours and fonts come from CSS (kit.css maps them to Material's
// variables, so both colour schemes work). The contract is in ../README.md.
export { clamp, count, divergedText, hasBlownUp, readout } from "./numbers.js";

/**
 * Create an element: h("button", { class: "widget__button", text: "Run", on: { click } }, child, ...).
 * `text` sets textContent, `class` the class list, `on` listeners, `data` data-* attributes;
 * any other key is an attribute (true: present, false/null/undefined: absent).
 */
export function h(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "class") node.className = value;
    else if (key === "on")
      for (const [event, listener] of Object.entries(value)) node.addEventListener(event, listener);
    else if (key === "data") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  node.append(...children.filter((child) => child !== null && child !== undefined && child !== false));
  return node;
}

/** The build-time JSON of a mount element: its one child <script type="application/json" class="widget-data">. */
export function readData(element) {
  const scripts = element.querySelectorAll(':scope > script.widget-data[type="application/json"]');
  if (scripts.length !== 1) {
    throw new Error(`widget ${element.dataset.widget}: expected one script.widget-data, found ${scripts.length}`);
  }
  return JSON.parse(scripts[0].textContent);
}

/** Show the live widget: hide the no-JavaScript fallback, add the body, mark the element mounted. */
export function attach(element, ...children) {
  element.classList.add("widget", `widget--${element.dataset.widget}`);
  for (const fallback of element.querySelectorAll(":scope > .widget__fallback")) fallback.hidden = true;
  element.append(h("div", { class: "widget__body" }, ...children));
  element.dataset.mounted = "true";
}

/**
 * The state half of a widget (its watch… function): one plain object, replaced through
 * set(patch); subscribers (the mount… half) redraw on every change, and once at once.
 */
export function createState(initial) {
  let current = initial;
  const listeners = new Set();
  return {
    get: () => current,
    set(patch) {
      current = { ...current, ...patch };
      for (const listener of listeners) listener(current);
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(current);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A repeating timer that keeps a state's `running` flag: start(tick, ms, running) sets the flag
 * and ticks every ms until stop(), which clears both (the flag back to `idle`).
 */
export function ticker(state, idle) {
  let timer = null;
  return {
    get active() {
      return timer !== null;
    },
    start(tick, ms, running = true) {
      state.set({ running });
      timer = setInterval(tick, ms);
    },
    stop() {
      clearInterval(timer);
      timer = null;
      if (state.get().running) state.set({ running: idle });
    },
  };
}

export const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** A button; `primary` marks the one to press first. */
export const button = (text, onClick, { primary = false } = {}) =>
  h("button", {
    type: "button",
    class: primary ? "widget__button widget__button--primary" : "widget__button",
    text,
    on: { click: onClick },
  });

export const controls = (...children) => h("div", { class: "widget__controls" }, ...children);

/**
 * A labelled range input with its value beside it. Range, step and start come from the
 * build's data; the value is shown with as many decimals as the step has.
 */
export function slider({ label, min, max, step, value, name = "lr" }) {
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  const input = h("input", { type: "range", min, max, step, value, class: "widget__range" });
  const shown = h("output", { class: "widget__value", data: { readout: name } });
  const show = () => {
    shown.textContent = Number(input.value).toFixed(digits);
  };
  input.addEventListener("input", show);
  show();
  return {
    element: h("label", { class: "widget__slider" }, h("span", { text: label }), input, shown),
    input,
    value: () => Number(input.value),
    set(next) {
      input.value = String(next);
      input.dispatchEvent(new Event("input"));
    },
  };
}

/**
 * The polite live region under a widget: named readouts (a <dl>, "—" until set) and a
 * status sentence. Returns { element, set(name, text), say(text) }.
 */
export function readouts(names = {}) {
  const values = {};
  const list = h("dl", { class: "widget__values" });
  for (const [name, label] of Object.entries(names)) {
    values[name] = h("dd", { data: { readout: name }, text: "—" });
    list.append(h("div", {}, h("dt", { text: label }), values[name]));
  }
  const status = h("p", { class: "widget__status", data: { status: "" } });
  return {
    element: h(
      "div",
      { class: "widget__readout", "aria-live": "polite" },
      list.childElementCount ? list : null,
      status,
    ),
    set(name, text) {
      values[name].textContent = text;
    },
    say(text) {
      status.textContent = text;
    },
  };
}

/** The canvas palette, read from kit.css's --widget-* variables (themselves Material's). */
export function colours(element) {
  const style = getComputedStyle(element);
  const read = (name) => style.getPropertyValue(`--widget-${name}`).trim();
  return { ink: read("ink"), faint: read("faint"), ball: read("ball"), path: read("path"), arrow: read("arrow") };
}

/** The canvas's own CSS font, so drawn labels follow the page's type and stay legible. */
export function canvasFont(canvas) {
  const style = getComputedStyle(canvas);
  return `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
}

/**
 * Size the canvas to its box (sharp on high-DPI screens) and call draw(ctx, width, height)
 * now, on resize, and when the reader switches Material's colour scheme. Returns redraw().
 */
export function keepDrawn(canvas, draw) {
  const redraw = () => {
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (!width || !height) return;
    const scale = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const ctx = canvas.getContext("2d");
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    draw(ctx, width, height);
  };
  new ResizeObserver(redraw).observe(canvas);
  const schemeWatch = new MutationObserver(() => (canvas.isConnected ? redraw() : schemeWatch.disconnect()));
  schemeWatch.observe(document.body, { attributes: true, attributeFilter: ["data-md-color-scheme"] });
  return redraw;
}

/** Text drawn inside the canvas, pulled in from the edges so it is never cut off. */
export function label(ctx, text, x, y, width, height) {
  const metrics = ctx.measureText(text);
  const size = metrics.actualBoundingBoxAscent + metrics.actualBoundingBoxDescent;
  ctx.fillText(text, Math.min(Math.max(2, x), width - metrics.width - 2), Math.min(Math.max(size + 2, y), height - 2));
}

/** An arrow from (x0, y0) to (x1, y1) in canvas pixels. */
export function arrow(ctx, x0, y0, x1, y1, colour) {
  const angle = Math.atan2(y1 - y0, x1 - x0);
  const head = 9;
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = 2.5;
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(x1, y1);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x1 - head * Math.cos(angle - 0.45), y1 - head * Math.sin(angle - 0.45));
  ctx.lineTo(x1 - head * Math.cos(angle + 0.45), y1 - head * Math.sin(angle + 0.45));
  ctx.closePath();
  ctx.fill();
}
