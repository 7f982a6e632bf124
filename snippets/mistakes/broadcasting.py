"""Chapter 13: a [20, 1] prediction against a [20] target quietly
becomes [20, 20]."""

# where this chapter starts: chapter 8
from snippets.complete_loop.sensor_calibration import (
    model,
    x_train,
    y_train,
)

# --8<-- [start:broadcast]
import warnings

import torch
from torch import nn

loss_fn = nn.MSELoss()
model.eval()
with torch.inference_mode():
    predictions = model(x_train[:20])  # (20, 1)
    # (20,)  the mistake: the feature axis is gone
    flat_targets = y_train[:20].reshape(-1)

    with warnings.catch_warnings(record=True) as caught:
        # show the warning even if it was shown before
        warnings.simplefilter("always")
        # compares every prediction with every target
        wrong = loss_fn(predictions, flat_targets)
    # (20, 1) against (20, 1)
    right = loss_fn(predictions, flat_targets.reshape(-1, 1))

print("shapes:", list(predictions.shape), list(flat_targets.shape))
print("difference tensor:", list((predictions - flat_targets).shape))
print(f"MSE with the mistake: {wrong.item():.4f}")
print(f"MSE, shapes matched:  {right.item():.4f}")
for warning in caught:
    print(f"{warning.category.__name__}: {warning.message}")
# --8<-- [end:broadcast]

# --8<-- [start:picture]
import matplotlib.pyplot as plt
from matplotlib.colors import LogNorm

# (20, 20): every prediction against every target
squared = (predictions - flat_targets) ** 2
print(
    f"mean of all {squared.numel()} squares:       {squared.mean():.4f}"
)
print(
    f"mean of the {len(squared.diagonal())} on the diagonal: "
    f"{squared.diagonal().mean():.4f}"
)

fig, ax = plt.subplots(figsize=(4.4, 3.6))
# log colour scale
image = ax.imshow(
    squared,
    cmap="viridis",
    norm=LogNorm(vmin=1e-3, vmax=100, clip=True),
)
# own targets
ax.plot(
    range(20),
    range(20),
    "s",
    markersize=5,
    markerfacecolor="none",
    markeredgecolor="black",
)
ax.set_xticks(range(0, 20, 5))
ax.set_yticks(range(0, 20, 5))
ax.set(
    title="(20, 1) − (20,) → (20, 20)",
    xlabel="target j",
    ylabel="prediction i",
)
fig.colorbar(image, label="squared difference")
plt.show()
# --8<-- [end:picture]
