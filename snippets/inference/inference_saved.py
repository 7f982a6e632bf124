"""Chapter 12: autograd refuses an inference tensor only to save it."""

# (1, 1), made under inference mode
from snippets.inference.switches import frozen

# --8<-- [start:added]
import torch

shift = torch.zeros(1, 1, requires_grad=True)
# The slope of a sum is 1 whatever its inputs: nothing is saved
(frozen + shift).sum().backward()
print("frozen + shift: backward works, shift.grad =", shift.grad.item())
# --8<-- [end:added]

# --8<-- [start:multiplied]
scale = torch.ones(1, 1, requires_grad=True)
# The slope with respect to scale is frozen itself: it must be saved
scaled = frozen * scale
# --8<-- [end:multiplied]
