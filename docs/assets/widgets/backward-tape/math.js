// The backward tape's math, with no DOM: forward values, the running products of
// backward(), the gradients that land in the parameters, and one SGD step.
// The cells (names, ops, formulas) come from the build-time JSON that PyTorch checked
// (snippets/widgets/backward_tape.py); this module knows only what each op computes.
import { readout } from "../kit/numbers.js";

// Each op: its value, and its local slope with respect to each argument.
const OPS = {
  mul: { value: (p, q) => p * q, slopes: (p, q) => [q, p] },
  add: { value: (p, q) => p + q, slopes: () => [1, 1] },
  // PyTorch's relu passes no slope at exactly 0, so neither do we.
  relu: { value: (u) => Math.max(0, u), slopes: (u) => [u > 0 ? 1 : 0] },
  sqerr: { value: (a, y) => (a - y) ** 2, slopes: (a, y) => [2 * (a - y), -2 * (a - y)] },
};

// Fill the tape left to right; returns every name's value (inputs and cells).
export function forward(cells, inputs) {
  const values = { ...inputs };
  for (const cell of cells) {
    values[cell.name] = OPS[cell.op].value(...cell.args.map((arg) => values[arg]));
  }
  return values;
}

// backward(), one stop at a time, right to left. The first stop seeds the last cell with 1;
// each later stop takes one cell's running product, multiplies it by the cell's local slope
// for each argument that needs a gradient (a parameter or an earlier cell), and hands it on.
export function backwardStops(cells, values, params) {
  const needsGrad = new Set([...params, ...cells.map((cell) => cell.name)]);
  const last = cells[cells.length - 1].name;
  const totals = { [last]: 1 };
  const stops = [{ from: null, arrivals: [{ name: last, incoming: null, slope: null, product: 1, total: 1 }] }];
  for (const cell of [...cells].reverse()) {
    const incoming = totals[cell.name];
    const slopes = OPS[cell.op].slopes(...cell.args.map((arg) => values[arg]));
    const arrivals = [];
    cell.args.forEach((arg, i) => {
      if (!needsGrad.has(arg)) return; // data (x, y) gets no gradient
      const product = incoming * slopes[i];
      totals[arg] = (totals[arg] ?? 0) + product; // gradients add where paths meet
      arrivals.push({ name: arg, incoming, slope: slopes[i], product, total: totals[arg] });
    });
    stops.push({ from: cell.name, arrivals });
  }
  return stops;
}

// What backward() leaves in each parameter's .grad.
export function gradients(stops, params) {
  const grads = Object.fromEntries(params.map((name) => [name, 0]));
  for (const stop of stops) {
    for (const arrival of stop.arrivals) if (arrival.name in grads) grads[arrival.name] = arrival.total;
  }
  return grads;
}

// Plain SGD: w <- w - lr * w.grad for every parameter.
export function sgdStep(params, grads, lr) {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, value - lr * grads[name]]));
}

// Numbers as Python prints short floats: 9.0, -6.0, 2.25; at most 4 decimals; never -0.0.
// Huge or non-finite values (a diverging step) print as the other widgets' readouts do.
export function formatNumber(value) {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e6) return readout(value);
  const rounded = Number(value.toFixed(4)) || 0;
  return Number.isInteger(rounded) ? rounded.toFixed(1) : String(rounded);
}
