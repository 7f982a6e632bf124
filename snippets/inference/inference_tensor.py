"""Chapter 12: autograd refuses to save a tensor made under inference mode."""

from snippets.inference.switches import frozen, layer  # the layer and its inference-mode output

# --8<-- [start:refused]
loss = (layer(frozen) - 1.0).pow(2).mean()  # feed it into a computation autograd records
# --8<-- [end:refused]
