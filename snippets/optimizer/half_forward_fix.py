"""Chapter 5 exercise, the fix: the whole forward pass in the loop."""

from snippets.tensors.two_measurements import x, y  # (2, 1) each

# --8<-- [start:fixed]
import torch

w_loop = torch.tensor(1.0, requires_grad=True)
b_loop = torch.tensor(0.0, requires_grad=True)
sgd = torch.optim.SGD([w_loop, b_loop], lr=0.1)

for step in range(3):
    sgd.zero_grad()
    # the predictions too, from the weights as they are now
    predictions_loop = x * w_loop + b_loop  # (2, 1)
    loss_loop = ((predictions_loop - y) ** 2).mean()
    loss_loop.backward()
    sgd.step()
    print(step, round(loss_loop.item(), 4))
# --8<-- [end:fixed]
