// Material adds a <nav class="md-code__nav"> (the copy button) to every code block. Several
// unnamed navigation landmarks on one page fail axe's landmark-unique rule, so each gets a
// name of its own, also for blocks that Material builds later (instant navigation).
const nameCodeNavs = () => {
  document.querySelectorAll(".md-code__nav").forEach((nav, index) => {
    nav.setAttribute("aria-label", `Code block ${index + 1} actions`);
  });
};

new MutationObserver((changes) => {
  if (changes.some((change) => [...change.addedNodes].some((node) => node.nodeType === 1))) {
    nameCodeNavs();
  }
}).observe(document.body, { childList: true, subtree: true });
nameCodeNavs();
