"""Chapter 2: a view is a new shape over the same memory; a transposed
view has swapped strides."""

# --8<-- [start:view]
import torch

# (2, 3): two sensors, three readings each
day = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
# (6,): the same six numbers, row after row
flat_day = day.view(6)
print(flat_day)
# the same memory: a view, not a copy
print(flat_day.data_ptr() == day.data_ptr())

# write through the view...
flat_day[0] = 10.0
# ...and the original shows it
print(day[0])
# steps in memory per dimension: (next row, next column)
print(day.stride(), day.is_contiguous())
# --8<-- [end:view]

# --8<-- [start:transposed]
# (3, 2): one row per reading; also a view, with its strides swapped
by_reading = day.T
print(by_reading.data_ptr() == day.data_ptr())
print(by_reading.stride(), by_reading.is_contiguous())
# --8<-- [end:transposed]
