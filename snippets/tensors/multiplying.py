"""Chapter 2: `*` multiplies matching elements, `@` is matrix multiplication."""

from snippets.tensors.column_vs_flat import cell  # the box-drawing helper of the broadcasting picture

# --8<-- [start:multiply]
import torch

a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])  # (2, 2)
b = torch.tensor([[10.0, 20.0], [30.0, 40.0]])  # (2, 2)

print(a * 2)  # every element times 2
print(a * b)  # element by element: 1*10, 2*20, 3*30, 4*40
print(a @ b)  # row of a dotted with column of b: 1*10 + 2*30 = 70, ...
# --8<-- [end:multiply]

# --8<-- [start:picture]
import matplotlib.pyplot as plt


def grid(ax, matrix, left, lit):
    """Draw a 2-D tensor as boxes from x = left; positions in `lit` in orange."""
    for row in range(matrix.shape[0]):
        for col in range(matrix.shape[1]):
            colour = "C1" if (row, col) in lit else "grey"
            cell(ax, left + col, row, matrix[row, col].item(), colour)


fig, ax = plt.subplots(figsize=(4.6, 1.7))
grid(ax, a, 0, lit={(0, 0), (0, 1)})  # row 0 of a
ax.text(2.0, 0.5, "@", ha="center", va="center")
grid(ax, b, 2.9, lit={(0, 0), (1, 0)})  # column 0 of b
ax.text(4.9, 0.5, "=", ha="center", va="center")
grid(ax, a @ b, 5.8, lit={(0, 0)})  # their dot product: one output number
ax.set_xlim(-0.6, 7.4)
ax.set_ylim(1.6, -0.6)  # row 0 at the top, as a printed tensor
ax.set_aspect("equal")
ax.axis("off")
plt.show()
# --8<-- [end:picture]
