"""Chapter 4: the same multiplication, with gradient recording off and on."""

from snippets.tensors.two_measurements import x  # (2, 1): chapter 2's readings, data

# --8<-- [start:switch]
import torch

w_plain = torch.tensor(1.0)  # recording off: just a number
w_tracked = torch.tensor(1.0, requires_grad=True)  # recording on

print((x * w_plain).grad_fn)  # None: a result and nothing else, like NumPy
print((x * w_tracked).grad_fn.name())  # a node autograd can walk back through

with torch.no_grad():  # switch recording off for a block, even for tracked tensors
    print((x * w_tracked).grad_fn)
# --8<-- [end:switch]
