// Mounts every widget on the page: <div class="widget" data-widget="NAME"> gets
// ./NAME/view.js's mount(element) (the contract is in README.md). Material's instant
// navigation swaps pages without a reload and emits on document$, so we mount there;
// data-mounted makes mounting idempotent ("pending", then "true" from the kit, or "failed").
const NAME = /^[a-z][a-z-]*$/;

const mountAll = () => {
  for (const element of document.querySelectorAll("[data-widget]:not([data-mounted])")) {
    const name = element.dataset.widget;
    element.dataset.mounted = "pending";
    if (!NAME.test(name)) {
      element.dataset.mounted = "failed";
      console.error(`widget name ${JSON.stringify(name)} is not a widget folder`);
      continue;
    }
    import(`./${name}/view.js`)
      .then((module) => module.mount(element))
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
