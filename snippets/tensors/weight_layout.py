"""Chapter 2: weights stored (out, in), as nn.Linear stores them, need a
transpose before @."""

# (32, 784) inputs
from snippets.tensors.matmul_cost import (
    features_in,
    features_out,
    inputs,
)

# --8<-- [start:broken]
import torch

# (128, 784): one row of 784 weights per output
stored = torch.randn(features_out, features_in)
# (32, 784) @ (128, 784)
layer_outputs = inputs @ stored
# --8<-- [end:broken]
