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

for scale in (1, 2, 0):
    scaled = scale * val_logits  # (60, 3)
    right = (scaled.argmax(dim=1) == val_labels).sum().item()
    # mean of each row's largest probability
    top = torch.softmax(scaled, dim=1).max(dim=1).values.mean().item()
    scaled_loss = loss_fn(scaled, val_labels).item()
    print(
        f"logits × {scale}: {right}/{len(val_labels)} right, "
        f"loss {scaled_loss:.3f}, top probability {top:.2f}"
    )
# --8<-- [end:scaled]
