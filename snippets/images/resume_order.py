"""Chapter 15, fix the bug: a resume that loads everything, in an
order of its own."""

from snippets.images.checkpoint import fresh_run, same_weights
from snippets.images.checkpoint import uninterrupted
from snippets.images.convolution import train_epoch

# --8<-- [start:resume-order]
import torch

checkpoint = torch.load("checkpoint.pt", weights_only=True)
torch.set_rng_state(checkpoint["rng"])
network, optimizer, scheduler = fresh_run()
network.load_state_dict(checkpoint["model"])
optimizer.load_state_dict(checkpoint["optimizer"])
scheduler.load_state_dict(checkpoint["scheduler"])

for _ in range(checkpoint["epoch"] + 1, 6):
    train_epoch(network, optimizer)
    scheduler.step()

resumed = network.state_dict()
same = same_weights(resumed, uninterrupted)
print("every weight equal to the uninterrupted run:", same)
# --8<-- [end:resume-order]
