// The loss-surface math module against trajectories PyTorch wrote (python -m snippets.widgets).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { mock, test } from "node:test";

import * as bowl from "../../../docs/assets/widgets/loss-surface/math.js";
import { watchSurface } from "../../../docs/assets/widgets/loss-surface/view.js";

const fixtures = JSON.parse(readFileSync(new URL("../fixtures/loss-surface.json", import.meta.url), "utf8"));

// float64 on both sides; only the order of a few roundings differs
const close = (actual, expected, what) =>
  assert.ok(Math.abs(actual - expected) <= 1e-9 + 1e-6 * Math.abs(expected), `${what}: ${actual} is not ${expected}`);

test("one step at lr 0.1 from (2, 1): gradient (4, 3.2), then (1.6, 0.68)", () => {
  assert.deepEqual(bowl.gradient([2, 1]), [4, 3.2]);
  const [w1, w2] = bowl.step([2, 1], 0.1);
  close(w1, 1.6, "w1");
  close(w2, 0.68, "w2");
  close(bowl.loss([w1, w2]), 1.6 ** 2 + 1.6 * 0.68 ** 2, "loss");
});

for (const { lr, start, rows } of [...fixtures.cases, fixtures.other_start]) {
  test(`trajectory at lr ${lr} from (${start}) matches PyTorch`, () => {
    const ours = bowl.trajectory(lr, rows.length - 1, start);
    assert.equal(ours.length, rows.length);
    rows.forEach((row, k) => {
      close(ours[k].w[0], row.w[0], `step ${k} w1`);
      close(ours[k].w[1], row.w[1], `step ${k} w2`);
      close(ours[k].loss, row.loss, `step ${k} loss`);
      close(ours[k].grad[0], row.grad[0], `step ${k} grad w1`);
      close(ours[k].grad[1], row.grad[1], `step ${k} grad w2`);
    });
  });
}

test("the stability limit is PyTorch's 2 / λ_max", () => {
  close(bowl.stabilityLimit(), fixtures.limit, "limit");
});

test("the verdict for every rate is what PyTorch's trajectory did", () => {
  for (const { lr, kind } of fixtures.cases) assert.equal(bowl.verdict(lr), kind, `lr ${lr}`);
});

test("readouts never say NaN or Infinity", () => {
  for (const value of [NaN, Infinity, -Infinity, 1e300 * 1e10]) {
    assert.doesNotMatch(bowl.readout(value), /NaN|Infinity/);
    assert.ok(bowl.hasBlownUp(value));
  }
  assert.equal(bowl.readout(3.29984), "3.29984");
  assert.equal(bowl.readout(2.5e6), "2.500e+6");
  assert.ok(!bowl.hasBlownUp(5.6));
});

// ---- watchSurface: the widget's state and words, without a DOM

const surface = (lr, start) => ({
  start,
  limit: fixtures.limit,
  diverged: fixtures.diverged,
  diverged_text: fixtures.diverged_text,
  presets: [{ name: "this rate", lr }],
});

test("watchSurface: every rate PyTorch saw blow up is stopped at the same step, in words", () => {
  for (const { lr, start, rows } of fixtures.cases) {
    const blown = rows.findIndex((row) => row.loss > fixtures.diverged);
    const watch = watchSurface(surface(lr, start), { reduced: () => true });
    for (let press = 0; press < 4 && !watch.state.get().diverged; press += 1) watch.run(); // 25 steps a press
    const { diverged, steps, message, w } = watch.state.get();
    if (blown === -1) {
      assert.ok(!diverged, `lr ${lr} did not blow up in PyTorch`);
      continue;
    }
    assert.ok(diverged, `lr ${lr}`);
    assert.equal(steps, blown, `lr ${lr}`);
    assert.ok(message.startsWith(`Diverged: the loss passed ${fixtures.diverged_text} after ${blown} steps.`), message);
    assert.ok(w.every(Number.isFinite));
    const before = steps;
    watch.step();
    assert.equal(watch.state.get().steps, before, "no step after a divergence");
    assert.match(watch.state.get().message, /Press reset/);
  }
});

test("watchSurface: run steps once per tick until paused", () => {
  mock.timers.enable({ apis: ["setInterval"] });
  try {
    const watch = watchSurface(surface(0.1, [2, 1]));
    watch.run();
    assert.equal(watch.state.get().running, true);
    mock.timers.tick(140 * 3);
    assert.equal(watch.state.get().steps, 3);
    watch.run(); // pause
    mock.timers.tick(140 * 3);
    assert.equal(watch.state.get().steps, 3);
    assert.equal(watch.state.get().running, false);
  } finally {
    mock.timers.reset();
  }
});

test("whatever flew off is drawn on the rim, at finite coordinates", () => {
  const view = { turn: -35, tilt: 35 };
  for (const point of [
    [1e200, -1e200],
    [Number.POSITIVE_INFINITY, Number.NaN],
    [3, 0.5],
    [0, 0],
  ]) {
    const [w1, w2, z] = bowl.onChart(point);
    assert.ok([w1, w2, z, ...bowl.lift(w1, w2, z, view)].every(Number.isFinite), `${point}`);
    assert.ok(z <= bowl.RIM + 1e-9);
  }
  assert.deepEqual(bowl.turned({ turn: 178, tilt: 88 }, 5, 5), { turn: -177, tilt: 90 });
});
