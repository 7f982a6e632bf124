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


def batch_grads(sizes: list[int], weights: list[float]) -> tuple[torch.Tensor, torch.Tensor]:
    """w's gradient accumulated over mean losses of consecutive batches of ``sizes`` rows, each
    loss times its weight, beside the gradient of one mean loss over all the rows."""
    x = torch.tensor([[1.0], [2.0], [4.0], [-1.0]])
    y = torch.tensor([[3.0], [5.0], [1.0], [0.5]])
    w = torch.tensor(1.0, requires_grad=True)
    start = 0
    for size, weight in zip(sizes, weights, strict=True):
        rows = slice(start, start + size)
        (((x[rows] * w - y[rows]) ** 2).mean() * weight).backward()
        start += size
    full = torch.tensor(1.0, requires_grad=True)
    ((x[:start] * full - y[:start]) ** 2).mean().backward()
    return w.grad, full.grad


@claim(
    "optimizer-accumulate-divide-by-k",
    "otherwise the sum is that many times the gradient of the mean over all of them",
)
def test_undivided_mean_losses_add_up_to_k_times_the_gradient() -> None:
    k = len(X)  # one batch per measurement
    assert torch.equal(accumulated_grad(divisor=1), k * full_batch_grad())
    assert not torch.equal(accumulated_grad(divisor=1), full_batch_grad())
    # two batches of two rows: undivided, twice the full gradient; divided by 2, the gradient
    undivided, full = batch_grads([2, 2], [1.0, 1.0])
    assert torch.allclose(undivided, 2 * full) and not torch.allclose(undivided, full)
    divided, full = batch_grads([2, 2], [1 / 2, 1 / 2])
    assert torch.allclose(divided, full)
    # and an SGD step from the undivided sum is k times the step from the mean
    w = torch.tensor(1.0, requires_grad=True)
    w.grad = accumulated_grad(divisor=1)
    torch.optim.SGD([w], lr=0.1).step()
    one = torch.tensor(1.0, requires_grad=True)
    one.grad = full_batch_grad()
    torch.optim.SGD([one], lr=0.1).step()
    assert torch.allclose(w.detach() - 1.0, k * (one.detach() - 1.0))
    # "of equal size": batches of one and two rows, divided by 2, miss the gradient
    divided, full = batch_grads([1, 2], [1 / 2, 1 / 2])
    assert not torch.allclose(divided, full, rtol=0.01)


@claim(
    "optimizer-accumulate-unequal-batches",
    "Batches of unequal size need each loss weighted by its batch's share of the rows instead",
)
def test_unequal_batches_add_up_when_weighted_by_their_share_of_the_rows() -> None:
    for sizes in ([1, 2], [1, 3], [3, 1], [1, 1, 2]):
        total = sum(sizes)
        weighted, full = batch_grads(sizes, [size / total for size in sizes])
        assert torch.allclose(weighted, full)
        divided, _ = batch_grads(sizes, [1 / len(sizes)] * len(sizes))
        assert not torch.allclose(divided, full, rtol=0.01)


@claim(
    "optimizer-sgd-step-is-add-alpha",
    "gives the same result up to float rounding, and `w.add_(w.grad, alpha=-lr)`",
)
def test_sgd_step_is_add_with_alpha_and_the_hand_update_agrees_up_to_rounding() -> None:
    lr = 0.1
    generator = torch.Generator().manual_seed(0)
    start = torch.randn(1000, generator=generator)
    inputs = torch.randn(1000, generator=generator)
    w = start.clone().requires_grad_()
    optimizer = torch.optim.SGD([w], lr=lr)
    (w * w * inputs).sum().backward()  # a float32 gradient, from backward()
    with torch.no_grad():
        hand = start - lr * w.grad  # w -= lr * w.grad on a copy of w before the step
        added = start.clone().add_(w.grad, alpha=-lr)
    optimizer.step()
    assert torch.equal(w.detach(), added)  # bit for bit
    assert torch.allclose(w.detach(), hand, rtol=1e-6, atol=1e-7)  # up to rounding...
    assert not torch.equal(w.detach(), hand)  # ...and only up to it: some elements differ
    # one such element, as a reader may meet it
    one = torch.tensor([0.11984150856733322], requires_grad=True)
    one.grad = torch.tensor([1.5336730480194092])
    with torch.no_grad():
        by_hand = one - lr * one.grad
    torch.optim.SGD([one], lr=lr).step()
    assert one.item() != by_hand.item()


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
    for momentum in (0.0, 0.9):
        w, b = torch.ones(1, requires_grad=True), torch.zeros(1, requires_grad=True)
        optimizer = torch.optim.SGD([w, b], lr=0.1, momentum=momentum)
        for _ in range(2):  # the state, if any, is made on the first step and kept
            optimizer.zero_grad()
            (3 * w + b).sum().backward()
            optimizer.step()
        for parameter in (w, b):
            state = dict(optimizer.state.get(parameter, {}))
            if momentum == 0.0:
                assert state == {}  # "Plain SGD keeps none"
            else:
                assert list(state) == ["momentum_buffer"]
                assert state["momentum_buffer"].shape == parameter.shape


@claim("optimizer-adam-state-saved", "saving an Adam optimizer (chapter 12) saves more than its learning rate")
def test_an_adam_state_dict_holds_its_running_averages() -> None:
    point = torch.tensor([2.0, 1.0], requires_grad=True)
    adam = torch.optim.Adam([point], lr=0.1)
    (point**2).sum().backward()
    adam.step()
    saved = adam.state_dict()
    assert sorted(saved["state"][0]) == ["exp_avg", "exp_avg_sq", "step"]
    assert saved["param_groups"][0]["lr"] == 0.1
    sgd = torch.optim.SGD([point], lr=0.1)  # plain SGD: nothing but its settings
    sgd.step()
    assert sgd.state_dict()["state"] == {}
