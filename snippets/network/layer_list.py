"""Chapter 9, fix the bug: a network whose layers sit in a plain Python
list."""

# chapter 9's batch
from snippets.network.network import xb

# --8<-- [start:layer-list]
from itertools import pairwise

import torch
from torch import nn


class Deeper(nn.Module):
    """Three hidden layers of 16, each followed by tanh."""

    def __init__(self, depth: int = 3, width: int = 16) -> None:
        super().__init__()
        # [1, 16, 16, 16, 1]
        sizes = [1] + [width] * depth + [1]
        # one Linear per step
        self.layers = [
            nn.Linear(n_in, n_out) for n_in, n_out in pairwise(sizes)
        ]

    def forward(self, inputs: torch.Tensor) -> torch.Tensor:
        for layer in self.layers[:-1]:
            inputs = torch.tanh(layer(inputs))  # (B, 16)
        return self.layers[-1](inputs)  # (B, 1)


deeper = Deeper()
# the forward pass works
print(deeper(xb).shape)
optimizer = torch.optim.SGD(deeper.parameters(), lr=0.05)
# --8<-- [end:layer-list]
