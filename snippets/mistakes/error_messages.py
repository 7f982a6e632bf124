"""Chapter 13: the two error messages a forward pass gives most often,
and the fix for each."""

# where this chapter starts: chapter 8
from snippets.complete_loop.sensor_calibration import model, x_train

# --8<-- [start:flat]
import torch

# (20,)  the mistake: the feature axis is gone
readings = x_train[:20].reshape(-1)
print(
    f"readings: {list(readings.shape)}",
    f"| the model expects {model.in_features} feature per example",
)
# --8<-- [end:flat]

# --8<-- [start:flat-fix]
# (20, 1): twenty examples of one feature each
predictions = model(readings.reshape(-1, 1))
print("predictions:", list(predictions.shape))
# --8<-- [end:flat-fix]

# --8<-- [start:numpy]
import numpy as np

# (3, 1) readings as NumPy makes them: float64
raw = np.array([[1.5], [2.0], [2.5]])
# keeps NumPy's dtype
readings64 = torch.from_numpy(raw)
print("readings:", readings64.dtype, "| weights:", model.weight.dtype)
# --8<-- [end:numpy]

# --8<-- [start:numpy-fix]
# .float() converts to float32, the weights' dtype
calibrated = model(readings64.float())
print("calibrated:", calibrated.dtype, list(calibrated.shape))
# --8<-- [end:numpy-fix]
