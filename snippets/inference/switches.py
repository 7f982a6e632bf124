"""Chapter 12: model.eval() and torch.inference_mode() are two separate
switches."""

# --8<-- [start:dropout]
import torch
from torch import nn

torch.manual_seed(0)
# in training: zero each value with probability 0.5, double the rest
dropout = nn.Dropout(p=0.5)
ones = torch.ones(8)

dropout.train()
# no gradients recorded ...
with torch.inference_mode():
    # ... but still dropping
    print("train mode, inference_mode:", dropout(ones).tolist())

# evaluation behaviour: dropout passes values through untouched
dropout.eval()
print("eval mode, gradients on:   ", dropout(ones).tolist())
# --8<-- [end:dropout]

# --8<-- [start:no-grad-tape]
layer = nn.Linear(1, 1)
reading = torch.tensor([[1.5]])  # (B, 1)

with torch.inference_mode():
    # training behaviour does not switch recording back on
    layer.train()
    frozen = layer(reading)  # (1, 1)
print(
    f"requires_grad: {frozen.requires_grad}",
    f"| inference tensor: {frozen.is_inference()}",
)

# --8<-- [end:no-grad-tape]

# --8<-- [start:no-grad-instead]
# no_grad's outputs are ordinary tensors: this one is allowed
with torch.no_grad():
    detached = layer(reading)
loss = (layer(detached) - 1.0).pow(2).mean()
loss.backward()
print(
    "with no_grad instead, backward works: weight.grad =",
    round(layer.weight.grad.item(), 4),
)
# --8<-- [end:no-grad-instead]
