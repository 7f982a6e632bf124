"""Chapter 1 exercises: the slope somewhere else, and dtypes."""

# NumPy's (2, 1) table of float64
from snippets.pytorch_provides.array_vs_tensor import array

# (3,): 1, 2, 3
from snippets.pytorch_provides.three_pieces import readings

# --8<-- [start:other-scale]
import torch

# measured at 5 instead of 2
other_scale = torch.tensor(5.0, requires_grad=True)
# the same total as before: scale times each reading
(other_scale * readings).sum().backward()
print(other_scale.grad)
# --8<-- [end:other-scale]

# --8<-- [start:dtypes]
# a tensor made from the NumPy array
print(torch.from_numpy(array).dtype)
# whole numbers, no decimal point
print(torch.tensor([1, 2]).dtype)
# one decimal point among them
print(torch.tensor([1, 2.5]).dtype)
# --8<-- [end:dtypes]
