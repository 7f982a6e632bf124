"""The training-loop widget in headless Chromium: one slow epoch, train, then past the limit."""

from __future__ import annotations

import pytest

from snippets.widgets.training_loop import loop_facts, train
from tests.support import axe_problems
from tests.widgets.widget_checks import bad_numbers, layout_problems

pytestmark = [pytest.mark.site, pytest.mark.browser]

PAGE = "chapters/writing-the-complete-loop/"


def readout(widget, name: str) -> float:
    return float(widget.locator(f'[data-readout="{name}"]').inner_text())


def timings(page) -> dict[str, int]:
    """How long the widget lights a line and runs an epoch (its view module says)."""
    return page.evaluate(
        """async () => {
          const src = document.querySelector('script[src$="widgets/mount.js"]').src;
          const { LINE_MS, EPOCH_MS } = await import(src.replace("mount.js", "training-loop/view.js"));
          return { line: LINE_MS, epoch: EPOCH_MS };
        }"""
    )


def fresh(widget, lr: float) -> None:
    widget.get_by_role("button", name="reset").click()
    widget.locator('input[type="range"]').fill(str(lr))


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_one_slow_epoch_lights_each_line_and_matches_pytorch(widget_page, scheme: str) -> None:
    page = widget_page(PAGE).page
    widget = widget_page(PAGE).widget("training-loop", scheme=scheme)
    fresh(widget, loop_facts.calm_lr)
    assert readout(widget, "loss") == pytest.approx(loop_facts.start_loss, rel=1e-5)
    widget.get_by_role("button", name="one epoch (slow)").click()
    lines = widget.locator(".widget__line")
    ms = timings(page)
    for index in range(5):  # zero_grad, forward, loss, backward, step: in that order
        assert "widget__line--active" in (lines.nth(index).get_attribute("class") or "")
        if index == 1:
            assert axe_problems(widget) == []  # a lit line, the dashed errors
        page.clock.run_for(ms["line"])
    assert widget.locator(".widget__line--active").count() == 0
    rows = train(loop_facts.calm_lr, epochs=1)  # PyTorch's loop
    assert readout(widget, "epoch") == 1
    assert readout(widget, "loss") == pytest.approx(rows[1]["loss"], rel=1e-5)  # the loss of the line drawn
    assert readout(widget, "w") == pytest.approx(rows[1]["w"], rel=1e-5)
    assert readout(widget, "b") == pytest.approx(rows[1]["b"], rel=1e-5)


def test_train_settles_where_pytorch_does(widget_page) -> None:
    page = widget_page(PAGE).page
    widget = widget_page(PAGE).widget("training-loop")
    fresh(widget, loop_facts.calm_lr)
    widget.get_by_role("button", name="train").click()
    page.clock.run_for(timings(page)["epoch"] * (loop_facts.epochs + 2))
    assert readout(widget, "epoch") == loop_facts.epochs
    rows = train(loop_facts.calm_lr, epochs=loop_facts.epochs)
    assert readout(widget, "w") == pytest.approx(rows[-1]["w"], rel=1e-5)
    assert readout(widget, "b") == pytest.approx(rows[-1]["b"], rel=1e-5)
    assert readout(widget, "loss") == pytest.approx(rows[-1]["loss"], rel=1e-5)


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_past_the_limit_divergence_is_said_in_words_and_reset_recovers(widget_page, scheme: str) -> None:
    page = widget_page(PAGE).page
    widget = widget_page(PAGE).widget("training-loop", scheme=scheme)
    fresh(widget, loop_facts.past_lr)
    status = widget.locator("[data-status]")
    assert "past the stability limit" in status.inner_text()
    assert f"{loop_facts.limit:.4g}" in status.inner_text()
    widget.get_by_role("button", name="train").click()
    page.clock.run_for(timings(page)["epoch"] * (loop_facts.blown_after + 5))
    assert status.inner_text().startswith(
        f"Diverged: the loss passed {loop_facts.diverged} after {loop_facts.blown_after} epochs."
    ), status.inner_text()
    assert "vaulted over the data" in status.inner_text()
    assert readout(widget, "epoch") == loop_facts.blown_after  # where PyTorch's loss passed it too
    assert bad_numbers(widget) == []
    assert axe_problems(widget) == []
    widget.get_by_role("button", name="reset").click()
    assert readout(widget, "epoch") == 0 and readout(widget, "w") == 0 and readout(widget, "b") == 0
    slider = widget.locator('input[type="range"]')
    slider.focus()
    slider.press("Home")  # the keyboard moves the slider too: lowest rate
    assert "settles" in status.inner_text()


def test_reduced_motion_lights_one_line_per_press(widget_page) -> None:
    widget = widget_page(PAGE).widget("training-loop", motion="reduce")
    fresh(widget, loop_facts.calm_lr)
    slow = widget.get_by_role("button", name="one epoch (slow)")
    lines = widget.locator(".widget__line")
    for index in range(5):
        slow.click()
        assert "widget__line--active" in (lines.nth(index).get_attribute("class") or "")
    assert readout(widget, "epoch") == 1


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_loop_fits_a_phone(widget_page, scheme: str) -> None:
    page = widget_page(PAGE).page
    widget = widget_page(PAGE).widget("training-loop", scheme=scheme, width=360)
    fresh(widget, loop_facts.calm_lr)
    widget.get_by_role("button", name="one epoch (slow)").click()
    page.clock.run_for(timings(page)["line"] * 2)  # mid-epoch: a lit line and the dashed errors
    assert layout_problems(widget) == []
    assert widget.locator("canvas").bounding_box()["width"] >= 280  # type: ignore[index]
    page.clock.run_for(timings(page)["line"] * 4)
