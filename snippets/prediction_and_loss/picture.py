"""Chapter 3: the model's line, its misses, and the squares the mean
squared error averages."""

# w = 1, b = 0
from snippets.prediction_and_loss.first_loss import (
    b,
    predictions,
    w,
    x,
    y,
)

# --8<-- [start:picture]
import matplotlib.pyplot as plt
import torch
from matplotlib.patches import Rectangle

fig, ax = plt.subplots(figsize=(4.6, 3.4))
# drawing, not training
with torch.no_grad():
    line_x = torch.tensor([-1.0, 5.0])
    ax.plot(
        line_x, line_x * w + b, color="black", label="the model's line"
    )
ax.plot(x.flatten(), y.flatten(), "o", color="C0", label="targets")

raws, targets = x.flatten().tolist(), y.flatten().tolist()
predicted_values = predictions.detach().flatten().tolist()
# the first square to the left of its gap, the second to the right
sides = [-1, 1]
for side, raw, predicted, target in zip(
    sides, raws, predicted_values, targets, strict=True
):
    # how far the line is below the target
    miss = target - predicted
    ax.plot([raw, raw], [predicted, target], color="C1")
    ax.add_patch(
        Rectangle(
            (raw, predicted), side * miss, miss, color="C1", alpha=0.3
        )
    )
    label_x, label_y = raw + side * miss * 0.6, predicted + miss * 0.4
    # its area
    ax.text(label_x, label_y, f"{miss**2:g}", ha="center", va="center")

# so that the squares look square
ax.set_aspect("equal")
ax.set_xlabel("raw reading")
ax.set_ylabel("reading")
ax.set_ylim(0, 5.5)
ax.legend(loc="lower right")
plt.show()
# --8<-- [end:picture]
