"""Chapter 13 exercise: readings from NumPy, fed to the model as they
come."""

# where this chapter starts: chapter 8's trained line
from snippets.complete_loop.sensor_calibration import model

# --8<-- [start:broken]
import numpy as np
import torch

# three raw readings from a file
raw = np.array([1.5, 2.0, 3.0])
calibrated = model(torch.from_numpy(raw))
# --8<-- [end:broken]
