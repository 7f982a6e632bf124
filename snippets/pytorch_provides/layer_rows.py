"""Chapter 1 exercise: what the 3-input layer gives for one reading
of three numbers, and for two."""

from snippets.pytorch_provides.three_pieces import layer  # 3 in, 1 out

# --8<-- [start:rows]
import torch

one_row = torch.tensor([1.0, 2.0, 3.0])  # (3,)
two_rows = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])  # (2, 3)
print(layer(one_row).shape)
print(layer(two_rows).shape)
# --8<-- [end:rows]
