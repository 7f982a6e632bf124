"""Chapter 5: the optimizer applies w <- w - lr * grad, and the loss falls."""

from snippets.autograd.backward_by_hand import b, loss, w  # where this chapter starts: chapter 4, .grad filled
from snippets.tensors.two_measurements import x, y  # chapter 2's data

# --8<-- [start:step]
import torch

loss_before = loss.item()
optimizer = torch.optim.SGD([w, b], lr=0.1)  # plain SGD: no momentum, no weight decay
optimizer.step()  # w <- w - 0.1 * w.grad, and the same for b

w_after_step, b_after_step = w.item(), b.item()
print(w_after_step, b_after_step)
# --8<-- [end:step]

# --8<-- [start:measure]
with torch.no_grad():  # measuring, not training: record no graph
    updated = x * w + b  # (2, 1)
    updated_loss = ((updated - y) ** 2).mean().item()

print(updated)  # float32 values, printed to 4 decimals
print(updated_loss)  # the full float: float32 rounding shows in the 8th digit
# --8<-- [end:measure]
