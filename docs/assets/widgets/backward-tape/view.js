// The backward tape: Forward fills the cells left to right, Backward walks back one stop per
// press, Step applies SGD and runs forward again, Reset starts over. watchTape holds the
// state and the words; mountTape draws it. The math is in math.js; cells, numbers, the
// learning rate and the divergence threshold come from the page's JSON (PyTorch).
import { attach, button, controls, createState, divergedText, h, hasBlownUp, readData, readouts } from "../kit/kit.js";
import { backwardStops, formatNumber as fmt, forward, gradients, sgdStep } from "./math.js";

/** The tape's state and actions; no DOM. */
export function watchTape(data) {
  const names = Object.keys(data.params);
  const last = data.cells[data.cells.length - 1].name;
  const run = (params) => {
    const values = forward(data.cells, { ...data.data, ...params });
    return { params, values, stops: backwardStops(data.cells, values, names), reached: -1 };
  };
  const state = createState({});
  const start = (message) =>
    state.set({
      params: { ...data.params },
      values: null,
      stops: null,
      reached: -1,
      steps: 0,
      diverged: false,
      verdict: "",
      message,
    });
  // After a divergence every button but Reset is refused in words.
  const refused = () => {
    const { diverged, verdict } = state.get();
    if (diverged) state.set({ message: `${verdict} Press Reset.` });
    return diverged;
  };
  start("Press Forward to fill the tape.");

  return {
    state,
    names,
    last,
    forward() {
      if (refused()) return;
      const next = run(state.get().params);
      const filled = data.cells.map((cell) => `${cell.name} = ${fmt(next.values[cell.name])}`).join(", ");
      state.set({ ...next, message: `Forward filled the tape: ${filled}.` });
    },
    backward() {
      if (refused()) return;
      const { values, stops, reached } = state.get();
      if (!values) return state.set({ message: "Press Forward first: backward() needs a tape to walk." });
      if (reached === stops.length - 1)
        return state.set({ message: "Backward is done. Press Step to use the gradients." });
      const stop = stops[reached + 1];
      const parts = stop.arrivals.map((a) => {
        const target = names.includes(a.name) ? `${a.name}.grad` : `∂${last}/∂${a.name}`;
        return a.incoming === null
          ? `backward() starts at ${a.name} with running product ${fmt(a.product)}`
          : `${fmt(a.incoming)} × local slope ∂${stop.from}/∂${a.name} ${fmt(a.slope)} gives ${target} = ${fmt(a.total)}`;
      });
      let done = "";
      if (reached + 1 === stops.length - 1) {
        const grads = gradients(stops, names);
        done = ` Backward done: ${names.map((n) => `${n}.grad = ${fmt(grads[n])}`).join(", ")}. Press Step.`;
      }
      state.set({ reached: reached + 1, message: `${parts.join("; ")}.${done}` });
    },
    step() {
      if (refused()) return;
      const { values, stops, reached, params, steps } = state.get();
      if (!values || reached < stops.length - 1) {
        return state.set({ message: "Run Backward to the end first: the step needs every gradient." });
      }
      const grads = gradients(stops, names);
      const next = run(sgdStep(params, grads, data.lr));
      const moves = names.map(
        (n) => `${n} = ${fmt(params[n])} − ${data.lr} × ${fmt(grads[n])} = ${fmt(next.params[n])}`,
      );
      const loss = `${last} ${fmt(values[last])} → ${fmt(next.values[last])}`;
      if (hasBlownUp(next.values[last], data.diverged)) {
        const verdict = divergedText(data.diverged_text, steps + 1, "step");
        const message = `${verdict} Step: ${moves.join(", ")}. Press Reset.`;
        return state.set({ ...next, steps: steps + 1, diverged: true, verdict, message });
      }
      const note = "(Backward again starts from cleared gradients, as after zero_grad().)";
      state.set({ ...next, steps: steps + 1, message: `Step: ${moves.join(", ")}. Forward again: ${loss}. ${note}` });
    },
    reset: () => start("Reset: the parameters are back where they started and the tape is empty."),
  };
}

/** The tape's DOM: cells, gradient slots, buttons and the live readout, redrawn from state. */
export function mountTape(element, data, watch) {
  const { names, last } = watch;
  const inputs = h("p", { class: "widget__code" });
  const cells = {};
  const tape = h("ol", { class: "widget__tape", "aria-label": "the tape, forward from left to right" });
  for (const cell of data.cells) {
    const value = h("output", { class: "widget__cell-value", text: "—" });
    const product = h("span", { class: "widget__cell-product" });
    const kind = h("span", { class: "widget__cell-kind", text: cell.kind });
    const item = h(
      "li",
      { class: "widget__cell", data: { cell: cell.name } },
      kind,
      h("code", { text: cell.formula }),
      value,
      product,
    );
    cells[cell.name] = { item, value, product };
    tape.append(item);
  }
  const slots = {};
  const grads = h("p", { class: "widget__grads" });
  for (const name of names) {
    slots[name] = h("output", { data: { grad: name }, text: "—" });
    grads.append(h("span", { class: "widget__grad" }, h("code", { text: `${name}.grad` }), " = ", slots[name]));
  }
  const buttons = controls(
    button("Forward", watch.forward, { primary: true }),
    button("Backward", watch.backward),
    button("Step", watch.step),
    button("Reset", watch.reset),
  );
  const out = readouts();

  watch.state.subscribe(({ params, values, stops, reached, diverged, message }) => {
    const shown = [...Object.entries(data.data), ...Object.entries(params)].map(([k, v]) => `${k} = ${fmt(v)}`);
    inputs.textContent = [...shown, `lr = ${data.lr}`].join(", ");
    for (const cell of data.cells) {
      const { item, value, product } = cells[cell.name];
      value.textContent = values ? fmt(values[cell.name]) : "—";
      item.classList.toggle("widget__cell--filled", Boolean(values));
      item.classList.remove("widget__cell--current");
      product.textContent = "";
    }
    for (const name of names) {
      slots[name].textContent = "—";
      slots[name].parentElement.classList.remove("widget__grad--current");
    }
    for (const stop of stops ? stops.slice(0, reached + 1) : []) {
      for (const a of stop.arrivals) {
        const chain = a.incoming === null ? "" : `${fmt(a.incoming)} × ${fmt(a.slope)} = `;
        if (cells[a.name]) cells[a.name].product.textContent = `∂${last}/∂${a.name} = ${chain}${fmt(a.product)}`;
        if (slots[a.name]) slots[a.name].textContent = fmt(a.total);
        if (stop !== stops[reached]) continue;
        if (cells[a.name]) cells[a.name].item.classList.add("widget__cell--current");
        else slots[a.name].parentElement.classList.add("widget__grad--current");
      }
    }
    element.dataset.stop = String(reached);
    element.classList.toggle("widget--diverged", diverged);
    out.say(message);
  });
  attach(element, inputs, tape, grads, buttons, out.element);
}

export function mount(element) {
  const data = readData(element);
  mountTape(element, data, watchTape(data));
}
