"""Chapter 8: the shapes that flow through one training step, and a loss
reduced to one number."""

# chapter 8's program
from snippets.complete_loop.sensor_calibration import (
    loss_fn,
    model,
    train_loader,
)

# --8<-- [start:shapes]
import torch

xb, yb = next(iter(train_loader))
predictions = model(xb)
loss = loss_fn(predictions, yb)
# fill .grad, but take no step: the trained model stays as it is
loss.backward()

print("inputs:     ", list(xb.shape))  # (B, 1)
print("targets:    ", list(yb.shape))  # (B, 1)
print("predictions:", list(predictions.shape))  # (B, 1)
# () one number for the whole batch
print("loss:       ", list(loss.shape))
for name, param in model.named_parameters():
    print(f"{name}: {list(param.shape)}, grad {list(param.grad.shape)}")
# leave no gradients behind for later blocks
model.zero_grad(set_to_none=True)
# --8<-- [end:shapes]

# --8<-- [start:mean-loss]
# () one number: the mean over the batch
hand_loss = ((model(xb) - yb) ** 2).mean()
hand_loss.backward()

agrees = torch.allclose(hand_loss, loss_fn(model(xb), yb))
print("loss:", list(hand_loss.shape), "equal to loss_fn's:", agrees)
print(
    f"weight.grad: {list(model.weight.grad.shape)}",
    f"bias.grad: {list(model.bias.grad.shape)}",
)
# leave no gradients behind for later blocks
model.zero_grad(set_to_none=True)
# --8<-- [end:mean-loss]
