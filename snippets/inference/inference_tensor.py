"""Chapter 12: autograd refuses to save a tensor made under
inference mode."""

# the layer and its inference-mode output
from snippets.inference.switches import frozen, layer

# --8<-- [start:refused]
# feed it into a computation autograd records
loss = (layer(frozen) - 1.0).pow(2).mean()
# --8<-- [end:refused]
