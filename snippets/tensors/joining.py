"""Chapter 2: cat joins along a dim that exists; stack adds one."""

from snippets.tensors.indexing import readings  # (3, 4)

# --8<-- [start:cat-stack]
import torch

# every sensor's first reading, and every sensor's last
first = readings[:, 0]  # (3,)
last = readings[:, -1]  # (3,)

# cat: end to end along an existing dim, here the only one
print(torch.cat([first, last]))  # (6,)
# stack: a new dim, one entry per tensor
print(torch.stack([first, last]))  # (2, 3)
print(torch.stack([first, last], dim=1))  # (3, 2)
# --8<-- [end:cat-stack]
