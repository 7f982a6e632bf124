"""Chapter 7: TensorDataset refuses tensors whose rows cannot pair
up."""

# chapter 7's readings and split
from snippets.complete_loop.sensor_calibration import x_train, y

# --8<-- [start:mismatch]
from torch.utils.data import TensorDataset

# 140 training readings, but all 201 references
mismatched = TensorDataset(x_train, y)
# --8<-- [end:mismatch]
