"""Chapter 13 exercise: lowering the learning rate in the middle of
training."""

from snippets.mistakes.stale_optimizer import x, y  # (2, 1) each

# --8<-- [start:broken]
import torch
from torch import nn


def one_step(model: nn.Linear, optimizer: torch.optim.SGD) -> float:
    """Train one step; return how far the weight moved per unit of
    its slope."""
    optimizer.zero_grad()
    nn.functional.mse_loss(model(x), y).backward()
    before, slope = model.weight.item(), model.weight.grad.item()
    optimizer.step()
    return (before - model.weight.item()) / slope


torch.manual_seed(0)
slowing = nn.Linear(1, 1)
lr = 0.1
slowing_sgd = torch.optim.SGD(slowing.parameters(), lr=lr)

for step in range(4):
    # smaller steps from step 2 on
    if step == 2:
        lr = lr / 10
    moved = one_step(slowing, slowing_sgd)
    print(f"step {step}: moved {moved:.3f} times the slope")
# --8<-- [end:broken]

# --8<-- [start:fixed]
torch.manual_seed(0)
slowing = nn.Linear(1, 1)
lr = 0.1
slowing_sgd = torch.optim.SGD(slowing.parameters(), lr=lr)

for step in range(4):
    if step == 2:
        lr = lr / 10
        # the rate the optimizer steps with lives in its param_groups
        for group in slowing_sgd.param_groups:
            group["lr"] = lr
    moved = one_step(slowing, slowing_sgd)
    print(f"step {step}: moved {moved:.3f} times the slope")
# --8<-- [end:fixed]
