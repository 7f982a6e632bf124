"""Chapter 4: w.grad is the slope of the loss, drawn against w with b
held at 0."""

# .grad filled, w = 1, b = 0
from snippets.autograd.backward_by_hand import b, loss, w
from snippets.tensors.two_measurements import x, y

# --8<-- [start:picture]
import matplotlib.pyplot as plt
import torch

# drawing, not training: no graph
with torch.no_grad():
    # (81,): other values w could have had
    ws = torch.linspace(-0.5, 3.5, 81)
    # (2, 1) * (81,) -> (2, 81): broadcasting, on purpose; then the mean
    # over the 2 rows
    curve = ((x * ws + b - y) ** 2).mean(dim=0)  # (81,)
    # a short stretch around w = 1
    near = torch.linspace(w.item() - 0.6, w.item() + 0.6, 2)
    # slope: what backward() found
    tangent = loss.item() + w.grad.item() * (near - w.item())

plt.plot(ws, curve, color="black", label="loss, b held at 0")
plt.plot(
    near,
    tangent,
    color="C1",
    linewidth=3,
    label=f"slope w.grad = {w.grad.item():g}",
)
plt.plot(w.item(), loss.item(), "o", color="C1")
plt.xlabel("w")
plt.ylabel("loss")
plt.legend()
plt.show()
# --8<-- [end:picture]
