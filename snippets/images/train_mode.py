"""Chapter 15, predict first: the trained network scored in train()."""

from snippets.images.digit_files import val_loader
from snippets.images.holding_up import network

# --8<-- [start:train-mode]
import torch

val_images, val_labels = val_loader.dataset.tensors  # (300, 1, 8, 8)
with torch.inference_mode():
    for mode in ("train", "train", "eval"):
        # network.train() or network.eval()
        getattr(network, mode)()
        said = network(val_images).argmax(dim=1)  # (300,)
        right = (said == val_labels).sum().item()
        print(f"{mode + '():':<8} {right}/300 right")
# --8<-- [end:train-mode]
