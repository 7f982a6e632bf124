// The training-loop math module against the loop PyTorch ran (python -m snippets.widgets).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import * as fit from "../../../docs/assets/widgets/training-loop-math.js";

const fixtures = JSON.parse(
  readFileSync(new URL("../fixtures/training-loop.json", import.meta.url), "utf8"),
);
const data = { x: fixtures.x, y: fixtures.y };

// float64 on both sides; sums may be taken in a different order
const close = (actual, expected, what) =>
  assert.ok(
    Math.abs(actual - expected) <= 1e-9 + 1e-6 * Math.abs(expected),
    `${what}: ${actual} is not ${expected}`,
  );

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
