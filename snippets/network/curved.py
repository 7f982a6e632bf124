"""Chapter 9: on a curved calibration, a line and a small network
trained the same way."""

# --8<-- [start:data]
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(9)
x = torch.linspace(-2, 2, 201).reshape(-1, 1)  # (N, 1)


def true_rule(x: torch.Tensor) -> torch.Tensor:
    # chapter 7's line, bent downwards at both ends
    return 2 * x + 1 - 0.5 * x**2


# (N, 1): the same noise level as chapter 7
y = true_rule(x) + 0.15 * torch.randn_like(x)

# the same 140 / 40 / 21 split sizes as chapter 7
order = torch.randperm(len(x))
train_ids, val_ids = order[:140], order[140:180]
x_train, y_train = x[train_ids], y[train_ids]
x_val, y_val = x[val_ids], y[val_ids]
train_loader = DataLoader(
    TensorDataset(x_train, y_train), batch_size=20, shuffle=True
)
print(
    f"train / val: {len(x_train)} {len(x_val)}",
    f"batches per epoch: {len(train_loader)}",
)
# --8<-- [end:data]

# --8<-- [start:train]
loss_fn = nn.MSELoss()


def train(
    model: nn.Module, epochs: int = 100, lr: float = 0.05
) -> float:
    """Chapter 8's loop and budget; returns the final validation MSE."""
    optimizer = torch.optim.SGD(model.parameters(), lr=lr)
    for _ in range(epochs):
        model.train()
        for xb, yb in train_loader:  # (20, 1) each
            optimizer.zero_grad(set_to_none=True)
            loss = loss_fn(model(xb), yb)
            loss.backward()
            optimizer.step()
    model.eval()
    with torch.inference_mode():
        return loss_fn(model(x_val), y_val).item()


linear_model = nn.Linear(1, 1)
network_model = nn.Sequential(
    nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1)
)

linear_val = train(linear_model)
network_val = train(network_model)
with torch.inference_mode():
    # only the noise is left
    rule_val = loss_fn(true_rule(x_val), y_val).item()

print(f"validation MSE, linear model: {linear_val:.4f}")
print(f"validation MSE, network:      {network_val:.4f}")
print(f"validation MSE, true rule:    {rule_val:.4f}")
# --8<-- [end:train]

# --8<-- [start:figure]
import matplotlib.pyplot as plt

with torch.inference_mode():
    line_fit, net_fit = linear_model(x), network_model(x)  # (N, 1) each

fig, ax = plt.subplots()
ax.scatter(
    x_train,
    y_train,
    s=10,
    alpha=0.5,
    color="C0",
    label="training readings",
)
ax.plot(
    x, true_rule(x), color="black", linestyle=":", label="true rule"
)
ax.plot(x, line_fit, linewidth=2, color="C1", label="linear model")
ax.plot(x, net_fit, linewidth=2, color="C2", label="network")
ax.set(xlabel="raw reading x", ylabel="reference value y")
ax.legend(loc="upper left")
plt.show()
# --8<-- [end:figure]
