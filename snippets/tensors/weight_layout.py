"""Chapter 2: weights stored (out, in), as torch.nn stores them, need a transpose before @."""

from snippets.tensors.matmul_cost import features_in, features_out, inputs  # (32, 784) inputs

# --8<-- [start:broken]
import torch

stored = torch.randn(features_out, features_in)  # (128, 784): one row of 784 weights per output
layer_outputs = inputs @ stored  # (32, 784) @ (128, 784)
# --8<-- [end:broken]
