"""Chapter 15, fix the bug: a batch of images without a channel."""

from snippets.images.convolution import model
from snippets.images.digit_files import images

# --8<-- [start:no-channel]
import numpy as np
import torch
from PIL import Image


def to_grey(image: Image.Image) -> torch.Tensor:
    """A greyscale image -> an (H, W) tensor of floats in [0, 1]."""
    return torch.from_numpy(np.array(image)) / 255


pictures = []
for path in images.paths[:64]:
    with Image.open(path) as image:
        pictures.append(to_grey(image))
grey = torch.stack(pictures)
print("batch:", tuple(grey.shape))
logits = model(grey)
# --8<-- [end:no-channel]
