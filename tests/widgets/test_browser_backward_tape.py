"""The backward tape in Chromium: keyboard only; every number checked against PyTorch's."""

from __future__ import annotations

from pathlib import Path

import pytest

from snippets.widgets.backward_tape import DATA, PARAMS, run_tape, widget_data
from tests.support import axe_problems
from tests.widgets.widget_checks import bad_numbers, embedded_data, layout_problems

pytestmark = [pytest.mark.site, pytest.mark.browser]

PAGE = "chapters/finding-gradients-with-autograd/"


def python_float(value: float) -> str:
    """How the widget prints numbers, for the short floats this tape uses: 9.0, -6.0, 2.25."""
    return repr(round(value, 4) + 0.0)


@pytest.fixture(scope="module")
def tape_data(built_site: Path) -> dict:
    """The build-time JSON chapter 4 carries for the tape."""
    return embedded_data(built_site, PAGE, "backward-tape")


@pytest.mark.parametrize(("scheme", "motion"), [("default", "no-preference"), ("slate", "reduce")])
def test_tape_by_keyboard(widget_page, tape_data: dict, scheme: str, motion: str) -> None:
    page = widget_page(PAGE).page
    widget = widget_page(PAGE).widget("backward-tape", scheme=scheme, motion=motion)
    widget.get_by_role("button", name="Reset").click()
    assert widget.locator(".widget__fallback").is_hidden()
    status = widget.locator(".widget__status")
    assert widget.locator(".widget__readout").get_attribute("aria-live") == "polite"
    cells = [cell["name"] for cell in tape_data["cells"]]
    last = cells[-1]

    def cell(name: str, part: str) -> str:
        return widget.locator(f'[data-cell="{name}"] .widget__cell-{part}').inner_text()

    # Backward before Forward is refused in words.
    widget.get_by_role("button", name="Backward").focus()
    page.keyboard.press("Enter")
    assert "Forward first" in status.inner_text()

    # Forward: every cell shows PyTorch's value.
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Enter")
    for name in cells:
        assert cell(name, "value") == python_float(tape_data["values"][name])
    animation = widget.locator(f'[data-cell="{last}"] .widget__cell-value').evaluate(
        "el => getComputedStyle(el).animationName"
    )
    assert (animation == "none") == (motion == "reduce"), "cells animate in, unless the reader asked for less motion"

    # Backward, one stop per key press, right to left: the running products appear.
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert cell(last, "product").endswith(python_float(1.0))
    for _ in cells:
        page.keyboard.press("Space")
    for name in cells:
        assert cell(name, "product").endswith(f"= {python_float(tape_data['products'][name])}")
    for name, grad in tape_data["grads"].items():
        assert widget.locator(f'[data-grad="{name}"]').inner_text() == python_float(grad)
    assert "Backward done" in status.inner_text()
    page.keyboard.press("Enter")  # one press too many: told to step instead
    assert "Press Step" in status.inner_text()
    assert axe_problems(widget) == []  # the highlighted stop included

    # Step: SGD, forward again, and the loss drops from 9.0 to 2.25 as PyTorch said.
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    before, after = python_float(tape_data["loss_before"]), python_float(tape_data["loss_after"])
    assert cell(last, "value") == after
    assert f"{last} {before} → {after}" in status.inner_text()
    for value in tape_data["stepped"].values():
        assert f"= {python_float(value)}" in status.inner_text()

    # Reset empties the tape.
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert cell(last, "value") == "—"


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_tape_fits_a_phone(widget_page, scheme: str) -> None:
    widget = widget_page(PAGE).widget("backward-tape", scheme=scheme, width=360, motion="reduce")
    widget.get_by_role("button", name="Reset").click()
    widget.get_by_role("button", name="Forward").click()
    for _ in range(3):
        widget.get_by_role("button", name="Backward").click()
    assert layout_problems(widget) == []


def test_a_diverging_step_is_said_in_words(widget_page) -> None:
    """The page's lr never diverges, so a second tape gets data PyTorch ran at a rate that does."""
    page = widget_page(PAGE).page
    widget_page(PAGE).widget("backward-tape")
    data = widget_data(run_tape(DATA, PARAMS, lr=100.0))
    assert data["loss_after"] > data["diverged"]
    page.evaluate(
        """async (data) => {
          const element = document.createElement("div");
          element.className = "widget";
          element.dataset.widget = "backward-tape";
          element.dataset.mounted = "pending"; // mount.js leaves it alone: the test mounts it
          element.id = "diverging-tape";
          const script = document.createElement("script");
          script.type = "application/json";
          script.className = "widget-data";
          script.textContent = JSON.stringify(data);
          element.append(script);
          document.querySelector("article").append(element);
          const mount = document.querySelector('script[src$="widgets/mount.js"]').src;
          (await import(mount.replace("mount.js", "backward-tape/view.js"))).mount(element);
        }""",
        data,
    )
    widget = page.locator("#diverging-tape")
    try:
        widget.get_by_role("button", name="Forward").click()
        for _ in range(len(data["cells"]) + 1):
            widget.get_by_role("button", name="Backward").click()
        widget.get_by_role("button", name="Step").click()
        status = widget.locator(".widget__status").inner_text()
        assert status.startswith(f"Diverged: the loss passed {data['diverged_text']} after 1 step."), status
        assert float(widget.locator('[data-cell="loss"] .widget__cell-value').inner_text()) == pytest.approx(
            data["loss_after"], rel=1e-3
        )
        widget.get_by_role("button", name="Forward").click()  # refused: only Reset goes on
        assert widget.locator(".widget__status").inner_text().endswith("Press Reset.")
        assert bad_numbers(widget) == []
    finally:
        widget.evaluate("el => el.remove()")
