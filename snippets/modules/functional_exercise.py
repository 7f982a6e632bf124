"""Chapter 6 exercise: F.mse_loss with targets stored flat."""

# --8<-- [start:flat-targets]
import torch
import torch.nn.functional as F

# exactly right predictions, as a column
right_column = torch.tensor([[3.0], [5.0]])  # (2, 1)
# the same targets, stored flat
flat_targets = torch.tensor([3.0, 5.0])  # (2,)
print(F.mse_loss(right_column, flat_targets).item())
# --8<-- [end:flat-targets]
