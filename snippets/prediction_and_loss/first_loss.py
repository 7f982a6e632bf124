"""Chapter 3: a prediction from two parameters, and the mean squared
error it makes."""

# where this chapter starts: chapter 2's data
from snippets.tensors.two_measurements import x, y

# --8<-- [start:parameters]
import torch

# The two numbers training may change. requires_grad asks autograd to
# track them.
# weight: the slope
w = torch.tensor(1.0, requires_grad=True)
# bias: the offset
b = torch.tensor(0.0, requires_grad=True)
# --8<-- [end:parameters]

# --8<-- [start:loss]
# (2, 1): the forward pass
predictions = x * w + b
# (): one number to make smaller
loss = ((predictions - y) ** 2).mean()

# the numbers alone, as a Python list
print(predictions.detach().tolist())
# item: a plain Python float, for reading and logging
print(loss.item())
# --8<-- [end:loss]
