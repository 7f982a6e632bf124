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


def logged_losses(keep_tensor: bool) -> tuple[torch.Tensor, list]:
    """Three steps of the guide's loop (clear, predict, measure, backward, step), logging each
    step's loss: the tensor itself, or ``loss.item()``."""
    w = torch.tensor(1.0, requires_grad=True)
    optimizer = torch.optim.SGD([w], lr=0.1)
    logged = []
    for _ in range(3):
        optimizer.zero_grad()
        loss = ((X * w - Y) ** 2).mean()
        loss.backward()
        optimizer.step()
        logged.append(loss if keep_tensor else loss.item())
    return w, logged


def graph_leaves(loss: torch.Tensor) -> set[int]:
    """Walk a loss's recorded graph from its grad_fn; the ids of the leaves it reaches."""
    found, nodes = set(), [loss.grad_fn]
    while nodes:
        node = nodes.pop()
        if hasattr(node, "variable"):  # AccumulateGrad: the node that holds a leaf
            found.add(id(node.variable))
        nodes += [child for child, _ in node.next_functions if child is not None]
    return found


@claim("loss-tensor-keeps-graph", "a list that logs every step's `loss` keeps every step's graph")
def test_a_logged_loss_keeps_its_graph_after_backward() -> None:
    w, logged = logged_losses(keep_tensor=True)  # backward() has run on every one of them
    for loss in logged:
        square = loss.grad_fn.next_functions[0][0]  # under MeanBackward0: the squared misses
        assert type(square).__name__ == "PowBackward0"
        assert graph_leaves(loss) == {id(w)}  # the whole record, down to the parameter
    _, numbers = logged_losses(keep_tensor=False)  # .item() keeps only a number
    assert all(type(number) is float for number in numbers)


@claim("loss-backward-frees-saved", "saved along the way stay with it until `backward()` frees them")
def test_backward_frees_the_values_a_logged_loss_saved() -> None:
    w = torch.tensor(1.0, requires_grad=True)
    loss = ((X * w - Y) ** 2).mean()
    square = loss.grad_fn.next_functions[0][0]  # PowBackward0 saved the misses it squared
    assert square._saved_self.shape == (2, 1)
    loss.backward()
    with pytest.raises(RuntimeError, match="saved tensors after they have already been freed"):
        _ = square._saved_self
    assert square is loss.grad_fn.next_functions[0][0]  # the node itself is still there


@claim(
    "loss-results-of-tracked-tensors-are-tracked",
    "When an operation whose slope PyTorch knows computes a floating-point result from a tracked"
    " tensor, that result is tracked too (unless recording is switched off, as chapter 4 shows, or"
    " the result is cut off with `detach()`, below)",
)
def test_float_results_of_ops_with_a_slope_on_a_tracked_tensor_are_tracked() -> None:
    w = torch.tensor(1.0, requires_grad=True)
    predictions = X * w  # float32, as the page's predictions
    for result in (
        predictions,
        (predictions - Y).pow(2).mean(),
        torch.relu(predictions - 1.5),
        predictions.reshape(-1),
        torch.round(predictions),  # a slope of 0 is still a slope PyTorch knows
    ):
        assert result.dtype == torch.float32
        assert result.requires_grad and result.grad_fn is not None
    # a float result of an operation with no slope in PyTorch: not tracked
    assert torch.histc(predictions, bins=2).dtype == torch.float32
    assert not torch.histc(predictions, bins=2).requires_grad
    with torch.no_grad():
        assert not (X * w).requires_grad
    assert not predictions.detach().requires_grad


@claim(
    "loss-no-slope-results-are-not-tracked",
    "such as `argmax()` or a comparison, have no slope and are never tracked, and turning a comparison"
    " back into floats with `.float()` does not bring the tracking back",
)
def test_integer_and_true_false_results_are_never_tracked() -> None:
    w = torch.tensor(1.0, requires_grad=True)
    predictions = X * w
    for result in (predictions.argmax(), predictions > 1.5, predictions.long()):
        assert not result.requires_grad and result.grad_fn is None
    # an accuracy: a comparison turned back into floats
    accuracy = ((predictions - Y).abs() < 2.5).float().mean()
    assert accuracy.dtype == torch.float32
    assert not accuracy.requires_grad and accuracy.grad_fn is None


@claim("loss-detach-shares-memory", "its result shares the original's memory, so writing into it")
def test_detach_shares_memory_and_clone_copies() -> None:
    w = torch.tensor(1.0, requires_grad=True)
    predictions = X * w + 0.0
    predictions.detach()[0, 0] = 99.0  # written in place, through the detached result
    assert predictions[0, 0].item() == 99.0 and predictions.requires_grad
    copy = predictions.detach().clone()
    copy[1, 0] = -1.0
    assert predictions[1, 0].item() == 2.0


@claim("loss-item-one-element", "works only on a tensor with exactly one element")
def test_item_needs_exactly_one_element() -> None:
    assert isinstance(torch.tensor([[2.5]]).item(), float)
    with pytest.raises(RuntimeError, match="a Tensor with 2 elements cannot be converted to Scalar"):
        torch.tensor([1.0, 2.0]).item()
    with pytest.raises(RuntimeError, match="a Tensor with 0 elements cannot be converted to Scalar"):
        torch.tensor([]).item()
