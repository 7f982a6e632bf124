"""Chapter 13: .item() turns the loss into a Python float, and a float
has no backward."""

# --8<-- [start:item]
import torch

w = torch.tensor(1.0, requires_grad=True)
x = torch.tensor([1.0, 2.0])
y = torch.tensor([3.0, 5.0])

# the mistake: a number, cut off from the graph
loss = ((x * w - y) ** 2).mean().item()
print(type(loss).__name__, loss)
loss.backward()
# --8<-- [end:item]
