"""Home page: the five-line training loop, inside a program that really
runs it.

The `# (n)!` comments mark the lines the Home page annotates; Python
ignores them.
"""

# --8<-- [start:setup]
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

# the same shuffle and starting weights on every run
torch.manual_seed(0)

# The sensor of the guide: raw readings in, calibrated readings out
# (y = 2x + 1).
# (400, 1): raw readings
x = torch.linspace(-2, 2, 400).reshape(-1, 1)
# (400, 1): what the reference instrument reads
y = 2 * x + 1
train_loader = DataLoader(
    TensorDataset(x, y), batch_size=8, shuffle=True
)

# prediction = weight * x + bias, both random to start
model = nn.Linear(1, 1)
loss_fn = nn.MSELoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)

print(f"{len(train_loader)} batches of {train_loader.batch_size}")
print(
    f"before: weight={model.weight.item():.2f}, "
    f"bias={model.bias.item():.2f}"
)
# --8<-- [end:setup]

# --8<-- [start:loop]
for xb, yb in train_loader:  # (1)!
    optimizer.zero_grad()  # (2)!
    predictions = model(xb)  # (3)!
    loss = loss_fn(predictions, yb)  # (4)!
    loss.backward()  # (5)!
    optimizer.step()  # (6)!
# --8<-- [end:loop]

# --8<-- [start:after]
print(
    f"after:  weight={model.weight.item():.2f}, "
    f"bias={model.bias.item():.2f}"
)
# --8<-- [end:after]
