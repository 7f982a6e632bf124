"""Chapter 5 (stepping-with-an-optimizer.md): what zero_grad() and step() do with .grad."""

from __future__ import annotations

import inspect

import torch

from tests.claims import claim

X = torch.tensor([[1.0], [2.0]])  # chapter 2's readings
Y = torch.tensor([[3.0], [5.0]])  # and targets


@claim("optimizer-zero-grad-sets-none", "by setting `.grad` to `None`, the default since")
def test_zero_grad_sets_grad_to_none_by_default() -> None:
    # PyTorch 2.0 changed the default of set_to_none to True (it was False in 1.x).
    assert inspect.signature(torch.optim.Optimizer.zero_grad).parameters["set_to_none"].default is True
    w = torch.tensor(1.0, requires_grad=True)
    optimizer = torch.optim.SGD([w], lr=0.1)
    (w * 3.0).backward()
    optimizer.zero_grad()
    assert w.grad is None
    (w * 3.0).backward()
    optimizer.zero_grad(set_to_none=False)  # the old behaviour, still available
    assert w.grad is not None and w.grad.item() == 0.0


def accumulated_grad(divisor: float) -> torch.Tensor:
    """w's gradient after one mean loss per measurement, each divided by ``divisor``, and no
    zero_grad in between: gradient accumulation as the guide's losses meet it."""
    w = torch.tensor(1.0, requires_grad=True)
    for row in range(len(X)):
        (((X[row] * w - Y[row]) ** 2).mean() / divisor).backward()
    return w.grad


def full_batch_grad() -> torch.Tensor:
    w = torch.tensor(1.0, requires_grad=True)
    ((X * w - Y) ** 2).mean().backward()  # both measurements at once, one mean
    return w.grad


@claim("optimizer-grads-add-across-batches", "it lets you add up gradients from several small batches before one step")
def test_gradients_of_batches_add_up_to_the_full_batch_gradient() -> None:
    assert torch.equal(accumulated_grad(divisor=len(X)), full_batch_grad())


@claim(
    "optimizer-accumulate-divide-by-k",
    "otherwise the sum is that many times the gradient of the mean over all of them",
)
def test_undivided_mean_losses_add_up_to_k_times_the_gradient() -> None:
    k = len(X)  # one batch per measurement
    assert torch.equal(accumulated_grad(divisor=1), k * full_batch_grad())
    assert not torch.equal(accumulated_grad(divisor=1), full_batch_grad())


@claim(
    "optimizer-stale-loss-reuses-gradients",
    "the printed loss would never change, and every step would reuse the first step's gradients",
)
def test_predictions_made_before_the_loop_never_change_the_loss_or_the_gradients() -> None:
    w = torch.tensor(1.0, requires_grad=True)
    b = torch.tensor(0.0, requires_grad=True)
    sgd = torch.optim.SGD([w, b], lr=0.1)
    predictions = X * w + b  # made once, before the loop, as in the exercise
    seen = []
    for _ in range(3):
        sgd.zero_grad()
        loss = ((predictions - Y) ** 2).mean()
        loss.backward(retain_graph=True)
        seen.append((loss.item(), w.grad.item(), b.grad.item()))
        sgd.step()
    assert seen[0] == seen[1] == seen[2]  # same loss, same gradients, while w and b move
    assert w.item() != 1.0


@claim("optimizer-sgd-momentum-buffer", "SGD with `momentum=0.9` keeps a `momentum_buffer` per parameter")
def test_sgd_keeps_a_momentum_buffer_only_with_momentum() -> None:
    for momentum, expected in ((0.0, []), (0.9, ["momentum_buffer"])):
        w, b = torch.ones(1, requires_grad=True), torch.zeros(1, requires_grad=True)
        optimizer = torch.optim.SGD([w, b], lr=0.1, momentum=momentum)
        (3 * w + b).sum().backward()
        optimizer.step()
        for parameter in (w, b):
            assert [
                key for key in optimizer.state[parameter] if optimizer.state[parameter][key] is not None
            ] == expected
