"""Chapter 6: nn.Linear(1, 1) is chapter 3's w * x + b, packaged with its own parameters."""

from snippets.tensors.two_measurements import x  # where this chapter starts: (2, 1), chapter 2's readings

# --8<-- [start:layer]
import torch
from torch import nn

torch.manual_seed(0)  # the layer starts from random parameters; fix them for this page
model = nn.Linear(in_features=1, out_features=1)
predictions = model(x)  # (2, 1): one output per measurement

print(model.weight.shape)  # (out_features, in_features)
print(model.bias.shape)  # (out_features,)
print(predictions.shape)
# --8<-- [end:layer]

# --8<-- [start:formula]
by_formula = x @ model.weight.T + model.bias  # (2, 1) @ (1, 1) + (1,) -> (2, 1)
print([round(value, 4) for value in predictions.flatten().tolist()])  # rounded
print(torch.allclose(predictions, by_formula))  # the same numbers, up to float32 rounding
# --8<-- [end:formula]
