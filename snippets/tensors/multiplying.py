"""Chapter 2: `*` multiplies matching elements, `@` is matrix
multiplication."""

# the box-drawing helper of the broadcasting picture
from snippets.tensors.column_vs_flat import cell

# --8<-- [start:multiply]
import torch

a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])  # (2, 2)
b = torch.tensor([[10.0, 20.0], [30.0, 40.0]])  # (2, 2)

# every element times 2
print(a * 2)
# element by element: 1*10, 2*20, 3*30, 4*40
print(a * b)
# row of a dotted with column of b: 1*10 + 2*30 = 70, ...
print(a @ b)
# --8<-- [end:multiply]

# --8<-- [start:picture]
import matplotlib.pyplot as plt


def grid(ax, matrix, left, lit):
    """Draw a 2-D tensor as boxes from x = left; positions in `lit` in
    orange."""
    for row in range(matrix.shape[0]):
        for col in range(matrix.shape[1]):
            colour = "C1" if (row, col) in lit else "grey"
            cell(ax, left + col, row, matrix[row, col].item(), colour)


fig, ax = plt.subplots(figsize=(4.6, 1.7))
# row 0 of a
grid(ax, a, 0, lit={(0, 0), (0, 1)})
ax.text(2.0, 0.5, "@", ha="center", va="center")
# column 0 of b
grid(ax, b, 2.9, lit={(0, 0), (1, 0)})
ax.text(4.9, 0.5, "=", ha="center", va="center")
# their dot product: one output number
grid(ax, a @ b, 5.8, lit={(0, 0)})
ax.set_xlim(-0.6, 7.4)
# row 0 at the top, as a printed tensor
ax.set_ylim(1.6, -0.6)
ax.set_aspect("equal")
ax.axis("off")
plt.show()
# --8<-- [end:picture]
