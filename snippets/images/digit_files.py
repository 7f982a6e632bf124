"""Chapter 15: real handwritten digits written as PNG files into class
folders, read back by a Dataset of our own with our own transforms."""

# --8<-- [start:write]
from pathlib import Path

from PIL import Image
from sklearn.datasets import load_digits

# 1,797 real 8x8 scans that ship inside scikit-learn: no download
digits = load_digits()
print("images:", digits.images.shape, "labels:", digits.target.shape)
print("pixel values:", digits.images.min(), "to", digits.images.max())

# one folder per class, relative to where Python runs: digits/0 .. 9
root = Path("digits")
for i, (image, label) in enumerate(
    zip(digits.images, digits.target, strict=True)
):
    folder = root / str(label)
    folder.mkdir(parents=True, exist_ok=True)
    # 0..16 ink levels -> 0..255 grey levels, one byte per pixel
    pixels = (image * 255 / 16).round().astype("uint8")
    Image.fromarray(pixels).save(folder / f"{i:04d}.png")

files = sorted(root.glob("*/*.png"))
print("files written:", len(files))
print("first files:", [f.as_posix() for f in files[:3]])
# --8<-- [end:write]

# --8<-- [start:dataset]
from collections.abc import Callable

import numpy as np
import torch
from torch.utils.data import Dataset

# this page computes in float64: see "Why float64" below
torch.set_default_dtype(torch.float64)


def to_tensor(image: Image.Image) -> torch.Tensor:
    """A greyscale image -> a (1, H, W) tensor of floats in [0, 1]."""
    pixels = torch.from_numpy(np.array(image))  # (H, W) uint8
    # a channel dimension first: Conv2d wants (C, H, W);
    # dividing makes floats of the default dtype
    return pixels.unsqueeze(0) / 255


class DigitFiles(Dataset):
    """Every root/<label>/<name>.png, opened only when asked for."""

    def __init__(
        self,
        root: Path,
        transform: Callable[[Image.Image], torch.Tensor] = to_tensor,
    ) -> None:
        self.paths = sorted(root.glob("*/*.png"))
        # the label is the name of the folder the file sits in
        self.labels = [int(p.parent.name) for p in self.paths]
        self.transform = transform

    def __len__(self) -> int:
        return len(self.paths)

    def __getitem__(self, i: int) -> tuple[torch.Tensor, int]:
        with Image.open(self.paths[i]) as image:
            return self.transform(image), self.labels[i]


images = DigitFiles(root)
image, label = images[0]
print("examples:", len(images))
print("images[0]:", tuple(image.shape), image.dtype, "label", label)
print(f"pixels from {image.min():.2f} to {image.max():.2f}")
# --8<-- [end:dataset]

# --8<-- [start:figure]
import matplotlib.pyplot as plt

# the first two files of every class folder, as read back from disk
fig, axes = plt.subplots(2, 10, figsize=(6.8, 1.9))
for label in range(10):
    first = images.labels.index(label)
    for row in range(2):
        image, _ = images[first + row]
        ax = axes[row, label]
        ax.imshow(image[0], cmap="gray_r")  # (8, 8): ink is dark
        ax.set_axis_off()
        if row == 0:
            ax.set_title(str(label))
plt.show()
# --8<-- [end:figure]

# --8<-- [start:split]
from torch.utils.data import DataLoader, TensorDataset, random_split

# learn from 1,197, choose with 300, keep 300 for the very end
train_set, val_set, test_set = random_split(
    images,
    [1197, 300, 300],
    generator=torch.Generator().manual_seed(15),
)

# the training pixels' mean and spread, measured once
train_pixels = torch.stack([image for image, _ in train_set])
mean, std = train_pixels.mean().item(), train_pixels.std().item()
print("training pixels:", tuple(train_pixels.shape))
print(f"mean {mean:.4f}, std {std:.4f}")


def normalize(pixels: torch.Tensor) -> torch.Tensor:
    """Centre and scale with the training split's numbers."""
    return (pixels - mean) / std


def standardized(image: Image.Image) -> torch.Tensor:
    return normalize(to_tensor(image))


# the three Subsets share one Dataset: this reaches all of them
images.transform = standardized


def in_memory(subset: Dataset) -> TensorDataset:
    """Every example of ``subset``, read from its file once and kept."""
    loader = DataLoader(subset, batch_size=len(subset))
    pixels, labels = next(iter(loader))  # (N, 1, 8, 8) and (N,)
    return TensorDataset(pixels, labels)


torch.manual_seed(15)  # the training loader's shuffles
train_loader = DataLoader(
    in_memory(train_set), batch_size=64, shuffle=True
)
val_loader = DataLoader(in_memory(val_set), batch_size=100)
test_loader = DataLoader(in_memory(test_set), batch_size=100)
batch, labels = next(iter(train_loader))
print("batch:", tuple(batch.shape), "labels:", tuple(labels.shape))
print(f"batch mean {batch.mean():.2f}, std {batch.std():.2f}")
# --8<-- [end:split]
