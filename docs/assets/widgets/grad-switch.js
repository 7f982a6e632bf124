// Wiring for the gradient-recording switch: a switch, a Run button, the result and the
// grad_fn trail. The math (what a run shows) lives in grad-switch-math.js.
import { readoutText, runView } from "./grad-switch-math.js";
import { make, takeData } from "./dom.js";

export function mount(root) {
  const data = takeData(root, "grad-switch");
  if (!data) return; // no data, or mounted already

  const assignments = Object.entries(data.input_reprs).map(([name, repr]) => `${name} = ${repr}`);
  const code = make("p", { className: "widget-code" }, make("code", { textContent: `y = ${data.expression}` }), ` where ${assignments.join(", ")}`);

  const toggle = make("button", { type: "button", className: "widget-switch" }, make("span", { className: "widget-switch-track", ariaHidden: "true" }), "Record gradients");
  toggle.setAttribute("role", "switch");
  toggle.setAttribute("aria-checked", "false");
  const run = make("button", { type: "button", className: "widget-button widget-primary", textContent: "Run" });
  const controls = make("div", { className: "widget-controls" }, toggle, run);

  const fields = {};
  const result = make("dl", { className: "widget-result" });
  for (const [key, label] of [["repr", "y"], ["gradFn", "y.grad_fn"], ["requiresGrad", "y.requires_grad"]]) {
    fields[key] = make("dd", { textContent: "—" });
    fields[key].dataset.field = key;
    result.append(make("dt", {}, make("code", { textContent: label })), fields[key]);
  }
  const trailList = make("ol", { className: "grad-trail" });
  trailList.setAttribute("aria-label", "grad_fn trail");
  const readout = make("p", { className: "widget-readout", textContent: "Set the switch, then press Run." });
  readout.setAttribute("aria-live", "polite");

  const recording = () => toggle.getAttribute("aria-checked") === "true";
  const clear = () => {
    for (const dd of Object.values(fields)) dd.textContent = "—";
    trailList.replaceChildren();
    root.dataset.state = "idle";
  };

  toggle.addEventListener("click", () => {
    toggle.setAttribute("aria-checked", String(!recording()));
    clear();
    readout.textContent = `Recording ${recording() ? "on" : "off"}. Press Run.`;
  });
  run.addEventListener("click", () => {
    const view = runView(data, recording());
    clear();
    fields.repr.textContent = view.repr;
    fields.gradFn.textContent = view.gradFn;
    fields.requiresGrad.textContent = view.requiresGrad;
    view.chips.forEach((chip, i) => {
      const item = make("li", { className: chip.follows || i === 0 ? "chip" : "chip chip-branch" });
      item.style.setProperty("--i", i);
      item.dataset.name = chip.name;
      if (!chip.follows && chip.parent) item.append(make("span", { className: "chip-from", textContent: `from ${chip.parent}` }));
      item.append(make("span", { className: "chip-name", textContent: chip.name }));
      if (chip.leaf) item.append(make("span", { className: "chip-leaf", textContent: `→ ${chip.leaf}.grad` }));
      trailList.append(item);
    });
    root.dataset.state = view.recording ? "recorded" : "plain";
    readout.textContent = readoutText(view);
  });

  root.append(make("div", { className: "widget-body" }, code, controls, result, trailList, readout));
  clear();
}
