"""Chapter 6 exercise: a module inside a module."""

# --8<-- [start:nested]
import torch
from torch import nn


class TwoLayers(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        # a module assigned as an attribute
        self.first = nn.Linear(1, 4)
        self.second = nn.Linear(4, 1)

    # (N, 1) -> (N, 4) -> (N, 1)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.second(self.first(x))


for name, parameter in TwoLayers().named_parameters():
    print(f"{name:<14} {list(parameter.shape)}")
print(sum(p.numel() for p in TwoLayers().parameters()), "numbers")
# --8<-- [end:nested]
