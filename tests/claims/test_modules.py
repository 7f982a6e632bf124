"""Chapter 6 (packaging-models-with-torch-nn.md): nn.Parameter, reductions, cross-entropy targets."""

from __future__ import annotations

import pytest
import torch
from torch import nn

from tests.claims import claim

X = torch.tensor([[1.0], [2.0]])  # chapter 2's readings
Y = torch.tensor([[3.0], [5.0]])  # and targets


@claim(
    "modules-sum-reduction-scales-gradients",
    "Its gradients at these predictions, and so an SGD step taken from the weights that made them, would be",
)
def test_sum_reduction_gives_gradients_n_times_the_mean_ones() -> None:
    grads, moves = {}, {}
    for reduction in ("mean", "sum"):
        # the page's predictions: chapter 3's w = 1 and b = 0
        w = torch.tensor(1.0, requires_grad=True)
        b = torch.tensor(0.0, requires_grad=True)
        optimizer = torch.optim.SGD([w, b], lr=0.1)
        nn.MSELoss(reduction=reduction)(X * w + b, Y).backward()
        grads[reduction] = torch.stack([w.grad, b.grad])
        optimizer.step()
        moves[reduction] = torch.stack([w.detach() - 1.0, b.detach()])
    assert torch.equal(grads["sum"], grads["mean"] * X.numel())
    # the SGD step from those weights is lr times the gradient, so it scales the same way
    assert torch.allclose(moves["sum"], moves["mean"] * X.numel())


@claim("modules-cross-entropy-soft-target", "weighted by the target's share for that class, and added up")
def test_cross_entropy_with_probabilities_is_the_weighted_sum_of_minus_log_probabilities() -> None:
    logits = torch.tensor([[2.0, 0.5, -1.0], [0.0, 1.0, 3.0]])  # (N, classes)
    target = torch.tensor([[0.7, 0.2, 0.1], [0.0, 0.5, 0.5]])  # same shape: probabilities
    by_hand = -(target * torch.log_softmax(logits, dim=1)).sum(dim=1).mean()
    assert torch.allclose(nn.CrossEntropyLoss()(logits, target), by_hand)
    one_hot = torch.tensor([[1.0, 0.0, 0.0], [0.0, 0.0, 1.0]])  # all the probability on one class
    assert torch.allclose(nn.CrossEntropyLoss()(logits, one_hot), nn.CrossEntropyLoss()(logits, torch.tensor([0, 2])))


@claim("modules-ce-float-index-refused", "a float or `int32` target of shape `(N,)` is refused")
def test_cross_entropy_takes_only_long_or_uint8_class_indices() -> None:
    logits = torch.randn(3, 4)
    indices = torch.tensor([0, 1, 2])  # int64: torch.long
    for refused in (torch.float32, torch.int32):
        with pytest.raises(RuntimeError, match="expected target dtype to be Long or Byte"):
            nn.CrossEntropyLoss()(logits, indices.to(refused))
    long_loss = nn.CrossEntropyLoss()(logits, indices)
    assert long_loss.ndim == 0
    assert torch.equal(nn.CrossEntropyLoss()(logits, indices.to(torch.uint8)), long_loss)


@claim(
    "modules-weight-untransposed",
    "unless `W` happens to equal its transpose (our 1 × 1 weight always does) it silently gives wrong numbers",
)
def test_multiplying_by_the_stored_weight_fails_only_when_the_sizes_differ() -> None:
    torch.manual_seed(0)
    x = torch.randn(4, 3)  # (N, in_features)
    with pytest.raises(RuntimeError, match="cannot be multiplied"):
        layer = nn.Linear(3, 2)
        x @ layer.weight + layer.bias  # weight is (2, 3): one row per output
    square = nn.Linear(3, 3)
    wrong = x @ square.weight + square.bias  # runs: (4, 3) @ (3, 3)
    assert wrong.shape == square(x).shape
    assert not torch.allclose(wrong, square(x), atol=1e-3)
    torch.testing.assert_close(x @ square.weight.T + square.bias, square(x))
    # a W equal to its transpose gives the right numbers
    with torch.no_grad():
        square.weight.copy_(square.weight + square.weight.T)
    torch.testing.assert_close(x @ square.weight + square.bias, square(x))
    # the page's layer: nn.Linear(1, 1) on chapter 2's readings, seed 0
    torch.manual_seed(0)
    model = nn.Linear(in_features=1, out_features=1)
    assert torch.equal(model.weight, model.weight.T)
    torch.testing.assert_close(X @ model.weight + model.bias, model(X))
