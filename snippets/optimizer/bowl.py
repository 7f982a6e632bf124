"""Chapter 5: one SGD step on the bowl L(w1, w2) = w1**2 + 1.6 * w2**2,
checked by autograd."""

# --8<-- [start:bowl]
import torch


def bowl(point: torch.Tensor) -> torch.Tensor:
    """The height of the bowl at point = (w1, w2): lowest, 0, at (0,
    0)."""
    return point[0] ** 2 + 1.6 * point[1] ** 2


# (2,): (w1, w2) = (2, 1)
point = torch.tensor([2.0, 1.0], requires_grad=True)
# its own: `optimizer` keeps w and b
bowl_optimizer = torch.optim.SGD([point], lr=0.1)

# by hand: (2 * w1, 3.2 * w2) = (4, 3.2)
bowl(point).backward()
# the slope along each axis
print(point.grad)
# (2, 1) - 0.1 * (4, 3.2)
bowl_optimizer.step()
# the new point
print(point.detach())
# --8<-- [end:bowl]
