"""Chapter 5 exercise, the bug: a loss computed once, before the loop,
is backwarded in every step."""

# chapter 2's data
from snippets.tensors.two_measurements import x, y

# --8<-- [start:broken]
import torch

# chapter 3's start: w = 1, b = 0
w_stale = torch.tensor(1.0, requires_grad=True)
b_stale = torch.tensor(0.0, requires_grad=True)
sgd = torch.optim.SGD([w_stale, b_stale], lr=0.1)
stale_loss = ((x * w_stale + b_stale - y) ** 2).mean()

for step in range(3):
    sgd.zero_grad()
    stale_loss.backward()
    sgd.step()
    print(step, stale_loss.item())
# --8<-- [end:broken]
