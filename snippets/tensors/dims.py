"""Chapter 2: unsqueeze adds a dim of size 1, squeeze removes it,
and permute puts the dims in another order."""

from snippets.tensors.indexing import readings  # (3, 4)
from snippets.tensors.reductions import per_sensor  # (3,)

# --8<-- [start:unsqueeze]
import torch

print(per_sensor.shape)  # (3,)
# a new dim of size 1 at position 1: one total per row
per_sensor_column = per_sensor.unsqueeze(1)  # (3, 1)
# at position 0 instead: one row of totals
print(per_sensor_column.shape, per_sensor.unsqueeze(0).shape)
# squeeze(1) removes that size-1 dim again
print(per_sensor_column.squeeze(1).shape)  # (3,)

# now both have two dims, and cat can join them side by side
# the total becomes the last column
with_totals = torch.cat([readings, per_sensor_column], dim=1)
print(with_totals)  # (3, 5)
# --8<-- [end:unsqueeze]

# --8<-- [start:permute]
# 8 pictures, laid out as image files store them
pictures = torch.zeros(8, 28, 28, 3)  # (B, H, W, C)
# the same numbers read in another order: a view, like .T
channels_first = pictures.permute(0, 3, 1, 2)  # (B, C, H, W)
print(channels_first.shape, channels_first.is_contiguous())
# --8<-- [end:permute]
