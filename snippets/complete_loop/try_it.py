"""Chapter 8, try it: which mode the loop leaves the model in, and a
learning rate 50 times smaller."""

# where these sections start: chapter 8's trained program
from snippets.complete_loop.sensor_calibration import (
    model,
    start_bias,
    start_weight,
    train_loader,
    x_val,
    y_val,
)

# --8<-- [start:mode]
print("training mode after the program:", model.training)
# --8<-- [end:mode]

# --8<-- [start:slow]
import torch
from torch import nn

slow_model = nn.Linear(1, 1)
# the same starting line as `model`, for a fair comparison
with torch.no_grad():
    slow_model.weight.fill_(start_weight)
    slow_model.bias.fill_(start_bias)
# 50 times smaller than 0.05
slow_optimizer = torch.optim.SGD(slow_model.parameters(), lr=0.001)

# the same 100 epochs of 7 steps
for epoch in range(100):
    for xb, yb in train_loader:
        slow_optimizer.zero_grad(set_to_none=True)
        # what loss_fn computes
        nn.functional.mse_loss(slow_model(xb), yb).backward()
        slow_optimizer.step()
    if epoch + 1 in (1, 10, 50, 100):
        with torch.inference_mode():
            slow_val_mse = nn.functional.mse_loss(
                slow_model(x_val), y_val
            ).item()
        print(f"epoch {epoch + 1:>3}: val MSE {slow_val_mse:.4f}")

print(
    f"weight {slow_model.weight.item():.4f}, "
    f"bias {slow_model.bias.item():.4f}"
)
# --8<-- [end:slow]
