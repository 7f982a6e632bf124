"""Chapter 7: TensorDataset refuses tensors whose rows cannot pair up."""

from snippets.complete_loop.sensor_calibration import x_train, y  # chapter 7's readings and split

# --8<-- [start:mismatch]
from torch.utils.data import TensorDataset

mismatched = TensorDataset(x_train, y)  # 140 training readings, but all 201 references
# --8<-- [end:mismatch]
