// Mounts every widget on the page: <div class="widget" data-widget="NAME"> gets
// ./NAME/view.js's mount(element) (the contract is in README.md). Material's instant
// navigation swaps pages without a reload and emits on document$, so we mount there;
// data-mounted makes mounting idempotent ("pending", then "true" from the kit, or "failed").
const NAME = /^[a-z][a-z-]*$/;
// The widgets with a stylesheet of their own (./NAME/NAME.css). It is fetched here, on the
// pages that hold the widget, before it mounts: not on every page, and not render-blocking
// (the fallback in view meanwhile needs only kit.css). tests/widgets/test_contract.py checks
// this list against the folders.
const STYLED = new Set(["backward-tape", "grad-switch", "training-loop"]);

const styled = (name) => {
  if (!STYLED.has(name)) return Promise.resolve();
  const href = new URL(`./${name}/${name}.css`, import.meta.url).href;
  let link = [...document.querySelectorAll("link[rel=stylesheet]")].find((l) => l.href === href);
  if (!link) {
    link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
    document.head.append(link);
  }
  if (link.sheet) return Promise.resolve();
  return new Promise((done) => {
    link.addEventListener("load", done, { once: true });
    link.addEventListener("error", done, { once: true });
  });
};

const mountAll = () => {
  for (const element of document.querySelectorAll("[data-widget]:not([data-mounted])")) {
    const name = element.dataset.widget;
    element.dataset.mounted = "pending";
    if (!NAME.test(name)) {
      element.dataset.mounted = "failed";
      console.error(`widget name ${JSON.stringify(name)} is not a widget folder`);
      continue;
    }
    Promise.all([import(`./${name}/view.js`), styled(name)])
      .then(([module]) => module.mount(element))
      .catch((error) => {
        element.dataset.mounted = "failed"; // the no-JavaScript fallback stays in view
        console.error(`widget ${name} failed to mount`, error);
      });
  }
};

if (typeof window.document$ !== "undefined") {
  window.document$.subscribe(mountAll);
} else {
  mountAll();
}
