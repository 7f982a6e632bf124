// The switch's model against PyTorch: fixtures from snippets/widgets/grad_switch_fixtures.py.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { pythonText, readoutText, runView, trail } from "../../../docs/assets/widgets/grad-switch/math.js";
import { watchSwitch } from "../../../docs/assets/widgets/grad-switch/view.js";

const fixtures = new URL("../fixtures/grad_switch.json", import.meta.url);
const cases = JSON.parse(readFileSync(fixtures, "utf8")); // run `python -m snippets.widgets` first

test("the trail lists PyTorch's grad_fn nodes in a depth-first walk's order", () => {
  for (const data of cases) {
    assert.deepEqual(
      trail(data.graph).map((chip) => chip.name),
      data.trail,
      data.expression,
    );
  }
});

test("AccumulateGrad chips name the leaf they fill, and every parameter gets one", () => {
  for (const data of cases) {
    const leaves = trail(data.graph)
      .filter((chip) => chip.name === "AccumulateGrad")
      .map((chip) => chip.leaf);
    assert.deepEqual([...leaves].sort(), [...data.parameters].sort(), data.expression);
  }
});

test("a chip either follows the one before it or names its parent", () => {
  const chips = trail(cases[0].graph);
  assert.equal(chips[0].parent, null);
  for (const [i, chip] of chips.entries()) {
    if (chip.follows) assert.equal(chip.parent, chips[i - 1].name);
    else if (i > 0) assert.ok(chips.some((other) => other.name === chip.parent));
  }
});

test("recording off shows PyTorch's plain number and no trail", () => {
  for (const data of cases) {
    const view = runView(data, false);
    assert.equal(view.repr, data.off.repr);
    assert.equal(view.gradFn, "None");
    assert.equal(view.requiresGrad, "False");
    assert.deepEqual(view.chips, []);
    assert.match(readoutText(view), /Nothing was recorded/);
  }
});

test("recording on shows PyTorch's repr, root grad_fn and the whole trail", () => {
  for (const data of cases) {
    const view = runView(data, true);
    assert.equal(view.repr, data.on.repr);
    assert.equal(view.gradFn, data.on.grad_fn);
    assert.equal(view.chips[0].name, data.on.grad_fn);
    assert.equal(view.requiresGrad, "True");
    assert.equal(view.chips.length, data.trail.length);
    assert.equal(data.off.value, data.on.value, "recording must not change the value");
  }
});

test("Python spellings", () => {
  assert.equal(pythonText(null), "None");
  assert.equal(pythonText(true), "True");
  assert.equal(pythonText(false), "False");
});

// ---- watchSwitch: the widget's state and words, without a DOM

test("watchSwitch: Run shows PyTorch's result; flipping the switch clears it", () => {
  const data = cases[0];
  const watch = watchSwitch(data);
  watch.run();
  assert.equal(watch.state.get().view.repr, data.off.repr);
  watch.toggle();
  assert.equal(watch.state.get().view, null);
  assert.equal(watch.state.get().message, "Recording on. Press Run.");
  watch.run();
  assert.deepEqual(
    watch.state.get().view.chips.map((chip) => chip.name),
    data.trail,
  );
});
