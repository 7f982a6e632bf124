"""Chapter 13: keep the loss a tensor for backward, and take .item()
only to log it."""

# --8<-- [start:fixed]
import torch

w = torch.tensor(1.0, requires_grad=True)
x = torch.tensor([1.0, 2.0])
y = torch.tensor([3.0, 5.0])

# keep the tensor for backward ...
loss = ((x * w - y) ** 2).mean()
loss.backward()
# ... and take .item() to log
print("logged loss:", loss.item(), "| w.grad:", w.grad.item())
# --8<-- [end:fixed]
