"""Chapter 2: the same two values as a column (2, 1) and as a flat
vector (2,)."""

# --8<-- [start:shapes]
import torch

# (2, 1): two rows, one feature each
column = torch.tensor([[1.0], [2.0]])
# (2,): two numbers, no feature dimension
flat = torch.tensor([1.0, 2.0])

print(column.shape, flat.shape)
# same values, same order
print(column.flatten().equal(flat))
# --8<-- [end:shapes]

# --8<-- [start:mixing]
# Targets stored flat by mistake, predictions stored as a column:
predictions = torch.tensor([[1.0], [2.0]])  # (2, 1)
targets_flat = torch.tensor([3.0, 5.0])  # (2,)

# no error raised: broadcasting makes (2, 2)
errors = predictions - targets_flat
print(errors.shape)
# every prediction against every target, not pair by pair
print(errors)
# a wrong loss that looks perfectly plausible
print((errors**2).mean().item())
# --8<-- [end:mixing]

# --8<-- [start:picture]
import matplotlib.pyplot as plt
from matplotlib.patches import Rectangle


def cell(ax, col, row, value, color, alpha=0.35):
    """One number in a box, at grid position (col, row); row 0 is at the
    top."""
    box = Rectangle(
        (col - 0.45, row - 0.45), 0.9, 0.9, facecolor=color, alpha=alpha
    )
    ax.add_patch(box)
    ax.text(col, row, f"{value:g}", ha="center", va="center")


fig, ax = plt.subplots(figsize=(4.4, 3.0))
# (2, 1): a column, down the left
for i, value in enumerate(predictions[:, 0].tolist()):
    cell(ax, -1.2, i, value, "C1")
# (2,): a row, across the top
for j, value in enumerate(targets_flat.tolist()):
    cell(ax, j, -1.2, value, "C2")
for i in range(errors.shape[0]):
    for j in range(errors.shape[1]):
        # prediction i should only ever meet target i
        meant = i == j
        cell(ax, j, i, errors[i, j].item(), "C0" if meant else "grey")
ax.text(-1.2, -1.2, "−", ha="center", va="center", fontsize=16)
ax.text(
    -1.75,
    0.5,
    "predictions (2, 1)",
    rotation=90,
    ha="center",
    va="center",
)
ax.text(0.5, -1.9, "targets_flat (2,)", ha="center", va="center")
ax.text(0.5, 2.0, "errors (2, 2)", ha="center", va="center")
ax.text(1.7, 0.0, "blue: pairs\nmeant", va="center")
ax.text(1.7, 1.0, "grey: extra\npairs", va="center")
ax.set_xlim(-2.0, 3.2)
# row 0 at the top, as a printed tensor
ax.set_ylim(2.3, -2.2)
ax.set_aspect("equal")
ax.axis("off")
plt.show()
# --8<-- [end:picture]
