"""The loss-surface widget in headless Chromium: turn it, step it, run it into divergence."""

from __future__ import annotations

import pytest
import torch

from .conftest import open_canvas_widget

pytestmark = [pytest.mark.site, pytest.mark.browser]

PAGES = ["", "chapters/stepping-with-an-optimizer/"]  # the home page and chapter 5


def readout(widget, name: str) -> str:
    return widget.locator(f'[data-readout="{name}"]').inner_text()


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
@pytest.mark.parametrize(("scheme", "width"), [("default", 1200), ("slate", 1200), ("default", 360)])
def test_one_step_matches_pytorch(open_page, path: str, scheme: str, width: int) -> None:
    page, widget = open_canvas_widget(open_page, path, "loss-surface", scheme=scheme, width=width)
    assert readout(widget, "loss") == "5.6" and readout(widget, "steps") == "0"
    widget.locator('input[type="range"]').fill("0.1")
    assert readout(widget, "lr") == "0.10"
    widget.get_by_role("button", name="step", exact=True).click()
    loss, grad_norm = pytorch_first_step()
    assert readout(widget, "steps") == "1"
    assert float(readout(widget, "loss")) == pytest.approx(loss, rel=1e-5)
    assert float(readout(widget, "gradNorm")) == pytest.approx(grad_norm, rel=1e-5)
    canvas = widget.locator("canvas")
    box = canvas.bounding_box()
    assert box is not None and box["width"] <= width  # scales to its container
    widget.scroll_into_view_if_needed()
    page.screenshot(path=f"/tmp/h4a-loss-surface-{scheme}-{width}-{path.strip('/').replace('/', '_') or 'home'}.png")


def test_drag_and_arrow_keys_turn_the_view(open_page) -> None:
    page, widget = open_canvas_widget(open_page, PAGES[1], "loss-surface")
    canvas = widget.locator("canvas")
    view = widget.locator("[data-view]")
    picture = lambda: canvas.evaluate("c => c.toDataURL()")  # noqa: E731
    before, before_picture = view.get_attribute("data-view"), picture()
    canvas.scroll_into_view_if_needed()
    box = canvas.bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] / 2 + 80, box["y"] + box["height"] / 2 + 20, steps=5)
    page.mouse.up()
    dragged = view.get_attribute("data-view")
    assert dragged != before and picture() != before_picture
    turn, tilt = map(int, dragged.split(","))
    canvas.focus()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowUp")
    assert view.get_attribute("data-view") == f"{turn - 5},{min(90, tilt + 5)}"


def test_slider_moves_with_the_keyboard(open_page) -> None:
    _, widget = open_canvas_widget(open_page, PAGES[1], "loss-surface")
    slider = widget.locator('input[type="range"]')
    slider.fill("0.1")
    slider.focus()
    slider.press("ArrowRight")
    assert readout(widget, "lr") == "0.11"
    assert "smooth descent" in widget.locator("[data-status]").inner_text()


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_divergence_is_announced_and_reset_recovers(open_page, scheme: str) -> None:
    page, widget = open_canvas_widget(open_page, PAGES[1], "loss-surface", scheme=scheme)
    widget.get_by_role("button", name="diverges", exact=False).click()
    assert "diverges" in widget.locator("[data-status]").inner_text()
    widget.get_by_role("button", name="run", exact=True).click()
    status = widget.locator("[data-status]")
    status.filter(has_text="Diverging").wait_for(timeout=15_000)
    assert "grew past 1e6" in status.inner_text() and "press reset" in status.inner_text().lower()
    text = widget.inner_text()
    assert "NaN" not in text and "Infinity" not in text
    assert widget.get_by_role("button", name="step", exact=True).is_disabled()
    steps = int(readout(widget, "steps"))
    page.wait_for_timeout(400)  # it stopped running
    assert int(readout(widget, "steps")) == steps
    widget.scroll_into_view_if_needed()
    page.screenshot(path=f"/tmp/h4a-loss-surface-diverged-{scheme}.png")
    widget.get_by_role("button", name="reset").click()
    assert readout(widget, "steps") == "0" and readout(widget, "loss") == "5.6"
    assert "Diverging" not in status.inner_text()
    widget.get_by_role("button", name="step", exact=True).click()
    assert readout(widget, "steps") == "1"


def test_reduced_motion_runs_without_animating(open_page) -> None:
    _, widget = open_canvas_widget(open_page, PAGES[1], "loss-surface", reduced_motion="reduce")
    widget.locator('input[type="range"]').fill("0.1")
    widget.get_by_role("button", name="run", exact=True).click()
    steps = readout(widget, "steps")  # all at once, no timer
    assert int(steps) > 1
    assert widget.get_by_role("button", name="run", exact=True).is_visible()  # never turned into "pause"
