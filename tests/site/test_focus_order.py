"""Keyboard focus order: Tab walks a page forward in document order, without traps, and
reaches every widget's controls."""

from __future__ import annotations

import pytest

# The pages with the most controls: the loss surface (home), the switch and the tape (ch4),
# the training loop (ch8).
PAGES = ["", "chapters/finding-gradients-with-autograd/", "chapters/writing-the-complete-loop/"]

# Where focus is now, and whether it moved forward in document order from the last stop. The
# order is asked of the DOM at this moment (compareDocumentPosition), not of indexes taken at the
# last stop: Material may still insert an element above (the header settles after load).
FOCUS = """() => {
  const now = document.activeElement, before = window.__lastFocus;
  const forward = !before || !before.isConnected || now === before ? null
    : Boolean(before.compareDocumentPosition(now) & Node.DOCUMENT_POSITION_FOLLOWING);
  const first = window.__firstFocus || (window.__firstFocus = now);
  window.__lastFocus = now;
  const widget = now.closest("[data-widget]");
  return { forward, wrapped: now === first && before !== undefined, widget: widget ? widget.dataset.widget : null,
           tag: now.tagName, where: now.outerHTML.slice(0, 120) };
}"""


@pytest.mark.parametrize("path", PAGES)
def test_tab_walks_forward_and_reaches_every_widget(visit, path: str) -> None:
    page, _ = visit(path)
    widgets = set(page.eval_on_selector_all("[data-widget]", "els => els.map(e => e.dataset.widget)"))
    reached: set[str] = set()
    for stop in range(400):
        page.keyboard.press("Tab")
        focus = page.evaluate(FOCUS)
        if focus["tag"] == "BODY" or focus["wrapped"]:
            break  # left the page, or wrapped around to the first stop: the walk is over
        assert focus["forward"] is not False, (
            f"/{path}: focus jumped backwards at Tab stop {stop + 1}: {focus['where']}"
        )
        reached.add(focus["widget"])
    else:
        pytest.fail(f"/{path}: 400 Tab presses never came back to the start (a focus trap?)")
    assert stop > 10, f"/{path}: only {stop} focusable stops"
    missing = widgets - reached
    assert not missing, f"/{path}: Tab never reached the widgets {sorted(missing)}"
