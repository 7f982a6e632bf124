"""Keyboard focus order: Tab walks a page forward in document order, without traps, and
reaches every widget's controls."""

from __future__ import annotations

import pytest

# The pages with the most controls: the loss surface (home), the switch and the tape (ch4),
# the training loop (ch8).
PAGES = ["", "chapters/finding-gradients-with-autograd/", "chapters/writing-the-complete-loop/"]

# Where focus is now, as a path of child indexes from <body> (comparable in document order).
FOCUS_PATH = """() => {
  const path = [];
  for (let node = document.activeElement; node && node !== document.body; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  const widget = document.activeElement.closest("[data-widget]");
  return { path, widget: widget ? widget.dataset.widget : null, tag: document.activeElement.tagName };
}"""


@pytest.mark.parametrize("path", PAGES)
def test_tab_walks_forward_and_reaches_every_widget(visit, path: str) -> None:
    page, _ = visit(path)
    widgets = set(page.eval_on_selector_all("[data-widget]", "els => els.map(e => e.dataset.widget)"))
    reached: set[str] = set()
    first: list[int] | None = None
    previous: list[int] = []
    for stop in range(400):
        page.keyboard.press("Tab")
        focus = page.evaluate(FOCUS_PATH)
        if focus["tag"] == "BODY" or focus["path"] == first:
            break  # left the page, or wrapped around to the first stop: the walk is over
        if first is None:
            first = focus["path"]
        else:
            assert focus["path"] > previous, f"/{path}: focus jumped backwards at Tab stop {stop + 1}"
        reached.add(focus["widget"])
        previous = focus["path"]
    else:
        pytest.fail(f"/{path}: 400 Tab presses never came back to the start (a focus trap?)")
    assert stop > 10, f"/{path}: only {stop} focusable stops"
    missing = widgets - reached
    assert not missing, f"/{path}: Tab never reached the widgets {sorted(missing)}"
