"""Chapter 2: the fix: transpose the stored weights so that the inner sizes match."""

from snippets.tensors.matmul_cost import features_in, features_out, inputs  # (32, 784) inputs

# --8<-- [start:fixed]
import torch

stored = torch.randn(features_out, features_in)  # (128, 784): one row of 784 weights per output
layer_outputs = inputs @ stored.T  # (32, 784) @ (784, 128): now the inner sizes match
print(stored.T.shape)
print(layer_outputs.shape)  # one output per example and weight row
# --8<-- [end:fixed]
