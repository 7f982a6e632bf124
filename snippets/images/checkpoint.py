"""Chapter 15: a checkpoint that resumes training exactly: the model's,
the optimizer's and the scheduler's state, the epoch, the random
state."""

from snippets.images.convolution import train_epoch
from snippets.images.holding_up import digit_network

# --8<-- [start:save]
import torch
from torch import nn
from torch.optim.lr_scheduler import StepLR


def fresh_run() -> tuple[nn.Sequential, torch.optim.SGD, StepLR]:
    """A new network, its optimizer and its schedule, as above."""
    network = digit_network()
    optimizer = torch.optim.SGD(
        network.parameters(), lr=0.1, momentum=0.9, weight_decay=1e-3
    )
    scheduler = StepLR(optimizer, step_size=4, gamma=0.5)
    return network, optimizer, scheduler


def same_weights(a: dict, b: dict) -> bool:
    """Whether two state dicts hold equal tensors, bit for bit."""
    return all(torch.equal(a[k], b[k]) for k in a)


torch.manual_seed(15)
network, optimizer, scheduler = fresh_run()
for epoch in range(6):
    train_epoch(network, optimizer)
    scheduler.step()
    if epoch == 2:  # halfway: 3 epochs done
        torch.save(
            {
                "epoch": epoch,
                "model": network.state_dict(),
                "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(),
                # shuffles and dropout masks draw from this
                "rng": torch.get_rng_state(),
            },
            "checkpoint.pt",
        )
uninterrupted = network.state_dict()  # after all 6 epochs

checkpoint = torch.load("checkpoint.pt", weights_only=True)
print("saved:", list(checkpoint))
state = checkpoint["optimizer"]["state"]
print("optimizer state for", len(state), "tensors:", list(state[0]))
counted = checkpoint["scheduler"]["last_epoch"]
print("epochs the scheduler has counted:", counted)
# --8<-- [end:save]

# --8<-- [start:resume]
# later, perhaps in a new Python process: build, then load
network, optimizer, scheduler = fresh_run()
checkpoint = torch.load("checkpoint.pt", weights_only=True)
network.load_state_dict(checkpoint["model"])
optimizer.load_state_dict(checkpoint["optimizer"])
scheduler.load_state_dict(checkpoint["scheduler"])
torch.set_rng_state(checkpoint["rng"])

for _ in range(checkpoint["epoch"] + 1, 6):
    train_epoch(network, optimizer)
    scheduler.step()

resumed = network.state_dict()
same = same_weights(resumed, uninterrupted)
print("every weight equal to the uninterrupted run:", same)
# --8<-- [end:resume]

# --8<-- [start:without-rng]
# the same resume, leaving out only the random state
network, optimizer, scheduler = fresh_run()
network.load_state_dict(checkpoint["model"])
optimizer.load_state_dict(checkpoint["optimizer"])
scheduler.load_state_dict(checkpoint["scheduler"])
for _ in range(checkpoint["epoch"] + 1, 6):
    train_epoch(network, optimizer)
    scheduler.step()

unseeded = network.state_dict()
print("every weight equal:", same_weights(unseeded, uninterrupted))
# --8<-- [end:without-rng]
