// Small DOM helpers shared by the canvas widgets (loss surface, training loop).

/** Create an element: h("button", { type: "button", text: "step" }, child, ...). */
export function h(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "text") node.textContent = value;
    else if (key === "class") node.className = value;
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

/** The JSON the build embedded in the mount element. */
export const embeddedData = (element) =>
  JSON.parse(element.querySelector('script[type="application/json"]').textContent);

export const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The page's colours, read from Material's CSS variables (so both schemes work). */
export function colours(element) {
  const style = getComputedStyle(element);
  const read = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
  return {
    ink: read("--md-default-fg-color", "#222"),
    faint: read("--md-default-fg-color--lighter", "#999"),
    ball: read("--md-primary-fg-color", "#e8772e"),
    path: read("--md-accent-fg-color", "#2f7fd1"),
    arrow: read("--cw-arrow-color", "#d32f2f"),
  };
}

/** A learning-rate slider with its value shown next to it. */
export function lrSlider({ min, max, value }) {
  const input = h("input", { type: "range", min, max, step: "0.01", value: String(value) });
  const shown = h("output", { "data-readout": "lr", text: Number(value).toFixed(2) });
  input.addEventListener("input", () => (shown.textContent = Number(input.value).toFixed(2)));
  const label = h("label", { class: "canvas-widget__lr" }, "learning rate ", input, shown);
  return { label, input, shown, set: (lr) => ((input.value = String(lr)), input.dispatchEvent(new Event("input"))) };
}

/** Readouts (a <dl>) inside a polite live region: returns { region, set(name, text) }. */
export function readouts(names) {
  const list = h("dl", { class: "canvas-widget__readouts" });
  const values = {};
  for (const [name, label] of Object.entries(names)) {
    values[name] = h("dd", { "data-readout": name, text: "—" });
    list.append(h("div", {}, h("dt", { text: label }), values[name]));
  }
  // The region also takes the status sentence, which a <dl> may not contain.
  const region = h("div", { "aria-live": "polite" }, list);
  return { region, set: (name, text) => (values[name].textContent = text) };
}

/**
 * Size the canvas to its box (sharp on high-DPI screens) and call draw(ctx, width, height)
 * now, on resize, and when the reader switches Material's colour scheme.
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

/** An arrow from (x0, y0) to (x1, y1) in canvas pixels. */
export function arrow(ctx, x0, y0, x1, y1, colour) {
  const angle = Math.atan2(y1 - y0, x1 - x0);
  const head = 9;
  ctx.strokeStyle = ctx.fillStyle = colour;
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
