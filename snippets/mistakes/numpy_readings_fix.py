"""Chapter 13 exercise, solved: float32 and a column, the dtype and the
shape nn.Linear needs."""

# where this chapter starts: chapter 8's trained line
from snippets.complete_loop.sensor_calibration import model

# --8<-- [start:fixed]
import numpy as np
import torch

# three raw readings from a file
raw = np.array([1.5, 2.0, 3.0])
# float32, and (3, 1): 3 examples of 1 feature
readings = torch.from_numpy(raw).float().reshape(-1, 1)
with torch.inference_mode():
    calibrated = model(readings)  # (3, 1)
print([round(value, 2) for value in calibrated.flatten().tolist()])
# --8<-- [end:fixed]
