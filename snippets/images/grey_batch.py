"""Chapter 15, fix the bug: 64 digit files read with a shorter
transform."""

from snippets.images.digit_files import images

# --8<-- [start:grey-batch]
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
# --8<-- [end:grey-batch]
