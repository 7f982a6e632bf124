"""Chapter 2: the same two values as a column (2, 1) and as a flat vector (2,)."""

# --8<-- [start:shapes]
import torch

column = torch.tensor([[1.0], [2.0]])  # (2, 1): two rows, one feature each
flat = torch.tensor([1.0, 2.0])  # (2,): two numbers, no feature dimension

print(column.shape, flat.shape)
print(column.flatten().equal(flat))  # same values, same order
# --8<-- [end:shapes]

# --8<-- [start:mixing]
# Targets stored flat by mistake, predictions stored as a column:
predictions = torch.tensor([[1.0], [2.0]])  # (2, 1)
targets_flat = torch.tensor([3.0, 5.0])  # (2,)

errors = predictions - targets_flat  # no error raised: broadcasting makes (2, 2)
print(errors.shape)
print(errors)  # every prediction against every target, not pair by pair
print((errors**2).mean().item())  # a wrong loss that looks perfectly plausible
# --8<-- [end:mixing]
