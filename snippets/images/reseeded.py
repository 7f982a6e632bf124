"""Chapter 15, predict first: resume with the run's seed in place of
its saved random state."""

from snippets.images.checkpoint import rest, restore, same_weights
from snippets.images.checkpoint import train_epochs, uninterrupted

# --8<-- [start:reseeded]
import torch

network, optimizer, scheduler = restore("checkpoint.pt")
# the seed the uninterrupted run began with, instead of its state
torch.manual_seed(15)
reseeded = train_epochs(network, optimizer, scheduler, rest)
same = same_weights(reseeded, uninterrupted)
print("every weight equal to the uninterrupted run:", same)
# --8<-- [end:reseeded]
