"""Chapter 4 exercise: backward() with a gradient of ones."""

from snippets.tensors.two_measurements import x  # (2, 1)

# --8<-- [start:ones]
import torch

w_ones = torch.tensor(1.0, requires_grad=True)
b_ones = torch.tensor(0.0, requires_grad=True)
ones_outputs = x * w_ones + b_ones  # (2, 1)
ones_outputs.backward(gradient=torch.ones_like(ones_outputs))
print(w_ones.grad, b_ones.grad)
# --8<-- [end:ones]
