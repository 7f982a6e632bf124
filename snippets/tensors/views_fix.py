"""Chapter 2: the fix for a view PyTorch refuses: reshape, or contiguous() and then view."""

from snippets.tensors.views import by_reading, day  # (3, 2): a transposed view of the (2, 3) day

# --8<-- [start:reshape]
import torch

flat_readings = by_reading.reshape(6)  # a view when one is possible, otherwise a copy
print(flat_readings)
print(flat_readings.data_ptr() == day.data_ptr())  # here a copy: new memory

in_row_order = by_reading.contiguous()  # a copy whose memory follows by_reading's rows
print(torch.equal(in_row_order.view(6), flat_readings))  # now view() works, and agrees
# --8<-- [end:reshape]
