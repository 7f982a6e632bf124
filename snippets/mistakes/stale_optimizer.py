"""Chapter 13: an optimizer updates the tensors it was given, not whatever `model` names now."""

# --8<-- [start:stale]
import torch
from torch import nn

torch.manual_seed(0)
x = torch.tensor([[1.0], [2.0]])  # (B, 1): the two sensor readings of chapter 2
y = torch.tensor([[3.0], [5.0]])  # (B, 1)

model = nn.Linear(1, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)  # holds THESE parameter tensors
first_model = model

for step in range(4):
    if step == 2:
        model = nn.Linear(1, 1)  # the mistake: start over, but keep the old optimizer
    optimizer.zero_grad(set_to_none=True)
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()  # gradients for whatever `model` is now
    optimizer.step()  # steps the first model's parameters: after the swap they have no gradient, so nothing moves
    print(
        f"step {step}: loss {loss.item():.4f} | first model w {first_model.weight.item():+.4f}"
        f" | current model w {model.weight.item():+.4f}"
    )

stuck_at = loss.item()  # every step after the swap ends here
owned = {id(p) for group in optimizer.param_groups for p in group["params"]}
print("optimizer owns the current model's weight:", id(model.weight) in owned)
print("current model has a gradient:", model.weight.grad is not None)
# --8<-- [end:stale]

# --8<-- [start:fixed]
torch.manual_seed(0)  # the same two models as above
fixed_model = nn.Linear(1, 1)
fixed_optimizer = torch.optim.SGD(fixed_model.parameters(), lr=0.1)

for step in range(4):
    if step == 2:
        fixed_model = nn.Linear(1, 1)  # start over ...
        fixed_optimizer = torch.optim.SGD(fixed_model.parameters(), lr=0.1)  # ... with an optimizer for it
    fixed_optimizer.zero_grad(set_to_none=True)
    loss = nn.functional.mse_loss(fixed_model(x), y)
    loss.backward()
    fixed_optimizer.step()
    print(f"step {step}: loss {loss.item():.4f} | current model w {fixed_model.weight.item():+.4f}")
# --8<-- [end:fixed]
