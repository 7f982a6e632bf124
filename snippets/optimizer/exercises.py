"""Chapter 5 exercises: a learning rate twice as large, and the loop
with three rates."""

# chapter 2's data
from snippets.tensors.two_measurements import x, y

# --8<-- [start:double-rate]
import torch

# chapter 3's start again: w = 1, b = 0
w_big = torch.tensor(1.0, requires_grad=True)
b_big = torch.tensor(0.0, requires_grad=True)
# the same gradients: -8 and -5
((x * w_big + b_big - y) ** 2).mean().backward()
# twice the learning rate
torch.optim.SGD([w_big, b_big], lr=0.2).step()

with torch.no_grad():
    big_step_loss = ((x * w_big + b_big - y) ** 2).mean().item()
print(
    f"w={w_big.item():.4f}, b={b_big.item():.4f}, "
    f"loss={big_step_loss:.4f}"
)
# --8<-- [end:double-rate]


# --8<-- [start:three-rates]
def fit(lr: float, steps: int = 100) -> str:
    """Chapter 3's model trained from w = 1, b = 0 for `steps` steps at
    rate `lr`."""
    w_fit = torch.tensor(1.0, requires_grad=True)
    b_fit = torch.tensor(0.0, requires_grad=True)
    sgd = torch.optim.SGD([w_fit, b_fit], lr=lr)
    for _ in range(steps):
        sgd.zero_grad()
        fit_loss = ((x * w_fit + b_fit - y) ** 2).mean()
        fit_loss.backward()
        sgd.step()
    return (
        f"w={w_fit.item():.4g}, b={b_fit.item():.4g}, "
        f"loss={fit_loss.item():.4g}"
    )


for lr in [0.01, 0.1, 0.3]:
    print(f"lr={lr}:", fit(lr))
# --8<-- [end:three-rates]
