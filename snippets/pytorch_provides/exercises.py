"""Chapter 1 exercises: predict what PyTorch prints, then let it print."""

from snippets.pytorch_provides.array_vs_tensor import array  # NumPy's (2, 1) table of float64

# --8<-- [start:more-readings]
import torch

more_readings = torch.tensor([1.0, 2.0, 3.0, 4.0])  # one reading more than before
new_scale = torch.tensor(2.0, requires_grad=True)
(new_scale * more_readings).sum().backward()
print(new_scale.grad)
# --8<-- [end:more-readings]

# --8<-- [start:layer-size]
from torch import nn

wider = nn.Linear(in_features=3, out_features=2)  # 3 inputs, now 2 outputs
print(sum(p.numel() for p in wider.parameters()))
# --8<-- [end:layer-size]

# --8<-- [start:dtypes]
print(torch.from_numpy(array).dtype)  # a tensor made from the NumPy array
print(torch.tensor([1, 2]).dtype)  # whole numbers, no decimal point
print(torch.tensor([1, 2.5]).dtype)  # one decimal point among them
# --8<-- [end:dtypes]
