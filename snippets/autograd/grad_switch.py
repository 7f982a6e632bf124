"""Chapter 4: the same multiplication, with gradient recording off and
on."""

# (2, 1): chapter 2's readings, data
from snippets.tensors.two_measurements import x

# --8<-- [start:switch]
import torch

# recording off: just a number
w_plain = torch.tensor(1.0)
# recording on
w_tracked = torch.tensor(1.0, requires_grad=True)

# None: a result and nothing else, like NumPy
print((x * w_plain).grad_fn)
# a node autograd can walk back through
print((x * w_tracked).grad_fn.name())

# switch recording off for a block, even for tracked tensors
with torch.no_grad():
    print((x * w_tracked).grad_fn)
# --8<-- [end:switch]
