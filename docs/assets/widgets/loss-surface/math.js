// Gradient descent on the bowl L(w1, w2) = w1² + 1.6·w2². Pure functions, no DOM:
// tests/widgets/js/loss-surface.test.mjs checks them against trajectories PyTorch wrote.

/** The loss at w = [w1, w2]. */
export const loss = ([w1, w2]) => w1 * w1 + 1.6 * w2 * w2;

/** ∂L/∂w1 = 2·w1 and ∂L/∂w2 = 3.2·w2. */
export const gradient = ([w1, w2]) => [2 * w1, 3.2 * w2];

export const norm = ([a, b]) => Math.hypot(a, b);

/** One plain SGD step: w ← w − lr·∇L(w). */
export const step = (w, lr) => {
  const [g1, g2] = gradient(w);
  return [w[0] - lr * g1, w[1] - lr * g2];
};

/** Row k is the state after k steps: { w, loss, grad }, steps + 1 rows. */
export function trajectory(lr, steps, start) {
  const rows = [];
  let w = start;
  for (let k = 0; k <= steps; k += 1) {
    rows.push({ w, loss: loss(w), grad: gradient(w) });
    w = step(w, lr);
  }
  return rows;
}

// The Hessian is diag(2, 3.2); each step multiplies w1 by (1 − 2·lr) and w2 by (1 − 3.2·lr).
const CURVATURES = [2, 3.2];

/** Plain GD is stable while lr < 2 / (largest Hessian eigenvalue). */
export const stabilityLimit = () => 2 / Math.max(...CURVATURES);

/** "smooth", "oscillates" or "diverges": what this learning rate does from any start off the minimum. */
export function verdict(lr) {
  const factors = CURVATURES.map((curvature) => 1 - lr * curvature);
  if (factors.some((f) => Math.abs(f) >= 1)) return "diverges";
  return factors.some((f) => f < 0) ? "oscillates" : "smooth";
}

// ---- the picture: an orthographic view of the bowl, turned about the vertical axis and tilted
// toward the reader, drawn up to the rim L = RIM. Pure functions, so node can check that no
// state (however far it flew) projects to anything but finite coordinates.
export const RIM = 7; // the bowl is drawn up to this loss (the start, (2, 1), has loss 5.6)
const HEIGHT = 0.3; // drawn height per unit of loss
const DEG = Math.PI / 180;

/** (w1, w2, height) seen from view = { turn, tilt } in degrees: [across, up]. */
export function lift(w1, w2, height, view) {
  const [turn, tilt] = [view.turn * DEG, view.tilt * DEG];
  const across = w1 * Math.cos(turn) - w2 * Math.sin(turn);
  const depth = w1 * Math.sin(turn) + w2 * Math.cos(turn);
  return [across, height * HEIGHT * Math.cos(tilt) - depth * Math.sin(tilt)];
}

/** A point on the ring of loss r²·RIM, at `angle` radians. */
export const onRing = (r, angle) => [r * Math.sqrt(RIM) * Math.cos(angle), r * Math.sqrt(RIM / 1.6) * Math.sin(angle)];

/** Where a state is drawn: on the surface, or on the rim if it is beyond it (never at Infinity). */
export function onChart(point) {
  const [w1, w2] = point.map((value) => (Number.isNaN(value) ? 0 : value));
  const height = loss([w1, w2]);
  if (height <= RIM) return [w1, w2, height];
  return [...onRing(1, Math.atan2(w2 / Math.sqrt(RIM / 1.6), w1 / Math.sqrt(RIM))), RIM];
}

/** The view after a drag or an arrow key: turn wraps at ±180°, tilt stays in [5°, 90°]. */
export const turned = (view, dTurn, dTilt) => ({
  turn: Math.round(((view.turn + dTurn + 540) % 360) - 180),
  tilt: Math.round(Math.max(5, Math.min(90, view.tilt + dTilt))),
});

export { hasBlownUp, readout } from "../kit/numbers.js";
