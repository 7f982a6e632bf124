"""Chapter 7: learn preprocessing statistics from the training split
only."""

# chapter 7's split
from snippets.complete_loop.sensor_calibration import (
    x_test,
    x_train,
    x_val,
)

# --8<-- [start:standardize]
import torch

# learned from the 140 training rows only
mean, std = x_train.mean(), x_train.std()


def standardize(inputs: torch.Tensor) -> torch.Tensor:
    # the same shift and scale for every split
    return (inputs - mean) / std


print(f"training mean {mean:.4f}, std {std:.4f}")
for name, inputs in [
    ("train", x_train),
    ("val", x_val),
    ("test", x_test),
]:
    scaled = standardize(inputs)
    # + 0.0 turns a rounded -0.0 into 0.0
    scaled_mean = round(scaled.mean().item(), 4) + 0.0
    print(f"{name:>5}: mean {scaled_mean:+.4f}, std {scaled.std():.4f}")
# --8<-- [end:standardize]
