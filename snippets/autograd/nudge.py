"""Chapter 4: the same nudge under torch.no_grad(), where a leaf may
change, and the loss it gives."""

# chapter 3's model, w = 1
from snippets.prediction_and_loss.first_loss import b, loss, w, x, y

# --8<-- [start:nudge]
import torch

# exact in binary, so w comes back to exactly 1.0
nudge = 2**-10
# not recorded: here a leaf may change in place
with torch.no_grad():
    w += nudge
    nudged_loss = ((x * w + b - y) ** 2).mean()
    # and back
    w -= nudge

print(w.item())
print(f"{loss.item():.4f} -> {nudged_loss.item():.4f}")
print(
    f"change per unit of w: {(nudged_loss - loss).item() / nudge:.2f}"
)
# --8<-- [end:nudge]
