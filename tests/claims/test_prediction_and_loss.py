"""Chapter 3 (predicting-and-measuring-loss.md): nn.L1Loss, and what keeping a loss tensor keeps."""

from __future__ import annotations

import pytest
import torch
from torch import nn

from tests.claims import claim

X = torch.tensor([[1.0], [2.0]])  # chapter 2's readings
Y = torch.tensor([[3.0], [5.0]])  # and targets


@claim("loss-l1loss-is-mae", "PyTorch has this one as `nn.L1Loss`")
def test_l1loss_is_the_mean_absolute_error() -> None:
    for guess in (X * 1.0, X * 1.8 + 0.5, torch.tensor([[-4.0], [7.5]])):
        assert torch.equal(nn.L1Loss()(guess, Y), (guess - Y).abs().mean())


@claim("loss-tensor-keeps-graph", "a list that logs every step's `loss` keeps every step's graph")
def test_a_logged_loss_tensor_keeps_its_graph_and_saved_values() -> None:
    w = torch.tensor(1.0, requires_grad=True)
    logged = []
    for step in range(3):
        logged.append(((X * (w + step) - Y) ** 2).mean())  # the tensor, not loss.item()
    for loss in logged:
        square = loss.grad_fn.next_functions[0][0]  # PowBackward0, under MeanBackward0
        assert type(square).__name__ == "PowBackward0"
        assert square._saved_self.shape == (2, 1)  # the misses it saved are still in memory
    logged[0].backward()  # and each can still be walked
    assert w.grad is not None
    assert isinstance(logged[1].item(), float)  # .item() is what keeps only a number


@claim(
    "loss-results-of-tracked-tensors-are-tracked",
    "Anything computed from a tracked tensor is tracked too (unless recording is switched off",
)
def test_results_of_a_tracked_tensor_are_tracked_unless_recording_is_off() -> None:
    w = torch.tensor(1.0, requires_grad=True)
    for result in (X * w, (X * w).sum(), torch.relu(X * w - 1.5), (X * w).reshape(-1)):
        assert result.requires_grad and result.grad_fn is not None
    with torch.no_grad():
        assert not (X * w).requires_grad
    assert not (X * w).detach().requires_grad


@claim("loss-item-one-element", "works only on a tensor with exactly one element")
def test_item_needs_exactly_one_element() -> None:
    assert isinstance(torch.tensor([[2.5]]).item(), float)
    with pytest.raises(RuntimeError, match="a Tensor with 2 elements cannot be converted to Scalar"):
        torch.tensor([1.0, 2.0]).item()
    with pytest.raises(RuntimeError, match="a Tensor with 0 elements cannot be converted to Scalar"):
        torch.tensor([]).item()
