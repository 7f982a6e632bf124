// Mounts every widget on the page: <div data-widget="NAME"> gets ./NAME.js's mount(element).
// Material's instant navigation swaps pages without a reload and emits on document$,
// so we mount there; the data-mounted flag makes mounting idempotent.
const mountAll = () => {
  for (const element of document.querySelectorAll("[data-widget]:not([data-mounted])")) {
    element.dataset.mounted = "true";
    import(`./${element.dataset.widget}.js`)
      .then((module) => module.mount(element))
      .catch((error) => {
        element.dataset.mounted = "failed";
        console.error(`widget ${element.dataset.widget} failed to mount`, error);
      });
  }
};

if (typeof window.document$ !== "undefined") {
  window.document$.subscribe(mountAll);
} else {
  mountAll();
}
