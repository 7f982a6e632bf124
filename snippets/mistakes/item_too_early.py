"""Chapter 12: .item() turns the loss into a Python float, and a float has no backward."""

# --8<-- [start:item]
import torch

w = torch.tensor(1.0, requires_grad=True)
x = torch.tensor([1.0, 2.0])
y = torch.tensor([3.0, 5.0])

loss = ((x * w - y) ** 2).mean().item()  # the mistake: a number, cut off from the graph
try:
    loss.backward()
except AttributeError as err:
    print(f"{type(err).__name__}: {err}")

loss = ((x * w - y) ** 2).mean()  # keep the tensor for backward ...
loss.backward()
print("logged loss:", loss.item(), "| w.grad:", w.grad.item())  # ... and take .item() to log
# --8<-- [end:item]
