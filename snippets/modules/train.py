"""Chapter 6: chapter 5's loop, with the layer, a loss module and
model.parameters()."""

# the seeded nn.Linear(1, 1), untrained
from snippets.modules.linear_layer import model
from snippets.tensors.two_measurements import x, y

# --8<-- [start:train]
import torch
from torch import nn

loss_fn = nn.MSELoss()
# every registered parameter
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
# kept for the picture below
untrained = (model.weight.item(), model.bias.item())

steps = 200
for _ in range(steps):
    optimizer.zero_grad()
    # forward pass and loss: the two modules
    loss = loss_fn(model(x), y)
    loss.backward()
    optimizer.step()

print(
    f"weight={model.weight.item():.4f}, bias={model.bias.item():.4f}, "
    f"loss={loss.item():.6f}"
)
# --8<-- [end:train]

# --8<-- [start:picture]
import matplotlib.pyplot as plt

line_x = torch.tensor([0.0, 3.0])
before = untrained[0] * line_x + untrained[1]
plt.plot(line_x, before, "--", color="grey", label="untrained")
with torch.no_grad():
    plt.plot(
        line_x,
        model(line_x.reshape(-1, 1)).flatten(),
        color="black",
        label="trained",
    )
plt.plot(
    x.flatten(), y.flatten(), "o", color="C0", label="measurements"
)
plt.xlabel("raw reading")
plt.ylabel("reading")
plt.legend(loc="upper left")
plt.show()
# --8<-- [end:picture]
