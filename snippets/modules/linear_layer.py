"""Chapter 6: nn.Linear(1, 1) is chapter 3's w * x + b, packaged with
its own parameters."""

# where this chapter starts: (2, 1), chapter 2's readings
from snippets.tensors.two_measurements import x

# --8<-- [start:layer]
import torch
from torch import nn

# the layer starts from random parameters; fix them for this page
torch.manual_seed(0)
model = nn.Linear(in_features=1, out_features=1)
# (2, 1): one output per measurement
predictions = model(x)

print(model.weight.shape)  # (out_features, in_features)
print(model.bias.shape)  # (out_features,)
print(predictions.shape)
# --8<-- [end:layer]

# --8<-- [start:formula]
# (2, 1) @ (1, 1) + (1,) -> (2, 1)
by_formula = x @ model.weight.T + model.bias
# rounded
print([round(value, 4) for value in predictions.flatten().tolist()])
# the same numbers, up to float32 rounding
print(torch.allclose(predictions, by_formula))
# --8<-- [end:formula]
