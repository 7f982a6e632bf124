// The training loop: a line y = w·x + b fitted to noisy points, one loop line at a time or
// epoch after epoch. watchLoop holds the state, the timers and the words; mountLoop draws
// them. The math is in math.js; points, slider range, stability limit and divergence
// threshold come from the build (PyTorch).
import * as kit from "../kit/kit.js";
import { gradient, hasBlownUp, mse, readout, step, verdict } from "./math.js";

export const LOOP = [
  ["optimizer.zero_grad()", "clears the old gradients"],
  ["pred = w * x + b", "predicts every point with the current line (the dashed gaps are the errors)"],
  ["loss = ((pred - y) ** 2).mean()", "averages the squared errors"],
  ["loss.backward()", "fills w.grad and b.grad"],
  ["optimizer.step()", "moves w and b against their gradients"],
];
export const LINE_MS = 700; // how long each line of a slow epoch stays lit
export const EPOCH_MS = 70; // slow enough to see the line vault past the limit

/** The loop's state and actions; no DOM. `alive()` stops the timers once the widget is gone. */
export function watchLoop(data, { reduced = () => false, alive = () => true } = {}) {
  const points = { x: data.x, y: data.y };
  const limit = Number(data.limit.toPrecision(4));
  const rate = (lr) =>
    verdict(lr, data.limit) === "settles"
      ? `lr ${lr.toFixed(2)} is below the stability limit ${limit} for these points: the line settles onto them.`
      : `lr ${lr.toFixed(2)} is past the stability limit ${limit}: each epoch overshoots further and the line vaults over the data.`;
  const state = kit.createState({ lr: data.lr, running: null });
  const clock = kit.ticker(state, null);
  let generation = 0; // reset() abandons a slow epoch that is still running
  const pause = clock.stop;
  const reset = () => {
    pause();
    generation += 1;
    const start = { params: [0, 0], epochs: 0, line: -1, grads: null, ghosts: [] };
    state.set({ ...start, diverged: false, verdict: "", message: rate(state.get().lr) });
  };
  // the ghosts are the last few lines, drawn faintly: past the limit they show the vaulting
  const moved = ({ params, ghosts, epochs, grads, lr }) => ({
    params: step(params, grads ?? gradient(...params, points), lr),
    ghosts: [...ghosts.slice(-5), params],
    epochs: epochs + 1,
  });
  // true while the loss is finite and under the threshold; otherwise say so and stop
  const holds = () => {
    const { params, epochs } = state.get();
    if (!hasBlownUp(mse(...params, points), data.diverged)) return true;
    pause();
    generation += 1;
    const verdict = `${kit.divergedText(data.diverged_text, epochs, "epoch")} Past the stability limit ${limit} the line vaulted over the data.`;
    state.set({ line: -1, running: null, diverged: true, verdict, message: `${verdict} Press reset.` });
    return false;
  };
  // After a divergence the buttons are refused in words until reset; a slow epoch runs alone.
  const refused = (busy) => {
    const { diverged, verdict, running } = state.get();
    if (diverged) state.set({ message: `${verdict} Press reset to start again.` });
    return diverged || busy.includes(running);
  };
  // one line of the loop, as the five lines do it
  const doLine = (index) => {
    const now = state.get();
    const grads = index === 0 ? null : index === 3 ? gradient(...now.params, points) : now.grads;
    const next = index === 4 ? { ...moved({ ...now, grads }), grads } : { grads };
    const loss = readout(mse(...(next.params ?? now.params), points));
    const detail = {
      2: `: ${loss}`,
      3: `: ∂loss/∂w = ${readout(grads?.[0] ?? 0)}, ∂loss/∂b = ${readout(grads?.[1] ?? 0)}`,
    };
    const [code, what] = LOOP[index];
    state.set({ ...next, line: index, message: `line ${index + 1} of 5: ${code} ${what}${detail[index] ?? ""}.` });
  };
  const epoch = () => {
    state.set({ ...moved({ ...state.get(), grads: null }), line: -1 });
    return holds();
  };

  reset();
  return {
    state,
    setLr(lr) {
      state.set({ lr, message: rate(lr) });
    },
    slowEpoch() {
      if (refused(["slow", "train"])) return;
      if (reduced()) {
        doLine((state.get().line + 1) % LOOP.length); // no animation: each press lights the next line
        if (state.get().line === 4) holds();
        return;
      }
      state.set({ running: "slow" });
      const token = generation;
      const next = (index) => {
        if (!alive() || token !== generation) return;
        if (index < LOOP.length) {
          doLine(index);
          setTimeout(() => next(index + 1), LINE_MS);
          return;
        }
        state.set({ line: -1, running: null });
        if (holds()) state.set({ message: `Epoch ${state.get().epochs} done: the line moved against its gradients.` });
      };
      next(0);
    },
    train() {
      if (refused(["slow"])) return;
      if (clock.active) return pause();
      state.set({ message: rate(state.get().lr) });
      if (reduced()) {
        for (let k = 0; k < data.epochs && epoch(); k += 1);
        return;
      }
      let left = data.epochs;
      const tick = () => {
        if (!alive() || !epoch() || --left === 0) pause();
      };
      clock.start(tick, EPOCH_MS, "train");
    },
    reset,
  };
}

/** The points, the axes, the faint past lines, the current line and, mid-epoch, the errors. */
function drawer(element, watch, points) {
  const [xLow, xHigh] = [Math.min(...points.x), Math.max(...points.x)];
  const [yLow, yHigh] = [Math.min(...points.y), Math.max(...points.y)];
  const [xPad, yPad] = [(xHigh - xLow) * 0.08, (yHigh - yLow) * 0.15];
  return (ctx, width, height) => {
    const { params, line, ghosts } = watch.state.get();
    const ink = kit.colours(element);
    const toX = (x) => ((x - xLow + xPad) / (xHigh - xLow + 2 * xPad)) * width;
    const toY = (y) => height - ((y - yLow + yPad) / (yHigh - yLow + 2 * yPad)) * height;
    const clip = (y) => kit.clamp(toY(y), -10 * height, 11 * height); // far-off lines stay finite
    ctx.clearRect(0, 0, width, height);
    ctx.strokeStyle = ink.faint;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(toX(0), 0);
    ctx.lineTo(toX(0), height);
    ctx.moveTo(0, toY(0));
    ctx.lineTo(width, toY(0));
    ctx.stroke();
    const [w, b] = params;
    if (line >= 1 && line <= 3) {
      ctx.strokeStyle = ink.path;
      ctx.setLineDash([4, 3]);
      ctx.beginPath();
      points.x.forEach((x, i) => {
        ctx.moveTo(toX(x), toY(points.y[i]));
        ctx.lineTo(toX(x), clip(w * x + b));
      });
      ctx.stroke();
      ctx.setLineDash([]);
    }
    ctx.fillStyle = ink.ink;
    points.x.forEach((x, i) => {
      ctx.beginPath();
      ctx.arc(toX(x), toY(points.y[i]), 3.5, 0, 2 * Math.PI);
      ctx.fill();
    });
    const drawLine = ([lw, lb], colour, thickness) => {
      const [left, right] = [xLow - xPad, xHigh + xPad];
      ctx.strokeStyle = colour;
      ctx.lineWidth = thickness;
      ctx.beginPath();
      ctx.moveTo(0, clip(lw * left + lb));
      ctx.lineTo(width, clip(lw * right + lb));
      ctx.stroke();
    };
    for (const ghost of ghosts) drawLine(ghost, ink.faint, 1.5);
    drawLine(params, ink.ball, 3);
  };
}

/** The loop's DOM: canvas beside the listing, controls and readouts, redrawn from state. */
export function mountLoop(element, data, watch) {
  const points = { x: data.x, y: data.y };
  const canvas = kit.h("canvas", { class: "widget__canvas", role: "img" });
  const rows = LOOP.map(([code]) => kit.h("li", { class: "widget__line" }, kit.h("code", { text: code })));
  const listing = kit.h("ol", { class: "widget__listing", "aria-label": "the loop, one epoch" }, ...rows);
  const rate = kit.slider({ label: "learning rate", ...data.slider, value: data.lr });
  rate.input.addEventListener("input", () => watch.setLr(rate.value()));
  const slowButton = kit.button("one epoch (slow)", watch.slowEpoch, { primary: true });
  const trainButton = kit.button("train", watch.train);
  const out = kit.readouts({ epoch: "epoch", loss: "loss", w: "w", b: "b" });
  const redraw = kit.keepDrawn(canvas, drawer(element, watch, points));

  watch.state.subscribe(({ params, epochs, line, running, diverged, message }) => {
    out.set("epoch", String(epochs));
    out.set("loss", readout(mse(...params, points))); // the loss of the line drawn
    out.set("w", readout(params[0]));
    out.set("b", readout(params[1]));
    out.say(message);
    for (const [i, row] of rows.entries()) row.classList.toggle("widget__line--active", i === line);
    const label = `${points.x.length} points and the line y = ${readout(params[0])}·x + ${readout(params[1])}`;
    canvas.setAttribute("aria-label", label);
    trainButton.textContent = running === "train" ? "pause" : "train";
    slowButton.setAttribute("aria-disabled", String(diverged || running !== null));
    trainButton.setAttribute("aria-disabled", String(diverged || running === "slow"));
    element.classList.toggle("widget--diverged", diverged);
    redraw();
  });

  kit.attach(
    element,
    kit.h("div", { class: "widget__pair" }, canvas, listing),
    kit.controls(rate.element, slowButton, trainButton, kit.button("reset", watch.reset)),
    out.element,
  );
}

export function mount(element) {
  const data = kit.readData(element);
  mountLoop(element, data, watchLoop(data, { reduced: kit.reducedMotion, alive: () => element.isConnected }));
}
