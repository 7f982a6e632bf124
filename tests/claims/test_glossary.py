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


@claim("glossary-backward-adds-to-grad", "`backward()` adds it to what the parameter's `.grad` already holds")
def test_backward_adds_to_grad_until_zero_grad_clears_it() -> None:
    # the guide's kind of loss: a mean over readings, on a model's parameters
    model = torch.nn.Linear(1, 1)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    x, y = torch.tensor([[1.0], [2.0]]), torch.tensor([[3.0], [5.0]])
    torch.nn.functional.mse_loss(model(x), y).backward()
    first = model.weight.grad.clone()
    torch.nn.functional.mse_loss(model(x), y).backward()
    assert torch.allclose(model.weight.grad, 2 * first)
    optimizer.zero_grad()
    assert model.weight.grad is None
    torch.nn.functional.mse_loss(model(x), y).backward()
    assert torch.equal(model.weight.grad, first)


@claim("glossary-scheduler-counts-steps", "`StepLR` multiplies the rate by `gamma` every `step_size` of those calls")
def test_a_schedule_moves_with_each_call_of_step() -> None:
    weight = torch.nn.Parameter(torch.zeros(1))
    optimizer = torch.optim.SGD([weight], lr=1.0)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=3, gamma=0.5)
    rates = []
    for _ in range(7):
        optimizer.step()
        scheduler.step()
        rates.append(optimizer.param_groups[0]["lr"])
    # counted in calls, whatever an epoch is: halved after calls 3 and 6
    assert rates == [1.0, 1.0, 0.5, 0.5, 0.5, 0.25, 0.25]
    # OneCycleLR's schedule moves on every call (one per batch)
    optimizer = torch.optim.SGD([weight], lr=1.0)
    cycle = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=1.0, total_steps=10)
    seen = []
    for _ in range(4):
        optimizer.step()
        cycle.step()
        seen.append(optimizer.param_groups[0]["lr"])
    assert len(set(seen)) == len(seen)


@claim("glossary-plateau-reacts-to-metric", "it lowers the rate when the number passed to `step()` stops improving")
def test_reduce_on_plateau_follows_the_metric_not_the_calls() -> None:
    def rates(losses: list[float]) -> list[float]:
        weight = torch.nn.Parameter(torch.zeros(1))
        optimizer = torch.optim.SGD([weight], lr=1.0)
        scheduler = torch.optim.lr_scheduler.ReduceLROnPlateau(optimizer, patience=1, factor=0.5)
        seen = []
        for loss in losses:
            optimizer.step()
            scheduler.step(loss)
            seen.append(optimizer.param_groups[0]["lr"])
        return seen

    # a validation loss that keeps improving: as many calls, the rate never moves
    assert rates([5.0, 4.0, 3.0, 2.0, 1.0]) == [1.0] * 5
    # one that stops improving after the first call: lowered once patience runs out
    assert rates([1.0, 1.0, 1.0, 1.0, 1.0]) == [1.0, 1.0, 0.5, 0.5, 0.25]
