"""Chapter 13 exercise: lowering the learning rate in the middle of
training."""

from snippets.mistakes.stale_optimizer import x, y  # (2, 1) each

# --8<-- [start:broken]
import torch
from torch import nn

torch.manual_seed(0)
slowing = nn.Linear(1, 1)
lr = 0.1
slowing_sgd = torch.optim.SGD(slowing.parameters(), lr=lr)

for step in range(4):
    if step == 2:
        lr = lr / 10  # smaller steps from here on
    slowing_sgd.zero_grad()
    nn.functional.mse_loss(slowing(x), y).backward()
    before = slowing.weight.item()
    slope = slowing.weight.grad.item()
    slowing_sgd.step()
    moved = slowing.weight.item() - before
    print(f"step {step}: moved {-moved / slope:.3f} times the slope")
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
    slowing_sgd.zero_grad()
    nn.functional.mse_loss(slowing(x), y).backward()
    before = slowing.weight.item()
    slope = slowing.weight.grad.item()
    slowing_sgd.step()
    moved = slowing.weight.item() - before
    print(f"step {step}: moved {-moved / slope:.3f} times the slope")
# --8<-- [end:fixed]
