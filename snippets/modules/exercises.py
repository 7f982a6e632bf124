"""Chapter 6 exercises: a module inside a module, an offset that never
trains, and the fix."""

# the module that forgot to register offset
from snippets.modules.registration import Calibration

# chapter 2's data
from snippets.tensors.two_measurements import x, y

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

# --8<-- [start:offset-broken]
calibrated = Calibration()
sgd = torch.optim.SGD(calibrated.parameters(), lr=0.1)
for _ in range(200):
    sgd.zero_grad()
    # chapter 3's loss
    ((calibrated(x) - y) ** 2).mean().backward()
    sgd.step()

print(
    f"w={calibrated.w.item():.3f}  b={calibrated.b.item():.3f}  "
    f"offset={calibrated.offset.item():.3f}"
)
print(f"offset.grad={calibrated.offset.grad.item():.3f}")
# --8<-- [end:offset-broken]


# --8<-- [start:offset-fixed]
class FixedCalibration(Calibration):
    def __init__(self) -> None:
        super().__init__()
        # the fix: a Parameter is registered
        self.offset = nn.Parameter(torch.tensor(0.5))


fixed = FixedCalibration()
print([name for name, _ in fixed.named_parameters()])
# now hands over all three
sgd = torch.optim.SGD(fixed.parameters(), lr=0.1)
for _ in range(200):
    sgd.zero_grad()
    ((fixed(x) - y) ** 2).mean().backward()
    sgd.step()

print(
    f"w={fixed.w.item():.3f}  b={fixed.b.item():.3f}  "
    f"offset={fixed.offset.item():.3f}"
)
# --8<-- [end:offset-fixed]
