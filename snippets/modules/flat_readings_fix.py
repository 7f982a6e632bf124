"""Chapter 6 exercise, the fix: one row per reading, one column per
feature."""

# the trained nn.Linear(1, 1)
from snippets.modules.train import model

# --8<-- [start:fixed]
import torch

# (2, 1): two examples, one feature each
new_readings = torch.tensor([3.0, 4.0]).reshape(-1, 1)
# predicting, not training
with torch.no_grad():
    calibrated_readings = model(new_readings)  # (2, 1)
print(
    [
        round(value, 2)
        for value in calibrated_readings.flatten().tolist()
    ]
)
# --8<-- [end:fixed]
