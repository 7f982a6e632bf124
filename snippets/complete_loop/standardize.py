"""Chapter 7: learn preprocessing statistics from the training split only."""

# --8<-- [start:standardize]
if "x_train" not in globals(): from snippets.complete_loop.sensor_calibration import *  # markdown-exec: hide
mean, std = x_train.mean(), x_train.std()  # learned from the 140 training rows only


def standardize(inputs: torch.Tensor) -> torch.Tensor:
    return (inputs - mean) / std  # the same shift and scale for every split


print(f"training mean {mean:.4f}, std {std:.4f}")
for name, inputs in [("train", x_train), ("val", x_val), ("test", x_test)]:
    scaled = standardize(inputs)
    print(f"{name:>5}: mean {scaled.mean():+.4f}, std {scaled.std():.4f}")
# --8<-- [end:standardize]
