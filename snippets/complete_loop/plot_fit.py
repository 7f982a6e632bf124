"""Chapter 8: pictures of what the sensor-calibration program learned."""

# --8<-- [start:fit]
if "history" not in globals(): from snippets.complete_loop.sensor_calibration import *  # markdown-exec: hide
import matplotlib.pyplot as plt

from snippets.figures import svg_figure

with torch.inference_mode():
    fitted = model(x)  # (201, 1): the learned line at every reading

fig, ax = plt.subplots()
ax.scatter(x_train, y_train, s=12, alpha=0.6, color="C0", label="training readings")
ax.scatter(x_val, y_val, s=12, alpha=0.8, color="C1", label="validation readings")
ax.plot(x, fitted, linewidth=2, color="C2", label=f"learned: {weight:.3f}x + {bias:.3f}")
ax.set(xlabel="raw reading x", ylabel="reference value y")
ax.legend()
print(svg_figure(fig, alt="Noisy sensor readings scattered around a straight line; "
                 "the learned line runs through the middle of them.", name="sensor-fit"))
# --8<-- [end:fit]

# --8<-- [start:history]
epochs = range(1, len(history) + 1)
train_curve, val_curve = zip(*history)  # two tuples of 100 floats

fig, ax = plt.subplots()
ax.plot(epochs, train_curve, label="training MSE")
ax.plot([0, *epochs], [initial_val_mse, *val_curve], label="validation MSE")  # from epoch 0
ax.set_yscale("log")  # the first epochs fall by orders of magnitude
ax.set(xlabel="epoch", ylabel="mean squared error (log scale)")
ax.grid(True)
ax.legend()
alt = (f"Training and validation MSE per epoch on a log scale: validation starts at "
       f"{initial_val_mse:.1f}, both fall steeply in the first few epochs, then stay flat "
       f"near {train_curve[-1]:.3f} and {val_curve[-1]:.3f}.")
print(svg_figure(fig, alt=alt, name="sensor-history"))
# --8<-- [end:history]
