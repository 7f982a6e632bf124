"""Chapter 2: taking numbers out of a tensor: index, slice, mask."""

# --8<-- [start:index]
import torch

# three sensors (rows), each read four times (columns)
readings = torch.tensor(
    [
        [3.0, 5.0, 7.0, 9.0],
        [2.0, 4.0, 4.0, 6.0],
        [8.0, 1.0, 0.0, 3.0],
    ]
)  # (3, 4)

# an index picks one position and removes that dim:
# sensor 2's four readings, then one number (still a tensor)
print(readings[2])  # (4,)
print(readings[2, 0])  # ()
# ":" keeps the whole dim: reading 0 of every sensor
print(readings[:, 0])  # (3,)
# a slice keeps its dim, even when it is one wide
print(readings[:, 0:1])  # (3, 1)
# negative positions count from the end: the last two readings
print(readings[:, -2:])  # (3, 2)
# --8<-- [end:index]

# --8<-- [start:mask]
# a comparison gives one True or False per reading: a mask
high = readings > 4.0  # (3, 4), dtype torch.bool
print(high)
# indexing with a mask keeps the readings where it is True,
# flat and in row order
print(readings[high])  # (5,)
# True counts as 1, so a sum counts them
print(high.sum().item(), "readings above 4")
# --8<-- [end:mask]
