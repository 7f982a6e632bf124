"""Chapter 6: a module finds the parameters you assign, but only nn.Parameter ones."""

import torch
from torch import nn


class Calibration(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.w = nn.Parameter(torch.tensor(1.0))  # registered: a parameter
        self.b = nn.Parameter(torch.tensor(0.0))  # registered
        self.offset = torch.tensor(0.5, requires_grad=True)  # a plain tensor: not registered

    def forward(self, x: torch.Tensor) -> torch.Tensor:  # (N, 1) -> (N, 1)
        return x * self.w + self.b + self.offset


calibration = Calibration()
for name, parameter in calibration.named_parameters():
    print(name, parameter.item())

print(len(list(calibration.parameters())), "tensors would reach the optimizer")
