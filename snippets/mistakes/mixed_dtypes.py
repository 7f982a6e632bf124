"""Chapter 13 exercise: which operations mix dtypes, and which one
refuses."""

# --8<-- [start:mixed]
import torch
import torch.nn.functional as F
from torch import nn

# a float32 weight and bias
line32 = nn.Linear(1, 1)
x32 = torch.tensor([[1.0], [2.0]])  # (2, 1) float32
y64 = torch.tensor([[3.0], [5.0]], dtype=torch.float64)  # (2, 1)
y_int = torch.tensor([[3], [5]])  # (2, 1) int64

print((line32(x32) - y64).dtype)
print(F.mse_loss(line32(x32), y64).dtype)
print(F.mse_loss(line32(x32), y_int).dtype)
print(line32(x32.double()).dtype)
# --8<-- [end:mixed]
