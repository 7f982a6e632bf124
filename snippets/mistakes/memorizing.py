"""Chapter 13: training error keeps falling while validation error stops
improving."""

# --8<-- [start:memorize]
import torch
from torch import nn

torch.manual_seed(0)
# (8, 1): only eight readings
x_train = torch.linspace(-2, 2, 8).reshape(-1, 1)
# a line plus noise on the references
y_train = 2 * x_train + 1 + 0.5 * torch.randn_like(x_train)
# (40, 1): new readings, same rule
x_val = torch.linspace(-1.9, 1.9, 40).reshape(-1, 1)
y_val = 2 * x_val + 1 + 0.5 * torch.randn_like(x_val)

# far more parameters than points: enough to pass through every one of
# them, noise included
network = nn.Sequential(
    nn.Linear(1, 64),
    nn.Tanh(),
    nn.Linear(64, 64),
    nn.Tanh(),
    nn.Linear(64, 1),
)
optimizer = torch.optim.Adam(network.parameters(), lr=0.01)
parameter_count = sum(p.numel() for p in network.parameters())
print(
    "parameters:", parameter_count, "| training points:", len(x_train)
)

# step -> (train MSE, validation MSE)
history = {}
print(" step |  train MSE | validation MSE")
for step in range(1, 1001):
    optimizer.zero_grad(set_to_none=True)
    loss = nn.functional.mse_loss(network(x_train), y_train)
    loss.backward()
    optimizer.step()
    if step in (10, 50, 100, 300, 1000):
        with torch.no_grad():
            train_mse = nn.functional.mse_loss(
                network(x_train), y_train
            ).item()
            val_mse = nn.functional.mse_loss(
                network(x_val), y_val
            ).item()
        history[step] = (train_mse, val_mse)
        print(f"{step:5d} | {train_mse:10.4f} | {val_mse:.4f}")
# --8<-- [end:memorize]

# --8<-- [start:smaller]
torch.manual_seed(0)
# 2 parameters instead of 4353, same data, same optimizer and steps
line = nn.Linear(1, 1)
line_optimizer = torch.optim.Adam(line.parameters(), lr=0.01)
for _ in range(1000):
    line_optimizer.zero_grad(set_to_none=True)
    nn.functional.mse_loss(line(x_train), y_train).backward()
    line_optimizer.step()

with torch.no_grad():
    line_train = nn.functional.mse_loss(line(x_train), y_train).item()
    line_val = nn.functional.mse_loss(line(x_val), y_val).item()
print(
    f"line after 1000 steps: train MSE {line_train:.4f} | "
    f"validation MSE {line_val:.4f}"
)
# --8<-- [end:smaller]
