"""Chapter 5 exercise, the bug: a loop that stops after one step."""

from snippets.tensors.two_measurements import x, y  # (2, 1) each

# --8<-- [start:broken]
import torch

# chapter 3's start: w = 1, b = 0
w_loop = torch.tensor(1.0, requires_grad=True)
b_loop = torch.tensor(0.0, requires_grad=True)
sgd = torch.optim.SGD([w_loop, b_loop], lr=0.1)
predictions_loop = x * w_loop + b_loop  # (2, 1)

for step in range(3):
    sgd.zero_grad()
    loss_loop = ((predictions_loop - y) ** 2).mean()
    loss_loop.backward()
    sgd.step()
    print(step, round(loss_loop.item(), 4))
# --8<-- [end:broken]
