"""Chapter 1: a NumPy array and a tensor hold the same table; the tensor adds two options."""

# --8<-- [start:same-table]
import numpy as np
import torch

array = np.array([[1.0], [2.0]])  # NumPy: a table of numbers
tensor = torch.tensor([[1.0], [2.0]])  # PyTorch: the same table

print(array.shape, array.dtype)
print(tensor.shape, tensor.dtype)  # PyTorch defaults to 32-bit floats, NumPy to 64-bit
# --8<-- [end:same-table]

# --8<-- [start:defaults]
print(tensor.requires_grad)  # not tracked by autograd unless you ask
print(tensor.device)  # in CPU memory unless you move it
# --8<-- [end:defaults]

# --8<-- [start:choices]
tracked = torch.tensor([[1.0], [2.0]], requires_grad=True)  # choice 1: record operations on it
print(tracked.requires_grad)

# choice 2: put it on an accelerator, when this machine has one
device = "cuda" if torch.cuda.is_available() else "cpu"
print(tensor.to(device).device)
# --8<-- [end:choices]
