"""Chapter 2 exercise: predict the shape each everyday move gives."""

from snippets.tensors.indexing import readings  # (3, 4)

# --8<-- [start:shapes]
import torch

print(readings[1].shape)
print(readings[1:2].shape)
print(readings[readings > 100].shape)
print(readings.mean(dim=0, keepdim=True).shape)
print(torch.stack([readings, readings]).shape)
print(torch.cat([readings, readings]).shape)
print(torch.zeros(1, 1).squeeze().shape)
# --8<-- [end:shapes]
