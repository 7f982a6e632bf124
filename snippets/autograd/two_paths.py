"""Chapter 4: a tensor used twice reaches the result by two paths, and backward() adds them."""

from snippets.autograd.tape import show_tape  # the printer defined earlier in this chapter
from snippets.tensors.two_measurements import x  # (2, 1): chapter 2's readings

# --8<-- [start:used-twice]
import torch

gain = torch.tensor(1.0, requires_grad=True)
raw = x[1, 0]  # 2.0: chapter 2's second reading, data
reading = gain * raw + gain  # gain used twice: once multiplied by raw, once added on its own

show_tape(reading, {"gain": gain})
reading.backward()
print(gain.grad)  # path through MulBackward0: raw = 2; the direct path: 1
# --8<-- [end:used-twice]
