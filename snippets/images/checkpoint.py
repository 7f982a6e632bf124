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


def train_epochs(
    network: nn.Module,
    optimizer: torch.optim.Optimizer,
    scheduler: StepLR,
    epochs: range,
) -> dict[str, torch.Tensor]:
    """Train through ``epochs``; the weights at the end."""
    for _ in epochs:
        train_epoch(network, optimizer)
        scheduler.step()
    return network.state_dict()


torch.manual_seed(15)
network, optimizer, scheduler = fresh_run()
train_epochs(network, optimizer, scheduler, range(0, 3))
torch.save(
    {
        "epochs_done": 3,
        "model": network.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        # the shuffles and dropout masks to come draw from this
        "rng": torch.get_rng_state(),
    },
    "checkpoint.pt",
)
# the run goes on: 3 more epochs, never interrupted
uninterrupted = train_epochs(network, optimizer, scheduler, range(3, 6))

checkpoint = torch.load("checkpoint.pt", weights_only=True)
print("saved:", list(checkpoint))
state = checkpoint["optimizer"]["state"]
print("optimizer state for", len(state), "tensors:", list(state[0]))
counted = checkpoint["scheduler"]["last_epoch"]
print("epochs the scheduler has counted:", counted)
# --8<-- [end:save]


# --8<-- [start:resume]
def restore(path: str) -> tuple[nn.Sequential, torch.optim.SGD, StepLR]:
    """A fresh run with the saved network, optimizer and scheduler."""
    checkpoint = torch.load(path, weights_only=True)
    network, optimizer, scheduler = fresh_run()
    network.load_state_dict(checkpoint["model"])
    optimizer.load_state_dict(checkpoint["optimizer"])
    scheduler.load_state_dict(checkpoint["scheduler"])
    return network, optimizer, scheduler


def same_weights(a: dict, b: dict) -> bool:
    """Whether two state dicts hold equal tensors, bit for bit."""
    return all(torch.equal(a[k], b[k]) for k in a)


# later, perhaps in a new Python process
network, optimizer, scheduler = restore("checkpoint.pt")
checkpoint = torch.load("checkpoint.pt", weights_only=True)
torch.set_rng_state(checkpoint["rng"])
rest = range(checkpoint["epochs_done"], 6)
resumed = train_epochs(network, optimizer, scheduler, rest)
same = same_weights(resumed, uninterrupted)
print("every weight equal to the uninterrupted run:", same)
# --8<-- [end:resume]

# --8<-- [start:without-rng]
# the same resume, without restoring the random state
network, optimizer, scheduler = restore("checkpoint.pt")
unrestored = train_epochs(network, optimizer, scheduler, rest)
same = same_weights(unrestored, uninterrupted)
print("every weight equal to the uninterrupted run:", same)
# --8<-- [end:without-rng]
