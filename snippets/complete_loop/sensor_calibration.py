"""Sensor calibration: fit y = w·x + b to 201 readings with noisy
references, the complete PyTorch loop.

Chapters 7 and 8 of "Understanding PyTorch" walk through this program
section by section. It needs nothing but torch:

    python sensor_calibration.py
"""

# --8<-- [start:data]
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

# every random draw below follows from this seed, in this order
torch.manual_seed(7)

# (N, 1): 201 raw readings, one per row
x = torch.linspace(-2, 2, 201).reshape(-1, 1)
# (N, 1): true rule 2x + 1, plus noise
y = 2 * x + 1 + 0.15 * torch.randn_like(x)
print("readings:", tuple(x.shape), "references:", tuple(y.shape))
# --8<-- [end:data]

# --8<-- [start:split]
# a shuffled list of row numbers 0..200
order = torch.randperm(len(x))
train_ids, val_ids, test_ids = order[:140], order[140:180], order[180:]

# (140, 1): the model learns from these
x_train, y_train = x[train_ids], y[train_ids]
# (40, 1): we compare choices on these
x_val, y_val = x[val_ids], y[val_ids]
# (21, 1): looked at once, at the very end
x_test, y_test = x[test_ids], y[test_ids]
print("train / val / test:", len(x_train), len(x_val), len(x_test))
# --8<-- [end:split]

# --8<-- [start:loader]
# row i of each tensor forms one example
train_data = TensorDataset(x_train, y_train)
# new order every epoch
train_loader = DataLoader(train_data, batch_size=20, shuffle=True)

print(
    f"examples: {len(train_data)}",
    f"batches per epoch: {len(train_loader)}",
)
# --8<-- [end:loader]

# --8<-- [start:model]
# a fresh line, random weight and bias
model = nn.Linear(1, 1)
# mean of squared errors over the batch
loss_fn = nn.MSELoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
print(model)
# kept to compare later
start_weight, start_bias = model.weight.item(), model.bias.item()
print(f"starting weight {start_weight:.4f}, bias {start_bias:.4f}")


def mse_on(inputs: torch.Tensor, targets: torch.Tensor) -> float:
    """Measure the current model on some data without training it."""
    # evaluation behaviour (matters for
    # dropout or batch norm, harmless here)
    model.eval()
    # no graph: we will never call backward on this
    with torch.inference_mode():
        return loss_fn(model(inputs), targets).item()


# --8<-- [end:model]

# --8<-- [start:loop]
initial_val_mse = mse_on(x_val, y_val)
# (train MSE, validation MSE) after each epoch: plain floats
history = []

for epoch in range(100):
    model.train()
    # 7 batches, (20, 1) each
    for xb, yb in train_loader:
        # drop the previous step's gradients
        optimizer.zero_grad(set_to_none=True)
        predictions = model(xb)  # (20, 1)
        loss = loss_fn(predictions, yb)  # () a single number
        # fills model.weight.grad and model.bias.grad
        loss.backward()
        # w <- w - lr * grad, for each parameter
        optimizer.step()

    history.append((mse_on(x_train, y_train), mse_on(x_val, y_val)))
    # a short log of a few epochs worth seeing
    if epoch + 1 in (1, 2, 5, 10, 50, 100):
        print(
            f"epoch {epoch + 1:>3}: train MSE {history[-1][0]:.4f}, "
            f"val MSE {history[-1][1]:.4f}"
        )

# once, after every choice is made
test_mse = mse_on(x_test, y_test)
# --8<-- [end:loop]

# --8<-- [start:report]
train_mse, val_mse = history[-1]
weight, bias = model.weight.item(), model.bias.item()
with torch.inference_mode():
    at_1_5 = model(torch.tensor([[1.5]])).item()

print(f"Initial validation MSE: {initial_val_mse:.4f}")
print(f"Final training MSE:     {train_mse:.4f}")
print(f"Final validation MSE:   {val_mse:.4f}")
print(f"Final test MSE:         {test_mse:.4f}")
print(f"Weight: {weight:.4f}")
print(f"Bias:   {bias:.4f}")
print(f"Prediction for x=1.5: {at_1_5:.4f}")
# --8<-- [end:report]
