"""Chapter 2: the sensor data as tensors, and what shape, dtype and
device mean."""

import torch

# One row per measurement, one column per feature: raw 1 should read 3,
# raw 2 should read 5.
# raw sensor readings, shape (2, 1)
x = torch.tensor([[1.0], [2.0]])
# reference readings, shape (2, 1)
y = torch.tensor([[3.0], [5.0]])

print(x.shape)
print(x.dtype)
print(x.device)
