"""Chapter 4: autograd's slope checked against a finite difference, in
float64, and by gradcheck."""

# chapter 2's data, float32
from snippets.tensors.two_measurements import x, y

# --8<-- [start:finite-difference]
import torch


def sensor_loss(w: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """Chapter 3's loss as a function of its two parameters, computed in
    float64."""
    return ((x.double() * w + b - y.double()) ** 2).mean()


w64 = torch.tensor(1.0, dtype=torch.float64, requires_grad=True)
b64 = torch.tensor(0.0, dtype=torch.float64, requires_grad=True)
sensor_loss(w64, b64).backward()

# a step to either side of w = 1
h = 1e-6
with torch.no_grad():
    numeric = (
        sensor_loss(w64 + h, b64) - sensor_loss(w64 - h, b64)
    ) / (2 * h)

print("autograd:         ", w64.grad.item())
print(f"finite difference: {numeric.item():.6f}")
print("agree to 1e-6:    ", abs(numeric - w64.grad).item() < 1e-6)
# --8<-- [end:finite-difference]

# --8<-- [start:gradcheck]
from torch.autograd import gradcheck

# Every input's slope, from autograd and from small steps, compared
# within a tolerance:
print(gradcheck(sensor_loss, (w64, b64)))
# --8<-- [end:gradcheck]
