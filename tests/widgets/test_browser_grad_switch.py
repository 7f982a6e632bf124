"""The gradient-recording switch in Chromium: keyboard only, names straight from PyTorch."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import embedded_data

PAGE = "chapters/finding-gradients-with-autograd/"
MOUNT = '[data-widget="grad-switch"]'


@pytest.fixture
def switch_data(built_site: Path) -> dict:
    """The build-time JSON chapter 4 carries for the switch."""
    return embedded_data(built_site, PAGE, "grad-switch")


@pytest.mark.parametrize(("scheme", "width"), [("default", 1200), ("slate", 1200), ("default", 360)])
def test_switch_by_keyboard_shows_pytorchs_trail(open_page, switch_data: dict, scheme: str, width: int) -> None:
    page = open_page(PAGE, scheme=scheme, width=width)
    widget = page.locator(MOUNT)
    widget.locator(".widget-body").wait_for()
    assert widget.locator(".widget-static").is_hidden()
    switch = widget.get_by_role("switch", name="Record gradients")
    run = widget.get_by_role("button", name="Run")
    readout = widget.locator(".widget-readout")
    assert readout.get_attribute("aria-live") == "polite"

    # Recording off: PyTorch's plain number, no trail.
    run.focus()
    page.keyboard.press("Enter")
    assert widget.locator('[data-field="repr"]').inner_text() == switch_data["off"]["repr"]
    assert widget.locator('[data-field="gradFn"]').inner_text() == "None"
    assert widget.locator(".chip").count() == 0

    # Shift+Tab back to the switch, flip it with Space, Tab to Run, press Enter.
    page.keyboard.press("Shift+Tab")
    assert switch.evaluate("el => el === document.activeElement")
    page.keyboard.press("Space")
    assert switch.get_attribute("aria-checked") == "true"
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    names = widget.locator(".chip").evaluate_all("chips => chips.map(chip => chip.dataset.name)")
    assert names == switch_data["trail"]
    assert widget.locator('[data-field="repr"]').inner_text() == switch_data["on"]["repr"]
    assert widget.locator('[data-field="gradFn"]').inner_text() == switch_data["on"]["grad_fn"]
    leaves = widget.locator(".chip-leaf").all_inner_texts()
    assert leaves == [f"→ {node['leaf']}.grad" for node in switch_data["graph"] if "leaf" in node]
    assert f"{len(names)} nodes recorded" in readout.inner_text()

    # Off again: the trail disappears.
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Space")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert widget.locator(".chip").count() == 0
    assert "Nothing was recorded" in readout.inner_text()

    # The focused button shows a visible ring.
    assert run.evaluate("el => getComputedStyle(el).outlineStyle") != "none"
    # Nothing sticks out of a phone's screen.
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    widget.screenshot(path=f"/tmp/h4b-grad-switch-{scheme}-{width}.png")
