"""Chapter 7 exercise, the bug: a loop that hands the model a whole
batch."""

from snippets.complete_loop.sensor_calibration import train_loader

# --8<-- [start:broken]
from torch import nn

pair_model = nn.Linear(1, 1)
for batch in train_loader:
    pair_predictions = pair_model(batch)
# --8<-- [end:broken]
