"""Chapter 5: inside the optimizer: the tensors it holds, and its step
written out by hand."""

# after optimizer.step(): w = 1.8, b = 0.5
from snippets.optimizer.first_step import b, optimizer, w

# chapter 2's data
from snippets.tensors.two_measurements import x, y

# --8<-- [start:inside]
# what the optimizer was given, with its settings
group = optimizer.param_groups[0]
# the very tensors, not copies
print(group["params"][0] is w, group["params"][1] is b)
print(group["lr"], group["momentum"], group["weight_decay"])
# --8<-- [end:inside]

# --8<-- [start:by-hand]
import torch

# chapter 3's start again: w = 1, b = 0
w_hand = torch.tensor(1.0, requires_grad=True)
b_hand = torch.tensor(0.0, requires_grad=True)
# the same gradients: -8 and -5
((x * w_hand + b_hand - y) ** 2).mean().backward()

lr = 0.1
# the update is not part of any graph
# (chapter 4: a leaf may change here)
with torch.no_grad():
    # w <- w - lr * w.grad, in place
    w_hand -= lr * w_hand.grad
    b_hand -= lr * b_hand.grad

print(w_hand.item(), b_hand.item())
# bit for bit what optimizer.step() gave
print(torch.equal(w_hand, w), torch.equal(b_hand, b))
# --8<-- [end:by-hand]
