"""Chapter 12: a [20, 1] prediction against a [20] target quietly becomes [20, 20]."""

# --8<-- [start:broadcast]
import warnings

import torch
from torch import nn

from snippets.complete_loop.sensor_calibration import model, x_train, y_train  # chapter 8

loss_fn = nn.MSELoss()
model.eval()
with torch.inference_mode():
    predictions = model(x_train[:20])  # (20, 1)
    flat_targets = y_train[:20].reshape(-1)  # (20,)  the mistake: the feature axis is gone

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")  # show the warning even if it was shown before
        wrong = loss_fn(predictions, flat_targets)  # compares every prediction with every target
    right = loss_fn(predictions, flat_targets.reshape(-1, 1))  # (20, 1) against (20, 1)

print("shapes:", list(predictions.shape), list(flat_targets.shape))
print("difference tensor:", list((predictions - flat_targets).shape))
print(f"MSE with the mistake: {wrong.item():.4f}")
print(f"MSE, shapes matched:  {right.item():.4f}")
for warning in caught:
    print(f"{warning.category.__name__}: {warning.message}")
# --8<-- [end:broadcast]
