"""Chapter 15: the exercises' fixes, run."""

from snippets.images.convolution import model
from snippets.images.digit_files import DigitFiles, root
from snippets.images.grey_batch import grey

# --8<-- [start:folder-labels-fixed]
from PIL import Image
from torch import nn
from torch.utils.data import DataLoader


class NamedDigits(DigitFiles):
    """The same files; the label is the folder's name, as a number."""

    def __getitem__(self, i: int):
        path = self.paths[i]
        with Image.open(path) as image:
            return self.transform(image), int(path.parent.name)


loader = DataLoader(NamedDigits(root), batch_size=8, shuffle=True)
pixels, labels = next(iter(loader))
print("labels:", labels.dtype, tuple(labels.shape))
logits = nn.Linear(64, 10)(pixels.flatten(1))  # (8, 10)
loss = nn.functional.cross_entropy(logits, labels)
print("loss is a number:", loss.isfinite().item())
# --8<-- [end:folder-labels-fixed]

# --8<-- [start:no-channel-fixed]
batch_of_one_channel = grey.unsqueeze(1)  # (64, 1, 8, 8)
print("batch:", tuple(batch_of_one_channel.shape))
print("logits:", tuple(model(batch_of_one_channel).shape))
# --8<-- [end:no-channel-fixed]
