"""Chapter 4 (finding-gradients-with-autograd.md): what backward() does and leaves alone."""

from __future__ import annotations

import torch

from tests.claims import claim


@claim("backward-changes-no-parameter", "`backward()` measures. It changes no parameter")
def test_backward_fills_grad_and_leaves_the_parameter() -> None:
    w = torch.tensor(1.0, requires_grad=True)
    loss = (3.0 * w - 5.0) ** 2
    loss.backward()
    assert w.item() == 1.0
    assert w.grad is not None and w.grad.item() == -12.0
