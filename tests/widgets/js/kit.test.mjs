// The kit's number words (pure, no DOM) and its state container.
import assert from "node:assert/strict";
import { test } from "node:test";

import { createState } from "../../../docs/assets/widgets/kit/kit.js";
import { clamp, count, divergedText, hasBlownUp, readout } from "../../../docs/assets/widgets/kit/numbers.js";

test("readouts never say NaN or Infinity", () => {
  for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e300 * 1e10]) {
    assert.doesNotMatch(readout(value), /NaN|Infinity/);
    assert.ok(hasBlownUp(value, 1e6));
  }
  assert.equal(readout(3.29984), "3.29984");
  assert.equal(readout(2.5e6), "2.500e+6");
  assert.equal(readout(0), "0");
  assert.ok(!hasBlownUp(5.6, 1e6));
  assert.ok(hasBlownUp(1e6 + 1, 1e6));
});

test("the divergence sentence names the threshold and how far it got", () => {
  assert.equal(divergedText("1e6", 12, "step"), "Diverged: the loss passed 1e6 after 12 steps.");
  assert.equal(divergedText("1e6", 1, "epoch"), "Diverged: the loss passed 1e6 after 1 epoch.");
  assert.equal(count(0, "step"), "0 steps");
});

test("clamp keeps drawn coordinates finite", () => {
  assert.equal(clamp(Number.POSITIVE_INFINITY, -10, 10), 10);
  assert.equal(clamp(Number.NEGATIVE_INFINITY, -10, 10), -10);
  assert.equal(clamp(Number.NaN, -10, 10), -10);
  assert.equal(clamp(3, -10, 10), 3);
});

test("createState merges patches and tells every subscriber, once at subscription", () => {
  const state = createState({ a: 1, b: 2 });
  const seen = [];
  const stop = state.subscribe((s) => seen.push({ ...s }));
  state.set({ b: 3 });
  stop();
  state.set({ a: 5 });
  assert.deepEqual(seen, [
    { a: 1, b: 2 },
    { a: 1, b: 3 },
  ]);
  assert.deepEqual(state.get(), { a: 5, b: 3 });
});
