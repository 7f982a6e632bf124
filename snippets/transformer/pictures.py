"""Chapter 11: the shifted targets and the causal mask, drawn from the
real tensors."""

# chapter 11's data
from snippets.transformer.transformer_step import (
    causal_mask,
    ids,
    inputs,
    targets,
    vocabulary,
)

# --8<-- [start:shift]
import matplotlib.pyplot as plt
import torch
from matplotlib.colors import ListedColormap

# ids, one row each
rows = {"text": ids[0], "inputs": inputs[0], "targets": targets[0]}
# (3, T+1): NaN cells stay empty
grid = torch.full((3, ids.shape[1]), float("nan"))
for r, row in enumerate(rows.values()):
    grid[r, : len(row)] = row

fig, ax = plt.subplots(figsize=(4.6, 2.2))
# one colour per id
ax.imshow(
    grid,
    cmap=ListedColormap(["C0", "C1", "C2", "C3"]),
    vmin=-0.5,
    vmax=3.5,
)
for r, row in enumerate(rows.values()):
    for t, token in enumerate(row.tolist()):
        ax.text(
            t,
            r,
            f"{vocabulary[token]}\n{token}",
            ha="center",
            va="center",
            color="white",
        )
ax.set_yticks(range(3), list(rows))
ax.set_xticks(range(ids.shape[1]))
ax.set_xlabel("position t")
ax.tick_params(length=0)
ax.spines[:].set_visible(False)
plt.show()
# --8<-- [end:shift]

# --8<-- [start:mask]
T = inputs.shape[1]
# (T, T): True = may not attend
blocked = causal_mask(T)
# "0 h", "1 e", ...
labels = [
    f"{t} {vocabulary[token]}"
    for t, token in enumerate(inputs[0].tolist())
]

fig, ax = plt.subplots(figsize=(3.6, 3.2))
# False: blue, True: grey
ax.imshow(blocked, cmap=ListedColormap(["C0", "#6b6b6b"]))
for i in range(T):
    for j in range(T):
        ax.text(
            j,
            i,
            str(blocked[i, j].item()),
            ha="center",
            va="center",
            color="white",
        )
ax.set_xticks(range(T), labels)
ax.set_yticks(range(T), labels)
ax.set(xlabel="position looked at (j)", ylabel="position looking (i)")
ax.tick_params(length=0)
ax.spines[:].set_visible(False)
plt.show()
# --8<-- [end:mask]
