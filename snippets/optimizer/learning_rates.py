"""Chapter 5: the same bowl descended with four learning rates."""

import torch


def descend(lr: float, steps: int = 6) -> list[float]:
    """Heights of the bowl w1**2 + 1.6*w2**2 after each of `steps` SGD steps from (2, 1)."""
    weights = torch.tensor([2.0, 1.0], requires_grad=True)
    optimizer = torch.optim.SGD([weights], lr=lr)
    heights = []
    for _ in range(steps):
        optimizer.zero_grad()
        loss = weights[0] ** 2 + 1.6 * weights[1] ** 2
        heights.append(loss.item())
        loss.backward()
        optimizer.step()
    return heights


for lr in [0.1, 0.5, 0.95, 1.2]:
    print(f"lr={lr:<5}", "  ".join(f"{h:8.2f}" for h in descend(lr)))

# Along w2 each step multiplies the distance to the bottom by (1 - lr * 3.2),
# so the steps stop shrinking once that factor drops below -1.
largest_stable_lr = 2 / 3.2
print(f"w2 settles only while lr < {largest_stable_lr}")
