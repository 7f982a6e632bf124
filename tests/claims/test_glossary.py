"""The glossary (glossary.md): its definitions that say what PyTorch does."""

from __future__ import annotations

import pytest
import torch

from tests.claims import claim


@claim("glossary-retain-grad-needs-grad", "On a tensor that does not require grad it raises.")
def test_retain_grad_keeps_a_results_grad_and_refuses_a_tensor_without_grad() -> None:
    w = torch.tensor(2.0, requires_grad=True)
    doubled = w * 2  # a result computed from a leaf that requires grad
    doubled.retain_grad()
    (doubled**2).backward()
    assert doubled.grad is not None and doubled.grad.item() == 8.0
    with pytest.raises(RuntimeError, match="can't retain_grad on Tensor that has requires_grad=False"):
        torch.tensor([1.0, 2.0]).retain_grad()
