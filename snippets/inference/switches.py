"""Chapter 12: model.eval() and torch.inference_mode() are two separate switches."""

# --8<-- [start:dropout]
import torch
from torch import nn

torch.manual_seed(0)
dropout = nn.Dropout(p=0.5)  # in training: zero each value with probability 0.5, double the rest
ones = torch.ones(8)

dropout.train()
with torch.inference_mode():  # no gradients recorded ...
    print("train mode, inference_mode:", dropout(ones).tolist())  # ... but still dropping

dropout.eval()  # evaluation behaviour: dropout passes values through untouched
print("eval mode, gradients on:   ", dropout(ones).tolist())
# --8<-- [end:dropout]

# --8<-- [start:no-grad-tape]
layer = nn.Linear(1, 1)
reading = torch.tensor([[1.5]])  # (B, 1)

with torch.inference_mode():
    layer.train()  # training behaviour does not switch recording back on
    frozen = layer(reading)  # (1, 1)
print("requires_grad:", frozen.requires_grad, "| inference tensor:", frozen.is_inference())

# --8<-- [end:no-grad-tape]

# --8<-- [start:no-grad-instead]
with torch.no_grad():  # no_grad's outputs are ordinary tensors: this one is allowed
    detached = layer(reading)
loss = (layer(detached) - 1.0).pow(2).mean()
loss.backward()
print("with no_grad instead, backward works: weight.grad =", round(layer.weight.grad.item(), 4))
# --8<-- [end:no-grad-instead]
