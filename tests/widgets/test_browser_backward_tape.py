"""The backward tape in Chromium: keyboard only; every number checked against PyTorch's."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import embedded_data

PAGE = "chapters/finding-gradients-with-autograd/"
MOUNT = '[data-widget="backward-tape"]'


def python_float(value: float) -> str:
    """How the widget prints numbers, for the short floats this tape uses: 9.0, -6.0, 2.25."""
    return repr(round(value, 4) + 0.0)


@pytest.fixture
def tape_data(built_site: Path) -> dict:
    """The build-time JSON chapter 4 carries for the tape."""
    return embedded_data(built_site, PAGE, "backward-tape")


@pytest.mark.parametrize(
    ("scheme", "width", "motion"),
    [("default", 1200, "no-preference"), ("slate", 1200, "reduce"), ("default", 360, "reduce")],
)
def test_tape_by_keyboard(open_page, tape_data: dict, scheme: str, width: int, motion: str) -> None:
    page = open_page(PAGE, scheme=scheme, width=width, reduced_motion=motion)
    widget = page.locator(MOUNT)
    widget.locator(".widget-body").wait_for()
    readout = widget.locator(".widget-readout")
    assert readout.get_attribute("aria-live") == "polite"
    cells = [cell["name"] for cell in tape_data["cells"]]
    last = cells[-1]

    def cell(name: str, part: str) -> str:
        return widget.locator(f'[data-cell="{name}"] .{part}').inner_text()

    # Backward before Forward is refused in words.
    widget.get_by_role("button", name="Backward").focus()
    page.keyboard.press("Enter")
    assert "Forward first" in readout.inner_text()

    # Forward: every cell shows PyTorch's value.
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Enter")
    for name in cells:
        assert cell(name, "tape-value") == python_float(tape_data["values"][name])
    animation = widget.locator(f'[data-cell="{last}"] .tape-value').evaluate("el => getComputedStyle(el).animationName")
    assert (animation == "none") == (motion == "reduce"), "cells animate in, unless the reader asked for less motion"

    # Backward, one stop per key press, right to left: the running products appear.
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert cell(last, "tape-product").endswith(python_float(1.0))
    for _ in cells:
        page.keyboard.press("Space")
    for name in cells:
        assert cell(name, "tape-product").endswith(f"= {python_float(tape_data['products'][name])}")
    for name, grad in tape_data["grads"].items():
        assert widget.locator(f'[data-grad="{name}"]').inner_text() == python_float(grad)
    assert "Backward done" in readout.inner_text()
    page.keyboard.press("Enter")  # one press too many: told to step instead
    assert "Press Step" in readout.inner_text()
    widget.screenshot(path=f"/tmp/h4b-backward-tape-{scheme}-{width}-backward.png")

    # Step: SGD, forward again, and the loss drops from 9.0 to 2.25 as PyTorch said.
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    before, after = python_float(tape_data["loss_before"]), python_float(tape_data["loss_after"])
    assert cell(last, "tape-value") == after
    assert f"{last} {before} → {after}" in readout.inner_text()
    for name, value in tape_data["stepped"].items():
        assert f"= {python_float(value)}" in readout.inner_text()
    widget.screenshot(path=f"/tmp/h4b-backward-tape-{scheme}-{width}-step.png")

    # Reset empties the tape.
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert cell(last, "tape-value") == "—"
    assert page.evaluate("document.documentElement.scrollWidth") <= width
