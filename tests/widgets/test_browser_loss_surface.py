"""The loss-surface widget in headless Chromium: turn it, step it, run it into divergence."""

from __future__ import annotations

import pytest
import torch

from snippets.widgets.loss_surface import surface_facts
from tests.support import axe_problems
from tests.widgets.widget_checks import bad_numbers, layout_problems

pytestmark = [pytest.mark.site, pytest.mark.browser]

PAGES = [""]  # the home page (chapter 5 links to it)
PAGE = PAGES[0]
STEP_MS = 140  # loss-surface/view.js: one step per tick while running


def readout(widget, name: str) -> str:
    return widget.locator(f'[data-readout="{name}"]').inner_text()


def reset(widget) -> None:
    widget.get_by_role("button", name="reset").click()


def pytorch_first_step() -> tuple[float, float]:
    """Loss and gradient norm after one SGD step at lr 0.1 from (2, 1), by PyTorch."""
    w = torch.tensor([2.0, 1.0], dtype=torch.float64, requires_grad=True)
    optimizer = torch.optim.SGD([w], lr=0.1)
    (w[0] ** 2 + 1.6 * w[1] ** 2).backward()
    optimizer.step()
    assert torch.allclose(w, torch.tensor([1.6, 0.68], dtype=torch.float64))
    w.grad = None
    loss = w[0] ** 2 + 1.6 * w[1] ** 2
    loss.backward()
    return loss.item(), w.grad.norm().item()


@pytest.mark.parametrize("path", PAGES)
@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_one_step_matches_pytorch(widget_page, path: str, scheme: str) -> None:
    widget = widget_page(path).widget("loss-surface", scheme=scheme)
    reset(widget)
    widget.locator('input[type="range"]').fill("0.1")
    assert readout(widget, "loss") == "5.6" and readout(widget, "steps") == "0"
    assert readout(widget, "lr") == "0.10"
    widget.get_by_role("button", name="step", exact=True).click()
    loss, grad_norm = pytorch_first_step()
    assert readout(widget, "steps") == "1"
    assert float(readout(widget, "loss")) == pytest.approx(loss, rel=1e-5)
    assert float(readout(widget, "gradNorm")) == pytest.approx(grad_norm, rel=1e-5)
    assert axe_problems(widget) == []


def test_the_picture_follows_the_colour_scheme(widget_page) -> None:
    pictures = {}
    for scheme in ("default", "slate"):
        widget = widget_page(PAGE).widget("loss-surface", scheme=scheme)
        reset(widget)
        pictures[scheme] = widget.locator("canvas").evaluate("c => c.toDataURL()")
    assert pictures["default"] != pictures["slate"]


def test_drag_and_arrow_keys_turn_the_view(widget_page) -> None:
    page = widget_page(PAGE).page
    widget = widget_page(PAGE).widget("loss-surface")
    canvas = widget.locator("canvas")
    view = widget.locator("[data-view]")
    before, before_picture = view.get_attribute("data-view"), canvas.evaluate("c => c.toDataURL()")
    canvas.scroll_into_view_if_needed()
    box = canvas.bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] / 2 + 80, box["y"] + box["height"] / 2 + 20, steps=5)
    page.mouse.up()
    dragged = view.get_attribute("data-view")
    assert dragged != before and canvas.evaluate("c => c.toDataURL()") != before_picture
    turn, tilt = map(int, dragged.split(","))
    canvas.focus()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowUp")
    assert view.get_attribute("data-view") == f"{turn - 5},{min(90, tilt + 5)}"


def test_slider_moves_with_the_keyboard(widget_page) -> None:
    widget = widget_page(PAGE).widget("loss-surface")
    slider = widget.locator('input[type="range"]')
    slider.fill("0.1")
    slider.focus()
    slider.press("ArrowRight")
    assert readout(widget, "lr") == "0.11"
    assert "smooth descent" in widget.locator("[data-status]").inner_text()


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_divergence_is_said_in_words_and_reset_recovers(widget_page, scheme: str) -> None:
    page = widget_page(PAGE).page
    widget = widget_page(PAGE).widget("loss-surface", scheme=scheme)
    diverges = surface_facts.presets["diverges"]
    widget.get_by_role("button", name="diverges", exact=False).click()
    status = widget.locator("[data-status]")
    assert "diverges" in status.inner_text()
    widget.get_by_role("button", name="run", exact=True).click()
    page.clock.run_for(STEP_MS * (diverges.steps + 2))
    assert status.inner_text().startswith(
        f"Diverged: the loss passed {surface_facts.diverged} after {diverges.steps} steps."
    ), status.inner_text()
    assert readout(widget, "steps") == str(diverges.steps)  # where PyTorch's loss passed it too
    assert bad_numbers(widget) == []
    page.clock.run_for(STEP_MS * 5)  # it stopped running
    step = widget.get_by_role("button", name="step", exact=True)
    step.press("Enter")  # refused, in words (aria-disabled keeps it focusable)
    assert readout(widget, "steps") == str(diverges.steps)
    assert step.get_attribute("aria-disabled") == "true" and "Press reset" in status.inner_text()
    assert axe_problems(widget) == []
    reset(widget)
    assert readout(widget, "steps") == "0" and readout(widget, "loss") == "5.6"
    assert "Diverged" not in status.inner_text()
    step.click()
    assert readout(widget, "steps") == "1"


def test_reduced_motion_runs_without_animating(widget_page) -> None:
    widget = widget_page(PAGE).widget("loss-surface", motion="reduce")
    reset(widget)
    widget.locator('input[type="range"]').fill("0.1")
    widget.get_by_role("button", name="run", exact=True).click()
    assert int(readout(widget, "steps")) > 1  # all at once, no timer
    assert widget.get_by_role("button", name="run", exact=True).is_visible()  # never turned into "pause"


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_surface_fits_a_phone(widget_page, scheme: str) -> None:
    page = widget_page(PAGE).page
    widget = widget_page(PAGE).widget("loss-surface", scheme=scheme, width=360)
    widget.get_by_role("button", name="diverges", exact=False).click()
    widget.get_by_role("button", name="run", exact=True).click()
    page.clock.run_for(STEP_MS * 30)
    assert layout_problems(widget) == []
    assert widget.locator("canvas").bounding_box()["width"] >= 280  # type: ignore[index]
