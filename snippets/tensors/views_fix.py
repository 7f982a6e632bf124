"""Chapter 2: the fix for a view PyTorch refuses: reshape, or
contiguous() and then view."""

# (3, 2): a transposed view of the (2, 3) day
from snippets.tensors.views import by_reading, day

# --8<-- [start:reshape]
import torch

# a view when one is possible, otherwise a copy
flat_readings = by_reading.reshape(6)
print(flat_readings)
# here a copy: new memory
print(flat_readings.data_ptr() == day.data_ptr())

# a copy whose memory follows by_reading's rows
in_row_order = by_reading.contiguous()
# now view() works, and agrees
print(torch.equal(in_row_order.view(6), flat_readings))
# --8<-- [end:reshape]
