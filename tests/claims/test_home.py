"""The home page (index.md) and its loss-surface widget: what the annotated loop and the bowl's
caption say PyTorch does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import torch

from tests.claims import claim


@claim("home-backward-adds", "because `backward()` adds to them")
def test_backward_adds_to_the_gradients_a_step_left() -> None:
    w = torch.tensor(1.0, requires_grad=True)
    optimizer = torch.optim.SGD([w], lr=0.1)
    (3 * w).backward()
    optimizer.step()
    assert w.grad.item() == 3.0  # the step left it there
    (3 * w).backward()
    assert w.grad.item() == 6.0  # added, not replaced
    optimizer.zero_grad()
    (3 * w).backward()
    assert w.grad.item() == 3.0


@claim("home-sgd-rule", "Move every parameter a little against its slope: `w ← w − lr · w.grad`")
def test_an_sgd_step_is_w_minus_lr_times_grad() -> None:
    torch.manual_seed(0)
    w, b = torch.randn(3, requires_grad=True), torch.randn(1, requires_grad=True)
    ((torch.randn(5, 3) @ w + b) ** 2).mean().backward()
    expected = [(p - 0.1 * p.grad).detach().clone() for p in (w, b)]
    torch.optim.SGD([w, b], lr=0.1).step()
    assert torch.equal(w, expected[0]) and torch.equal(b, expected[1])


@claim("surface-step-factors", "Every step multiplies w1 by (1 − 2·lr) and w2 by (1 − 3.2·lr)")
@pytest.mark.parametrize("lr", [0.1, 0.3, 0.6])
def test_each_step_on_the_bowl_multiplies_the_weights(lr: float) -> None:
    point = torch.tensor([2.0, 1.0], requires_grad=True)
    optimizer = torch.optim.SGD([point], lr=lr)
    for _ in range(3):
        before = point.detach().clone()
        optimizer.zero_grad()
        (point[0] ** 2 + 1.6 * point[1] ** 2).backward()
        optimizer.step()
        factors = torch.tensor([1 - 2 * lr, 1 - 3.2 * lr])
        assert torch.allclose(point.detach(), before * factors, rtol=1e-6, atol=1e-7)


@claim("home-questions-table", "Eight questions beginners often ask")
def test_the_home_questions_table_has_the_counts_its_heading_states() -> None:
    # the heading and the sentence count the table under them: its rows,
    # and the chapters its links name ("[2. Tensors](...)")
    page = (Path(__file__).parents[2] / "docs" / "index.md").read_text(encoding="utf-8")
    section = page.split("\n## ")[1]
    table = [line for line in section.splitlines() if line.startswith("| ")]
    # below the header row and the | --- | line
    rows = table[2:]
    chapters = {number for row in rows for number in re.findall(r"\[(\d+)\. ", row)}
    words = {5: "five", 8: "eight"}
    assert (len(rows), len(chapters)) == (8, 5)
    heading = f"{words[len(rows)].capitalize()} questions, {words[len(chapters)]} chapters"
    assert section.startswith(heading + "\n")
    assert f"\n{words[len(rows)].capitalize()} questions beginners often ask" in section
