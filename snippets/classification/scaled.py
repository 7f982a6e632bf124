"""Chapter 10, predict first: what scaling every logit changes, and what
it leaves alone."""

# trained
from snippets.classification.train import (
    classifier,
    loss_fn,
    val_features,
    val_labels,
)

# --8<-- [start:scaled]
import torch

with torch.inference_mode():
    val_logits = classifier(val_features)  # (60, 3)

# scale -> validation loss
losses = {}
for scale in (1, 2, 3, 0):
    scaled = scale * val_logits  # (60, 3)
    right = (scaled.argmax(dim=1) == val_labels).sum().item()
    # mean over readings of each row's largest probability
    probs = torch.softmax(scaled, dim=1)  # (60, 3)
    top = probs.max(dim=1).values.mean().item()
    losses[scale] = loss_fn(scaled, val_labels).item()
    report = f"{right}/{len(scaled)} right, loss {losses[scale]:.3f}"
    print(f"logits × {scale}: {report}, top probability {top:.2f}")
# --8<-- [end:scaled]
