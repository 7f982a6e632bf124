"""Chapter 7 exercise, the fix: a batch is an (inputs, targets) pair."""

from snippets.complete_loop.sensor_calibration import train_loader

# --8<-- [start:fixed]
from torch import nn

# what the loader hands out: the first batch of a fresh pass
batch = next(iter(train_loader))
print(type(batch).__name__, len(batch))

pair_model = nn.Linear(1, 1)
for xb, yb in train_loader:
    pair_predictions = pair_model(xb)  # (20, 1)
    pair_loss = nn.functional.mse_loss(pair_predictions, yb)
print(pair_predictions.shape, pair_loss.shape)
# --8<-- [end:fixed]
