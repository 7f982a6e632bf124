"""Chapter 2: cat refuses tensors with different numbers of dims."""

from snippets.tensors.indexing import readings  # (3, 4)
from snippets.tensors.reductions import per_sensor  # (3,)

# --8<-- [start:refused]
import torch

# each sensor's total as a fifth column? (3, 4) beside (3,)
torch.cat([readings, per_sensor], dim=1)
# --8<-- [end:refused]
