"""Chapter 7: what a Dataset holds and what a DataLoader hands out."""

# chapter 7's loader
from snippets.complete_loop.sensor_calibration import (
    train_data,
    train_loader,
    x_train,
)

# --8<-- [start:example]
# one example: a (reading, reference) pair
reading, reference = train_data[0]
print("one example:", tuple(reading.shape), tuple(reference.shape))

# the first batch of a fresh pass
xb, yb = next(iter(train_loader))
# (B, 1) with B = 20
print("one batch:  ", tuple(xb.shape), tuple(yb.shape))
# --8<-- [end:example]

# --8<-- [start:epoch]
import torch


def one_pass() -> torch.Tensor:
    """All the readings one epoch hands out, in the order it hands them
    out."""
    return torch.cat([xb for xb, yb in train_loader])  # (140, 1)


first, second = one_pass(), one_pass()
print("steps in one epoch:", len(train_loader))
print("readings seen:", len(first))
print(
    "each row exactly once:",
    torch.equal(first.sort(dim=0).values, x_train.sort(dim=0).values),
)
print("same order both passes:", torch.equal(first, second))
# --8<-- [end:epoch]
