"""Chapter 15, fix the bug: labels read from the folder names."""

from snippets.images.digit_files import DigitFiles, root

# --8<-- [start:folder-labels]
from PIL import Image
from torch import nn
from torch.utils.data import DataLoader


class NamedDigits(DigitFiles):
    """The same files; the label is the folder it sits in."""

    def __getitem__(self, i: int):
        path = self.paths[i]
        with Image.open(path) as image:
            return self.transform(image), path.parent.name


loader = DataLoader(NamedDigits(root), batch_size=8, shuffle=True)
pixels, labels = next(iter(loader))
print("pixels:", tuple(pixels.shape))
logits = nn.Linear(64, 10)(pixels.flatten(1))  # (8, 10)
loss = nn.functional.cross_entropy(logits, labels)
# --8<-- [end:folder-labels]
