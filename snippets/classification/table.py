"""Chapter 10: the readings as one table, features and sensor side by
side, as a file would hold them."""

# the Dataset's tensors
from snippets.classification.readings import readings

# --8<-- [start:table]
import torch

# (N, 3): x, y, sensor
table = torch.cat(
    [readings.features, readings.labels.unsqueeze(1)], dim=1
)
print("table:", tuple(table.shape))
print("row 150:", [round(value, 2) for value in table[150].tolist()])
# --8<-- [end:table]
