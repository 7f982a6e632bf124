"""Chapter 5: the same bowl descended with the home page widget's three
learning rates."""

# the bowl of the section above
from snippets.optimizer.bowl import bowl

# --8<-- [start:rates]
import torch


def descend(lr: float, steps: int = 12) -> list[float]:
    """The bowl's height at (2, 1) and after each of `steps` SGD steps
    from there."""
    position = torch.tensor([2.0, 1.0], requires_grad=True)
    sgd = torch.optim.SGD([position], lr=lr)
    heights = []
    for _ in range(steps):
        sgd.zero_grad()
        height = bowl(position)
        # measured before this step
        heights.append(height.item())
        height.backward()
        sgd.step()
    # and after the last one
    heights.append(bowl(position).item())
    return heights


# the presets of the home page's bowl: smooth, oscillates, diverges
rates = [0.1, 0.6, 0.8]
runs = {lr: descend(lr) for lr in rates}
for lr, heights in runs.items():
    # the start, then 6 steps
    print(f"lr={lr}:", "  ".join(f"{h:.3g}" for h in heights[:7]))

# Along w2 each step multiplies the distance to the bottom by (1 - lr *
# 3.2), so the steps stop shrinking once that factor drops below -1.
largest_stable_lr = 2 / 3.2
print(f"w2 settles only while lr < {largest_stable_lr}")
# --8<-- [end:rates]

# --8<-- [start:picture]
import matplotlib.pyplot as plt

for lr, heights in runs.items():
    plt.plot(heights, marker="o", markersize=3, label=f"lr = {lr}")
# from hundredths to tens of thousands: a log scale shows both
plt.yscale("log")
plt.xlabel("step")
plt.ylabel("height of the bowl (loss)")
plt.legend()
plt.show()
# --8<-- [end:picture]
