// The loss surface: a ball rolling down L(w1, w2) = w1² + 1.6·w2², drawn on a plain canvas.
// watchSurface holds the state, the timer and the words; mountSurface draws them. The math
// and the projection are in math.js; presets, slider range, stability limit and divergence
// threshold come from the build (PyTorch).
import {
  arrow,
  attach,
  button,
  canvasFont,
  colours,
  controls,
  createState,
  divergedText,
  h,
  keepDrawn,
  label,
  readData,
  readouts,
  reducedMotion,
  slider,
  ticker,
} from "../kit/kit.js";
import {
  gradient,
  hasBlownUp,
  lift,
  loss,
  norm,
  onChart,
  onRing,
  RIM,
  readout,
  step,
  turned,
  verdict,
} from "./math.js";

const RUN_STEPS = 25; // what one press of "run" does when motion is reduced
const STEP_MS = 140; // one step per tick while running
const DEG = Math.PI / 180;
const VERDICTS = {
  smooth: "every step lands short of the valley floor: a smooth descent.",
  oscillates:
    "steps overshoot the valley floor along w2 and zig-zag, but each swing is smaller: it oscillates and settles.",
  diverges: "past the stability limit: each overshoot is bigger than the last, so it diverges.",
};

/** The surface's state and actions; no DOM. `alive()` stops the timer once the widget is gone. */
export function watchSurface(data, { reduced = () => false, alive = () => true } = {}) {
  const limit = Number(data.limit.toPrecision(4));
  const rate = (lr) => `lr ${lr.toFixed(2)} (stability limit ${limit}): ${VERDICTS[verdict(lr)]}`;
  const state = createState({ lr: data.presets[0].lr, view: { turn: -35, tilt: 35 }, running: false });
  const clock = ticker(state, false);
  const pause = clock.stop;
  const reset = () => {
    pause();
    const { lr } = state.get();
    state.set({ w: data.start, steps: 0, trail: [data.start], diverged: false, verdict: "", message: rate(lr) });
  };
  const advance = (count) => {
    let { w, steps, trail, lr } = state.get();
    trail = [...trail];
    for (let k = 0; k < count; k += 1) {
      const next = step(w, lr);
      steps += 1;
      if (hasBlownUp(loss(next), data.diverged)) {
        pause();
        const verdict = `${divergedText(data.diverged_text, steps, "step")} It went ${VERDICTS.diverges}`;
        if (next.every(Number.isFinite)) trail.push(next);
        const shown = next.every(Number.isFinite) ? next : w;
        return state.set({ w: shown, steps, trail, diverged: true, verdict, message: `${verdict} Press reset.` });
      }
      w = next;
      trail.push(w);
      if (loss(w) < 1e-10) {
        pause();
        return state.set({
          w,
          steps,
          trail,
          message: `Converged after ${steps} steps: the ball rests at the minimum (0, 0).`,
        });
      }
    }
    return state.set({ w, steps, trail });
  };
  // After a divergence, step and run are refused in words until reset.
  const refused = () => {
    const { diverged, verdict } = state.get();
    if (diverged) state.set({ message: `${verdict} Press reset to start again.` });
    return diverged;
  };
  reset();
  return {
    state,
    setLr(lr) {
      state.set({ lr, message: rate(lr) });
    },
    preset(lr) {
      state.set({ lr });
      reset();
    },
    step() {
      if (!refused()) advance(1);
    },
    run() {
      if (refused()) return;
      if (clock.active) return pause();
      if (reduced()) return advance(RUN_STEPS); // no animation: jump RUN_STEPS steps at once
      clock.start(() => (alive() ? advance(1) : pause()), STEP_MS);
    },
    reset,
    turn(dTurn, dTilt) {
      state.set({ view: turned(state.get().view, dTurn, dTilt) });
    },
  };
}

/** The bowl, the path, the gradient arrow and the ball, in the page's colours and font. */
function drawer(element, canvas, watch) {
  return (ctx, width, height) => {
    const { view, w, trail } = watch.state.get();
    const ink = colours(element);
    const rim = Array.from({ length: 73 }, (_, k) => lift(...onRing(1, k * 5 * DEG), RIM, view));
    const ups = [...rim.map(([, up]) => up), lift(0, 0, 0, view)[1]];
    const [low, high] = [Math.min(...ups), Math.max(...ups)];
    const unit = Math.min(width / (2.3 * Math.sqrt(RIM)), (height * 0.9) / (high - low));
    const to = ([across, up]) => [width / 2 + across * unit, height / 2 - (up - (low + high) / 2) * unit];
    const project = (w1, w2, z) => to(lift(w1, w2, z, view));
    const polyline = (points) => {
      ctx.beginPath();
      for (const [k, [px, py]] of points.entries()) {
        if (k === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.stroke();
    };
    ctx.clearRect(0, 0, width, height);
    ctx.lineWidth = 1;
    ctx.strokeStyle = ink.faint;
    for (let ring = 1; ring <= 8; ring += 1) {
      const r = ring / 8;
      polyline(Array.from({ length: 73 }, (_, k) => project(...onRing(r, k * 5 * DEG), r * r * RIM)));
    }
    for (let spoke = 0; spoke < 24; spoke += 1) {
      polyline(Array.from({ length: 11 }, (_, k) => project(...onRing(k / 10, spoke * 15 * DEG), (k / 10) ** 2 * RIM)));
    }
    ctx.fillStyle = ink.ink;
    ctx.font = canvasFont(canvas);
    label(ctx, "w1", ...project(...onRing(1.12, 0), RIM), width, height);
    label(ctx, "w2", ...project(...onRing(1.12, 90 * DEG), RIM), width, height);
    ctx.strokeStyle = ink.path; // the path so far
    ctx.lineWidth = 2;
    polyline(trail.map((point) => project(...onChart(point))));
    // the gradient as an arrow at the ball, up the slope (the step goes the other way)
    const [b1, b2, bh] = onChart(w);
    const [bx, by] = project(b1, b2, bh);
    const g = gradient([b1, b2]);
    const length = norm(g) > 0 ? Math.min(0.2 * norm(g), 0.8) / norm(g) : 0;
    if (length > 0)
      arrow(ctx, bx, by, ...project(b1 + g[0] * length, b2 + g[1] * length, bh + norm(g) ** 2 * length), ink.arrow);
    ctx.fillStyle = ink.ball;
    ctx.strokeStyle = ink.ink;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.arc(bx, by, 7, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
  };
}

/** The surface's DOM: canvas, controls, presets and readouts, redrawn from state. */
export function mountSurface(element, data, watch) {
  const canvas = h("canvas", { tabindex: "0", class: "widget__canvas widget__canvas--turnable" });
  const hint = h("p", { class: "widget__hint", data: { view: "" } });
  const rate = slider({ label: "learning rate", ...data.slider, value: watch.state.get().lr });
  rate.input.addEventListener("input", () => watch.setLr(rate.value()));
  const stepButton = button("step", watch.step, { primary: true });
  const runButton = button("run", watch.run);
  const presets = data.presets.map(({ name, lr }) =>
    button(`${name} (lr ${lr.toFixed(2)})`, () => {
      rate.set(lr);
      watch.preset(lr);
    }),
  );
  const out = readouts({ loss: "loss", gradNorm: "‖gradient‖", steps: "steps" });
  const redraw = keepDrawn(canvas, drawer(element, canvas, watch));

  watch.state.subscribe(({ w, steps, view, running, diverged, message }) => {
    const turnedText = `view: turned ${view.turn}°, tilted ${view.tilt}° (drag the surface, or focus it and use the arrow keys)`;
    hint.textContent = turnedText;
    hint.dataset.view = `${view.turn},${view.tilt}`;
    canvas.setAttribute(
      "aria-label",
      `A bowl-shaped loss surface with the ball at w1 = ${readout(w[0])}, w2 = ${readout(w[1])}; ${turnedText}`,
    );
    out.set("loss", readout(loss(w)));
    out.set("gradNorm", readout(norm(gradient(w))));
    out.set("steps", String(steps));
    out.say(message);
    runButton.textContent = running ? "pause" : "run";
    for (const control of [stepButton, runButton]) control.setAttribute("aria-disabled", String(diverged));
    element.classList.toggle("widget--diverged", diverged);
    redraw();
  });

  // rotation: drag (mouse, pen, touch) and arrow keys
  let dragFrom = null;
  canvas.addEventListener("pointerdown", (event) => {
    dragFrom = [event.clientX, event.clientY];
    canvas.setPointerCapture(event.pointerId);
  });
  canvas.addEventListener("pointermove", (event) => {
    if (!dragFrom) return;
    watch.turn((event.clientX - dragFrom[0]) / 2, (event.clientY - dragFrom[1]) / 2);
    dragFrom = [event.clientX, event.clientY];
  });
  const endDrag = () => {
    dragFrom = null;
  };
  canvas.addEventListener("pointerup", endDrag);
  canvas.addEventListener("pointercancel", endDrag);
  const KEYS = { ArrowLeft: [-5, 0], ArrowRight: [5, 0], ArrowUp: [0, 5], ArrowDown: [0, -5] };
  canvas.addEventListener("keydown", (event) => {
    if (!KEYS[event.key]) return;
    event.preventDefault(); // rotate, don't scroll the page
    watch.turn(...KEYS[event.key]);
  });

  attach(
    element,
    canvas,
    hint,
    controls(rate.element, stepButton, runButton, button("reset", watch.reset)),
    h("div", { class: "widget__controls widget__controls--presets" }, h("span", { text: "presets:" }), ...presets),
    out.element,
  );
}

export function mount(element) {
  const data = readData(element);
  mountSurface(element, data, watchSurface(data, { reduced: reducedMotion, alive: () => element.isConnected }));
}
