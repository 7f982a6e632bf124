"""Chapter 5: gradients add up in .grad until something clears them."""

# after one step: w = 1.8, b = 0.5
from snippets.optimizer.first_step import b, optimizer, w
from snippets.tensors.two_measurements import x, y


# --8<-- [start:accumulation]
def sensor_loss():
    # a fresh forward pass, and graph, per call
    return ((x * w + b - y) ** 2).mean()


# step() used it, and did not clear it
print("left from chapter 4:", w.grad.item())
# clear every parameter the optimizer holds: .grad becomes None
optimizer.zero_grad()
print("after zero_grad:    ", w.grad)

sensor_loss().backward()
once = w.grad.item()
# the slope at the new w = 1.8
print(f"one backward:        {once:.4f}")

# no zero_grad in between
sensor_loss().backward()
twice = w.grad.item()
# the sum of both
print(f"two backwards:       {twice:.4f}")
# --8<-- [end:accumulation]
