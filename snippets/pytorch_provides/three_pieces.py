"""Chapter 1: the three things PyTorch gives you, each in a line or
two."""

import torch
from torch import nn

# 1. Tensors: arrays of numbers with a shape, a dtype and a device.
readings = torch.tensor([1.0, 2.0, 3.0])  # (3,)
# one operation, applied to every element
print(readings * 2)

# 2. Autograd: it records how a result was computed and can
# differentiate it.
scale = torch.tensor(2.0, requires_grad=True)
total = (scale * readings).sum()  # 2*1 + 2*2 + 2*3 = 12
# d total / d scale = 1 + 2 + 3
total.backward()
print(scale.grad)

# 3. Building blocks: a layer that owns its parameters, and an optimizer
# that updates them.
# 3 weights and 1 bias
layer = nn.Linear(in_features=3, out_features=1)
optimizer = torch.optim.SGD(layer.parameters(), lr=0.1)
print(
    sum(p.numel() for p in layer.parameters()),
    "numbers for the optimizer to train",
)
