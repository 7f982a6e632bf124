"""Chapter 2: a view is a new shape over the same memory; a transposed view has swapped strides."""

# --8<-- [start:view]
import torch

day = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])  # (2, 3): two sensors, three readings each
flat_day = day.view(6)  # (6,): the same six numbers, row after row
print(flat_day)
print(flat_day.data_ptr() == day.data_ptr())  # the same memory: a view, not a copy

flat_day[0] = 10.0  # write through the view...
print(day[0])  # ...and the original shows it
print(day.stride(), day.is_contiguous())  # steps in memory per dimension: (next row, next column)
# --8<-- [end:view]

# --8<-- [start:transposed]
by_reading = day.T  # (3, 2): one row per reading; also a view, with its strides swapped
print(by_reading.data_ptr() == day.data_ptr())
print(by_reading.stride(), by_reading.is_contiguous())
# --8<-- [end:transposed]
