"""Chapter 6 exercises: the size of a real layer, and registering the offset."""

from snippets.modules.registration import Calibration  # the module that forgot to register offset

# --8<-- [start:layer-784]
import torch
from torch import nn

hidden_layer = nn.Linear(784, 128)  # chapter 2's layer: 784 pixels in, 128 outputs
print(hidden_layer.weight.shape, hidden_layer.bias.shape)
print(f"{sum(p.numel() for p in hidden_layer.parameters()):,}")
# --8<-- [end:layer-784]


# --8<-- [start:fix-offset]
class FixedCalibration(Calibration):
    def __init__(self) -> None:
        super().__init__()
        self.offset = nn.Parameter(torch.tensor(0.5))  # the fix: a Parameter is registered


fixed = FixedCalibration()
for name, parameter in fixed.named_parameters():
    print(name, parameter.item())
# --8<-- [end:fix-offset]
