"""Chapter 5: gradients add up in .grad until something clears them."""

from snippets.optimizer.first_step import b, optimizer, w  # after one step: w = 1.8, b = 0.5
from snippets.tensors.two_measurements import x, y


# --8<-- [start:accumulation]
def sensor_loss():
    return ((x * w + b - y) ** 2).mean()  # a fresh forward pass, and graph, per call


print("left from chapter 4:", w.grad.item())  # step() used it, and did not clear it
optimizer.zero_grad()  # clear every parameter the optimizer holds: .grad becomes None
print("after zero_grad:    ", w.grad)

sensor_loss().backward()
once = w.grad.item()
print(f"one backward:        {once:.4f}")  # the slope at the new w = 1.8

sensor_loss().backward()  # no zero_grad in between
twice = w.grad.item()
print(f"two backwards:       {twice:.4f}")  # the sum of both
# --8<-- [end:accumulation]
