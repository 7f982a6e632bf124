"""The training-loop widget in headless Chromium: one slow epoch, train, then past the limit."""

from __future__ import annotations

import pytest

from snippets.widgets.training_loop import loop_facts, train

from .conftest import open_canvas_widget

pytestmark = [pytest.mark.site, pytest.mark.browser]

PAGE = "chapters/writing-the-complete-loop/"


def readout(widget, name: str) -> float:
    return float(widget.locator(f'[data-readout="{name}"]').inner_text())


@pytest.mark.parametrize(("scheme", "width"), [("default", 1200), ("slate", 1200), ("default", 360)])
def test_one_slow_epoch_lights_each_line_and_matches_pytorch(open_page, scheme: str, width: int) -> None:
    page, widget = open_canvas_widget(open_page, PAGE, "training-loop", scheme=scheme, width=width)
    widget.locator('input[type="range"]').fill(str(loop_facts.calm_lr))
    assert readout(widget, "loss") == pytest.approx(loop_facts.start_loss, rel=1e-5)
    widget.get_by_role("button", name="one epoch (slow)").click()
    lines = widget.locator(".canvas-widget__code li")
    for index in range(5):  # zero_grad, forward, loss, backward, step: in that order
        lines.nth(index).and_(page.locator(".is-active")).wait_for(timeout=3000)
        if index == 1:
            widget.scroll_into_view_if_needed()
            page.screenshot(path=f"/tmp/h4a-training-loop-forward-{scheme}-{width}.png")
    widget.locator(".canvas-widget__code li.is-active").wait_for(state="detached", timeout=3000)
    rows = train(loop_facts.calm_lr, epochs=1)  # PyTorch's loop
    assert readout(widget, "epoch") == 1
    assert readout(widget, "loss") == pytest.approx(rows[1]["loss"], rel=1e-5)  # the loss of the line drawn
    assert readout(widget, "w") == pytest.approx(rows[1]["w"], rel=1e-5)
    assert readout(widget, "b") == pytest.approx(rows[1]["b"], rel=1e-5)
    assert widget.locator("canvas").bounding_box()["width"] <= width  # type: ignore[index]


def test_train_settles_where_pytorch_does(open_page) -> None:
    page, widget = open_canvas_widget(open_page, PAGE, "training-loop")
    widget.locator('input[type="range"]').fill(str(loop_facts.calm_lr))
    widget.get_by_role("button", name="train").click()
    epochs = loop_facts.epochs
    page.wait_for_function(
        f"() => document.querySelector('[data-widget=\"training-loop\"] [data-readout=\"epoch\"]').textContent === '{epochs}'",
        timeout=20_000,
    )
    rows = train(loop_facts.calm_lr, epochs=epochs)
    assert readout(widget, "w") == pytest.approx(rows[-1]["w"], rel=1e-5)
    assert readout(widget, "b") == pytest.approx(rows[-1]["b"], rel=1e-5)
    assert readout(widget, "loss") == pytest.approx(rows[-1]["loss"], rel=1e-5)
    widget.scroll_into_view_if_needed()
    page.screenshot(path="/tmp/h4a-training-loop-trained.png")


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_past_the_limit_the_line_vaults_and_reset_recovers(open_page, scheme: str) -> None:
    page, widget = open_canvas_widget(open_page, PAGE, "training-loop", scheme=scheme)
    status = widget.locator("[data-status]")
    slider = widget.locator('input[type="range"]')
    slider.fill(str(loop_facts.past_lr))
    assert "past the stability limit" in status.inner_text()
    assert f"{loop_facts.limit:.6g}"[:5] in status.inner_text()
    widget.get_by_role("button", name="train").click()
    status.filter(has_text="Diverged").wait_for(timeout=15_000)
    assert "vaulted over the data" in status.inner_text()
    assert readout(widget, "epoch") == loop_facts.blown_after
    text = widget.inner_text()
    assert "NaN" not in text and "Infinity" not in text
    widget.scroll_into_view_if_needed()
    page.screenshot(path=f"/tmp/h4a-training-loop-diverged-{scheme}.png")
    widget.get_by_role("button", name="reset").click()
    assert readout(widget, "epoch") == 0 and readout(widget, "w") == 0 and readout(widget, "b") == 0
    slider.focus()
    slider.press("Home")  # the keyboard moves the slider too: lowest rate
    assert "settles" in status.inner_text()


def test_reduced_motion_lights_one_line_per_press(open_page) -> None:
    _, widget = open_canvas_widget(open_page, PAGE, "training-loop", reduced_motion="reduce")
    slow = widget.get_by_role("button", name="one epoch (slow)")
    lines = widget.locator(".canvas-widget__code li")
    for index in range(5):
        slow.click()
        assert "is-active" in (lines.nth(index).get_attribute("class") or "")
    assert readout(widget, "epoch") == 1
