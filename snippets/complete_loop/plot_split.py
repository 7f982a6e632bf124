"""Chapter 7: a picture of the three-way split, drawn from the real
split."""

# chapter 7's split
from snippets.complete_loop.sensor_calibration import (
    x_test,
    x_train,
    x_val,
)

# --8<-- [start:split-picture]
import matplotlib.pyplot as plt

splits = {"training": x_train, "validation": x_val, "test": x_test}

fig, ax = plt.subplots(figsize=(4.6, 2.2))
for row, readings in enumerate(splits.values()):
    # one short vertical tick per reading,
    # at its raw value, in its split's row
    ax.eventplot(
        readings.flatten(),
        lineoffsets=-row,
        linelengths=0.7,
        linewidths=1,
        colors=f"C{row}",
    )
ax.set_yticks(
    [0, -1, -2],
    [
        f"{name}\n{len(readings)} rows"
        for name, readings in splits.items()
    ],
)
ax.set_xlabel("raw reading x")
ax.spines["left"].set_visible(False)
ax.tick_params(axis="y", length=0)
plt.show()
# --8<-- [end:split-picture]
