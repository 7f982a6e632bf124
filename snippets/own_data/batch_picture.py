"""Chapter 14: each validation batch's loss beside the whole split's."""

from snippets.own_data.evaluate import loss_fn, model  # trained
from snippets.own_data.evaluate import torch, val_loader, whole_loss

# --8<-- [start:per-batch]
import matplotlib.pyplot as plt

model.eval()
batch_losses, batch_sizes = [], []
with torch.inference_mode():
    for xb, yb in val_loader:
        batch_losses.append(loss_fn(model(xb), yb).item())  # a mean
        batch_sizes.append(len(yb))
mean_of_means = sum(batch_losses) / len(batch_losses)

fig, ax = plt.subplots(figsize=(4.6, 2.8))
# one bar per batch: as wide as its batch, as tall as its mean loss
starts = [sum(batch_sizes[:i]) for i in range(len(batch_sizes))]
ax.bar(starts, batch_losses, batch_sizes, align="edge", alpha=0.6)
ax.axhline(whole_loss, color="black", label="the whole split's loss")
average = "the average of the bars' heights"
ax.axhline(mean_of_means, color="C3", linestyle="--", label=average)
ax.set_xlabel("validation wines, in the order the loader deals them")
ax.set_ylabel("mean cross-entropy")
# headroom above the tallest bar, for the legend
ax.set_ylim(0, 1.6 * max(batch_losses))
ax.legend(loc="upper right")
plt.show()
# --8<-- [end:per-batch]
