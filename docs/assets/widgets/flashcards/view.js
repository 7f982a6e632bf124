// Flashcards: a chapter's closing questions are native <details> (they are also the
// no-JavaScript fallback, and the deck carries no data); this adds a header, a Reveal all /
// Hide all button and a live count. watchDeck follows the cards; mountDeck draws the bar.
import { attach, button, controls, createState, h } from "../kit/kit.js";
import { buttonText, countText, headerText } from "./math.js";

/** How many cards are open, kept up to date from the cards' own toggle events. */
export function watchDeck(element, cards) {
  const opened = () => cards.filter((card) => card.open).length;
  const state = createState({ open: opened(), total: cards.length });
  element.addEventListener("toggle", () => state.set({ open: opened() }), true); // toggle does not bubble
  return {
    state,
    flip() {
      const open = opened() < cards.length;
      for (const card of cards) card.open = open;
      state.set({ open: opened() });
    },
  };
}

/** The header and the bar above the cards. */
export function mountDeck(element, watch) {
  const flip = button("", watch.flip);
  const count = h("span", { class: "widget__count", "aria-live": "polite" });
  watch.state.subscribe(({ open, total }) => {
    flip.textContent = buttonText(open, total);
    count.textContent = countText(open, total);
  });
  attach(element, h("p", { class: "widget__title", text: headerText(watch.state.get().total) }), controls(flip, count));
  element.prepend(element.querySelector(":scope > .widget__body")); // the bar goes above the cards
}

export function mount(element) {
  const cards = [...element.querySelectorAll("details")];
  if (!cards.length) return; // nothing to do
  mountDeck(element, watchDeck(element, cards));
}
