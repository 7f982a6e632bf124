"""Chapter 15, fix the bug: a batch of images the network refuses."""

from snippets.images.convolution import model
from snippets.images.grey_batch import grey

# --8<-- [start:no-channel]
logits = model(grey)
# --8<-- [end:no-channel]
