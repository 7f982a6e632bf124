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

# --8<-- [start:first-batch-fixed]
# start a pass and take its first batch
first_xb, first_yb = next(iter(train_loader))
print("first batch:", tuple(first_xb.shape), tuple(first_yb.shape))

# start another pass
another_xb, another_yb = next(iter(train_loader))
print(
    "same readings as another pass's first batch:",
    torch.equal(first_xb, another_xb),
)
# --8<-- [end:first-batch-fixed]

# --8<-- [start:predict-batches]
from torch.utils.data import DataLoader

# 140 rows in batches of 32
loader_32 = DataLoader(train_data, batch_size=32)
print("batches per epoch:", len(loader_32))
print("batch sizes:", [len(xb) for xb, yb in loader_32])
# --8<-- [end:predict-batches]

# --8<-- [start:drop-last]
loader_32_full = DataLoader(
    train_data, batch_size=32, shuffle=True, drop_last=True
)
print("batches per epoch:", len(loader_32_full))
print("batch sizes:", [len(xb) for xb, yb in loader_32_full])
seen = sum(len(xb) for xb, yb in loader_32_full)
print("readings seen in one epoch:", seen, "of", len(train_data))
# --8<-- [end:drop-last]
