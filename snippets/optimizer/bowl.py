"""Chapter 5: one SGD step on the bowl L(w1, w2) = w1**2 + 1.6 * w2**2, checked by autograd."""

# --8<-- [start:bowl]
import torch


def bowl(point: torch.Tensor) -> torch.Tensor:
    """The height of the bowl at point = (w1, w2): lowest, 0, at (0, 0)."""
    return point[0] ** 2 + 1.6 * point[1] ** 2


point = torch.tensor([2.0, 1.0], requires_grad=True)  # (2,): (w1, w2) = (2, 1)
bowl_optimizer = torch.optim.SGD([point], lr=0.1)  # its own: `optimizer` keeps w and b

bowl(point).backward()  # by hand: (2 * w1, 3.2 * w2) = (4, 3.2)
print(point.grad)  # the slope along each axis
bowl_optimizer.step()  # (2, 1) - 0.1 * (4, 3.2)
print(point.detach())  # the new point
# --8<-- [end:bowl]
