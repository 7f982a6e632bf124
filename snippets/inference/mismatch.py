"""Chapter 12: a model on one device and its inputs on another."""

# the validation inputs, on `device`
from snippets.inference.devices import xb

# --8<-- [start:mismatch]
from torch import nn

# "meta" is a device every PyTorch build has:
# tensors there have shapes but no values.
elsewhere = nn.Linear(1, 1).to("meta")
print("model on", elsewhere.weight.device, "| inputs on", xb.device)
# the model lives on meta, the inputs on `device`
elsewhere(xb)
# --8<-- [end:mismatch]
