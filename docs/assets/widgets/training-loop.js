// The training loop: a line y = w·x + b fitted to noisy points, one loop line at a time or
// epoch after epoch. The math lives in training-loop-math.js; points and limit come from PyTorch.
import { colours, embeddedData, h, keepDrawn, lrSlider, readouts, reducedMotion } from "./canvas-kit.js";
import { gradient, hasBlownUp, mse, readout, step, verdict } from "./training-loop-math.js";

const LOOP = [
  ["optimizer.zero_grad()", "clears the old gradients"],
  ["pred = w * x + b", "predicts every point with the current line (the dashed gaps are the errors)"],
  ["loss = ((pred - y) ** 2).mean()", "averages the squared errors"],
  ["loss.backward()", "fills w.grad and b.grad"],
  ["optimizer.step()", "moves w and b against their gradients"],
];
const LINE_MS = 700; // how long each line of a slow epoch stays lit
const EPOCH_MS = 70; // slow enough to see the line vault past the limit

export function mount(element) {
  if (element.querySelector(".canvas-widget__body")) return; // already mounted
  const data = embeddedData(element);
  const points = { x: data.x, y: data.y };
  let params = [0, 0];
  let epochs = 0;
  let line = -1; // the lit line of the listing, -1 when none
  let grads = null;
  let ghosts = []; // the last few lines, drawn faintly: past the limit they show the vaulting
  let timer = null;
  let blownUp = false;
  let generation = 0; // reset() abandons a slow epoch that is still running

  // ---- controls
  const canvas = h("canvas", { class: "canvas-widget__canvas", role: "img" });
  const listing = h("ol", { class: "canvas-widget__code", "aria-label": "the loop, one epoch" });
  const rows = LOOP.map(([code]) => h("li", {}, h("code", { text: code })));
  listing.append(...rows);
  const slider = lrSlider({ min: 0.01, max: 1.5, value: data.lr });
  const button = (text, onClick) => {
    const node = h("button", { type: "button", class: "md-button", text });
    node.addEventListener("click", onClick);
    return node;
  };
  const slowButton = button("one epoch (slow)", () => slowEpoch());
  const trainButton = button("train", () => (timer ? pause() : train()));
  const resetButton = button("reset", () => reset());
  const out = readouts({ epoch: "epoch", loss: "loss", w: "w", b: "b" });
  const status = h("p", { class: "canvas-widget__status", "data-status": "" });
  out.region.append(status);
  element.replaceChildren(
    h(
      "div",
      { class: "canvas-widget__body" },
      h("div", { class: "canvas-widget__pair" }, canvas, listing),
      h("div", { class: "canvas-widget__controls" }, slider.label, slowButton, trainButton, resetButton),
      out.region,
    ),
  );

  // ---- drawing: the points, the current line, and during a slow epoch the errors
  const lows = Math.min(...points.y);
  const highs = Math.max(...points.y);
  const draw = (ctx, width, height) => {
    const ink = colours(element);
    const pad = 0.6;
    const toX = (x) => ((x + 1.15) / 2.3) * width;
    const toY = (y) => height - ((y - lows + pad) / (highs - lows + 2 * pad)) * height;
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
        ctx.lineTo(toX(x), toY(w * x + b));
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
    // a far-off line is clipped to a large box: canvas coordinates stay finite
    const clip = (y) => Math.max(-10 * height, Math.min(11 * height, toY(y)));
    const drawLine = ([lw, lb], colour, thickness) => {
      ctx.strokeStyle = colour;
      ctx.lineWidth = thickness;
      ctx.beginPath();
      ctx.moveTo(0, clip(lw * -1.15 + lb));
      ctx.lineTo(width, clip(lw * 1.15 + lb));
      ctx.stroke();
    };
    ghosts.forEach((ghost) => drawLine(ghost, ink.faint, 1.5));
    drawLine(params, ink.ball, 3);
  };
  const redraw = keepDrawn(canvas, draw);

  const show = () => {
    out.set("epoch", String(epochs));
    out.set("loss", readout(mse(...params, points))); // the loss of the line drawn
    out.set("w", readout(params[0]));
    out.set("b", readout(params[1]));
    rows.forEach((row, i) => row.classList.toggle("is-active", i === line));
    canvas.setAttribute("aria-label", `${points.x.length} points and the line y = ${readout(params[0])}·x + ${readout(params[1])}`);
    redraw();
  };
  const say = (text) => (status.textContent = text);
  const lr = () => Number(slider.input.value);
  const describeRate = () => {
    const limit = Number(data.limit.toPrecision(4));
    say(
      verdict(lr(), data.limit) === "settles"
        ? `lr ${lr().toFixed(2)} is below the stability limit ${limit} for these points: the line settles onto them.`
        : `lr ${lr().toFixed(2)} is past the stability limit ${limit}: each epoch overshoots further and the line vaults over the data.`,
    );
  };

  // one epoch, as the five lines do it; returns false once the loss has blown up
  const doLine = (index) => {
    line = index;
    if (index === 0) grads = null;
    if (index === 3) grads = gradient(...params, points);
    if (index === 4) move(step(params, grads, lr()));
    show();
    const detail = [
      "",
      "",
      `: ${readout(mse(...params, points))}`,
      `: ∂loss/∂w = ${readout(grads?.[0] ?? 0)}, ∂loss/∂b = ${readout(grads?.[1] ?? 0)}`,
      "",
    ][index];
    say(`line ${index + 1} of 5: ${LOOP[index][0]} ${LOOP[index][1]}${detail}.`);
  };
  const afterEpoch = () => {
    if (!hasBlownUp(mse(...params, points), data.diverged)) return true;
    blownUp = true;
    pause();
    slowButton.disabled = trainButton.disabled = true;
    say(
      `Diverged: past the stability limit ${Number(data.limit.toPrecision(4))} the line vaulted over the data ` +
        `and the loss grew past ${data.diverged_text} after ${epochs} epochs. Press reset.`,
    );
    return false;
  };

  function slowEpoch() {
    if (blownUp || timer) return;
    if (reducedMotion()) {
      // no animation: each press lights the next line
      doLine((line + 1) % LOOP.length);
      if (line === 4) afterEpoch();
      return;
    }
    slowButton.disabled = trainButton.disabled = true;
    let index = 0;
    const token = generation;
    const next = () => {
      if (!element.isConnected || token !== generation) return;
      doLine(index);
      index += 1;
      if (index < LOOP.length) return void window.setTimeout(next, LINE_MS);
      window.setTimeout(() => {
        if (token !== generation) return;
        line = -1;
        show();
        slowButton.disabled = trainButton.disabled = false;
        if (afterEpoch()) say(`Epoch ${epochs} done: the line moved against its gradients.`);
      }, LINE_MS);
    };
    next();
  }

  function move(next) {
    ghosts = [...ghosts.slice(-5), params];
    params = next;
    epochs += 1;
  }
  const oneEpoch = () => {
    move(step(params, gradient(...params, points), lr()));
    line = -1;
    show();
    return afterEpoch();
  };
  function train() {
    if (blownUp) return;
    describeRate();
    if (reducedMotion()) {
      for (let k = 0; k < data.epochs && oneEpoch(); k += 1);
      return;
    }
    trainButton.textContent = "pause";
    let left = data.epochs;
    timer = window.setInterval(() => {
      if (!element.isConnected || !oneEpoch() || --left === 0) pause();
    }, EPOCH_MS);
  }
  function pause() {
    window.clearInterval(timer);
    timer = null;
    trainButton.textContent = "train";
  }
  function reset() {
    pause();
    generation += 1;
    [params, epochs, line, grads, blownUp, ghosts] = [[0, 0], 0, -1, null, false, []];
    slowButton.disabled = trainButton.disabled = false;
    describeRate();
    show();
  }

  slider.input.addEventListener("input", describeRate);
  reset();
}
