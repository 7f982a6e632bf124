"""Chapter 13 exercise: which dtype does each way of making readings
give?"""

# --8<-- [start:dtypes]
import numpy as np
import torch

print("torch.tensor([[2]])          ", torch.tensor([[2]]).dtype)
print("torch.tensor([[2.0]])        ", torch.tensor([[2.0]]).dtype)
print("torch.tensor([[2]]) / 2      ", (torch.tensor([[2]]) / 2).dtype)
print("torch.arange(3)              ", torch.arange(3).dtype)
print(
    "torch.from_numpy(np.ones(3)) ", torch.from_numpy(np.ones(3)).dtype
)
print("torch.tensor(np.ones(3))     ", torch.tensor(np.ones(3)).dtype)
# --8<-- [end:dtypes]
