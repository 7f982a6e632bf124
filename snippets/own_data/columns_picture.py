"""Chapter 14: the file's 13 columns, as read and as served."""

from snippets.own_data.wine_dataset import train_set, wine  # the split

# --8<-- [start:columns]
import matplotlib.pyplot as plt
import torch

# the column names, from the data set's description (not in the file)
COLUMNS = [
    "alcohol",
    "malic acid",
    "ash",
    "alcalinity of ash",
    "magnesium",
    "total phenols",
    "flavanoids",
    "nonflavanoid phenols",
    "proanthocyanins",
    "colour intensity",
    "hue",
    "OD280/OD315",
    "proline",
]
raw = wine.features[train_set.indices]  # (118, 13): as in the file
# (118, 13): the same wines, as the Dataset serves them
served = torch.stack([x for x, _ in train_set])

fig, (top, bottom) = plt.subplots(2, 1, figsize=(3.0, 6.6), sharey=True)
# room between the panels for the top one's numbers
fig.subplots_adjust(hspace=0.3)
# thousands of ticks: each panel's drawn as one picture (rasterized),
# not as shapes that a phone must lay out one by one; text stays sharp
faint = {"alpha": 0.5, "rasterized": True}
for column in range(len(COLUMNS)):
    # one short vertical tick per training wine, in its column's row
    rows = [column] * len(raw)
    top.plot(raw[:, column], rows, "|", color="C0", **faint)
    bottom.plot(served[:, column], rows, "|", color="C1", **faint)
top.set_xscale("log")
# plain numbers, not powers of ten
ticks = [0.1, 10, 1000]
top.set_xticks(ticks, [f"{t:g}" for t in ticks])
top.set_title("in the file (log scale)")
bottom.set_title("as served: standardized")
top.set_yticks(range(len(COLUMNS)), COLUMNS)
top.invert_yaxis()
plt.show()
# --8<-- [end:columns]
