"""Chapter 6: a module finds the parameters you assign, but only
nn.Parameter ones."""

import torch
from torch import nn


class Calibration(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        # registered: a parameter
        self.w = nn.Parameter(torch.tensor(1.0))
        # registered
        self.b = nn.Parameter(torch.tensor(0.0))
        # a plain tensor: not registered
        self.offset = torch.tensor(0.5, requires_grad=True)

    # (N, 1) -> (N, 1)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * self.w + self.b + self.offset


calibration = Calibration()
for name, parameter in calibration.named_parameters():
    print(name, parameter.item())

print(
    len(list(calibration.parameters())),
    "tensors would reach the optimizer",
)
