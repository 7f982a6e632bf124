"""Chapter 5: the optimizer applies w <- w - lr * grad, and the loss
falls."""

# where this chapter starts: chapter 4, .grad filled
from snippets.autograd.backward_by_hand import b, loss, w

# chapter 2's data
from snippets.tensors.two_measurements import x, y

# --8<-- [start:step]
import torch

loss_before = loss.item()
# plain SGD: no momentum, no weight decay
optimizer = torch.optim.SGD([w, b], lr=0.1)
# w <- w - 0.1 * w.grad, and the same for b
optimizer.step()

w_after_step, b_after_step = w.item(), b.item()
print(w_after_step, b_after_step)
# --8<-- [end:step]

# --8<-- [start:measure]
# measuring, not training: record no graph
with torch.no_grad():
    updated = x * w + b  # (2, 1)
    updated_loss = ((updated - y) ** 2).mean().item()

# float32 values, printed to 4 decimals
print(updated)
# the full float: float32 rounding shows in the 8th digit
print(updated_loss)
# --8<-- [end:measure]
