"""Chapter 4: a tensor used twice reaches the result by two paths, and
backward() adds them."""

# the printer defined earlier in this chapter
from snippets.autograd.tape import show_tape

# (2, 1): chapter 2's readings
from snippets.tensors.two_measurements import x

# --8<-- [start:used-twice]
import torch

gain = torch.tensor(1.0, requires_grad=True)
# 2.0: chapter 2's second reading, data
raw = x[1, 0]
# gain used twice: once multiplied by raw, once added on its own
reading = gain * raw + gain

show_tape(reading, {"gain": gain})
reading.backward()
# path through MulBackward0: raw = 2; the direct path: 1
print(gain.grad)
# --8<-- [end:used-twice]
