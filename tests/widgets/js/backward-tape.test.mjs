// The tape's math against PyTorch: fixtures from snippets/widgets/backward_tape_fixtures.py.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import {
  backwardStops,
  formatNumber,
  forward,
  gradients,
  sgdStep,
} from "../../../docs/assets/widgets/backward-tape/math.js";
import { watchTape } from "../../../docs/assets/widgets/backward-tape/view.js";

const fixtures = new URL("../fixtures/backward_tape.json", import.meta.url);
const cases = JSON.parse(readFileSync(fixtures, "utf8")); // run `python -m snippets.widgets` first

// float32 cases agree to float32 precision; float64 cases to float64 precision.
const close = (actual, expected, dtype, what) => {
  const tolerance = dtype === "torch.float32" ? 1e-6 : 1e-12;
  assert.ok(
    Math.abs(actual - expected) <= tolerance * Math.max(1, Math.abs(expected)),
    `${what}: ${actual} vs PyTorch ${expected}`,
  );
};

const run = (data) => {
  const params = Object.keys(data.params);
  const values = forward(data.cells, { ...data.data, ...data.params });
  const stops = backwardStops(data.cells, values, params);
  const grads = gradients(stops, params);
  const stepped = sgdStep(data.params, grads, data.lr);
  const after = forward(data.cells, { ...data.data, ...stepped });
  return { values, stops, grads, stepped, after };
};

test("forward fills every cell with PyTorch's value", () => {
  for (const data of cases) {
    const { values } = run(data);
    for (const [name, value] of Object.entries(data.values)) close(values[name], value, data.dtype, `value ${name}`);
  }
});

test("each stop's local slope is the one torch.autograd.grad measured", () => {
  for (const data of cases) {
    const { stops } = run(data);
    const seen = {};
    for (const stop of stops.slice(1)) for (const a of stop.arrivals) seen[`${stop.from}/${a.name}`] = a.slope;
    assert.deepEqual(Object.keys(seen).sort(), Object.keys(data.slopes).sort());
    for (const [key, slope] of Object.entries(data.slopes)) close(seen[key], slope, data.dtype, `slope ${key}`);
  }
});

test("the running product at each cell is PyTorch's retained grad", () => {
  for (const data of cases) {
    const { stops } = run(data);
    const cellNames = data.cells.map((cell) => cell.name);
    const arrivals = stops.flatMap((stop) => stop.arrivals).filter((a) => cellNames.includes(a.name));
    assert.equal(arrivals.length, cellNames.length);
    for (const a of arrivals) {
      close(a.product, a.incoming === null ? 1 : a.incoming * a.slope, data.dtype, `product ${a.name}`);
      close(a.total, data.products[a.name], data.dtype, `product ${a.name}`);
    }
  }
});

test("stops run right to left: one seed, then one per cell", () => {
  const data = cases[0];
  const { stops } = run(data);
  assert.equal(stops.length, data.cells.length + 1);
  assert.deepEqual(
    stops.slice(1).map((stop) => stop.from),
    data.cells.map((cell) => cell.name).reverse(),
  );
});

test("gradients, the SGD step and the loss after it match PyTorch", () => {
  for (const data of cases) {
    const { grads, stepped, after } = run(data);
    for (const name of Object.keys(data.grads)) {
      close(grads[name], data.grads[name], data.dtype, `${name}.grad`);
      close(stepped[name], data.stepped[name], data.dtype, `stepped ${name}`);
    }
    for (const [name, value] of Object.entries(data.after)) close(after[name], value, data.dtype, `after ${name}`);
  }
});

test("the page's example: loss 9.0 falls to 2.25 exactly, in JS as in PyTorch", () => {
  const data = cases[0];
  const { values, after } = run(data);
  const last = data.cells[data.cells.length - 1].name;
  assert.equal(values[last], data.loss_before);
  assert.equal(after[last], data.loss_after);
  assert.equal(formatNumber(data.loss_before), "9.0");
  assert.equal(formatNumber(data.loss_after), "2.25");
});

test("numbers print as Python prints short floats", () => {
  assert.equal(formatNumber(-6), "-6.0");
  assert.equal(formatNumber(1.75), "1.75");
  assert.equal(formatNumber(-0), "0.0");
  assert.equal(formatNumber(2.8899999999999997), "2.89");
});

// ---- watchTape: the widget's state and words, without a DOM

const walk = (watch, data) => {
  watch.forward();
  for (let stop = 0; stop <= data.cells.length; stop += 1) watch.backward();
  watch.step();
};

test("watchTape: Forward, Backward to the end, Step, in PyTorch's numbers and words", () => {
  const data = cases[0];
  const watch = watchTape(data);
  watch.backward();
  assert.match(watch.state.get().message, /Forward first/);
  watch.forward();
  for (const [name, value] of Object.entries(data.values)) assert.equal(watch.state.get().values[name], value);
  for (let stop = 0; stop <= data.cells.length; stop += 1) watch.backward();
  assert.match(watch.state.get().message, /Backward done: w\.grad = -6\.0, b\.grad = -6\.0\. Press Step\./);
  watch.backward();
  assert.match(watch.state.get().message, /Press Step/);
  watch.step();
  assert.deepEqual(watch.state.get().params, data.stepped);
  assert.match(watch.state.get().message, /Forward again: loss 9\.0 → 2\.25/);
  assert.equal(watch.state.get().diverged, false);
  watch.reset();
  assert.deepEqual(watch.state.get().params, data.params);
  assert.equal(watch.state.get().values, null);
});

test("watchTape: a step past the build's threshold is said in words, and only Reset goes on", () => {
  const data = cases.find((c) => c.loss_after > c.diverged);
  assert.ok(data, "the fixtures hold a case that diverges");
  const watch = watchTape(data);
  walk(watch, data);
  const { diverged, message, values } = watch.state.get();
  assert.ok(diverged);
  assert.ok(message.startsWith(`Diverged: the loss passed ${data.diverged_text} after 1 step.`), message);
  assert.doesNotMatch(message, /NaN|Infinity/);
  close(values.loss, data.loss_after, data.dtype, "loss after the step");
  watch.forward();
  assert.match(watch.state.get().message, /^Diverged: .* Press Reset\.$/);
  watch.reset();
  assert.equal(watch.state.get().diverged, false);
});
