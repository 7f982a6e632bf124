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
  reachScrollers();
};

// A region that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable),
// as Material makes its code blocks: notebook cells, tables (Material's scroll wrapper) and a
// widget's fallback (the print page) get tabindex="0" while they scroll, checked again when the
// width changes (a phone turned, a window narrowed).
const SCROLLERS = ".highlight-ipynb, .md-typeset__scrollwrap, .widget__fallback";
const reachScrollers = () => {
  document.querySelectorAll(SCROLLERS).forEach((region) => {
    // A tabindex of its own is left alone.
    if (region.hasAttribute("tabindex") && !region.dataset.scrolls) return;
    if (region.scrollWidth > region.clientWidth) {
      region.tabIndex = 0;
      region.dataset.scrolls = "true";
    } else if (region.dataset.scrolls) {
      region.removeAttribute("tabindex");
      delete region.dataset.scrolls;
    }
  });
};
new ResizeObserver(reachScrollers).observe(document.documentElement);

new MutationObserver((changes) => {
  if (changes.some((change) => [...change.addedNodes].some((node) => node.nodeType === 1))) {
    nameCodeNavs();
  }
}).observe(document.body, { childList: true, subtree: true });
nameCodeNavs();
