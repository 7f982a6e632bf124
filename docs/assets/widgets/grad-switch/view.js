// The gradient-recording switch: a switch, a Run button, the result and the grad_fn trail.
// watchSwitch holds the state; mountSwitch draws it. What a run shows comes from math.js,
// every name and value in it from the page's JSON (PyTorch).
import { attach, button, controls, createState, h, readData, readouts } from "../kit/kit.js";
import { readoutText, runView } from "./math.js";

/** The switch's state and actions; no DOM. `view` is null until Run. */
export function watchSwitch(data) {
  const state = createState({ recording: false, view: null, message: "Set the switch, then press Run." });
  return {
    state,
    toggle() {
      const recording = !state.get().recording;
      state.set({ recording, view: null, message: `Recording ${recording ? "on" : "off"}. Press Run.` });
    },
    run() {
      const view = runView(data, state.get().recording);
      state.set({ view, message: readoutText(view) });
    },
  };
}

/** The switch's DOM, redrawn from state. */
export function mountSwitch(element, data, watch) {
  const assignments = Object.entries(data.input_reprs).map(([name, repr]) => `${name} = ${repr}`);
  const code = h(
    "p",
    { class: "widget__code" },
    h("code", { text: `y = ${data.expression}` }),
    ` where ${assignments.join(", ")}`,
  );
  const toggle = h(
    "button",
    { type: "button", role: "switch", class: "widget__button widget__switch", on: { click: watch.toggle } },
    h("span", { class: "widget__switch-track", "aria-hidden": "true" }),
    "Record gradients",
  );
  const fields = {};
  const result = h("dl", { class: "widget__result" });
  for (const [key, label] of [
    ["repr", "y"],
    ["gradFn", "y.grad_fn"],
    ["requiresGrad", "y.requires_grad"],
  ]) {
    fields[key] = h("dd", { data: { field: key }, text: "—" });
    result.append(h("dt", {}, h("code", { text: label })), fields[key]);
  }
  const trail = h("ol", { class: "widget__trail", "aria-label": "grad_fn trail" });
  const out = readouts();

  watch.state.subscribe(({ recording, view, message }) => {
    toggle.setAttribute("aria-checked", String(recording));
    fields.repr.textContent = view ? view.repr : "—";
    fields.gradFn.textContent = view ? view.gradFn : "—";
    fields.requiresGrad.textContent = view ? view.requiresGrad : "—";
    const chips = (view?.chips ?? []).map((chip, i) => {
      const branch = !chip.follows && i > 0;
      const item = h("li", {
        class: branch ? "widget__chip widget__chip--branch" : "widget__chip",
        data: { name: chip.name },
      });
      item.style.setProperty("--i", i); // chips appear one after another (kit.css)
      if (branch && chip.parent) item.append(h("span", { class: "widget__chip-from", text: `from ${chip.parent}` }));
      item.append(h("span", { class: "widget__chip-name", text: chip.name }));
      if (chip.leaf) item.append(h("span", { class: "widget__chip-leaf", text: `→ ${chip.leaf}.grad` }));
      return item;
    });
    trail.replaceChildren(...chips);
    element.dataset.state = view ? (view.recording ? "recorded" : "plain") : "idle";
    out.say(message);
  });
  attach(element, code, controls(toggle, button("Run", watch.run, { primary: true })), result, trail, out.element);
}

export function mount(element) {
  const data = readData(element);
  mountSwitch(element, data, watchSwitch(data));
}
