// Wiring for the backward tape: Forward fills the cells left to right, Backward walks
// back one stop per press, Step applies SGD and runs forward again, Reset starts over.
// The math lives in backward-tape-math.js; cells and numbers come from the page's JSON.
import { backwardStops, formatNumber as fmt, forward, gradients, sgdStep } from "./backward-tape-math.js";
import { make, takeData } from "./dom.js";

export function mount(root) {
  const data = takeData(root, "backward-tape");
  if (!data) return; // no data, or mounted already
  const names = Object.keys(data.params);
  const last = data.cells[data.cells.length - 1].name;

  // The tape: one cell per op, plus a slot for each parameter's .grad.
  const inputs = make("p", { className: "widget-code" });
  const cells = {};
  const tape = make("ol", { className: "tape" });
  tape.setAttribute("aria-label", "the tape, forward from left to right");
  for (const cell of data.cells) {
    const value = make("output", { className: "tape-value", textContent: "—" });
    const product = make("span", { className: "tape-product" });
    const item = make("li", { className: "tape-cell" }, make("span", { className: "tape-kind", textContent: cell.kind }), make("code", { textContent: cell.formula }), value, product);
    item.dataset.cell = cell.name;
    cells[cell.name] = { item, value, product };
    tape.append(item);
  }
  const gradSlots = {};
  const grads = make("p", { className: "tape-grads" });
  for (const name of names) {
    gradSlots[name] = make("output", { textContent: "—" });
    gradSlots[name].dataset.grad = name;
    grads.append(make("span", {}, make("code", { textContent: `${name}.grad` }), " = ", gradSlots[name]));
  }
  const buttons = {};
  const controls = make("div", { className: "widget-controls" });
  for (const label of ["Forward", "Backward", "Step", "Reset"]) {
    buttons[label] = make("button", { type: "button", className: "widget-button", textContent: label });
    controls.append(buttons[label]);
  }
  buttons.Forward.classList.add("widget-primary");
  const readout = make("p", { className: "widget-readout" });
  readout.setAttribute("aria-live", "polite");

  // State: the parameters, the forward values (null before Forward), and how far backward got.
  let params, values, stops, reached, lossBefore;
  const show = () => {
    inputs.textContent = [
      ...Object.entries(data.data).map(([k, v]) => `${k} = ${fmt(v)}`),
      ...Object.entries(params).map(([k, v]) => `${k} = ${fmt(v)}`),
      `lr = ${data.lr}`,
    ].join(", ");
    for (const cell of data.cells) {
      const { item, value, product } = cells[cell.name];
      value.textContent = values ? fmt(values[cell.name]) : "—";
      item.classList.toggle("is-filled", Boolean(values));
      product.textContent = "";
      item.classList.remove("is-current");
    }
    for (const name of names) {
      gradSlots[name].textContent = "—";
      gradSlots[name].parentElement.classList.remove("is-current");
    }
    for (const stop of stops ? stops.slice(0, reached + 1) : []) {
      for (const a of stop.arrivals) {
        const text = a.incoming === null ? `∂${last}/∂${a.name} = ${fmt(a.product)}` : `∂${last}/∂${a.name} = ${fmt(a.incoming)} × ${fmt(a.slope)} = ${fmt(a.product)}`;
        if (cells[a.name]) cells[a.name].product.textContent = text;
        if (gradSlots[a.name]) gradSlots[a.name].textContent = fmt(a.total);
        if (stop === stops[reached]) (cells[a.name]?.item ?? gradSlots[a.name].parentElement).classList.add("is-current");
      }
    }
    root.dataset.stop = String(reached);
  };
  const reset = () => {
    params = { ...data.params };
    values = null;
    stops = null;
    reached = -1;
    lossBefore = null;
    show();
  };
  const say = (text) => {
    readout.textContent = text;
  };

  buttons.Forward.addEventListener("click", () => {
    values = forward(data.cells, { ...data.data, ...params });
    stops = backwardStops(data.cells, values, names);
    reached = -1;
    show();
    say(`Forward filled the tape: ${data.cells.map((c) => `${c.name} = ${fmt(values[c.name])}`).join(", ")}.`);
  });
  buttons.Backward.addEventListener("click", () => {
    if (!values) return say("Press Forward first: backward() needs a tape to walk.");
    if (reached === stops.length - 1) return say("Backward is done. Press Step to use the gradients.");
    reached += 1;
    show();
    const stop = stops[reached];
    const parts = stop.arrivals.map((a) => {
      const target = names.includes(a.name) ? `${a.name}.grad` : `∂${last}/∂${a.name}`;
      return a.incoming === null
        ? `backward() starts at ${a.name} with running product ${fmt(a.product)}`
        : `${fmt(a.incoming)} × local slope ∂${stop.from}/∂${a.name} ${fmt(a.slope)} gives ${target} = ${fmt(a.total)}`;
    });
    const done = reached === stops.length - 1 ? ` Backward done: ${names.map((n) => `${n}.grad = ${gradSlots[n].textContent}`).join(", ")}. Press Step.` : "";
    say(`${parts.join("; ")}.${done}`);
  });
  buttons.Step.addEventListener("click", () => {
    if (!values || reached < stops.length - 1) return say("Run Backward to the end first: the step needs every gradient.");
    const g = gradients(stops, names);
    const before = params;
    params = sgdStep(params, g, data.lr);
    lossBefore = values[last];
    values = forward(data.cells, { ...data.data, ...params });
    stops = backwardStops(data.cells, values, names);
    reached = -1;
    show();
    const moves = names.map((n) => `${n} = ${fmt(before[n])} − ${data.lr} × ${fmt(g[n])} = ${fmt(params[n])}`).join(", ");
    root.dataset.loss = fmt(values[last]);
    say(`Step: ${moves}. Forward again: ${last} ${fmt(lossBefore)} → ${fmt(values[last])}. (Backward again starts from cleared gradients, as after zero_grad().)`);
  });
  buttons.Reset.addEventListener("click", () => {
    reset();
    say("Reset: the parameters are back where they started and the tape is empty.");
  });

  root.append(make("div", { className: "widget-body" }, inputs, tape, grads, controls, readout));
  reset();
  say("Press Forward to fill the tape.");
}
