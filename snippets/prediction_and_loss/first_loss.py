"""Chapter 3: a prediction from two parameters, and the mean squared error it makes."""

from snippets.tensors.two_measurements import x, y  # where this chapter starts: chapter 2's data

# --8<-- [start:parameters]
import torch

# The two numbers training may change. requires_grad asks autograd to track them.
w = torch.tensor(1.0, requires_grad=True)  # weight: the slope
b = torch.tensor(0.0, requires_grad=True)  # bias: the offset
# --8<-- [end:parameters]

# --8<-- [start:loss]
predictions = x * w + b  # (2, 1): the forward pass
loss = ((predictions - y) ** 2).mean()  # (): one number to make smaller

print(predictions.detach().tolist())  # the numbers alone, as a Python list
print(loss.item())  # item: a plain Python float, for reading and logging
# --8<-- [end:loss]
