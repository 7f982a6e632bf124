"""Chapter 8: the shapes that flow through one training step, and a loss reduced to one number."""

from snippets.complete_loop.sensor_calibration import loss_fn, model, train_loader  # chapter 8's program

# --8<-- [start:shapes]
import torch

xb, yb = next(iter(train_loader))
predictions = model(xb)
loss = loss_fn(predictions, yb)
loss.backward()  # fill .grad, but take no step: the trained model stays as it is

print("inputs:     ", list(xb.shape))  # (B, 1)
print("targets:    ", list(yb.shape))  # (B, 1)
print("predictions:", list(predictions.shape))  # (B, 1)
print("loss:       ", list(loss.shape))  # () one number for the whole batch
for name, param in model.named_parameters():
    print(f"{name}: {list(param.shape)}, grad {list(param.grad.shape)}")
model.zero_grad(set_to_none=True)  # leave no gradients behind for later blocks
# --8<-- [end:shapes]

# --8<-- [start:mean-loss]
hand_loss = ((model(xb) - yb) ** 2).mean()  # () one number: the mean over the batch
hand_loss.backward()

print("loss:", list(hand_loss.shape), "equal to loss_fn's:", torch.allclose(hand_loss, loss_fn(model(xb), yb)))
print("weight.grad:", list(model.weight.grad.shape), "bias.grad:", list(model.bias.grad.shape))
model.zero_grad(set_to_none=True)  # leave no gradients behind for later blocks
# --8<-- [end:mean-loss]
