"""Chapter 1: a NumPy array and a tensor hold the same table; the tensor
adds two options."""

# --8<-- [start:same-table]
import numpy as np
import torch

# NumPy: a table of numbers
array = np.array([[1.0], [2.0]])
# PyTorch: the same table
tensor = torch.tensor([[1.0], [2.0]])

print(array.shape, array.dtype)
# PyTorch defaults to 32-bit floats, NumPy to 64-bit
print(tensor.shape, tensor.dtype)
# --8<-- [end:same-table]

# --8<-- [start:defaults]
# not tracked by autograd unless you ask
print(tensor.requires_grad)
# in CPU memory unless you move it
print(tensor.device)
# --8<-- [end:defaults]

# --8<-- [start:choices]
# choice 1: record operations on it
tracked = torch.tensor([[1.0], [2.0]], requires_grad=True)
print(tracked.requires_grad)

# choice 2: put it on an NVIDIA GPU, when this machine has one
# and this PyTorch was built for CUDA
# (chapter 12 covers the others)
device = "cuda" if torch.cuda.is_available() else "cpu"
print(tensor.to(device).device)
# --8<-- [end:choices]
