"""Chapter 2: broadcasting stretches with a stride of 0: no copy."""

# (2, 1) and (2,): the column and the flat row of chapter 2
from snippets.tensors.column_vs_flat import predictions, targets_flat

# --8<-- [start:strides]
import torch

# The two tensors as broadcasting stretches them: both (2, 2)
stretched = torch.broadcast_tensors(predictions, targets_flat)
wide_predictions, wide_targets = stretched
print(wide_predictions.shape, wide_targets.shape)
print(wide_predictions.stride(), wide_targets.stride())
# Views of the originals: the same memory, nothing repeated
print(wide_predictions.data_ptr() == predictions.data_ptr())
print(wide_targets.data_ptr() == targets_flat.data_ptr())
# --8<-- [end:strides]
