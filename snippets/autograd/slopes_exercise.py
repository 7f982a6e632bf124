"""Chapter 4 exercise: the slopes of a line with the right slope
that sits too low."""

from snippets.tensors.two_measurements import x, y  # (2, 1) each

# --8<-- [start:low-line]
import torch

# the rule's slope, 2, but no offset: 1 below both targets
w_low = torch.tensor(2.0, requires_grad=True)
b_low = torch.tensor(0.0, requires_grad=True)
low_loss = ((x * w_low + b_low - y) ** 2).mean()
low_loss.backward()
print(w_low.grad.item(), b_low.grad.item())
# --8<-- [end:low-line]
