// The training-loop math module against the loop PyTorch ran (python -m snippets.widgets).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { mock, test } from "node:test";

import * as fit from "../../../docs/assets/widgets/training-loop/math.js";
import { EPOCH_MS, LINE_MS, LOOP, watchLoop } from "../../../docs/assets/widgets/training-loop/view.js";

const fixtures = JSON.parse(readFileSync(new URL("../fixtures/training-loop.json", import.meta.url), "utf8"));
const data = { x: fixtures.x, y: fixtures.y };

// float64 on both sides; sums may be taken in a different order
const close = (actual, expected, what) =>
  assert.ok(Math.abs(actual - expected) <= 1e-9 + 1e-6 * Math.abs(expected), `${what}: ${actual} is not ${expected}`);

for (const { lr, start, rows } of [...fixtures.cases, fixtures.other_start]) {
  test(`the loop at lr ${lr} from (${start}) matches PyTorch epoch by epoch`, () => {
    const ours = fit.trajectory(lr, rows.length - 1, start, data);
    assert.equal(ours.length, rows.length);
    rows.forEach((row, k) => {
      close(ours[k].w, row.w, `epoch ${k} w`);
      close(ours[k].b, row.b, `epoch ${k} b`);
      close(ours[k].loss, row.loss, `epoch ${k} loss`);
    });
  });
}

test("the stability limit is PyTorch's 2 / λ_max of the Hessian", () => {
  close(fit.stabilityLimit(data), fixtures.limit, "limit");
});

test("below the limit the loss falls; past it the loss grows, as the verdict says", () => {
  const limit = fit.stabilityLimit(data);
  for (const { lr, rows } of fixtures.cases) {
    const grew = rows.at(-1).loss > rows[0].loss;
    assert.equal(fit.verdict(lr, limit), grew ? "diverges" : "settles", `lr ${lr}`);
  }
});

test("readouts never say NaN or Infinity", () => {
  const blown = fit.trajectory(3, 2000, [0, 0], data).at(-1).loss; // overflows to Infinity/NaN
  assert.ok(fit.hasBlownUp(blown));
  assert.doesNotMatch(fit.readout(blown), /NaN|Infinity/);
});

// ---- watchLoop: the widget's state and words, without a DOM

const loop = (lr, epochs) => ({
  ...data,
  limit: fixtures.limit,
  diverged: fixtures.diverged,
  diverged_text: fixtures.diverged_text,
  lr,
  epochs,
});

test("watchLoop: train settles where PyTorch does, or stops where PyTorch blew up, in words", () => {
  for (const { lr, rows } of fixtures.cases) {
    const blown = rows.findIndex((row) => row.loss > fixtures.diverged);
    const watch = watchLoop(loop(lr, rows.length - 1), { reduced: () => true });
    watch.train();
    const { diverged, epochs, params, message } = watch.state.get();
    if (blown === -1) {
      assert.ok(!diverged, `lr ${lr}`);
      close(params[0], rows.at(-1).w, `lr ${lr} w`);
      close(params[1], rows.at(-1).b, `lr ${lr} b`);
      continue;
    }
    assert.ok(diverged, `lr ${lr}`);
    assert.equal(epochs, blown, `lr ${lr}`);
    assert.ok(
      message.startsWith(`Diverged: the loss passed ${fixtures.diverged_text} after ${blown} epochs.`),
      message,
    );
    assert.doesNotMatch(message, /NaN|Infinity/);
  }
});

test("watchLoop: a slow epoch lights the five lines in order, then moves the line as PyTorch did", () => {
  mock.timers.enable({ apis: ["setTimeout", "setInterval"] });
  try {
    const { lr, rows } = fixtures.cases[1];
    const watch = watchLoop(loop(lr, 60));
    watch.slowEpoch();
    const lit = [watch.state.get().line];
    for (let k = 1; k < LOOP.length; k += 1) {
      mock.timers.tick(LINE_MS);
      lit.push(watch.state.get().line);
    }
    assert.deepEqual(lit, [0, 1, 2, 3, 4]);
    watch.slowEpoch(); // refused while one runs
    mock.timers.tick(LINE_MS);
    assert.equal(watch.state.get().line, -1);
    assert.equal(watch.state.get().epochs, 1);
    close(watch.state.get().params[0], rows[1].w, "w");
    close(watch.state.get().params[1], rows[1].b, "b");
    watch.train();
    mock.timers.tick(EPOCH_MS * 4);
    assert.equal(watch.state.get().epochs, 5);
    watch.reset();
    mock.timers.tick(EPOCH_MS * 4);
    assert.equal(watch.state.get().epochs, 0);
  } finally {
    mock.timers.reset();
  }
});
