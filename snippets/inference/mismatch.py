"""Chapter 12: a model on one device and its inputs on another."""

from snippets.inference.devices import xb  # the validation inputs, on `device`

# --8<-- [start:mismatch]
from torch import nn

# "meta" is a device every PyTorch build has: tensors there have shapes but no values.
elsewhere = nn.Linear(1, 1).to("meta")
print("model on", elsewhere.weight.device, "| inputs on", xb.device)
elsewhere(xb)  # the model lives on meta, the inputs on `device`
# --8<-- [end:mismatch]
