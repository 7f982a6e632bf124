"""Chapter 13: to add up the gradients of k mean losses, divide by k."""

# (140, 1) each: chapter 7's training split
from snippets.complete_loop.sensor_calibration import x_train, y_train

# --8<-- [start:divide]
import torch
from torch import nn

torch.manual_seed(0)
line = nn.Linear(1, 1)
# Batches added up before one step: 7 batches of 20
k = 7

# The gradient of one mean loss over all the training readings
nn.functional.mse_loss(line(x_train), y_train).backward()
full = line.weight.grad.clone()

for divisor in (1, k):
    line.zero_grad()
    batches = zip(x_train.split(20), y_train.split(20), strict=True)
    for xb, yb in batches:
        # A mean over the batch; backward() adds into .grad
        loss = nn.functional.mse_loss(line(xb), yb)
        (loss / divisor).backward()
    ratio = (line.weight.grad / full).item()
    print(f"loss / {divisor}: {ratio:.3f} x the full-batch gradient")
# --8<-- [end:divide]
