"""Chapter 13: the two error messages a forward pass gives most often, and the fix for each."""

from snippets.complete_loop.sensor_calibration import model, x_train  # where this chapter starts: chapter 8

# --8<-- [start:flat]
import torch

readings = x_train[:20].reshape(-1)  # (20,)  the mistake: the feature axis is gone
print("readings:", list(readings.shape), "| the model expects", model.in_features, "feature per example")
# --8<-- [end:flat]

# --8<-- [start:flat-fix]
predictions = model(readings.reshape(-1, 1))  # (20, 1): twenty examples of one feature each
print("predictions:", list(predictions.shape))
# --8<-- [end:flat-fix]

# --8<-- [start:numpy]
import numpy as np

raw = np.array([[1.5], [2.0], [2.5]])  # (3, 1) readings as NumPy makes them: float64
readings64 = torch.from_numpy(raw)  # keeps NumPy's dtype
print("readings:", readings64.dtype, "| weights:", model.weight.dtype)
# --8<-- [end:numpy]

# --8<-- [start:numpy-fix]
calibrated = model(readings64.float())  # .float() converts to float32, the weights' dtype
print("calibrated:", calibrated.dtype, list(calibrated.shape))
# --8<-- [end:numpy-fix]
