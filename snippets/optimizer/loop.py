"""Chapter 5: the whole loop on the two measurements, and where it takes
w and b."""

# the sensor model and its optimizer
from snippets.optimizer.first_step import b, optimizer, w
from snippets.tensors.two_measurements import x, y

# --8<-- [start:loop]
steps = 100
# where the parameters are, before every step
history = [(w.item(), b.item())]
for _ in range(steps):
    # forget the last step's gradients
    optimizer.zero_grad()
    # a fresh forward pass with the current weights
    loss = ((x * w + b - y) ** 2).mean()
    loss.backward()
    optimizer.step()
    history.append((w.item(), b.item()))

print(
    f"after {steps} more steps: w={w.item():.4f}, b={b.item():.4f}, "
    f"loss={loss.item():.6f}"
)
# --8<-- [end:loop]

# --8<-- [start:picture]
import matplotlib.pyplot as plt

plt.plot([w_then for w_then, _ in history], color="C0", label="w")
plt.plot([b_then for _, b_then in history], color="C1", label="b")
# The rule behind the data, y = 2x + 1, as dashed lines:
plt.axhline(2, color="C0", linestyle="--", linewidth=1)
plt.axhline(1, color="C1", linestyle="--", linewidth=1)
plt.xlabel("step")
plt.ylabel("value")
plt.legend()
plt.show()
# --8<-- [end:picture]
