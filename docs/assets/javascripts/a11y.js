// Material adds a <nav class="md-code__nav"> (the copy button) to every code block. Several
// unnamed navigation landmarks on one page fail axe's landmark-unique rule, so each gets a
// name of its own, also for blocks that Material builds later (instant navigation).
// Code annotation markers are links with only a number drawn by CSS (axe link-name).
const nameCodeNavs = () => {
  document.querySelectorAll(".md-code__nav").forEach((nav, index) => {
    nav.setAttribute("aria-label", `Code block ${index + 1} actions`);
  });
  document.querySelectorAll(".md-annotation__index:not([aria-label])").forEach((link) => {
    const number = link.querySelector("[data-md-annotation-id]")?.dataset.mdAnnotationId;
    link.setAttribute("aria-label", `Annotation ${number ?? ""}`.trim());
  });
  // Notebook code cells that scroll sideways must be reachable by keyboard.
  document.querySelectorAll(".highlight-ipynb:not([tabindex])").forEach((cell) => {
    if (cell.scrollWidth > cell.clientWidth) cell.tabIndex = 0;
  });
};

new MutationObserver((changes) => {
  if (changes.some((change) => [...change.addedNodes].some((node) => node.nodeType === 1))) {
    nameCodeNavs();
  }
}).observe(document.body, { childList: true, subtree: true });
nameCodeNavs();
