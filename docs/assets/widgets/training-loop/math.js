// Full-batch gradient descent on the MSE of a line y = w·x + b. Pure functions, no DOM:
// tests/widgets/js/training-loop.test.mjs checks them against the loop PyTorch ran.
// `data` is { x: number[], y: number[] }.

export const predict = (w, b, x) => w * x + b;

/** Mean squared error of the line over all points. */
export function mse(w, b, { x, y }) {
  let total = 0;
  for (let i = 0; i < x.length; i += 1) total += (predict(w, b, x[i]) - y[i]) ** 2;
  return total / x.length;
}

/** [∂mse/∂w, ∂mse/∂b] = mean of 2·error·x and of 2·error. */
export function gradient(w, b, { x, y }) {
  let dw = 0;
  let db = 0;
  for (let i = 0; i < x.length; i += 1) {
    const error = predict(w, b, x[i]) - y[i];
    dw += 2 * error * x[i];
    db += 2 * error;
  }
  return [dw / x.length, db / x.length];
}

/** optimizer.step(): [w, b] ← [w, b] − lr·grad. */
export const step = ([w, b], [dw, db], lr) => [w - lr * dw, b - lr * db];

/** One epoch of the loop; returns the new [w, b]. */
export const epoch = (params, lr, data) => step(params, gradient(...params, data), lr);

/** Row k is the state after k epochs: { w, b, loss }, epochs + 1 rows. */
export function trajectory(lr, epochs, start, data) {
  const rows = [];
  let params = start;
  for (let k = 0; k <= epochs; k += 1) {
    rows.push({ w: params[0], b: params[1], loss: mse(...params, data) });
    params = epoch(params, lr, data);
  }
  return rows;
}

/** 2 / λ_max of the MSE's Hessian (2/N)·[[Σx², Σx], [Σx, N]]: past it, GD diverges. */
export function stabilityLimit({ x }) {
  const n = x.length;
  const a = (2 / n) * x.reduce((s, v) => s + v * v, 0);
  const c = (2 / n) * x.reduce((s, v) => s + v, 0);
  const d = 2;
  const lambdaMax = (a + d) / 2 + Math.hypot((a - d) / 2, c); // larger eigenvalue of [[a, c], [c, d]]
  return 2 / lambdaMax;
}

/** "settles" below the limit, "diverges" at or past it. */
export const verdict = (lr, limit) => (lr < limit ? "settles" : "diverges");

export { hasBlownUp, readout } from "../kit/numbers.js";
