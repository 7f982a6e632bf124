"""Chapter 2: the fix: transpose the stored weights so that the inner
sizes match."""

# (32, 784) inputs
from snippets.tensors.matmul_cost import (
    features_in,
    features_out,
    inputs,
)

# --8<-- [start:fixed]
import torch

# (128, 784): one row of 784 weights per output
stored = torch.randn(features_out, features_in)
# (32, 784) @ (784, 128): now the inner sizes match
layer_outputs = inputs @ stored.T
print(stored.T.shape)
# one output per example and weight row
print(layer_outputs.shape)
# --8<-- [end:fixed]
