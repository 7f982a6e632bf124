"""Chapter 8: pictures of what the sensor-calibration program
learned."""

# where these sections start: chapter 8's trained program
from snippets.complete_loop.sensor_calibration import (
    history,
    initial_val_mse,
    model,
    x,
    x_train,
    x_val,
    y_train,
    y_val,
)

# --8<-- [start:fit]
import matplotlib.pyplot as plt
import torch

with torch.inference_mode():
    # (201, 1): the learned line at every reading
    fitted = model(x)

fig, ax = plt.subplots()
ax.scatter(
    x_train, y_train, s=10, alpha=0.6, color="C0", label="training"
)
ax.scatter(
    x_val,
    y_val,
    s=14,
    marker="s",
    alpha=0.8,
    color="C1",
    label="validation",
)
learned = f"{model.weight.item():.3f}x + {model.bias.item():.3f}"
ax.plot(
    x, fitted, linewidth=2, color="black", label=f"learned: {learned}"
)
ax.set(xlabel="raw reading x", ylabel="reference value y")
ax.legend()
plt.show()
# --8<-- [end:fit]

# --8<-- [start:history]
epochs = range(1, len(history) + 1)
# two tuples of 100 floats
train_curve, val_curve = zip(*history, strict=True)

fig, ax = plt.subplots()
ax.plot(epochs, train_curve, label="training MSE")
# from epoch 0
ax.plot(
    [0, *epochs], [initial_val_mse, *val_curve], label="validation MSE"
)
# the first epochs fall by orders of magnitude
ax.set_yscale("log")
ax.set(xlabel="epoch", ylabel="MSE (log scale)")
ax.grid(True)
ax.legend()
plt.show()
# --8<-- [end:history]
