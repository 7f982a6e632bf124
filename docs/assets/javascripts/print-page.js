// The whole guide on one page (print_page/): what mkdocs-print-site-plugin's inline script does,
// as a file (the Content-Security-Policy runs no inline script). guide_build/print_page.py puts
// it in the page's head. print-site.js, the plugin's own file, defines both functions.
document.addEventListener("DOMContentLoaded", () => {
  window.remove_material_navigation();
  window.generate_toc();
});
