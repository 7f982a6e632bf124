// The loss surface: a ball rolling down L(w1, w2) = w1² + 1.6·w2², drawn on a plain canvas.
// The math lives in loss-surface-math.js; the presets and the limit come from the build (PyTorch).
import { arrow, colours, embeddedData, h, keepDrawn, lrSlider, readouts, reducedMotion } from "./canvas-kit.js";
import { gradient, hasBlownUp, loss, norm, readout, step, verdict } from "./loss-surface-math.js";

const RIM = 7; // the bowl is drawn up to this loss (the start, (2, 1), has loss 5.6)
const HEIGHT = 0.3; // drawn height per unit of loss
const RUN_STEPS = 25; // what one press of "run" does when motion is reduced
const DEG = Math.PI / 180;

const VERDICTS = {
  smooth: "every step lands short of the valley floor: a smooth descent.",
  oscillates: "steps overshoot the valley floor along w2 and zig-zag, but each swing is smaller: it oscillates and settles.",
  diverges: "past the stability limit: each overshoot is bigger than the last, so it diverges.",
};

export function mount(element) {
  if (element.querySelector(".canvas-widget__body")) return; // already mounted
  const data = embeddedData(element);
  const start = data.start;
  const view = { turn: -35, tilt: 35 }; // degrees
  let w = start;
  let steps = 0;
  let trail = [start];
  let timer = null;
  let blownUp = false;

  // ---- controls
  const canvas = h("canvas", { tabindex: "0", class: "canvas-widget__canvas canvas-widget__canvas--surface" });
  const viewText = h("p", { class: "canvas-widget__hint", "data-view": "" });
  const slider = lrSlider({ min: 0.01, max: 1.2, value: data.presets[0].lr });
  const button = (text, onClick) => {
    const node = h("button", { type: "button", class: "md-button", text });
    node.addEventListener("click", onClick);
    return node;
  };
  const stepButton = button("step", () => advance(1));
  const runButton = button("run", () => (timer ? pause() : run()));
  const resetButton = button("reset", () => reset());
  const presets = data.presets.map(({ name, lr }) =>
    button(`${name} (lr ${lr.toFixed(2)})`, () => {
      reset();
      slider.set(lr);
    }),
  );
  const out = readouts({ loss: "loss", gradNorm: "‖gradient‖", steps: "steps" });
  const status = h("p", { class: "canvas-widget__status", "data-status": "" });
  out.region.append(status);

  element.replaceChildren(
    h(
      "div",
      { class: "canvas-widget__body" },
      canvas,
      viewText,
      h("div", { class: "canvas-widget__controls" }, slider.label, stepButton, runButton, resetButton),
      h("div", { class: "canvas-widget__presets" }, h("span", { text: "presets: " }), ...presets),
      out.region,
    ),
  );

  // ---- drawing: an orthographic view, turned about the vertical axis and tilted toward us.
  // The bowl is drawn up to the rim L = RIM as rings of equal loss and spokes from the bottom.
  const lift = (w1, w2, height) => {
    const [turn, tilt] = [view.turn * DEG, view.tilt * DEG];
    const across = w1 * Math.cos(turn) - w2 * Math.sin(turn);
    const depth = w1 * Math.sin(turn) + w2 * Math.cos(turn);
    return [across, height * HEIGHT * Math.cos(tilt) - depth * Math.sin(tilt)];
  };
  const onRing = (r, angle) => [r * Math.sqrt(RIM) * Math.cos(angle), r * Math.sqrt(RIM / 1.6) * Math.sin(angle)];
  // a ball beyond the rim (or flying off) is drawn on the rim, never at Infinity
  const onChart = (point) => {
    const height = loss(point);
    const shrink = height > RIM ? Math.sqrt(RIM / height) : 1;
    const [w1, w2] = [point[0] * shrink, point[1] * shrink];
    return [w1, w2, loss([w1, w2])];
  };

  const draw = (ctx, width, height) => {
    const ink = colours(element);
    const rim = Array.from({ length: 73 }, (_, k) => lift(...onRing(1, (k * 5 * DEG)), RIM));
    const ups = [...rim.map(([, up]) => up), lift(0, 0, 0)[1]];
    const [low, high] = [Math.min(...ups), Math.max(...ups)];
    const unit = Math.min(width / (2.3 * Math.sqrt(RIM)), (height * 0.9) / (high - low));
    const to = ([across, up]) => [width / 2 + across * unit, height / 2 - (up - (low + high) / 2) * unit];
    const project = (w1, w2, h) => to(lift(w1, w2, h));
    ctx.clearRect(0, 0, width, height);
    ctx.lineWidth = 1;
    ctx.strokeStyle = ink.faint;
    const polyline = (points) => {
      ctx.beginPath();
      points.forEach(([px, py], k) => (k === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)));
      ctx.stroke();
    };
    for (let ring = 1; ring <= 8; ring += 1) {
      const r = ring / 8;
      polyline(Array.from({ length: 73 }, (_, k) => project(...onRing(r, k * 5 * DEG), r * r * RIM)));
    }
    for (let spoke = 0; spoke < 24; spoke += 1) {
      const angle = spoke * 15 * DEG;
      polyline(Array.from({ length: 11 }, (_, k) => project(...onRing(k / 10, angle), (k / 10) ** 2 * RIM)));
    }
    ctx.fillStyle = ink.ink;
    ctx.font = "13px sans-serif";
    ctx.fillText("w1", ...project(...onRing(1.12, 0), RIM));
    ctx.fillText("w2", ...project(...onRing(1.12, 90 * DEG), RIM));

    // the path so far
    ctx.strokeStyle = ink.path;
    ctx.lineWidth = 2;
    polyline(trail.map((point) => project(...onChart(point))));

    // the gradient as an arrow at the ball, up the slope (the step goes the other way)
    const [b1, b2, bh] = onChart(w);
    const [bx, by] = project(b1, b2, bh);
    const g = gradient([b1, b2]);
    const length = norm(g) > 0 ? Math.min(0.2 * norm(g), 0.8) / norm(g) : 0;
    const tip = project(b1 + g[0] * length, b2 + g[1] * length, bh + norm(g) * norm(g) * length);
    if (length > 0) arrow(ctx, bx, by, ...tip, ink.arrow);
    ctx.fillStyle = ink.ball;
    ctx.strokeStyle = ink.ink;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.arc(bx, by, 7, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
  };
  const redraw = keepDrawn(canvas, draw);

  // ---- state changes
  const describeView = () => {
    const text = `view: turned ${view.turn}°, tilted ${view.tilt}° (drag the surface, or focus it and use the arrow keys)`;
    viewText.textContent = text;
    viewText.dataset.view = `${view.turn},${view.tilt}`;
    canvas.setAttribute(
      "aria-label",
      `A bowl-shaped loss surface with the ball at w1 = ${readout(w[0])}, w2 = ${readout(w[1])}; ${text}`,
    );
  };
  const show = () => {
    const current = loss(w);
    out.set("loss", readout(current));
    out.set("gradNorm", readout(norm(gradient(w))));
    out.set("steps", String(steps));
    describeView();
    redraw();
  };
  const say = (text) => (status.textContent = text);
  const describeRate = () => {
    const lr = Number(slider.input.value);
    say(`lr ${lr.toFixed(2)} (stability limit ${Number(data.limit.toPrecision(4))}): ${VERDICTS[verdict(lr)]}`);
  };

  function advance(count) {
    for (let k = 0; k < count && !blownUp; k += 1) {
      const next = step(w, Number(slider.input.value));
      steps += 1;
      if (hasBlownUp(loss(next), data.diverged)) {
        blownUp = true;
        w = next.every(Number.isFinite) ? next : w;
        trail.push(w);
        pause();
        stepButton.disabled = runButton.disabled = true;
        say(`Diverging: the loss grew past ${data.diverged_text} after ${steps} steps. Press reset.`);
        break;
      }
      w = next;
      trail.push(w);
      if (loss(w) < 1e-10) {
        pause();
        say(`Converged after ${steps} steps: the ball rests at the minimum (0, 0).`);
        break;
      }
    }
    show();
  }
  function run() {
    if (reducedMotion()) return advance(RUN_STEPS); // no animation: jump RUN_STEPS steps at once
    runButton.textContent = "pause";
    timer = window.setInterval(() => (element.isConnected ? advance(1) : pause()), 140);
  }
  function pause() {
    window.clearInterval(timer);
    timer = null;
    runButton.textContent = "run";
  }
  function reset() {
    pause();
    [w, steps, trail, blownUp] = [start, 0, [start], false];
    stepButton.disabled = runButton.disabled = false;
    describeRate();
    show();
  }

  // ---- rotation: drag (mouse, pen, touch) and arrow keys
  const turnBy = (dTurn, dTilt) => {
    view.turn = Math.round(((view.turn + dTurn + 540) % 360) - 180);
    view.tilt = Math.round(Math.max(5, Math.min(90, view.tilt + dTilt)));
    describeView();
    redraw();
  };
  let dragFrom = null;
  canvas.addEventListener("pointerdown", (event) => {
    dragFrom = [event.clientX, event.clientY];
    canvas.setPointerCapture(event.pointerId);
  });
  canvas.addEventListener("pointermove", (event) => {
    if (!dragFrom) return;
    turnBy((event.clientX - dragFrom[0]) / 2, (event.clientY - dragFrom[1]) / 2);
    dragFrom = [event.clientX, event.clientY];
  });
  const endDrag = () => (dragFrom = null);
  canvas.addEventListener("pointerup", endDrag);
  canvas.addEventListener("pointercancel", endDrag);
  const KEYS = { ArrowLeft: [-5, 0], ArrowRight: [5, 0], ArrowUp: [0, 5], ArrowDown: [0, -5] };
  canvas.addEventListener("keydown", (event) => {
    if (!KEYS[event.key]) return;
    event.preventDefault(); // rotate, don't scroll the page
    turnBy(...KEYS[event.key]);
  });
  slider.input.addEventListener("input", describeRate);

  reset();
}
