"""Chapter 2 exercises: predict shapes, fix the broadcast, compare * and @."""

from snippets.tensors.column_vs_flat import predictions, targets_flat  # (2, 1) and (2,)
from snippets.tensors.multiplying import a  # (2, 2): [[1, 2], [3, 4]]

# --8<-- [start:shapes]
import torch

print((torch.zeros(3, 1) + torch.zeros(4)).shape)  # shapes are lined up from the right
print((torch.zeros(3, 1) + torch.zeros(3, 1)).shape)
print((torch.zeros(1, 4) + torch.zeros(3, 1)).shape)
try:
    torch.zeros(3) + torch.zeros(4)
except RuntimeError as err:
    print("RuntimeError:", err)
# --8<-- [end:shapes]

# --8<-- [start:fix]
targets = targets_flat.reshape(2, 1)  # (2, 1): a column again, one target per row
fixed_errors = predictions - targets  # (2, 1): each prediction meets its own target
print(fixed_errors.shape)
print((fixed_errors**2).mean().item())
# --8<-- [end:fix]

# --8<-- [start:order]
swap = torch.tensor([[0.0, 1.0], [1.0, 0.0]])  # (2, 2)

print(torch.equal(a * swap, swap * a))  # does the order matter for * ?
print(a @ swap)  # and for @ ?
print(swap @ a)
# --8<-- [end:order]
