// Flashcards have no math; their words are pure functions, tested here without a DOM.
import assert from "node:assert/strict";
import { test } from "node:test";

import { buttonText, countText, headerText } from "../../../docs/assets/widgets/flashcards/math.js";

test("the header counts the questions and asks for an answer out loud", () => {
  assert.equal(headerText(5), "5 questions — say the answer out loud before revealing");
  assert.equal(headerText(1), "1 question — say the answer out loud before revealing");
});

test("the count and the button follow how many cards are open", () => {
  assert.equal(countText(0, 4), "0 of 4 revealed");
  assert.equal(buttonText(0, 4), "Reveal all");
  assert.equal(buttonText(3, 4), "Reveal all");
  assert.equal(buttonText(4, 4), "Hide all");
});
