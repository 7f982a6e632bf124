// DOM helpers shared by the widgets built from plain elements (gradient switch, backward tape).

/** Create an element with properties and children: make("button", { type: "button" }, "Run"). */
export const make = (tag, props = {}, ...children) => {
  const element = Object.assign(document.createElement(tag), props);
  element.append(...children);
  return element;
};

/**
 * The build-time JSON inside a mount element, with the element prepared as a widget
 * (class names set, static stand-in hidden); null when there is no data or it is mounted.
 */
export function takeData(root, name) {
  const script = root.querySelector("script.widget-data");
  if (!script || root.querySelector(".widget-body")) return null;
  root.classList.add("widget", name);
  root.querySelector(".widget-static")?.setAttribute("hidden", "");
  return JSON.parse(script.textContent);
}
