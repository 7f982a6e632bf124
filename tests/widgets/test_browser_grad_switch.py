"""The gradient-recording switch in Chromium: keyboard only, names straight from PyTorch."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import axe_problems
from tests.widgets.widget_checks import embedded_data, layout_problems

pytestmark = [pytest.mark.site, pytest.mark.browser]

PAGE = "chapters/finding-gradients-with-autograd/"


@pytest.fixture(scope="module")
def switch_data(built_site: Path) -> dict:
    """The build-time JSON chapter 4 carries for the switch."""
    return embedded_data(built_site, PAGE, "grad-switch")


def switched_off(widget):
    switch = widget.get_by_role("switch", name="Record gradients")
    if switch.get_attribute("aria-checked") == "true":
        switch.click()
    return switch


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_switch_by_keyboard_shows_pytorchs_trail(widget_page, switch_data: dict, scheme: str) -> None:
    page = widget_page(PAGE).page
    widget = widget_page(PAGE).widget("grad-switch", scheme=scheme)
    switch = switched_off(widget)
    assert widget.locator(".widget__fallback").is_hidden()
    run = widget.get_by_role("button", name="Run")
    status = widget.locator(".widget__status")
    assert widget.locator(".widget__readout").get_attribute("aria-live") == "polite"

    # Recording off: PyTorch's plain number, no trail.
    run.focus()
    page.keyboard.press("Enter")
    assert widget.locator('[data-field="repr"]').inner_text() == switch_data["off"]["repr"]
    assert widget.locator('[data-field="gradFn"]').inner_text() == "None"
    assert widget.locator(".widget__chip").count() == 0

    # Shift+Tab back to the switch, flip it with Space, Tab to Run, press Enter.
    page.keyboard.press("Shift+Tab")
    assert switch.evaluate("el => el === document.activeElement")
    page.keyboard.press("Space")
    assert switch.get_attribute("aria-checked") == "true"
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    names = widget.locator(".widget__chip").evaluate_all("chips => chips.map(chip => chip.dataset.name)")
    assert names == switch_data["trail"]
    assert widget.locator('[data-field="repr"]').inner_text() == switch_data["on"]["repr"]
    assert widget.locator('[data-field="gradFn"]').inner_text() == switch_data["on"]["grad_fn"]
    leaves = widget.locator(".widget__chip-leaf").all_inner_texts()
    assert leaves == [f"→ {node['leaf']}.grad" for node in switch_data["graph"] if "leaf" in node]
    assert f"{len(names)} nodes recorded" in status.inner_text()
    assert run.evaluate("el => getComputedStyle(el).outlineStyle") != "none"  # a visible focus ring
    assert axe_problems(widget) == []  # the trail's chips included

    # Off again: the trail disappears.
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Space")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert widget.locator(".widget__chip").count() == 0
    assert "Nothing was recorded" in status.inner_text()


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_switch_fits_a_phone(widget_page, scheme: str) -> None:
    widget = widget_page(PAGE).widget("grad-switch", scheme=scheme, width=360, motion="reduce")
    switched_off(widget).click()
    widget.get_by_role("button", name="Run").click()
    assert widget.locator(".widget__chip").count() > 0
    assert layout_problems(widget) == []
