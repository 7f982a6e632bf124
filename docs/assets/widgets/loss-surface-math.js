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

export { hasBlownUp, readout } from "./canvas-readout.js";
