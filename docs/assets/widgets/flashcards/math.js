// Flashcards have no math; their words are the pure functions here, tested in node.

export const headerText = (total) =>
  `${total} question${total === 1 ? "" : "s"} — say the answer out loud before revealing`;
export const countText = (open, total) => `${open} of ${total} revealed`;
export const buttonText = (open, total) => (open === total ? "Hide all" : "Reveal all");
