"""Chapter 5: inside the optimizer: the tensors it holds, and its step written out by hand."""

from snippets.optimizer.first_step import b, optimizer, w  # after optimizer.step(): w = 1.8, b = 0.5
from snippets.tensors.two_measurements import x, y  # chapter 2's data

# --8<-- [start:inside]
group = optimizer.param_groups[0]  # what the optimizer was given, with its settings
print(group["params"][0] is w, group["params"][1] is b)  # the very tensors, not copies
print(group["lr"], group["momentum"], group["weight_decay"])
# --8<-- [end:inside]

# --8<-- [start:by-hand]
import torch

w_hand = torch.tensor(1.0, requires_grad=True)  # chapter 3's start again: w = 1, b = 0
b_hand = torch.tensor(0.0, requires_grad=True)
((x * w_hand + b_hand - y) ** 2).mean().backward()  # the same gradients: -8 and -5

lr = 0.1
with torch.no_grad():  # the update is not part of any graph (chapter 4: a leaf may change here)
    w_hand -= lr * w_hand.grad  # w <- w - lr * w.grad, in place
    b_hand -= lr * b_hand.grad

print(w_hand.item(), b_hand.item())
print(torch.equal(w_hand, w), torch.equal(b_hand, b))  # bit for bit what optimizer.step() gave
# --8<-- [end:by-hand]
