// Flashcards: the chapter's closing questions are native <details>; this adds a header,
// a Reveal all / Hide all button and a live count. Without JavaScript the details still work.

export const headerText = (total) => `${total} question${total === 1 ? "" : "s"} — say the answer out loud before revealing`;
export const countText = (open, total) => `${open} of ${total} revealed`;
export const buttonText = (open, total) => (open === total ? "Hide all" : "Reveal all");

export function mount(root) {
  const cards = [...root.querySelectorAll("details")];
  if (!cards.length || root.querySelector(".flashcards-bar")) return; // nothing to do, or mounted
  root.classList.add("widget");
  const header = Object.assign(document.createElement("p"), { className: "flashcards-header", textContent: headerText(cards.length) });
  const button = Object.assign(document.createElement("button"), { type: "button", className: "widget-button" });
  const count = Object.assign(document.createElement("span"), { className: "flashcards-count" });
  count.setAttribute("aria-live", "polite");
  const bar = Object.assign(document.createElement("div"), { className: "flashcards-bar widget-controls" });
  bar.append(button, count);
  root.prepend(header, bar);

  const opened = () => cards.filter((card) => card.open).length;
  const update = () => {
    button.textContent = buttonText(opened(), cards.length);
    count.textContent = countText(opened(), cards.length);
  };
  button.addEventListener("click", () => {
    const open = opened() < cards.length;
    for (const card of cards) card.open = open;
    update();
  });
  root.addEventListener("toggle", update, true); // toggle does not bubble: listen while capturing
  update();
}
