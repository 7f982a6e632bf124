"""Chapter 13: an optimizer updates the tensors it was given, not
whatever `model` names now."""

# --8<-- [start:stale]
import torch
from torch import nn

torch.manual_seed(0)
# (B, 1): the two sensor readings of chapter 2
x = torch.tensor([[1.0], [2.0]])
y = torch.tensor([[3.0], [5.0]])  # (B, 1)

model = nn.Linear(1, 1)
# holds THESE parameter tensors
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
first_model = model

for step in range(4):
    if step == 2:
        # the mistake: start over, but keep the old optimizer
        model = nn.Linear(1, 1)
    optimizer.zero_grad(set_to_none=True)
    loss = nn.functional.mse_loss(model(x), y)
    # gradients for whatever `model` is now
    loss.backward()
    # steps the first model's parameters: after the swap they have no
    # gradient, so nothing moves
    optimizer.step()
    print(
        f"step {step}: loss {loss.item():.4f} | "
        f"first model w {first_model.weight.item():+.4f}"
        f" | current model w {model.weight.item():+.4f}"
    )

# every step after the swap ends here
stuck_at = loss.item()
owned = {
    id(p) for group in optimizer.param_groups for p in group["params"]
}
print(
    "optimizer owns the current model's weight:",
    id(model.weight) in owned,
)
print("current model has a gradient:", model.weight.grad is not None)
# --8<-- [end:stale]

# --8<-- [start:fixed]
# the same two models as above
torch.manual_seed(0)
fixed_model = nn.Linear(1, 1)
fixed_optimizer = torch.optim.SGD(fixed_model.parameters(), lr=0.1)

for step in range(4):
    if step == 2:
        # start over ...
        fixed_model = nn.Linear(1, 1)
        # ... with an optimizer for it
        fixed_optimizer = torch.optim.SGD(
            fixed_model.parameters(), lr=0.1
        )
    fixed_optimizer.zero_grad(set_to_none=True)
    loss = nn.functional.mse_loss(fixed_model(x), y)
    loss.backward()
    fixed_optimizer.step()
    print(
        f"step {step}: loss {loss.item():.4f} | "
        f"current model w {fixed_model.weight.item():+.4f}"
    )
# --8<-- [end:fixed]
